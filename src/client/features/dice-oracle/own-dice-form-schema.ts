import { zodResolver } from "@hookform/resolvers/zod";
import { z } from "zod";
import type { DiceColour } from "../../../shared/dice";

const FACE_VALUES = ["1", "2", "3", "4", "5", "6"] as const;

const faceSchema = (colour: DiceColour) => z.enum(FACE_VALUES, { error: `Choose the face your ${colour} die shows` });

/** Each die must have a face, 1 to 6, as the server's `dice` ("3-1-5") requires. */
const ownDiceSchema = z.object({ red: faceSchema("red"), white: faceSchema("white"), green: faceSchema("green") });
export type OwnDiceFields = z.input<typeof ownDiceSchema>;
export type OwnDice = z.output<typeof ownDiceSchema>;

export const ownDiceResolver = zodResolver(ownDiceSchema);

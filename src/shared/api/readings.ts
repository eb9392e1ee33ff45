import { z } from "zod";
import { parseDice } from "../dice";

export const diceParamSchema = z
  .string()
  .refine(
    (value) => parseDice(value) !== null,
    "Dice must be three faces from 1 to 6 written red-white-green, like 3-1-5",
  );

/** GET /api/readings/{dice} */
export const diceParamsSchema = z.object({ dice: diceParamSchema });

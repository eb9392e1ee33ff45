import { z } from "zod";
import { DICE_PATTERN } from "../dice";

/** Three faces from 1 to 6, red-white-green (`3-1-5`); the pattern is in the API document. */
export const diceParamSchema = z
  .string()
  .regex(DICE_PATTERN, "Dice must be three faces from 1 to 6 written red-white-green, like 3-1-5");

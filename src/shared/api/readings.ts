import { z } from "zod";
import { parseDice } from "../dice";

export const readingSchema = z.object({
  id: z.number().int(),
  diceValues: z.string(),
  redDice: z.number().int(),
  whiteDice: z.number().int(),
  greenDice: z.number().int(),
  interpretationGeneral: z.string(),
  interpretationFinance: z.string(),
  interpretationLove: z.string(),
  timingPrediction: z.string(),
  yesNoAnswer: z.string(),
  totalSumInterpretation: z.string(),
});
export type Reading = z.infer<typeof readingSchema>;

export const diceParamSchema = z
  .string()
  .refine(
    (value) => parseDice(value) !== null,
    "Dice must be three faces from 1 to 6 written red-white-green, like 3-1-5",
  );

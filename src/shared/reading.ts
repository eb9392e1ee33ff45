import { z } from "zod";

/** One of the 216 readings: the meaning of a red-white-green roll in each situation. */
export const readingSchema = z
  .object({
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
  })
  .meta({ id: "Reading" });
export type Reading = z.infer<typeof readingSchema>;

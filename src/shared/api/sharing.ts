import { z } from "zod";
import { SHARE_ID_PATTERN } from "../sharing";
import { SITUATIONS } from "../situations";

/** A shared reading's id in a path. */
export const shareIdParamsSchema = z.object({
  shareId: z.string().regex(SHARE_ID_PATTERN, "Share ids are 22 letters, digits, - or _"),
});

/**
 * GET /api/shares/{shareId}: what a shared reading shows anyone with its link, and nothing about the
 * seeker (no name, e-mail, id, date or account data).
 */
export const sharedReadingSchema = z
  .object({
    situation: z.enum(SITUATIONS),
    dice: z.object({ red: z.number(), white: z.number(), green: z.number() }),
    question: z.string().nullable(),
    interpretation: z.string(),
    timingPrediction: z.string(),
    yesNoAnswer: z.string(),
    totalSumInterpretation: z.string(),
  })
  .meta({ id: "SharedReading" });
export type SharedReading = z.infer<typeof sharedReadingSchema>;

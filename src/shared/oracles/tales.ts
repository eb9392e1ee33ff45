import { z } from "zod";
import { isCalendarDay } from "../calendar";
import { TAROT_DECK } from "../draws/decks";
import { BIRTH_DATE_MIN } from "../field-limits";
import { castQuestionSchema, checkSealPair, readingRequestParts } from "./request-parts";
import type { OracleSpec } from "./spec";

/**
 * POST /api/readings/tales: the birth date the tale is told from (the profile's when left out), an
 * optional question the seeker carries into it, and the fairness commitment to draw the card from.
 */
export const taleRequestSchema = z
  .object({
    birthDate: z
      .string()
      .refine(isCalendarDay, "A birth date is a day, YYYY-MM-DD")
      .refine((day) => day >= BIRTH_DATE_MIN, "A birth date is in 1900 or later")
      .optional(),
    question: castQuestionSchema.optional(),
    commitmentId: readingRequestParts.commitmentId,
    clientSeed: readingRequestParts.clientSeed,
  })
  .strict()
  .superRefine(checkSealPair)
  .meta({ id: "TaleRequest" });
export type TaleRequest = z.infer<typeof taleRequestSchema>;

/**
 * What a tale stores: the card drawn, the seed drawn after it, and the four facts they chose with the
 * birth date (the ids of the story banks' entries). The birth date itself stays in the profile.
 */
export const talePayloadSchema = z.object({
  card: z.object({
    index: z
      .number()
      .int()
      .min(0)
      .max(TAROT_DECK.length - 1),
    reversed: z.boolean(),
  }),
  seed: z.number().int().min(0).max(0xffffffff),
  era: z.string(),
  place: z.string(),
  calling: z.string(),
  turning: z.string(),
});
export type TalePayload = z.infer<typeof talePayloadSchema>;

/**
 * Past-Life Tales as an oracle: drawn (the card can be checked on /fairness), one of the day's readings
 * under the plan's cap, not once a day, and shareable: a tale is fiction, labelled so wherever it is shown.
 */
export const TALES_ORACLE = {
  id: "tales",
  name: "Past-Life Tales",
  path: "/past-lives",
  origin: "drawn",
  usesAllowance: true,
  oncePerDay: false,
  payload: talePayloadSchema,
} as const satisfies OracleSpec<"tales">;

import { z } from "zod";
import { isCalendarDay } from "../calendar";
import {
  DREAM_LUCIDITY_MAX,
  DREAM_MOODS,
  DREAM_TAG_MAX_LENGTH,
  DREAM_TAGS_MAX,
  DREAM_TEXT_MAX_LENGTH,
} from "./dream-limits";
import type { OracleSpec } from "./spec";

/** A symbol of the dictionary found in a dream: its slug and its name. */
export const dreamSymbolRefSchema = z.object({ key: z.string(), name: z.string() }).meta({ id: "DreamSymbolRef" });

const dreamtAtSchema = z
  .string()
  .refine(isCalendarDay, "The date of a dream is a day, YYYY-MM-DD")
  .meta({ description: "The day of the dream, YYYY-MM-DD (today in the seeker's time zone when left out)" });

/** POST /api/me/dreams and PUT /api/me/dreams/{id}: the dream as the seeker writes it. */
export const dreamRequestSchema = z
  .object({
    text: z
      .string()
      .trim()
      .min(1, "Write the dream first")
      .max(DREAM_TEXT_MAX_LENGTH, `A dream can be at most ${DREAM_TEXT_MAX_LENGTH} characters`),
    dreamtAt: dreamtAtSchema.optional(),
    mood: z.enum(DREAM_MOODS, { error: `A mood is one of ${DREAM_MOODS.join(", ")}` }).optional(),
    lucidity: z
      .number()
      .int("Lucidity is a whole number")
      .min(0, "Lucidity is 0 to 5")
      .max(DREAM_LUCIDITY_MAX, "Lucidity is 0 to 5")
      .optional(),
    tags: z
      .array(
        z
          .string()
          .trim()
          .min(1, "A tag cannot be empty")
          .max(DREAM_TAG_MAX_LENGTH, `A tag can be at most ${DREAM_TAG_MAX_LENGTH} characters`),
      )
      .max(DREAM_TAGS_MAX, `At most ${DREAM_TAGS_MAX} tags`)
      .optional(),
  })
  .strict()
  .meta({ id: "DreamRequest" });
export type DreamRequest = z.infer<typeof dreamRequestSchema>;

/** What a dream stores: the seeker's words and facts, and the dictionary's symbols found in the text. */
export const dreamPayloadSchema = z.object({
  text: z.string().max(DREAM_TEXT_MAX_LENGTH),
  dreamtAt: dreamtAtSchema,
  mood: z.enum(DREAM_MOODS).optional(),
  lucidity: z.number().int().min(0).max(DREAM_LUCIDITY_MAX).optional(),
  tags: z.array(z.string()),
  symbols: z.array(dreamSymbolRefSchema),
});
export type DreamPayload = z.infer<typeof dreamPayloadSchema>;

/**
 * A dream of the journal as an oracle: computed (its symbols are found in the seeker's own words), never
 * counted against the daily cap, as many a day as the seeker writes, and private: never shared.
 */
export const DREAMS_ORACLE = {
  id: "dreams",
  name: "Dream Journal",
  path: "/dream-analysis",
  origin: "computed",
  usesAllowance: false,
  oncePerDay: false,
  private: true,
  payload: dreamPayloadSchema,
} as const satisfies OracleSpec<"dreams">;

import { z } from "zod";
import { SITUATIONS } from "../situations";
import { enhancedBySchema } from "./casts";
import { castRewardsSchema } from "./me";

/** What a sighting says, whoever reads it: the number, how it reads for the situation, and its prompt. */
const angelNumberWordsSchema = z.object({
  tool: z.literal("angel-numbers"),
  situation: z.enum(SITUATIONS),
  /** Always null: a sighting asks no question. */
  question: z.null(),
  /** The number as logged: "1111", "11:11", "4071". */
  number: z.string(),
  /** "library": one of the numbers the library writes about; "digits": read by its digits' sum. */
  kind: z.enum(["library", "digits"]),
  /** The library page's slug ("12-21"), or null for a number read by its digits. */
  slug: z.string().nullable(),
  /** Its shape ("quadruple", "mirror", …), or null. */
  pattern: z.string().nullable(),
  /** The digits' sum and each reduction after it, as /numerology shows them ([14, 5]); null for the library. */
  steps: z.array(z.number().int()).nullable(),
  /** "1111, a quadruple" or "4071: its digits come to 12, then 3". */
  headline: z.string(),
  /** Its meaning for the situation. */
  text: z.string(),
  /** A journaling prompt. */
  prompt: z.string(),
});

/** One of the seeker's sightings. */
export const angelNumberResponseSchema = angelNumberWordsSchema
  .extend({
    id: z.string(),
    /** When the seeker saw it (ISO 8601). */
    seenAt: z.string(),
    enhancedText: z.string().nullable(),
    enhancedBy: enhancedBySchema.nullable(),
    shareUrl: z.string().nullable(),
    createdAt: z.string(),
  })
  .meta({ id: "AngelNumberSighting" });
export type AngelNumberResponse = z.infer<typeof angelNumberResponseSchema>;

/** POST /api/me/sightings answers the new sighting with what it earned. */
export const angelNumberResultSchema = angelNumberResponseSchema
  .extend({ rewards: castRewardsSchema })
  .meta({ id: "AngelNumberSightingResult" });
export type AngelNumberResult = z.infer<typeof angelNumberResultSchema>;

/** A shared sighting: the number and its words; never the note, nor when it was seen. */
export const sharedAngelNumberSchema = angelNumberWordsSchema.meta({ id: "SharedAngelNumber" });
export type SharedAngelNumber = z.infer<typeof sharedAngelNumberSchema>;

/** One number the seeker saw in the period, how often, and the chance check where one applies. */
const recurringNumberSchema = z
  .object({
    number: z.string(),
    count: z.number().int(),
    /** The library page's slug, when the library writes about it. */
    slug: z.string().nullable(),
    /** "11:11 six times this month". */
    summary: z.string(),
    /**
     * For a clock time seen at least twice: each clock time logged taken as one glance at a clock, any of
     * the day's 1,440 minutes alike; the journal's chance check (count, expected, P(X ≥ count)) and its sentence.
     */
    chance: z.object({ expected: z.number(), pAtLeast: z.number(), sentence: z.string() }).nullable(),
  })
  .meta({ id: "RecurringNumber" });

/** GET /api/me/sightings/recurring: the numbers of the last 30 days in the seeker's zone, most seen first. */
export const recurringNumbersSchema = z
  .object({
    timeZone: z.string(),
    /** The period's first and last local days, inclusive. */
    from: z.string(),
    to: z.string(),
    sightings: z.number().int(),
    /** How many of them were clock times (the chance check's tries). */
    clockTimes: z.number().int(),
    numbers: z.array(recurringNumberSchema),
    /** What the chance check assumes, in words, when any number has one. */
    chanceNote: z.string().nullable(),
  })
  .meta({ id: "RecurringNumbers" });
export type RecurringNumbers = z.infer<typeof recurringNumbersSchema>;

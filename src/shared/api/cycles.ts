import { z } from "zod";
import { isCalendarDay } from "../calendar";
import { BIRTH_DATE_MIN } from "../field-limits";
import { SITUATIONS } from "../situations";
import { enhancedBySchema } from "./casts";
import { castRewardsSchema } from "./me";

/** The latest day /api/cycles counts from. */
const CYCLES_DATE_MAX = "2199-12-31";

/**
 * GET /api/cycles?birthDate=YYYY-MM-DD&date=YYYY-MM-DD: the birth date is needed; the day counted defaults
 * to today in UTC. A birth date after the day counted is refused by the route, which knows today.
 */
export const cyclesQuerySchema = z.object({
  birthDate: z
    .string("Birth date is needed, written YYYY-MM-DD")
    .regex(/^\d{4}-\d{2}-\d{2}$/, "Birth date must be a date written YYYY-MM-DD")
    .refine(isCalendarDay, "Birth date must be a real date")
    .refine((value) => value >= BIRTH_DATE_MIN, "Birth date must be in 1900 or later"),
  date: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/, "Date must be a date written YYYY-MM-DD")
    .refine(isCalendarDay, "Date must be a real date")
    .refine((value) => value >= BIRTH_DATE_MIN && value <= CYCLES_DATE_MAX, "Date must be between 1900 and 2199")
    .optional(),
});

/** A cycle's number, 1–9, with the sums that led to it: [10, 1] for 1 by way of 10. */
const cycleNumberSchema = z.object({ value: z.number().int().min(1).max(9), chain: z.array(z.number().int()) });

/** One return: the first crossing of the natal longitude, and every crossing (one, or three around a station). */
const planetReturnSchema = z
  .object({
    /** The first pass, UTC, to the minute. */
    at: z.string(),
    passes: z.array(z.object({ at: z.string() })),
  })
  .meta({ id: "PlanetReturn" });
export type PlanetReturnJson = z.infer<typeof planetReturnSchema>;

export const cyclesResponseSchema = z.object({
  /** The day counted (the one asked, or today in UTC). */
  date: z.string(),
  personalYear: cycleNumberSchema,
  personalMonth: cycleNumberSchema,
  personalDay: cycleNumberSchema,
  universalYear: cycleNumberSchema,
  /** The returns begun by the end of the day counted, each with all its passes (some may be still to come). */
  jupiterReturns: z.array(planetReturnSchema),
  saturnReturns: z.array(planetReturnSchema),
  /** The first return that begins after the day counted. */
  nextJupiterReturn: planetReturnSchema,
  nextSaturnReturn: planetReturnSchema,
});

/** A recorded cycle's number (1–9) and its title ("A Year of Beginnings"). */
const cycleOfDaySchema = z.object({ value: z.number().int().min(1).max(9), title: z.string() });

/** What a reading of the day's cycles says, whoever reads it: the four numbers and their words. */
const cyclesWordsSchema = z.object({
  tool: z.literal("cycles"),
  situation: z.enum(SITUATIONS),
  question: z.string().nullable(),
  /** "Personal Year 3 · Month 9 · Day 6 · Universal Year 1". */
  title: z.string(),
  personalYear: cycleOfDaySchema,
  personalMonth: cycleOfDaySchema,
  personalDay: cycleOfDaySchema,
  universalYear: cycleOfDaySchema,
  /** Each number's text under its heading, then a line for the situation. */
  sections: z.array(z.object({ heading: z.string(), text: z.string() })),
});

/** One of the seeker's readings of the day's cycles, on their local day (one a day). */
export const cyclesReadingSchema = cyclesWordsSchema
  .extend({
    id: z.string(),
    /** The seeker's local day it was made on (`YYYY-MM-DD`). */
    day: z.string(),
    enhancedText: z.string().nullable(),
    enhancedBy: enhancedBySchema.nullable(),
    shareUrl: z.string().nullable(),
    createdAt: z.string(),
  })
  .meta({ id: "CyclesReading" });
export type CyclesReading = z.infer<typeof cyclesReadingSchema>;

/** POST /api/readings/cycles answers a reading made now with what it earned. */
export const cyclesResultSchema = cyclesReadingSchema
  .extend({ rewards: castRewardsSchema })
  .meta({ id: "CyclesResult" });
export type CyclesResult = z.infer<typeof cyclesResultSchema>;

/** A shared reading of the day's cycles: the numbers and their words, no day and nothing of the seeker's. */
export const sharedCyclesSchema = cyclesWordsSchema.meta({ id: "SharedCycles" });
export type SharedCycles = z.infer<typeof sharedCyclesSchema>;

import { z } from "zod";
import { isCalendarDay } from "../calendar";
import { BIRTH_DATE_MIN } from "../field-limits";

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

import { z } from "zod";
import { isSightingNumber, SIGHTING_MAX_DIGITS } from "../angel-numbers/sighting-number";
import { NOTE_MAX_LENGTH } from "../journal/journal";
import { SITUATIONS } from "../situations";
import type { OracleSpec } from "./spec";

/** The earliest sighting a seeker can log. */
const EARLIEST_SIGHTING = new Date("2000-01-01T00:00:00Z");

/**
 * POST /api/me/sightings (and /api/readings/angel-numbers): a number the seeker saw, when (now by default;
 * never in the future, never before 2000) and an optional private note; the situation its meaning is read
 * for (guidance by default).
 */
export const sightingRequestSchema = z
  .object({
    number: z
      .string({ error: "The number is text, like 1111 or 11:11" })
      .trim()
      .refine(isSightingNumber, `A number is 1 to ${SIGHTING_MAX_DIGITS} digits, with one colon for a time like 11:11`),
    seenAt: z.iso
      .datetime({ offset: true, error: "When you saw it is a date and time, like 2026-11-28T11:11:00Z" })
      .refine((value) => new Date(value) >= EARLIEST_SIGHTING, "A sighting can be logged from the year 2000 on")
      .optional(),
    note: z
      .string({ error: "A note must be text" })
      .trim()
      .max(NOTE_MAX_LENGTH, `A note must be at most ${NOTE_MAX_LENGTH} characters`)
      .optional(),
    situation: z.enum(SITUATIONS, { error: "Choose guidance, finances or relationships" }).default("guidance"),
  })
  .strict()
  .meta({ id: "SightingRequest" });
export type SightingRequest = z.infer<typeof sightingRequestSchema>;

/** What a sighting stores: the number as logged, how it reads, its shape, and when it was seen. */
export const angelNumberPayloadSchema = z.object({
  number: z.string(),
  kind: z.enum(["library", "digits"]),
  pattern: z.string().nullable(),
  seenAt: z.string(),
});
export type AngelNumberPayload = z.infer<typeof angelNumberPayloadSchema>;

/**
 * Angel numbers as an oracle: a sighting is a journal entry worked out from the number, not a drawn
 * reading; it never counts against the plan's daily cap, and a seeker may log any number of them a day.
 */
export const ANGEL_NUMBERS_ORACLE = {
  id: "angel-numbers",
  name: "Angel Numbers",
  path: "/angel-numbers",
  origin: "computed",
  usesAllowance: false,
  oncePerDay: false,
  payload: angelNumberPayloadSchema,
} as const satisfies OracleSpec<"angel-numbers">;

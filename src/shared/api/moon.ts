import { z } from "zod";
import { ZODIAC_SIGNS } from "../astrology/signs";
import { isValidTimeZone } from "../time-zone";
import { MOON_PHASES, QUARTER_TYPES } from "../moon/phases";

const isRealDay = (value: string) =>
  !Number.isNaN(Date.parse(`${value}T00:00:00Z`)) && new Date(`${value}T00:00:00Z`).toISOString().startsWith(value);

/** GET /api/moon?date=YYYY-MM-DD&tz=<IANA zone>: both optional (today, and UTC). */
export const moonQuerySchema = z.object({
  date: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/, "Date must be written YYYY-MM-DD")
    .refine(isRealDay, "Date must be a real date")
    .refine((value) => value >= "1900-01-01" && value <= "2199-12-31", "Date must be between 1900 and 2199")
    .optional(),
  tz: z.string().max(64).refine(isValidTimeZone, "Time zone must be a known time zone such as Europe/Paris").optional(),
});

export const moonResponseSchema = z.object({
  date: z.string(),
  timeZone: z.string(),
  phase: z.enum(MOON_PHASES),
  /** The lit fraction of the disc at local noon, 0–1. */
  illumination: z.number().min(0).max(1),
  ageDays: z.number().min(0),
  sign: z.enum(ZODIAC_SIGNS),
  /** How far the Moon is ahead of the Sun, 0–360°, at local noon: what the drawn moon follows. */
  elongation: z.number(),
  /** The principal phases from the start of the day for three months, in the zone's local time with its offset. */
  next: z.array(z.object({ type: z.enum(QUARTER_TYPES), at: z.string() })),
});

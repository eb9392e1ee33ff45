import { z } from "zod";
import { ZODIAC_SIGNS } from "../astrology/signs";
import { ECLIPSE_KINDS, SKY_BODIES, SKY_EVENT_TYPES, SKY_MAX_DAYS } from "../sky/sky-events";

/** How many days /api/sky answers when not asked: the eight weeks of "the sky ahead". */
const SKY_DEFAULT_DAYS = 56;

const isRealDay = (value: string) =>
  !Number.isNaN(Date.parse(`${value}T00:00:00Z`)) && new Date(`${value}T00:00:00Z`).toISOString().startsWith(value);

/** GET /api/sky?from=YYYY-MM-DD&days=N: both optional (today in UTC, and 56 days). */
export const skyQuerySchema = z.object({
  from: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/, "From must be a date written YYYY-MM-DD")
    .refine(isRealDay, "From must be a real date")
    .refine((value) => value >= "1900-01-01" && value <= "2199-12-31", "From must be between 1900 and 2199")
    .optional(),
  days: z.coerce
    .number("Days must be a whole number from 1 to 90")
    .int("Days must be a whole number from 1 to 90")
    .min(1, "Days must be a whole number from 1 to 90")
    .max(SKY_MAX_DAYS, "Days must be a whole number from 1 to 90")
    .default(SKY_DEFAULT_DAYS),
});

const skyEventSchema = z
  .object({
    type: z.enum(SKY_EVENT_TYPES),
    body: z.enum(SKY_BODIES),
    /** The sign entered (an ingress), or the sign the body is in (the Moon's at a phase or lunar eclipse). */
    sign: z.enum(ZODIAC_SIGNS),
    /** Eclipses only: total, annular, partial or penumbral (a solar eclipse's kind at its greatest). */
    kind: z.enum(ECLIPSE_KINDS).optional(),
    /** The instant, UTC, to the minute: an eclipse's is its peak (greatest eclipse). */
    at: z.string(),
  })
  .meta({ id: "SkyEvent" });
export type SkyEventJson = z.infer<typeof skyEventSchema>;

export const skyResponseSchema = z.object({
  /** The first day (from its midnight UTC). */
  from: z.string(),
  days: z.number().int(),
  events: z.array(skyEventSchema),
});

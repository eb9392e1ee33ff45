import { z } from "zod";
import { ZODIAC_SIGNS } from "../astrology/signs";
import { ECLIPSE_KINDS, SKY_BODIES, SKY_EVENT_TYPES } from "../sky/sky-events";
import { SIGN_RELATIONS } from "../weekly/sky-week";
import { isIsoWeek } from "../weekly/week";

const WEEK_MESSAGE = "Week must be an ISO week written YYYY-Www (2026-W48), between 1900 and 2199";

/** An ISO week as a path or query parameter: `2026-W48`. */
export const isoWeekSchema = z
  .string()
  .max(8, WEEK_MESSAGE)
  .regex(/^\d{4}-W\d{2}$/, WEEK_MESSAGE)
  .refine(isIsoWeek, WEEK_MESSAGE)
  .meta({ example: "2026-W48" });

export const signWeekParamsSchema = z.object({
  sign: z.enum(ZODIAC_SIGNS, "Sign must be one of the twelve signs, in lower case (aries … pisces)"),
});

/** GET /api/reports/weekly/{sign}?week=YYYY-Www: `week` defaults to the edition of the day (UTC). */
export const signWeekQuerySchema = z.object({ week: isoWeekSchema.optional() });

const signWeekEventSchema = z
  .object({
    type: z.enum(SKY_EVENT_TYPES),
    body: z.enum(SKY_BODIES),
    sign: z.enum(ZODIAC_SIGNS),
    kind: z.enum(ECLIPSE_KINDS).optional(),
    /** The instant, UTC, to the minute, as /api/sky gives it. */
    at: z.string().max(30),
    /** How the event touches the sign: in it, by its traditional ruler, opposite, square or trine. */
    relation: z.enum(SIGN_RELATIONS),
  })
  .meta({ id: "SignWeekEvent" });

export const signWeekResponseSchema = z
  .object({
    sign: z.enum(ZODIAC_SIGNS),
    week: z.string().max(8),
    /** The week's Monday and Sunday (UTC days). */
    from: z.string().max(10),
    to: z.string().max(10),
    title: z.string().max(200),
    description: z.string().max(300),
    events: z.array(signWeekEventSchema),
    /** The text, paragraphs separated by a blank line; astrological tradition, labelled as such. */
    text: z.string().max(10_000),
    label: z.string().max(100),
  })
  .meta({ id: "SignWeek" });
export type SignWeekJson = z.infer<typeof signWeekResponseSchema>;

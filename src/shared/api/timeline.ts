import { z } from "zod";
import { ORACLE_TOOLS } from "../oracles/tools";
import { TIMELINE_SCALES } from "../journal/timeline";

/** GET /api/me/journal/timeline: the seeker's readings by local week or month (My Timeline). */
export const timelineQuerySchema = z.object({
  by: z.enum(TIMELINE_SCALES, { error: 'Count by "week" or "month"' }).optional(),
});

const timelinePeriodSchema = z.object({
  /** The period's first and last local days (inclusive). */
  start: z.string(),
  end: z.string(),
  /** Every reading of the period, the once-a-day rituals among them, those with a note. */
  readings: z.number().int(),
  rituals: z.number().int(),
  notes: z.number().int(),
  /** How the period's readings turned out, by the seeker's answers. */
  outcomes: z.object({ yes: z.number().int(), partly: z.number().int(), no: z.number().int() }),
  /** The period's readings by oracle, most first. */
  oracles: z.array(z.object({ tool: z.enum(ORACLE_TOOLS), count: z.number().int() })),
});
export type TimelinePeriodView = z.infer<typeof timelinePeriodSchema>;

export const timelineSchema = z
  .object({
    by: z.enum(TIMELINE_SCALES),
    /** The seeker's time zone: the days are counted in it. */
    timeZone: z.string(),
    /** The last twelve weeks or months, oldest first; the last holds today. */
    periods: z.array(timelinePeriodSchema),
  })
  .meta({ id: "Timeline" });
export type Timeline = z.infer<typeof timelineSchema>;

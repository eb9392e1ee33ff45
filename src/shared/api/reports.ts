import { z } from "zod";
import { ZODIAC_SIGNS } from "../astrology/signs";
import { ORACLE_TOOLS } from "../oracles/tools";
import { ECLIPSE_KINDS, SKY_BODIES, SKY_EVENT_TYPES } from "../sky/sky-events";
import { isoWeekSchema } from "./weekly";

/**
 * The personal weekly report of the paid plans (docs/decisions/045-the-personal-weekly-report.md): its
 * facts, fixed by the server before any words are written (the week's sky in the seeker's zone, their
 * numbers, their week in readings, the figures among seekers), and its texts, written by the built-in
 * composer or, when one is configured, by an AI provider from those same facts.
 */

/** A figure of "This week among seekers": a value from the product's own lists, never a person. */
const commonValueSchema = z.object({
  value: z.string().max(60),
  name: z.string().max(100),
  /** How many different seekers chose it, of how many who contributed to the figure. */
  seekers: z.number().int(),
  contributors: z.number().int(),
});

/**
 * What seekers did together in a week (Monday to Monday, UTC), each figure null below 20 contributing
 * seekers (src/shared/weekly/community.ts).
 */
const communityFiguresFields = z.object({
  week: z.string().max(8),
  tarotCard: commonValueSchema.nullable(),
  rune: commonValueSchema.nullable(),
  /** How many different seekers made the moon ritual on a full or new moon day. */
  moonRitualSeekers: z.number().int().nullable(),
  situation: commonValueSchema.nullable(),
});
export const communityFiguresSchema = communityFiguresFields.meta({ id: "CommunityFigures" });
export type CommunityFigures = z.infer<typeof communityFiguresSchema>;

/** GET /api/reports/community?week=: the figures of a week among seekers (default: the week before this edition). */
export const communityQuerySchema = z.object({ week: isoWeekSchema.optional() });

const reportEventSchema = z.object({
  type: z.enum(SKY_EVENT_TYPES),
  body: z.enum(SKY_BODIES),
  sign: z.enum(ZODIAC_SIGNS),
  kind: z.enum(ECLIPSE_KINDS).optional(),
  /** The instant, UTC, to the minute, as /api/sky gives it. */
  at: z.string().max(30),
  /** "Tuesday 24 November, 14:05" in the seeker's zone. */
  when: z.string().max(60),
  /** "Full Moon in Gemini". */
  name: z.string().max(100),
  /** What astrological tradition makes of it. */
  tradition: z.string().max(1000),
});

const reportSectionSchema = z.object({
  id: z.enum(["overview", "sky", "moon", "numbers", "readings", "ritual", "prompt", "community"]),
  heading: z.string().max(100),
  paragraphs: z.array(z.string().max(4000)),
});
export type ReportSection = z.infer<typeof reportSectionSchema>;

export const weeklyReportSchema = z
  .object({
    week: z.string().max(8),
    /** The week's Monday and Sunday, in the seeker's zone. */
    from: z.string().max(10),
    to: z.string().max(10),
    timeZone: z.string().max(64),
    title: z.string().max(200),
    createdAt: z.string().max(30),
    /** Who wrote the overview: the built-in composer ("oracle") or an AI provider ("ai", with its model). */
    writtenBy: z.object({ kind: z.enum(["oracle", "ai"]), model: z.string().max(200).nullable() }),
    /** "Tradition, not prediction": the sky's meanings are astrological tradition. */
    label: z.string().max(100),
    sky: z.object({
      events: z.array(reportEventSchema),
      /** The Moon's sign at the week's start and each sign it enters, in words ("Monday 09:12: the Moon enters Leo"). */
      moonSigns: z.array(z.object({ sign: z.enum(ZODIAC_SIGNS), from: z.string().max(30), line: z.string().max(200) })),
    }),
    /** The personal year, month and each day's personal day; null without a birth date in the profile. */
    numbers: z
      .object({
        personalYear: z.number().int(),
        personalMonth: z.number().int(),
        days: z.array(z.object({ day: z.string().max(10), personalDay: z.number().int(), title: z.string().max(100) })),
      })
      .nullable(),
    /** The seeker's week in readings: the seven days before the report's week, in their zone. */
    readings: z.object({
      made: z.number().int(),
      byTool: z.array(z.object({ tool: z.enum(ORACLE_TOOLS), name: z.string().max(100), count: z.number().int() })),
      /** The items that came up most often in the last four weeks, with the chance check. */
      patterns: z.array(
        z.object({ name: z.string().max(100), count: z.number().int(), sentence: z.string().max(400) }),
      ),
      streak: z.number().int(),
      quest: z.object({ name: z.string().max(200), status: z.string().max(20) }).nullable(),
      followUpsAnswered: z.number().int(),
      /** The newest question still waiting for "How did it turn out?"; null when none. */
      openQuestion: z.string().max(500).nullable(),
    }),
    ritual: z.string().max(1000),
    prompt: z.string().max(1000),
    community: communityFiguresFields.nullable(),
    sections: z.array(reportSectionSchema),
  })
  .meta({ id: "WeeklyReport" });
export type WeeklyReport = z.infer<typeof weeklyReportSchema>;

export const reportListSchema = z
  .object({
    reports: z.array(z.object({ week: z.string().max(8), title: z.string().max(200), createdAt: z.string().max(30) })),
  })
  .meta({ id: "WeeklyReportList" });
export type ReportList = z.infer<typeof reportListSchema>;

export const reportWeekParamsSchema = z.object({ week: isoWeekSchema });

import { and, eq, gte } from "drizzle-orm";
import type { Timeline } from "../../../shared/api/timeline";
import { calendarDayIn, startOfDay } from "../../../shared/calendar";
import { periodIndexOf, periodsEndingAt, type TimelineScale } from "../../../shared/journal/timeline";
import { oracleSpec } from "../../../shared/oracles/registry";
import { isOracleTool, type OracleTool } from "../../../shared/oracles/tools";
import type { Database } from "../../db/client";
import { casts } from "../../db/readings-schema";
import { seekerTimeZone } from "../profiles";

/**
 * My Timeline: the seeker's readings of the last twelve weeks or months counted by local period — every
 * reading, the once-a-day rituals, those with a note, and how they turned out. Counted here from the rows
 * (a seeker's year of readings is a few hundred small rows), in the seeker's own time zone.
 */
export async function readTimeline(options: {
  db: Database;
  userId: string;
  by: TimelineScale;
  now: Date;
}): Promise<Timeline> {
  const { db, userId, by, now } = options;
  const timeZone = await seekerTimeZone(db, userId);
  const periods = periodsEndingAt(calendarDayIn(timeZone, now), by);
  const since = startOfDay(timeZone, periods[0]!.start);
  const rows = await db
    .select({ tool: casts.tool, createdAt: casts.createdAt, note: casts.note, outcome: casts.outcome })
    .from(casts)
    .where(and(eq(casts.userId, userId), gte(casts.createdAt, since)));
  const counted = periods.map((period) => ({
    ...period,
    readings: 0,
    rituals: 0,
    notes: 0,
    outcomes: { yes: 0, partly: 0, no: 0 },
    byTool: new Map<OracleTool, number>(),
  }));
  for (const row of rows) {
    if (!isOracleTool(row.tool)) continue;
    const period = counted[periodIndexOf(periods, calendarDayIn(timeZone, row.createdAt))];
    if (!period) continue;
    period.readings += 1;
    if (oracleSpec(row.tool).oncePerDay) period.rituals += 1;
    if (row.note) period.notes += 1;
    if (row.outcome) period.outcomes[row.outcome] += 1;
    period.byTool.set(row.tool, (period.byTool.get(row.tool) ?? 0) + 1);
  }
  return {
    by,
    timeZone,
    periods: counted.map(({ byTool, ...period }) => ({
      ...period,
      oracles: [...byTool].map(([tool, count]) => ({ tool, count })).sort((a, b) => b.count - a.count),
    })),
  };
}

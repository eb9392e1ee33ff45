import { and, count, desc, eq, gte, isNotNull, isNull, lt, ne } from "drizzle-orm";
import type { WeeklyReport } from "../../../shared/api/reports";
import { calendarDayIn } from "../../../shared/calendar";
import { currentStreak } from "../../../shared/gamification/streak";
import { oracleSpec } from "../../../shared/oracles/registry";
import type { OracleTool } from "../../../shared/oracles/tools";
import { shiftWeek, weekSpanIn, type IsoWeek } from "../../../shared/weekly/week";
import type { Database } from "../../db/client";
import { casts } from "../../db/readings-schema";
import { quests, userQuests } from "../../db/schema";
import { readPatterns } from "../journal";

/** The oracles whose repeats the report names, with the chance check (the journal's patterns). */
const PATTERN_TOOLS = ["tarot", "runes"] as const;
/** The patterns' period: the last four weeks. */
const PATTERN_DAYS = 28;
/** An open question is one asked in the last 30 days. */
const OPEN_QUESTION_DAYS = 30;
const DAY_MS = 86_400_000;

export interface SeekerStanding {
  timeZone: string;
  dailyStreak: number;
  streakFreezes: number;
  lastCastOn: string | null;
}

/**
 * The seeker's week in readings, for the report of `week`: the readings made in the seven days before
 * it (their previous local week, up to `now`), the items that kept coming back over four weeks with the
 * journal's chance check, the streak, the quest, the follow-ups answered, and the question still open.
 */
export async function readingsOfWeek(
  db: Database,
  userId: string,
  standing: SeekerStanding,
  week: IsoWeek,
  now: Date,
): Promise<WeeklyReport["readings"]> {
  const { start, end } = weekSpanIn(shiftWeek(week, -1), standing.timeZone);
  const until = end < now ? end : now;
  const mine = eq(casts.userId, userId);
  const byTool = await db
    .select({ tool: casts.tool, count: count() })
    .from(casts)
    .where(and(mine, gte(casts.createdAt, start), lt(casts.createdAt, until)))
    .groupBy(casts.tool);
  byTool.sort((a, b) => b.count - a.count || a.tool.localeCompare(b.tool));
  const patterns: WeeklyReport["readings"]["patterns"] = [];
  for (const tool of PATTERN_TOOLS) {
    const found = await readPatterns({ db, userId, now, query: { tool, days: PATTERN_DAYS } });
    const top = found.items.find((item) => item.count >= 2);
    if (top) patterns.push({ name: top.name, count: top.count, sentence: top.sentence });
  }
  const [quest] = await db
    .select({ name: quests.name, status: userQuests.status })
    .from(userQuests)
    .innerJoin(quests, eq(quests.id, userQuests.questId))
    .where(and(eq(userQuests.userId, userId), ne(userQuests.status, "expired")))
    .orderBy(desc(userQuests.startedAt))
    .limit(1);
  const [answered] = await db
    .select({ count: count() })
    .from(casts)
    .where(and(mine, gte(casts.outcomeAt, start), lt(casts.outcomeAt, until)));
  const [open] = await db
    .select({ question: casts.question })
    .from(casts)
    .where(
      and(
        mine,
        isNotNull(casts.question),
        ne(casts.question, ""),
        isNull(casts.outcome),
        eq(casts.followUp, true),
        gte(casts.createdAt, new Date(now.getTime() - OPEN_QUESTION_DAYS * DAY_MS)),
      ),
    )
    .orderBy(desc(casts.createdAt))
    .limit(1);
  const today = calendarDayIn(standing.timeZone, now);
  const streak = currentStreak(
    { lastCastOn: standing.lastCastOn, streak: standing.dailyStreak, freezes: standing.streakFreezes },
    today,
  ).streak;
  return {
    made: byTool.reduce((sum, row) => sum + row.count, 0),
    byTool: byTool.map((row) => ({
      tool: row.tool,
      name: oracleSpec(row.tool as OracleTool)?.name ?? row.tool,
      count: row.count,
    })),
    patterns,
    streak,
    quest: quest ?? null,
    followUpsAnswered: answered?.count ?? 0,
    openQuestion: open?.question?.trim() ?? null,
  };
}

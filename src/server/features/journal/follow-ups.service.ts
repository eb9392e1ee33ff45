import { and, asc, eq, gte, isNotNull, isNull, lt } from "drizzle-orm";
import type { FollowUps } from "../../../shared/api/follow-ups";
import {
  FOLLOW_UP_LOOKBACK_DAYS,
  nextFollowUp,
  openFollowUp,
  type FollowUpReading,
} from "../../../shared/journal/follow-ups";
import { ORACLE_TOOLS, type OracleTool } from "../../../shared/oracles/tools";
import { DEFAULT_REMINDER_PREFERENCES } from "../../../shared/reminders/kinds";
import type { Database } from "../../db/client";
import { casts } from "../../db/readings-schema";
import { reminderPreferences, userProfiles } from "../../db/schema";
import { AppError } from "../../http/errors";

const DAY_MS = 86_400_000;
/** The most follow-ups still to come that the list gives. */
const UPCOMING_LIMIT = 20;

/** The readings that may still have a follow-up: a question, the switch on, no answer, recent enough. */
export const followUpCandidates = (now: Date) =>
  and(
    isNotNull(casts.question),
    eq(casts.followUp, true),
    isNull(casts.outcome),
    lt(casts.followUpsSent, 2),
    gte(casts.createdAt, new Date(now.getTime() - FOLLOW_UP_LOOKBACK_DAYS * DAY_MS)),
  );

export const readingForRule = (row: {
  createdAt: Date;
  question: string | null;
  followUp: boolean;
  followUpsSent: number;
}): FollowUpReading => ({ ...row, hasOutcome: false });

const knownTool = (tool: string): tool is OracleTool => (ORACLE_TOOLS as readonly string[]).includes(tool);

/**
 * The seeker's follow-ups at `now`, in their profile's zone and at their reminder hour (9:00 until they
 * choose one): those open for an answer and those still to come. None while follow-ups are turned off.
 */
export async function listFollowUps(db: Database, userId: string, now: Date): Promise<FollowUps> {
  const [seeker] = await db
    .select({ timeZone: userProfiles.timezone, hour: reminderPreferences.hour, on: reminderPreferences.followUps })
    .from(userProfiles)
    .leftJoin(reminderPreferences, eq(reminderPreferences.userId, userProfiles.id))
    .where(eq(userProfiles.id, userId));
  if (!seeker || seeker.on === false) return { due: [], upcoming: [] };
  const hour = seeker.hour ?? DEFAULT_REMINDER_PREFERENCES.hour;
  const rows = await db
    .select({
      id: casts.id,
      tool: casts.tool,
      question: casts.question,
      createdAt: casts.createdAt,
      followUp: casts.followUp,
      followUpsSent: casts.followUpsSent,
    })
    .from(casts)
    .where(and(eq(casts.userId, userId), followUpCandidates(now)))
    .orderBy(asc(casts.createdAt), asc(casts.id));
  const due: FollowUps["due"] = [];
  const upcoming: FollowUps["upcoming"] = [];
  for (const row of rows) {
    if (!knownTool(row.tool) || !row.question) continue;
    const common = { id: row.id, tool: row.tool, question: row.question, createdAt: row.createdAt.toISOString() };
    const reading = readingForRule(row);
    const open = openFollowUp(reading, seeker.timeZone, hour, now);
    if (open) due.push({ ...common, after: open.after });
    const next = nextFollowUp(reading, seeker.timeZone, hour, now);
    if (next) upcoming.push({ ...common, dueOn: next.dueOn });
  }
  upcoming.sort((a, b) => a.dueOn.localeCompare(b.dueOn) || a.createdAt.localeCompare(b.createdAt));
  return { due, upcoming: upcoming.slice(0, UPCOMING_LIMIT) };
}

/** Turns one reading's follow-ups on or off; another seeker's or an unknown reading is 404. */
export async function setFollowUp(db: Database, userId: string, id: string, on: boolean) {
  const [row] = await db
    .update(casts)
    .set({ followUp: on })
    .where(and(eq(casts.id, id), eq(casts.userId, userId)))
    .returning({ followUp: casts.followUp });
  if (!row) throw new AppError("not_found", "Reading not found");
  return { followUp: row.followUp };
}

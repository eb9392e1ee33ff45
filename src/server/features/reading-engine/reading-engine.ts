import { randomUUID } from "node:crypto";
import type { CastRewards } from "../../../shared/api/me";
import { calendarDayIn } from "../../../shared/calendar";
import { classifyCrisis } from "../../../shared/crisis";
import { FAIRNESS_ALGORITHM } from "../../../shared/fairness";
import { SAFETY_ANSWERS } from "../../../../content/oracle/crisis";
import { effectivePlanLevel, PLAN_TERMS, planOpensSpread, planTerms } from "../../../shared/billing";
import type { Spread } from "../../../shared/draws/spreads";
import { oracleSpec } from "../../../shared/oracles/registry";
import { type OracleTool } from "../../../shared/oracles/tools";
import { sharedReadingPath } from "../../../shared/sharing";
import type { Situation } from "../../../shared/situations";
import { sendInOrder, type Database, type DatabaseExecutor } from "../../db/client";
import { casts } from "../../db/readings-schema";
import { AppError } from "../../http/errors";
import { takeCommitment } from "../fairness";
import { castRewards, readCastState, type CastState } from "../gamification";
import { createUserProfile, requireAllowance } from "../profiles";

/**
 * The one path every reading takes, whatever the oracle: a dice cast, a tarot spread and a rune cast are
 * each a `casts` row, recorded here with everything they earn in one transaction. The profile row is
 * locked first, so one user's readings queue and the daily cap (the readings of the last 24 hours,
 * src/shared/allowance.ts) stays exact; the plan's spread rule is checked; a committed reading takes its
 * commitment after the cap (a refused reading leaves it usable, and of two readings with one commitment
 * only the first gets it). An oracle whose spec does not use the allowance (the rituals) skips the cap and
 * is not counted by it, but earns like any reading. The oracle's payload is checked by its spec's schema.
 */

export type CastRow = typeof casts.$inferSelect;

export interface ReadingToRecord {
  tool: OracleTool;
  situation: Situation;
  question: string | null;
  /** The items a drawing oracle lays out at once (checked against the plan's largest spread). */
  spreadSize?: number;
  /** The commitment the reading takes, when its draw came from one. */
  commitmentId?: string;
  /** The oracle's own record of the reading, checked by its spec's payload schema. */
  payload: Record<string, unknown>;
  /**
   * The engine's columns the oracle sets: the source, revealed seeds, a once-a-day reading's local day, and
   * a journal entry's note written with it (a sighting's; it has passed `refuseQuestionNeedingHelp`).
   */
  values?: Pick<
    typeof casts.$inferInsert,
    "source" | "serverSeed" | "serverSeedHash" | "clientSeed" | "ritualDay" | "note" | "noteUpdatedAt"
  >;
}

/** Records a reading; its question has passed `refuseQuestionNeedingHelp` (checked again here). */
export async function recordReading(options: {
  db: Database;
  userId: string;
  now: Date;
  reading: ReadingToRecord;
}): Promise<{ row: CastRow; rewards: CastRewards }> {
  const { db, userId, now, reading } = options;
  refuseQuestionNeedingHelp(reading.question);
  return db.transaction(async (tx) => {
    const state = await lockCastState(tx, userId, now);
    const { profile } = state;
    const today = calendarDayIn(profile.timezone, now);
    const plan = planTerms(effectivePlanLevel(profile, now));
    if (reading.spreadSize !== undefined && !planOpensSpread(plan, reading.spreadSize)) {
      const opening = PLAN_TERMS.filter((terms) => planOpensSpread(terms, reading.spreadSize!)).map(
        (terms) => terms.name,
      );
      throw new AppError(
        "spread_not_in_plan",
        `A spread of ${reading.spreadSize} opens with the ${opening.join(" and ")} plans; the ${plan.name} plan draws up to ${plan.maxSpreadSize} at once.`,
        { details: { planLevel: plan.level, pricingPath: "/pricing" } },
      );
    }
    // Whether it counts against the cap is the oracle's (the once-a-day rituals do not). Counted over the
    // last 24 hours, not a local day: no time-zone change gives a reading back.
    if (oracleSpec(reading.tool).usesAllowance) {
      await requireAllowance(tx, "readings", {
        userId,
        now,
        limit: plan.dailyLimit,
        message: `You have made all ${plan.dailyLimit} of your readings on the ${plan.name} plan: each counts for 24 hours from when it was made. The oracles rest until the next one opens, or see the plans for more.`,
        details: { planLevel: plan.level, pricingPath: "/pricing" },
      });
    }
    if (reading.commitmentId) await takeCommitment(tx, { userId, commitmentId: reading.commitmentId });
    // The row and everything it earns are written together (the id is chosen here, not by the database).
    const castId = randomUUID();
    const values = {
      ...reading.values,
      payload: oracleSpec(reading.tool).payload.parse(reading.payload),
      id: castId,
      userId,
      tool: reading.tool,
      situation: reading.situation,
      question: reading.question,
      createdAt: now,
    };
    const { rewards, writes } = castRewards(tx, {
      state,
      castId,
      situation: reading.situation,
      tool: reading.tool,
      ...tallyKeysOf(values.payload),
      today,
      now,
    });
    const [[row]] = await sendInOrder(tx, [tx.insert(casts).values(values).returning(), ...writes]);
    return { row: row!, rewards };
  });
}

/** What the counters group a reading by, from its payload: a spread, a ritual's Moon phase. */
function tallyKeysOf(payload: Record<string, unknown>): { spread: Spread | null; phase: string | null } {
  const spread = typeof payload.spread === "string" ? (payload.spread as Spread) : null;
  const moon = payload.moon as { phase?: unknown } | undefined;
  return { spread, phase: typeof moon?.phase === "string" ? moon.phase : null };
}

/**
 * The user's profile, locked for this transaction, with what the cast's rules read (created first if the
 * sign-up hook missed it).
 */
async function lockCastState(tx: DatabaseExecutor, userId: string, now: Date): Promise<CastState> {
  const state = await readCastState(tx, userId);
  if (state) return state;
  await createUserProfile(tx, { userId, now });
  return (await readCastState(tx, userId))!;
}

/**
 * Every oracle's question passes here first, before a die is rolled or a commitment read: a question that
 * says the seeker needs help (a crisis, a medical emergency, distress; `src/shared/crisis.ts`) is not read.
 * It answers 422 `needs_help` with the help in `message` and its kind in `details.kind`; nothing is
 * recorded or counted against the day's readings, and the question goes nowhere else.
 */
export function refuseQuestionNeedingHelp(question: string | null | undefined): void {
  const kind = question ? classifyCrisis(question) : null;
  if (kind) throw new AppError("needs_help", SAFETY_ANSWERS[kind].reply, { details: { kind } });
}

/** The public path of a shared reading, while it is shared. */
export function shareUrlFor(shareId: string | null): string | null {
  return shareId ? sharedReadingPath(shareId) : null;
}

/** A committed reading's revealed values (algorithm, both seeds and the hash), or null for a plain one. */
export function revealedSeedsOf(row: CastRow) {
  return row.serverSeed && row.serverSeedHash && row.clientSeed
    ? {
        algorithm: FAIRNESS_ALGORITHM,
        serverSeed: row.serverSeed,
        serverSeedHash: row.serverSeedHash,
        clientSeed: row.clientSeed,
      }
    : null;
}

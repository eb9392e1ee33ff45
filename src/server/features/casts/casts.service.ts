import { randomInt } from "node:crypto";
import { and, desc, eq, sql } from "drizzle-orm";
import type { Logger } from "pino";
import type { CastResponse } from "../../../shared/api/casts";
import type { CastHistoryPage, CastRewards } from "../../../shared/api/me";
import { calendarDayIn, nextLocalMidnight } from "../../../shared/calendar";
import { effectivePlanLevel, planTerms } from "../../../shared/billing";
import type { CastSource } from "../../../shared/cast";
import { drawRoll, formatDice, parseDice, type DiceRoll, type DrawResult, type FaceSource } from "../../../shared/dice";
import { FAIRNESS_ALGORITHM, rollFromSeeds, type RevealedSeeds } from "../../../shared/fairness";
import type { Reading } from "../../../shared/reading";
import { sharedReadingPath } from "../../../shared/sharing";
import { firstSentence } from "../../../shared/text";
import { interpretationFor, type Situation } from "../../../shared/situations";
import type { Database, DatabaseExecutor } from "../../db/client";
import { casts, userProfiles } from "../../db/schema";
import { AppError } from "../../http/errors";
import { findOpenCommitment, takeCommitment } from "../fairness";
import { applyCastRewards } from "../gamification";
import { createUserProfile } from "../profiles";
import type { ReadingCatalogue } from "../readings";

const rollFace: FaceSource = () => randomInt(1, 7);

export interface CastDiceOptions {
  /** The cast's time (tests pass one to cross day boundaries). */
  now?: Date;
  db: Database;
  readings: ReadingCatalogue;
  logger: Logger;
  userId: string;
  situation: Situation;
  /** The last roll shown (`r-w-g`): the server will not repeat it (docs/product.md, 'The cast'). */
  avoid?: string;
  /** The seeker's question, stored with the cast (blank is none). */
  question?: string;
  /**
   * A fairness commitment of the user's and the seeker's client seed: the dice follow from the committed
   * server seed and the client seed (src/shared/fairness.ts), and the cast reveals both.
   */
  commitment?: { id: string; clientSeed: string };
  /** The faces of the seeker's own dice (`r-w-g`): a "physical" cast, which the server does not roll. */
  physicalDice?: string;
  nextFace?: FaceSource;
}

/** Where a cast's dice come from, and what it reveals about them. */
interface CastDice {
  roll: DiceRoll;
  source: CastSource;
  /** The commitment taken by the cast and its revealed values, for a committed roll. */
  committed: { commitmentId: string; seeds: RevealedSeeds } | null;
}

/** The cast's dice: the seeker's own, a roll from the committed seeds, or a plain server roll. */
async function castDiceFor(options: CastDiceOptions, now: Date): Promise<CastDice> {
  if (options.physicalDice) {
    const roll = parseDice(options.physicalDice);
    if (!roll) throw new AppError("bad_request", "Enter the faces of your three dice, like 3-1-5");
    return { roll, source: "physical", committed: null };
  }
  const avoid = options.avoid ? parseDice(options.avoid) : null;
  let draw: DrawResult;
  let committed: CastDice["committed"] = null;
  if (options.commitment) {
    const { clientSeed } = options.commitment;
    const commitment = await findOpenCommitment({
      db: options.db,
      userId: options.userId,
      commitmentId: options.commitment.id,
      now,
    });
    draw = await rollFromSeeds(commitment.serverSeed, clientSeed, avoid);
    committed = {
      commitmentId: commitment.id,
      seeds: { serverSeed: commitment.serverSeed, serverSeedHash: commitment.serverSeedHash, clientSeed },
    };
  } else {
    draw = drawRoll(options.nextFace ?? rollFace, avoid);
  }
  if (draw.isRepeatAccepted) {
    options.logger.warn(
      { diceValues: formatDice(draw.roll), attempts: draw.attempts },
      "roll repeated the previous roll after every re-roll attempt",
    );
  }
  return { roll: draw.roll, source: "oracle", committed };
}

/**
 * Casts the three dice for a user and applies everything the cast earns, all in one transaction: the
 * profile row is locked first, so concurrent casts by one user queue and the daily cap stays exact. A
 * committed cast takes its commitment in that transaction, after the cap: a cast the cap refuses leaves
 * the commitment usable, and of two casts with one commitment only the first gets it.
 */
export async function castDice(options: CastDiceOptions): Promise<CastResponse & { rewards: CastRewards }> {
  const { db, readings, userId, situation } = options;
  const now = options.now ?? new Date();
  const dice = await castDiceFor(options, now);
  const diceValues = formatDice(dice.roll);
  const reading = await readings.findByDice(diceValues);
  if (!reading) throw new AppError("reading_not_found", "No reading found for this combination");

  return db.transaction(async (tx) => {
    const profile = await lockProfile(tx, userId);
    const today = calendarDayIn(profile.timezone, now);
    const usedToday = profile.dailyCastsOn === today ? profile.dailyCasts : 0;
    const { dailyLimit, name: planName, level: planLevel } = planTerms(effectivePlanLevel(profile, now));
    if (dailyLimit !== null && usedToday >= dailyLimit) {
      const resetsAt = nextLocalMidnight(profile.timezone, now);
      throw new AppError(
        "daily_limit_reached",
        `You have cast all ${dailyLimit} of today's readings on the ${planName} plan. The dice rest until midnight in your time zone, or see the plans for more.`,
        {
          details: { limit: dailyLimit, resetsAt: resetsAt.toISOString(), planLevel, pricingPath: "/pricing" },
          retryAfterSeconds: Math.max(1, Math.ceil((resetsAt.getTime() - now.getTime()) / 1000)),
        },
      );
    }
    if (dice.committed) await takeCommitment(tx, { userId, commitmentId: dice.committed.commitmentId });
    const question = options.question?.trim() || null;
    const [row] = await tx
      .insert(casts)
      .values({
        userId,
        situation,
        diceValues,
        readingId: reading.id,
        question,
        source: dice.source,
        ...(dice.committed?.seeds ?? {}),
        createdAt: now,
      })
      .returning();
    const rewards = await applyCastRewards(tx, { profile, castId: row!.id, situation, today, now, usedToday });
    return { ...castResponse(row!, reading), rewards };
  });
}

type CastRow = typeof casts.$inferSelect;

/** A stored cast as the API answers it. */
function castResponse(row: CastRow, reading: Reading): CastResponse {
  return {
    id: row.id,
    situation: row.situation,
    diceValues: row.diceValues,
    dice: parseDice(row.diceValues)!,
    reading,
    interpretation: interpretationFor(reading, row.situation),
    enhancedText: row.enhancedText,
    enhancedBy: row.enhancedText && row.enhancedBy ? { kind: row.enhancedBy, model: row.enhancedModel } : null,
    question: row.question,
    source: row.source,
    fairness:
      row.serverSeed && row.serverSeedHash && row.clientSeed
        ? {
            algorithm: FAIRNESS_ALGORITHM,
            serverSeed: row.serverSeed,
            serverSeedHash: row.serverSeedHash,
            clientSeed: row.clientSeed,
          }
        : null,
    shareUrl: shareUrlFor(row.shareId),
    createdAt: row.createdAt.toISOString(),
  };
}

/** The user's profile, locked for this transaction (created first if the sign-up hook missed it). */
async function lockProfile(tx: DatabaseExecutor, userId: string) {
  const select = () => tx.select().from(userProfiles).where(eq(userProfiles.id, userId)).for("update");
  let [profile] = await select();
  if (!profile) {
    await createUserProfile(tx, { userId });
    [profile] = await select();
  }
  return profile!;
}

/** One of the user's own casts; another user's cast is reported as not found. */
export async function getCast(options: {
  db: Database;
  readings: ReadingCatalogue;
  userId: string;
  castId: string;
}): Promise<CastResponse> {
  const [row] = await options.db
    .select()
    .from(casts)
    .where(and(eq(casts.id, options.castId), eq(casts.userId, options.userId)));
  if (!row) throw new AppError("not_found", "That reading was not found");
  const reading = await options.readings.findByDice(row.diceValues);
  if (!reading) throw new AppError("reading_not_found", "No reading found for this combination");
  return castResponse(row, reading);
}

/** The user's reading history, newest first; the cursor is `<created ms>_<id>` of the last entry seen. */
export async function listCasts(options: {
  db: Database;
  readings: ReadingCatalogue;
  userId: string;
  cursor?: string;
  limit: number;
}): Promise<CastHistoryPage> {
  const { db, userId, limit } = options;
  const [cursorMs, cursorId] = options.cursor ? options.cursor.split("_") : [];
  const after =
    cursorMs && cursorId
      ? sql`(${casts.createdAt}, ${casts.id}) < (${new Date(Number(cursorMs)).toISOString()}::timestamptz, ${cursorId}::uuid)`
      : undefined;
  const rows = await db
    .select()
    .from(casts)
    .where(after ? and(eq(casts.userId, userId), after) : eq(casts.userId, userId))
    .orderBy(desc(casts.createdAt), desc(casts.id))
    .limit(limit + 1);
  const page = rows.slice(0, limit);
  const items = await Promise.all(
    page.map(async (row) => {
      const reading = await options.readings.findByDice(row.diceValues);
      const interpretation = interpretationFor(reading, row.situation);
      return {
        id: row.id,
        situation: row.situation,
        diceValues: row.diceValues,
        createdAt: row.createdAt.toISOString(),
        summary: firstSentence(interpretation),
        hasEnhancement: Boolean(row.enhancedText),
        question: row.question,
        source: row.source,
        shareUrl: shareUrlFor(row.shareId),
      };
    }),
  );
  const last = page.at(-1);
  return { items, nextCursor: rows.length > limit && last ? `${last.createdAt.getTime()}_${last.id}` : null };
}

/** The public path of a shared reading, while it is shared. */
function shareUrlFor(shareId: string | null): string | null {
  return shareId ? sharedReadingPath(shareId) : null;
}

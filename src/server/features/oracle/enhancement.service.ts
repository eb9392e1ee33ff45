import { randomInt } from "node:crypto";
import { and, eq, isNull, lt, or, sql } from "drizzle-orm";
import { calendarDayIn, nextLocalMidnight } from "../../../shared/gamification/calendar";
import { ENHANCEMENTS_PER_DAY_BY_TIER, renderTierSections, type EnhancementRequest } from "../../../shared/oracle";
import type { Database } from "../../db/client";
import { casts, userProfiles } from "../../db/schema";
import { AppError } from "../../errors";
import { getCast } from "../casts/casts.service";
import type { ReadingCatalogue } from "../readings/readings.service";
import { tierOf } from "./tier";

/** How long a claimed enhancement blocks another for its cast when its process never finished it (a crash). */
const CLAIM_LEASE = sql`interval '10 minutes'`;

/** An enhancement reserved for a cast: counted on its user's day, and the cast claimed. */
export interface EnhancementReservation {
  userId: string;
  castId: string;
  /** The user's local day the reservation was counted on. */
  day: string;
}

export type PreparedEnhancement =
  | { storedText: string }
  | {
      storedText: null;
      cast: Awaited<ReturnType<typeof getCast>>;
      tier: number;
      request: EnhancementRequest;
      reservation: EnhancementReservation;
    };

/**
 * The stored text of a cast already enhanced, or a reservation to write its enhancement: the daily
 * allowance is counted and the cast claimed before the provider is called, so a seeker who leaves
 * early is counted, and a second request for a cast being enhanced is refused (409) instead of
 * calling the provider again.
 */
export async function prepareEnhancement(options: {
  db: Database;
  readings: ReadingCatalogue;
  userId: string;
  castId: string;
  now?: Date;
}): Promise<PreparedEnhancement> {
  const { db, userId, castId } = options;
  const now = options.now ?? new Date();
  const cast = await getCast({ db, readings: options.readings, userId, castId });
  if (cast.enhancedText) return { storedText: cast.enhancedText };

  const { tier, day } = await db.transaction(async (tx) => {
    // The profile row is locked first: one user's reservations queue, so the count stays exact.
    const [standing] = await tx
      .select({
        level: userProfiles.mysticLevel,
        plan: userProfiles.planLevel,
        timezone: userProfiles.timezone,
        enhancementsOn: userProfiles.enhancementsOn,
        enhancementsUsed: userProfiles.enhancementsUsed,
      })
      .from(userProfiles)
      .where(eq(userProfiles.id, userId))
      .for("update");
    const [claimed] = await tx
      .update(casts)
      .set({ enhancementStartedAt: sql`now()` })
      .where(
        and(
          eq(casts.id, castId),
          eq(casts.userId, userId),
          isNull(casts.enhancedAt),
          or(isNull(casts.enhancementStartedAt), lt(casts.enhancementStartedAt, sql`now() - ${CLAIM_LEASE}`)),
        ),
      )
      .returning({ id: casts.id });
    if (!claimed) {
      throw new AppError(
        "enhancement_in_progress",
        "The oracle is already enhancing this reading; it will be here in a moment",
        { retryAfterSeconds: 5 },
      );
    }
    const tier = tierOf(userId, standing);
    const timezone = standing?.timezone ?? "UTC";
    const today = calendarDayIn(timezone, now);
    const usedToday = standing?.enhancementsOn === today ? standing.enhancementsUsed : 0;
    const limit = ENHANCEMENTS_PER_DAY_BY_TIER[tier - 1]!;
    if (usedToday >= limit) {
      // Thrown inside the transaction: the claim is rolled back with it.
      const resetsAt = nextLocalMidnight(timezone, now);
      throw new AppError(
        "rate_limited",
        `You have used today's ${limit} enhancements. The oracle rests until midnight.`,
        {
          details: { limit, resetsAt: resetsAt.toISOString() },
          retryAfterSeconds: Math.max(1, Math.ceil((resetsAt.getTime() - now.getTime()) / 1000)),
        },
      );
    }
    await tx
      .update(userProfiles)
      .set({ enhancementsOn: today, enhancementsUsed: usedToday + 1 })
      .where(eq(userProfiles.id, userId));
    return { tier, day: today };
  });

  const request: EnhancementRequest = {
    diceValues: cast.diceValues.replaceAll("-", ","),
    situation: cast.situation,
    interpretation: cast.interpretation,
    timingPrediction: cast.reading.timingPrediction,
    yesNoAnswer: cast.reading.yesNoAnswer,
    totalSumInterpretation: cast.reading.totalSumInterpretation,
    userId,
  };
  return { storedText: null, cast, tier, request, reservation: { userId, castId, day } };
}

/**
 * Lets the cast be enhanced again after an attempt that wrote nothing. `refund` gives the allowance
 * back (the provider failed: not the seeker's doing); a seeker who left keeps it spent.
 */
export async function releaseEnhancement(db: Database, reservation: EnhancementReservation, refund: boolean) {
  await db.transaction(async (tx) => {
    await tx
      .update(casts)
      .set({ enhancementStartedAt: null })
      .where(and(eq(casts.id, reservation.castId), isNull(casts.enhancedAt)));
    if (!refund) return;
    await tx
      .update(userProfiles)
      .set({ enhancementsUsed: sql`greatest(${userProfiles.enhancementsUsed} - 1, 0)` })
      .where(and(eq(userProfiles.id, reservation.userId), eq(userProfiles.enhancementsOn, reservation.day)));
  });
}

/** The tier's appended sections (docs/product.md, 'Enhanced readings'), each phrase chosen at random. */
export function tierSectionsFor(tier: number): string {
  return renderTierSections(tier, (options) => randomInt(options));
}

export async function saveEnhancement(db: Database, castId: string, text: string) {
  await db.update(casts).set({ enhancedText: text, enhancedAt: new Date() }).where(eq(casts.id, castId));
}

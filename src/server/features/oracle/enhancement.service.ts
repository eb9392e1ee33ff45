import { randomInt } from "node:crypto";
import { eq, sql } from "drizzle-orm";
import { nextLocalMidnight } from "../../../shared/gamification/calendar";
import { ENHANCEMENTS_PER_DAY_BY_TIER, renderTierSections, type EnhancementRequest } from "../../../shared/oracle";
import type { Database } from "../../db/client";
import { casts, userProfiles } from "../../db/schema";
import { AppError } from "../../errors";
import { getCast } from "../casts/casts.service";
import type { ReadingCatalogue } from "../readings/readings.service";
import { tierOf } from "./tier";

/** Everything needed to write one cast's enhancement, or its stored text when it already has one. */
export async function prepareEnhancement(options: {
  db: Database;
  readings: ReadingCatalogue;
  userId: string;
  castId: string;
  now?: Date;
}) {
  const { db, userId, castId } = options;
  const now = options.now ?? new Date();
  // Two lookups at once: the cast, and in one query the profile's tier inputs, time zone and today's
  // enhancements (counted from local midnight in SQL), so the provider is called as early as possible.
  const [cast, [standing]] = await Promise.all([
    getCast({ db, readings: options.readings, userId, castId }),
    db
      .select({
        level: userProfiles.mysticLevel,
        plan: userProfiles.planLevel,
        timezone: userProfiles.timezone,
        // Written with table names: drizzle leaves columns unqualified here, and "id" would mean the cast's.
        usedToday: sql<number>`(
          select count(*)::int from casts c
          where c.user_id = user_profiles.id
            and c.enhanced_at >= (date_trunc('day', now() at time zone user_profiles.timezone) at time zone user_profiles.timezone)
        )`,
      })
      .from(userProfiles)
      .where(eq(userProfiles.id, userId))
      .catch(() => []),
  ]);
  const tier = tierOf(userId, standing);
  if (cast.enhancedText) return { cast, tier, storedText: cast.enhancedText, request: null };

  const limit = ENHANCEMENTS_PER_DAY_BY_TIER[tier - 1]!;
  if (Number(standing?.usedToday ?? 0) >= limit) {
    const resetsAt = nextLocalMidnight(standing?.timezone ?? "UTC", now);
    throw new AppError(
      "rate_limited",
      `You have used today's ${limit} enhancements. The oracle rests until midnight.`,
      {
        details: { limit, resetsAt: resetsAt.toISOString() },
        retryAfterSeconds: Math.max(1, Math.ceil((resetsAt.getTime() - now.getTime()) / 1000)),
      },
    );
  }
  const request: EnhancementRequest = {
    diceValues: cast.diceValues.replaceAll("-", ","),
    situation: cast.situation,
    interpretation: cast.interpretation,
    timingPrediction: cast.reading.timingPrediction,
    yesNoAnswer: cast.reading.yesNoAnswer,
    totalSumInterpretation: cast.reading.totalSumInterpretation,
    userId,
  };
  return { cast, tier, storedText: null, request };
}

/** The tier's appended sections (spec §6), each phrase chosen at random. */
export function tierSectionsFor(tier: number): string {
  return renderTierSections(tier, (options) => randomInt(options));
}

export async function saveEnhancement(db: Database, castId: string, text: string) {
  await db.update(casts).set({ enhancedText: text, enhancedAt: new Date() }).where(eq(casts.id, castId));
}

import { effectivePlanLevel, planTerms } from "../../../shared/billing";
import { and, eq, isNull, lt, or, sql } from "drizzle-orm";
import { calendarDayIn, nextLocalMidnight } from "../../../shared/calendar";
import type { EnhancedBy } from "../../../shared/api/casts";
import {
  ENHANCEMENT_EMPTY_ERROR,
  enhancementFailureMessage,
  type DrawEnhancementRequest,
  type EnhancementRequest,
  type RitualEnhancementRequest,
} from "../../../shared/oracle";
import type { Clock } from "../../clock";
import type { Database } from "../../db/client";
import { casts, userProfiles } from "../../db/schema";
import { AppError } from "../../http/errors";
import type { Logger } from "pino";
import { getOwnReading, type OwnReading } from "../casts";
import type { ReadingCatalogue } from "../readings";
import { OracleError, type EnhancementWriter, type OracleProvider } from "./oracle-provider";
import { tierOf } from "./tier";

/** How long a claimed enhancement blocks another for its cast when its process never finished it (a crash). */
const CLAIM_LEASE_MS = 10 * 60_000;

/** An enhancement reserved for a cast: counted on its user's day, and the cast claimed. */
interface EnhancementReservation {
  userId: string;
  castId: string;
  /** The user's local day the reservation was counted on. */
  day: string;
}

type PreparedEnhancement =
  | { storedText: string; enhancedBy: EnhancedBy | null }
  | {
      storedText: null;
      subject: OwnReading;
      question: string | null;
      tier: number;
      request: EnhancementRequest | DrawEnhancementRequest | RitualEnhancementRequest;
      reservation: EnhancementReservation;
    };

/**
 * The stored text of a cast already enhanced, or a reservation to write its enhancement at `now` (the
 * server's clock): the daily allowance is counted on the seeker's day and the cast claimed before the
 * provider is called, so a seeker who leaves early is counted, and a second request for a cast being
 * enhanced is refused (409) instead of calling the provider again.
 */
async function prepareEnhancement(options: {
  db: Database;
  readings: ReadingCatalogue;
  userId: string;
  castId: string;
  now: Date;
}): Promise<PreparedEnhancement> {
  const { db, userId, castId, now } = options;
  const subject = await getOwnReading({ db, readings: options.readings, userId, castId });
  const stored = subject.tool === "dice" ? subject.cast : "ritual" in subject ? subject.ritual : subject.draw;
  if (stored.enhancedText) return { storedText: stored.enhancedText, enhancedBy: stored.enhancedBy };

  const { tier, day } = await db.transaction(async (tx) => {
    // The profile row is locked first: one user's reservations queue, so the count stays exact.
    const [standing] = await tx
      .select({
        level: userProfiles.mysticLevel,
        plan: userProfiles.planLevel,
        planGraceEndsAt: userProfiles.planGraceEndsAt,
        timezone: userProfiles.timezone,
        enhancementsOn: userProfiles.enhancementsOn,
        enhancementsUsed: userProfiles.enhancementsUsed,
      })
      .from(userProfiles)
      .where(eq(userProfiles.id, userId))
      .for("update");
    const [claimed] = await tx
      .update(casts)
      .set({ enhancementStartedAt: now })
      .where(
        and(
          eq(casts.id, castId),
          eq(casts.userId, userId),
          isNull(casts.enhancedAt),
          or(
            isNull(casts.enhancementStartedAt),
            lt(casts.enhancementStartedAt, new Date(now.getTime() - CLAIM_LEASE_MS)),
          ),
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
    const tier = tierOf(userId, standing, now);
    const timezone = standing?.timezone ?? "UTC";
    const today = calendarDayIn(timezone, now);
    const usedToday = standing?.enhancementsOn === today ? standing.enhancementsUsed : 0;
    const limit = standing
      ? planTerms(effectivePlanLevel({ planLevel: standing.plan, planGraceEndsAt: standing.planGraceEndsAt }, now))
          .enhancementsPerDay
      : planTerms(1).enhancementsPerDay;
    if (usedToday >= limit) {
      // Thrown inside the transaction: the claim is rolled back with it.
      const resetsAt = nextLocalMidnight(timezone, now);
      throw new AppError(
        "daily_limit_reached",
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

  return {
    storedText: null,
    subject,
    question: stored.question,
    tier,
    request: enhancementRequestFor(subject, userId),
    reservation: { userId, castId, day },
  };
}

/** The reading as the AI provider is given it. */
function enhancementRequestFor(
  subject: OwnReading,
  userId: string,
): EnhancementRequest | DrawEnhancementRequest | RitualEnhancementRequest {
  if ("ritual" in subject) {
    const { ritual } = subject;
    return {
      ritual: ritual.tool,
      title: ritual.title,
      situation: ritual.situation,
      numbers: ritual.numbers
        ? {
            dayNumber: ritual.numbers.dayNumberLabel,
            personalYear: ritual.numbers.personalYear,
            personalMonth: ritual.numbers.personalMonth,
            lifePath: ritual.numbers.lifePath,
            expression: ritual.numbers.expression,
          }
        : null,
      moon: { phase: ritual.moon.phaseName, sign: ritual.moon.signName },
      sections: ritual.sections,
      steps: ritual.steps,
      userId,
    };
  }
  if (subject.tool !== "dice") {
    const { draw } = subject;
    return {
      oracle: draw.tool,
      spread: draw.spreadName,
      situation: draw.situation,
      items: draw.items.map(({ positionLabel, name, reversed, meaning }) => ({
        position: positionLabel,
        name,
        reversed,
        meaning,
      })),
      synthesis: draw.synthesis,
      userId,
    };
  }
  const { cast } = subject;
  return {
    diceValues: cast.diceValues.replaceAll("-", ","),
    situation: cast.situation,
    interpretation: cast.interpretation,
    timingPrediction: cast.reading.timingPrediction,
    yesNoAnswer: cast.reading.yesNoAnswer,
    totalSumInterpretation: cast.reading.totalSumInterpretation,
    userId,
  };
}

/**
 * Lets the cast be enhanced again after an attempt that wrote nothing. `refund` gives the allowance
 * back (the provider failed: not the seeker's doing); a seeker who left keeps it spent.
 */
async function releaseEnhancement(db: Database, reservation: EnhancementReservation, refund: boolean) {
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

/** Stores the whole text, when (`now`) and who wrote it: the built-in oracle, or an AI provider and its model. */
async function saveEnhancement(db: Database, castId: string, text: string, author: EnhancementWriter, now: Date) {
  await db
    .update(casts)
    .set({ enhancedText: text, enhancedAt: now, enhancedBy: author.kind, enhancedModel: author.model })
    .where(eq(casts.id, castId));
}

/**
 * What the enhancement stream sends: who writes it (`author`, first, when known), pieces of text, then
 * the whole text stored with its author, or the page's error words.
 */
export type EnhancementEvent =
  | { event: "author"; data: EnhancedBy }
  | { event: "chunk"; data: { text: string } }
  | { event: "done"; data: { text: string; enhancedBy: EnhancedBy | null } }
  | { event: "error"; data: { message: string } };

/**
 * Starts the enhancement of a cast: not found, the daily allowance and an enhancement of the cast already
 * running are thrown here, before anything streams. Answers the stream itself: who writes it, then the
 * stored text of a cast already enhanced, or the provider's text piece by piece (the built-in oracle's
 * text, or an AI provider's followed by the tier's sections) and the whole text once stored with its
 * author. The allowance is counted before the provider is called; a provider failure gives it back, a
 * seeker who leaves (the signal aborts) does not.
 */
export async function startEnhancement(
  services: { db: Database; readings: ReadingCatalogue; oracle: OracleProvider; clock: Clock },
  options: { userId: string; castId: string; logger: Logger },
): Promise<(signal: AbortSignal) => AsyncGenerator<EnhancementEvent>> {
  const { db, oracle, clock } = services;
  const { castId, logger } = options;
  const prepared = await prepareEnhancement({
    db,
    readings: services.readings,
    userId: options.userId,
    castId,
    now: clock(),
  });
  return async function* stream(signal) {
    if (prepared.storedText !== null) {
      if (prepared.enhancedBy) yield { event: "author", data: prepared.enhancedBy };
      yield { event: "chunk", data: { text: prepared.storedText } };
      yield { event: "done", data: { text: prepared.storedText, enhancedBy: prepared.enhancedBy } };
      return;
    }
    const author = { kind: oracle.author.kind, model: oracle.author.model };
    const { reservation } = prepared;
    // Settled once the text is saved or the reservation released; a reader who stops reading (the
    // stream's writer failed) leaves it unsettled, and the claim is released as for a seeker who left.
    let isSettled = false;
    const release = (refund: boolean) => {
      isSettled = true;
      return releaseEnhancement(db, reservation, refund).catch((error: unknown) =>
        logger.error({ err: error, castId }, "releasing an enhancement's reservation failed"),
      );
    };
    const startedAt = performance.now();
    let text = "";
    let failure: { message: string } | null = null;
    try {
      yield { event: "author", data: author };
      for await (const piece of oracle.streamEnhancement({
        castId,
        request: prepared.request,
        subject: prepared.subject,
        question: prepared.question,
        tier: prepared.tier,
        signal,
      })) {
        text += piece;
        yield { event: "chunk", data: { text: piece } };
      }
      if (signal.aborted) {
        await release(false);
        return;
      }
      if (!text.trim()) throw new OracleError(ENHANCEMENT_EMPTY_ERROR);
      const fullText = text.trimEnd();
      await saveEnhancement(db, castId, fullText, author, clock());
      isSettled = true;
      yield { event: "done", data: { text: fullText, enhancedBy: author } };
      logger.info(
        {
          castId,
          tier: prepared.tier,
          provider: oracle.kind,
          author: author.kind,
          characters: fullText.length,
          durationMs: Math.round(performance.now() - startedAt),
        },
        "enhancement written",
      );
    } catch (error) {
      if (signal.aborted) {
        await release(false);
        logger.info({ castId }, "the seeker left; the oracle's request was aborted (the allowance stays spent)");
        return;
      }
      await release(true);
      logger.error({ err: error, castId, provider: oracle.kind }, "enhancement failed");
      failure = { message: enhancementFailureMessage(error instanceof OracleError ? error.reason : null) };
    } finally {
      if (!isSettled) await release(false);
    }
    if (failure) yield { event: "error", data: failure };
  };
}

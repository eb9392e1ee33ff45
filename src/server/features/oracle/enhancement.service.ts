import { effectivePlanLevel, planTerms } from "../../../shared/billing";
import { and, eq, isNull, lt, lte, or } from "drizzle-orm";
import { allowanceWindowStart } from "../../../shared/allowance";
import type { EnhancedBy } from "../../../shared/api/casts";
import { ENHANCEMENT_EMPTY_ERROR, enhancementFailureMessage } from "../../../shared/oracle";
import type { Clock } from "../../clock";
import { sendInOrder, type Database } from "../../db/client";
import { userProfiles } from "../../db/schema";
import { casts, enhancementReservations } from "../../db/readings-schema";
import { AppError } from "../../http/errors";
import type { Logger } from "pino";
import { getOwnReading } from "../readings";
import type { Enhanceable } from "../../oracles/types";
import { requireAllowance } from "../profiles";
import type { ReadingCatalogue } from "../dice-texts";
import { OracleError, type EnhancementWriter, type OracleProvider } from "./oracle-provider";
import { tierOf } from "./tier";

/** How long a claimed enhancement blocks another for its cast when its process never finished it (a crash). */
const CLAIM_LEASE_MS = 10 * 60_000;

/** An enhancement reserved for a cast: counted for 24 hours (its row), and the cast claimed. */
interface EnhancementReservation {
  /** The reservation's row. */
  id: string;
  castId: string;
}

type PreparedEnhancement =
  | { storedText: string; enhancedBy: EnhancedBy | null }
  | {
      storedText: null;
      subject: Enhanceable;
      question: string | null;
      tier: number;
      reservation: EnhancementReservation;
    };

/**
 * The stored text of a cast already enhanced, or a reservation to write its enhancement at `now` (the
 * server's clock): the allowance (the reservations of the last 24 hours) is counted and the cast claimed before the
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
  const own = await getOwnReading({ db, readings: options.readings, userId, castId });
  const stored = own.view;
  if (stored.enhancedText) return { storedText: stored.enhancedText, enhancedBy: stored.enhancedBy };

  const { tier, reservationId } = await db.transaction(async (tx) => {
    // The profile row is locked first: one user's reservations queue, so the count stays exact.
    const [standing] = await tx
      .select({
        level: userProfiles.mysticLevel,
        plan: userProfiles.planLevel,
        planGraceEndsAt: userProfiles.planGraceEndsAt,
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
    const limit = planTerms(
      standing ? effectivePlanLevel({ planLevel: standing.plan, planGraceEndsAt: standing.planGraceEndsAt }, now) : 1,
    ).enhancementsPerDay;
    // Counted over the last 24 hours, not a local day: no time-zone change gives an enhancement back.
    // Refused inside the transaction: the claim is rolled back with it.
    await requireAllowance(tx, "enhancements", {
      userId,
      now,
      limit,
      message: `You have used your ${limit} enhancements of the last 24 hours. Each counts for 24 hours from when it was made; the oracle rests until the next one opens.`,
    });
    // Reservations that no longer count go; the new one counts for 24 hours.
    const [, [reservation]] = await sendInOrder(tx, [
      tx
        .delete(enhancementReservations)
        .where(
          and(
            eq(enhancementReservations.userId, userId),
            lte(enhancementReservations.reservedAt, allowanceWindowStart(now)),
          ),
        ),
      tx
        .insert(enhancementReservations)
        .values({ userId, castId, reservedAt: now })
        .returning({ id: enhancementReservations.id }),
    ]);
    return { tier, reservationId: reservation!.id };
  });

  return {
    storedText: null,
    subject: own.oracle.enhancement(own.view, userId),
    question: stored.question,
    tier,
    reservation: { id: reservationId, castId },
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
    if (refund) await tx.delete(enhancementReservations).where(eq(enhancementReservations.id, reservation.id));
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

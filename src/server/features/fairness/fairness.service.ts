import { randomBytes } from "node:crypto";
import { and, count, eq, lte, min, sql } from "drizzle-orm";
import type { CommitmentResponse } from "../../../shared/api/casts";
import { COMMITMENT_TTL_MS, sha256Hex } from "../../../shared/fairness";
import type { Database, DatabaseExecutor } from "../../db/client";
import { fairnessCommitments } from "../../db/readings-schema";
import { AppError } from "../../http/errors";

/** A seeker may hold this many unexpired, unused commitments; the next one answers 429 until one expires. */
export const MAX_OPEN_COMMITMENTS = 20;

/**
 * Commits to a new server seed for one of the user's casts: 32 random bytes as 64 lowercase hex
 * characters, answered only by its SHA-256 (of the 64 characters' UTF-8 bytes) until the cast reveals it.
 * Expired commitments, everyone's, are deleted first, so the table holds only the last few minutes'.
 */
export async function createCommitment(options: {
  db: Database;
  userId: string;
  /** The server's clock's time: the commitment expires COMMITMENT_TTL_MS after it. */
  now: Date;
}): Promise<CommitmentResponse> {
  const { db, userId, now } = options;
  const serverSeed = randomBytes(32).toString("hex");
  const serverSeedHash = await sha256Hex(serverSeed);
  await db.delete(fairnessCommitments).where(lte(fairnessCommitments.expiresAt, now));
  return db.transaction(async (tx) => {
    // One user's requests queue here, so the cap is exact on any number of nodes.
    await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`fairness_commitments:${userId}`}, 0))`);
    const [open] = await tx
      .select({ count: count(), soonestExpiry: min(fairnessCommitments.expiresAt) })
      .from(fairnessCommitments)
      .where(eq(fairnessCommitments.userId, userId));
    if (open && open.count >= MAX_OPEN_COMMITMENTS) {
      const soonest = open.soonestExpiry ? new Date(open.soonestExpiry).getTime() : now.getTime() + COMMITMENT_TTL_MS;
      throw new AppError(
        "rate_limited",
        `You already hold ${MAX_OPEN_COMMITMENTS} unused commitments. Cast with one of them, or wait a few minutes for the oldest to expire.`,
        { retryAfterSeconds: Math.max(1, Math.ceil((soonest - now.getTime()) / 1000)) },
      );
    }
    const expiresAt = new Date(now.getTime() + COMMITMENT_TTL_MS);
    const [row] = await tx
      .insert(fairnessCommitments)
      .values({ userId, serverSeed, serverSeedHash, createdAt: now, expiresAt })
      .returning({ id: fairnessCommitments.id });
    return { commitmentId: row!.id, serverSeedHash, expiresAt: expiresAt.toISOString() };
  });
}

/** A commitment that a cast may use: its secret seed and the hash published for it. */
export interface OpenCommitment {
  id: string;
  serverSeed: string;
  serverSeedHash: string;
}

/**
 * The user's commitment, if it can still be used at `now`: another user's, an unknown or an already used
 * one is `commitment_not_found` (404), an expired one `commitment_expired` (410). It is only read here;
 * the cast takes it with `takeCommitment` inside its transaction.
 */
export async function findOpenCommitment(options: {
  db: DatabaseExecutor;
  userId: string;
  commitmentId: string;
  now: Date;
}): Promise<OpenCommitment> {
  const [row] = await options.db
    .select()
    .from(fairnessCommitments)
    .where(and(eq(fairnessCommitments.id, options.commitmentId), eq(fairnessCommitments.userId, options.userId)));
  if (!row) {
    throw new AppError(
      "commitment_not_found",
      "This commitment is unknown or already used: each one serves a single cast. The Oracle will make a new one.",
    );
  }
  if (row.expiresAt.getTime() <= options.now.getTime()) {
    throw new AppError("commitment_expired", "This commitment has expired; the Oracle will make a new one.");
  }
  return { id: row.id, serverSeed: row.serverSeed, serverSeedHash: row.serverSeedHash };
}

/**
 * Takes the commitment for the cast, inside the cast's transaction: the row is deleted, so of two casts
 * racing with one commitment exactly one gets it (the other answers `commitment_not_found`), and a cast
 * refused later in its transaction (the daily cap) rolls the delete back and leaves the commitment usable.
 */
export async function takeCommitment(
  tx: DatabaseExecutor,
  options: { userId: string; commitmentId: string },
): Promise<void> {
  const taken = await tx
    .delete(fairnessCommitments)
    .where(and(eq(fairnessCommitments.id, options.commitmentId), eq(fairnessCommitments.userId, options.userId)))
    .returning({ id: fairnessCommitments.id });
  if (taken.length === 0) {
    throw new AppError(
      "commitment_not_found",
      "This commitment was used by another cast a moment ago: each one serves a single cast. The Oracle will make a new one.",
    );
  }
}

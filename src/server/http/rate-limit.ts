import { createHash } from "node:crypto";
import { lt, sql } from "drizzle-orm";
import type { Context } from "hono";
import { createMiddleware } from "hono/factory";
import type { Clock } from "../clock";
import type { Database } from "../db/client";
import { requestLimits } from "../db/schema";
import { sqlTime } from "../db/sql-time";
import { AppError } from "./errors";
import type { AppEnv } from "./app-env";
import { rateLimitKeyOf } from "./client-ip";

/** How often each process deletes the counters whose window has ended (opportunistically, after a hit). */
const SWEEP_EVERY_MS = 60_000;
/** When each database was last swept, as `performance.now()`: a duration, measured on the monotonic clock. */
const lastSweepAt = new WeakMap<Database, number>();

type LimitOptions = { limit: number; windowMs: number; message: string; name?: string };

/**
 * A fixed-window limit per client (an IPv4 address, or an IPv6 /64), counted in the database so that
 * every node shares one budget. For the endpoints outside better-auth, whose own limiter (also in the
 * database) covers sign-up and sign-in.
 *
 * Each use counts separately: by `name` when given, else by its limit, window and message (two uses
 * with the same three share a budget, as one middleware applied to several routes does).
 */
export function rateLimitPerClient(deps: { db: Database; clock: Clock }, options: LimitOptions) {
  return rateLimit(deps, options, (c) => rateLimitKeyOf(c.var.clientIp));
}

/**
 * The same limit per signed-in account (after requireUser), whatever address or node its requests come
 * from: for work that costs the server much more than a request (drawing a card, gathering an export).
 */
export function rateLimitPerAccount(deps: { db: Database; clock: Clock }, options: LimitOptions) {
  return rateLimit(deps, options, (c) => `account:${c.var.user.id}`);
}

function rateLimit(
  deps: { db: Database; clock: Clock },
  options: LimitOptions,
  bucketOf: (c: Context<AppEnv>) => string,
) {
  const { db, clock } = deps;
  const scope = options.name ?? `${options.limit}/${options.windowMs}/${options.message}`;
  return createMiddleware<AppEnv>(async (c, next) => {
    const now = clock();
    const hit = await countHit(db, limitKey(scope, bucketOf(c)), options.windowMs, now);
    if (hit.count > options.limit) {
      throw new AppError("rate_limited", options.message, {
        retryAfterSeconds: Math.max(1, Math.ceil(hit.retryAfterMs / 1000)),
      });
    }
    sweepExpiredLimits(db, now, c.var.logger);
    await next();
  });
}

/** The stored key: fixed length, and no client address kept in the clear. */
export function limitKey(scope: string, bucket: string): string {
  return createHash("sha256").update(`${scope}\0${bucket}`).digest("base64url");
}

/**
 * Counts one request, made at `now` (the server's clock), in the key's current window and answers the
 * count so far: one atomic statement (insert, or increment, or restart an ended window), so concurrent
 * requests on any node are each counted once.
 */
export async function countHit(
  db: Database,
  key: string,
  windowMs: number,
  now: Date,
): Promise<{ count: number; retryAfterMs: number }> {
  const hasEnded = sql`${requestLimits.windowEndsAt} <= ${sqlTime(now)}`;
  const [row] = await db
    .insert(requestLimits)
    .values({ key, count: 1, windowEndsAt: new Date(now.getTime() + windowMs) })
    .onConflictDoUpdate({
      target: requestLimits.key,
      set: {
        count: sql`case when ${hasEnded} then 1 else ${requestLimits.count} + 1 end`,
        windowEndsAt: sql`case when ${hasEnded} then excluded.window_ends_at else ${requestLimits.windowEndsAt} end`,
      },
    })
    .returning({ count: requestLimits.count, windowEndsAt: requestLimits.windowEndsAt });
  return { count: row!.count, retryAfterMs: row!.windowEndsAt.getTime() - now.getTime() };
}

/** Deletes the windows ended at `now`, at most once a minute per process and never in the request's way. */
function sweepExpiredLimits(db: Database, now: Date, logger: { warn(object: object, message: string): void }) {
  const sweptAt = performance.now();
  const last = lastSweepAt.get(db);
  if (last !== undefined && sweptAt - last < SWEEP_EVERY_MS) return;
  lastSweepAt.set(db, sweptAt);
  void db
    .delete(requestLimits)
    .where(lt(requestLimits.windowEndsAt, now))
    .catch((error: unknown) => logger.warn({ err: error }, "sweeping ended rate-limit windows failed"));
}

import { and, eq, inArray } from "drizzle-orm";
import type { AllowanceState } from "../../../shared/allowance";
import { oracleSpec } from "../../../shared/oracles/registry";
import { ORACLE_TOOLS } from "../../../shared/oracles/tools";
import type { DatabaseExecutor } from "../../db/client";
import { casts, enhancementReservations } from "../../db/readings-schema";
import { allowanceAt } from "../../db/usage-window";
import { AppError } from "../../http/errors";

/**
 * The plan's two daily allowances, in one place: readings (every reading of an oracle whose spec uses the
 * allowance — the dice, the tarot, the runes, …; the once-a-day rituals do not) and enhancements (each
 * reservation). Each use counts for 24 hours from when it was made, whatever the seeker's time zone
 * (src/shared/allowance.ts).
 */
export type AllowanceKind = "readings" | "enhancements";

/** The oracles whose readings the daily cap counts. */
const CAPPED_TOOLS = ORACLE_TOOLS.filter((tool) => oracleSpec(tool).usesAllowance);

function usesOf(kind: AllowanceKind, userId: string) {
  return kind === "readings"
    ? { table: casts, at: casts.createdAt, owned: and(eq(casts.userId, userId), inArray(casts.tool, CAPPED_TOOLS)) }
    : {
        table: enhancementReservations,
        at: enhancementReservations.reservedAt,
        owned: eq(enhancementReservations.userId, userId),
      };
}

/** An allowance at `now`: how many of the last 24 hours' uses count, and when the next opens. */
export function allowanceOf(
  tx: DatabaseExecutor,
  kind: AllowanceKind,
  options: { userId: string; now: Date; limit: number | null },
): Promise<AllowanceState> {
  return allowanceAt(tx, usesOf(kind, options.userId), options.now, options.limit);
}

/**
 * Refuses one more use when the allowance is spent: 429 `daily_limit_reached`, its `details.resetsAt` (and
 * Retry-After) when one more use opens. Call it with the owner's profile locked, so the count is exact.
 */
export async function requireAllowance(
  tx: DatabaseExecutor,
  kind: AllowanceKind,
  options: { userId: string; now: Date; limit: number | null; message: string; details?: Record<string, unknown> },
): Promise<void> {
  if (options.limit === null) return;
  const allowance = await allowanceOf(tx, kind, options);
  if (allowance.remaining !== 0) return;
  const resetsAt = allowance.resetsAt ?? options.now;
  throw new AppError("daily_limit_reached", options.message, {
    details: { limit: options.limit, ...options.details, resetsAt: resetsAt.toISOString() },
    retryAfterSeconds: Math.max(1, Math.ceil((resetsAt.getTime() - options.now.getTime()) / 1000)),
  });
}

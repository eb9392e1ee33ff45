import { and, eq, isNull } from "drizzle-orm";
import type { AllowanceState } from "../../../shared/allowance";
import type { DatabaseExecutor } from "../../db/client";
import { casts } from "../../db/schema";
import { allowanceAt } from "../../db/usage-window";
import { AppError } from "../../http/errors";

/**
 * The plan's readings over the last 24 hours at `now`: every dice cast, tarot draw and rune cast counts
 * (the once-a-day rituals do not), for 24 hours from when it was made, whatever the seeker's time zone.
 */
export function readingAllowance(tx: DatabaseExecutor, userId: string, now: Date, limit: number | null) {
  return allowanceAt(
    tx,
    { table: casts, at: casts.createdAt, owned: and(eq(casts.userId, userId), isNull(casts.ritualDay)) },
    now,
    limit,
  );
}

/**
 * The 429 of a spent allowance: `details.resetsAt` (and Retry-After) is when one more use opens, as the
 * allowance counts them.
 */
export function allowanceSpent(
  allowance: AllowanceState,
  now: Date,
  message: string,
  details: Record<string, unknown>,
): AppError {
  const resetsAt = allowance.resetsAt ?? now;
  return new AppError("daily_limit_reached", message, {
    details: { ...details, resetsAt: resetsAt.toISOString() },
    retryAfterSeconds: Math.max(1, Math.ceil((resetsAt.getTime() - now.getTime()) / 1000)),
  });
}

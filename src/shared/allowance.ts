/**
 * The plans' daily allowances (readings, enhanced readings) count over the last 24 hours, not over a local
 * calendar day: a reading or an enhancement uses one of the allowance for 24 hours from the moment it was
 * made, whatever the seeker's time zone is or becomes. No profile edit can give any of it back, and no 24
 * hours ever hold more than the plan allows (docs/product.md, "Plans and the daily cap").
 */
const ALLOWANCE_WINDOW_MS = 24 * 60 * 60_000;

/** A seeker's time zone changes at most once in this long (the first change after sign-up is free). */
export const ZONE_CHANGE_INTERVAL_MS = 24 * 60 * 60_000;

/** The first instant still inside the window that ends at `now` (a use at or before it no longer counts). */
export function allowanceWindowStart(now: Date): Date {
  return new Date(now.getTime() - ALLOWANCE_WINDOW_MS);
}

export interface AllowanceState {
  /** Uses in the last 24 hours. */
  used: number;
  /** Uses left now (null: no limit). */
  remaining: number | null;
  /**
   * When one more use opens: with uses left, when the oldest counted one stops counting; spent, when
   * enough have stopped counting for one more. Null when nothing is counted, or with no limit.
   */
  resetsAt: Date | null;
}

/**
 * The allowance from the uses counted in the last 24 hours: `used` in all, and the times of the newest
 * `limit` of them (all of them when fewer), newest first.
 */
export function allowanceState(
  counted: { used: number; newestFirst: readonly Date[] },
  limit: number | null,
): AllowanceState {
  const { used, newestFirst } = counted;
  if (limit === null) return { used, remaining: null, resetsAt: null };
  const remaining = Math.max(0, limit - used);
  // Spent: one more opens when the limit-th newest stops counting; otherwise when the oldest does.
  const opener = remaining === 0 ? newestFirst[limit - 1] : newestFirst.at(-1);
  return { used, remaining, resetsAt: used > 0 && opener ? new Date(opener.getTime() + ALLOWANCE_WINDOW_MS) : null };
}

import { addDays, daysBetween, type CalendarDay } from "../calendar";

/**
 * The daily streak and its freezes (docs/decisions/004-game-rules.md). A streak grows by one on the
 * first reading of each local day. Every seventh day of a streak earns a freeze, up to two held. A day
 * with no reading is covered by a held freeze automatically, so the streak survives it; the covered day
 * does not add to the streak. When more days are missed than freezes are held, the streak starts again
 * at 1 and the freezes are kept for the next one.
 */
export const MAX_STREAK_FREEZES = 2;
export const STREAK_DAYS_PER_FREEZE = 7;

export interface StreakState {
  lastCastOn: CalendarDay | null;
  streak: number;
  freezes: number;
}

export interface StreakOutcome {
  streak: number;
  freezes: number;
  /** The missed days a freeze covered, oldest first. */
  frozenDays: CalendarDay[];
  earnedFreeze: boolean;
}

/** The days between the last reading and `today`, both excluded, oldest first. */
function missedDays(lastCastOn: CalendarDay, today: CalendarDay): CalendarDay[] {
  const gap = daysBetween(lastCastOn, today);
  return Array.from({ length: Math.max(0, gap - 1) }, (_, index) => addDays(lastCastOn, index + 1));
}

/** The streak after a reading on `today`; further readings the same day leave it alone. */
export function streakAfterCast(state: StreakState, today: CalendarDay): StreakOutcome {
  const unchanged = { streak: Math.max(state.streak, 1), freezes: state.freezes, frozenDays: [], earnedFreeze: false };
  if (state.lastCastOn && daysBetween(state.lastCastOn, today) <= 0) return unchanged;
  const missed = state.lastCastOn ? missedDays(state.lastCastOn, today) : [];
  const continues = state.lastCastOn !== null && missed.length <= state.freezes;
  const streak = continues ? state.streak + 1 : 1;
  const frozenDays = continues ? missed : [];
  let freezes = state.freezes - frozenDays.length;
  const earnedFreeze = streak % STREAK_DAYS_PER_FREEZE === 0 && freezes < MAX_STREAK_FREEZES;
  if (earnedFreeze) freezes++;
  return { streak, freezes, frozenDays, earnedFreeze };
}

/**
 * The streak as it stands on `today` before any reading: alive while every missed day so far can be
 * covered by a held freeze (those days are shown as frozen), 0 once it cannot.
 */
export function currentStreak(
  state: StreakState,
  today: CalendarDay,
): { streak: number; freezes: number; frozenDays: CalendarDay[] } {
  if (!state.lastCastOn) return { streak: 0, freezes: state.freezes, frozenDays: [] };
  // Today itself is not missed yet: the seeker still has until midnight.
  const missed = missedDays(state.lastCastOn, today);
  if (missed.length > state.freezes) return { streak: 0, freezes: state.freezes, frozenDays: [] };
  return { streak: state.streak, freezes: state.freezes - missed.length, frozenDays: missed };
}

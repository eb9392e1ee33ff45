import type { CalendarDay } from "../../shared/calendar";

/**
 * The client's one clock: every "what time is it" and "what day is it" in the web app asks here (ESLint
 * forbids `new Date()` and `Date.now()` elsewhere in src/client), so a test can pin "today" in one place.
 * It reads the global `Date` on each call, so Vitest's fake timers move it too.
 */
let readClock: () => number = () => Date.now();

/** The current instant, in milliseconds since the epoch: for durations, countdowns and freshness. */
export function nowMs(): number {
  return readClock();
}

/** The current instant. */
export function now(): Date {
  return new Date(readClock());
}

/**
 * Today on this device's own clock and in its own zone, as `YYYY-MM-DD`: e.g. the latest birth date a
 * form accepts. (Today in a named zone: `calendarDayIn(zone, now())` from src/shared/calendar.ts.)
 */
export function localToday(): CalendarDay {
  const today = now();
  const pad = (value: number) => String(value).padStart(2, "0");
  return `${today.getFullYear()}-${pad(today.getMonth() + 1)}-${pad(today.getDate())}`;
}

/**
 * Tests only: pins the clock to an instant, or hands it a function to read (to move time on); `null`
 * gives back the real clock. Reset it after each test that sets it.
 */
export function setClockForTests(clock: Date | (() => Date) | null): void {
  if (clock === null) readClock = () => Date.now();
  else if (clock instanceof Date) {
    const pinned = clock.getTime();
    readClock = () => pinned;
  } else readClock = () => clock().getTime();
}

import { addDays, type CalendarDay } from "../calendar";

/**
 * My Timeline's periods: a seeker's readings counted by local week (Monday to Sunday, as ISO 8601 counts
 * weeks) or by calendar month, the last twelve of either, ending with the one holding today.
 */
export const TIMELINE_SCALES = ["week", "month"] as const;
export type TimelineScale = (typeof TIMELINE_SCALES)[number];

/** How many periods the timeline shows: twelve weeks or twelve months. */
const TIMELINE_PERIODS = 12;

export interface TimelinePeriod {
  /** Its first day and its last (inclusive), local calendar days. */
  start: CalendarDay;
  end: CalendarDay;
}

/** Monday = 0 … Sunday = 6 of a calendar day. */
function weekdayFromMonday(day: CalendarDay): number {
  return (new Date(`${day}T00:00:00Z`).getUTCDay() + 6) % 7;
}

/** The first day of the week or month that holds a day. */
export function periodStart(day: CalendarDay, scale: TimelineScale): CalendarDay {
  return scale === "week" ? addDays(day, -weekdayFromMonday(day)) : `${day.slice(0, 7)}-01`;
}

/** The first day of the next week or month. */
function nextPeriodStart(start: CalendarDay, scale: TimelineScale): CalendarDay {
  if (scale === "week") return addDays(start, 7);
  const [year, month] = [Number(start.slice(0, 4)), Number(start.slice(5, 7))];
  return month === 12 ? `${year + 1}-01-01` : `${year}-${String(month + 1).padStart(2, "0")}-01`;
}

/** The last `count` weeks or months, oldest first, the last one holding `today`. */
export function periodsEndingAt(today: CalendarDay, scale: TimelineScale, count = TIMELINE_PERIODS): TimelinePeriod[] {
  const starts: CalendarDay[] = [periodStart(today, scale)];
  while (starts.length < count) {
    const previous = periodStart(addDays(starts[0]!, -1), scale);
    starts.unshift(previous);
  }
  return starts.map((start) => ({ start, end: addDays(nextPeriodStart(start, scale), -1) }));
}

/** The index of the period holding a day, or -1 when it is in none of them. */
export function periodIndexOf(periods: readonly TimelinePeriod[], day: CalendarDay): number {
  return periods.findIndex((period) => period.start <= day && day <= period.end);
}

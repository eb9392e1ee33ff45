import { addDays, calendarDayIn, startOfDay, type CalendarDay } from "../calendar";

/**
 * ISO 8601 weeks, written `YYYY-Www`: a week runs Monday to Sunday and belongs to the year of its
 * Thursday, so 29 December 2025 opens 2026-W01 and 1 January 2027 is in 2026-W53.
 */
export type IsoWeek = string;

const ISO_WEEK_PATTERN = /^(\d{4})-W(\d{2})$/;

/** The weekday of a calendar day, Monday 1 to Sunday 7. */
function isoWeekday(day: CalendarDay): number {
  return ((new Date(`${day}T00:00:00Z`).getUTCDay() + 6) % 7) + 1;
}

/** The ISO week a calendar day belongs to. */
export function isoWeekOf(day: CalendarDay): IsoWeek {
  const thursday = addDays(day, 4 - isoWeekday(day));
  const year = Number(thursday.slice(0, 4));
  const week = Math.floor((Date.parse(`${thursday}T00:00:00Z`) - Date.UTC(year, 0, 1)) / (7 * 86_400_000)) + 1;
  return `${year}-W${String(week).padStart(2, "0")}`;
}

/** How many ISO weeks a year has: 53 when 28 December falls in week 53, else 52. */
export function weeksInIsoYear(year: number): number {
  return isoWeekOf(`${year}-12-28`).endsWith("53") ? 53 : 52;
}

/** True for a week that exists, written `YYYY-Www`, with the year between 1900 and 2199 (the sky's range). */
export function isIsoWeek(value: string): boolean {
  const match = ISO_WEEK_PATTERN.exec(value);
  if (!match) return false;
  const year = Number(match[1]);
  const week = Number(match[2]);
  return year >= 1900 && year <= 2199 && week >= 1 && week <= weeksInIsoYear(year);
}

/** The Monday a week begins on. */
export function mondayOf(week: IsoWeek): CalendarDay {
  const match = ISO_WEEK_PATTERN.exec(week);
  if (!match || !isIsoWeek(week)) throw new RangeError(`not an ISO week: ${week}`);
  const year = Number(match[1]);
  // 4 January is always in week 1.
  const january4 = `${year}-01-04`;
  const firstMonday = addDays(january4, 1 - isoWeekday(january4));
  return addDays(firstMonday, (Number(match[2]) - 1) * 7);
}

/** The seven days of a week, Monday first. */
export function daysOfWeek(week: IsoWeek): CalendarDay[] {
  const monday = mondayOf(week);
  return Array.from({ length: 7 }, (_, index) => addDays(monday, index));
}

/** The week after (or, with -1, before) a week. */
export function shiftWeek(week: IsoWeek, weeks: number): IsoWeek {
  return isoWeekOf(addDays(mondayOf(week), weeks * 7));
}

/** The instants a week begins and ends (exclusive) in a time zone: local Monday midnight to the next. */
export function weekSpanIn(week: IsoWeek, timeZone: string): { start: Date; end: Date } {
  const monday = mondayOf(week);
  return { start: startOfDay(timeZone, monday), end: startOfDay(timeZone, addDays(monday, 7)) };
}

/**
 * The week a weekly edition is for at an instant in a time zone: the current week from Monday to
 * Saturday, and from Sunday the week ahead, since the edition is written for Sunday's reading.
 */
export function editionWeek(timeZone: string, now: Date): IsoWeek {
  return isoWeekOf(addDays(calendarDayIn(timeZone, now), 1));
}

import type { CalendarDay } from "../../../shared/calendar";
import { firstDayOf, type CalendarMonth } from "../../../shared/moon/month-grid";
import { dateTimeFormat } from "../../../shared/date-format";

/** Dates and times as the site writes them (US English), in the visitor's zone or for a calendar day. */
const LOCALE = "en-US";

/** "Tue, Mar 3" (with the year when it is not this year's), on the instant's day in the zone. */
export function phaseDate(at: Date, timeZone: string, thisYear: number): string {
  const year = Number(dateTimeFormat(LOCALE, { timeZone, year: "numeric" }).format(at));
  return dateTimeFormat(LOCALE, {
    timeZone,
    weekday: "short",
    month: "short",
    day: "numeric",
    ...(year === thisYear ? {} : { year: "numeric" }),
  }).format(at);
}

/** "6:38 AM EST": the wall-clock time in the zone, with the zone's short name (it changes with summer time). */
export function phaseTime(at: Date, timeZone: string): string {
  return dateTimeFormat(LOCALE, {
    timeZone,
    hour: "numeric",
    minute: "2-digit",
    timeZoneName: "short",
  }).format(at);
}

/** A calendar day spoken in full: "Tuesday, March 3". */
export function dayName(day: CalendarDay): string {
  return dateTimeFormat(LOCALE, { timeZone: "UTC", weekday: "long", month: "long", day: "numeric" }).format(
    new Date(`${day}T12:00:00Z`),
  );
}

/** "March 2026". */
export function monthName(month: CalendarMonth): string {
  return dateTimeFormat(LOCALE, { timeZone: "UTC", month: "long", year: "numeric" }).format(
    new Date(`${firstDayOf(month)}T12:00:00Z`),
  );
}

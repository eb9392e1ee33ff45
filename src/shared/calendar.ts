/** Calendar days in a user's time zone, as `YYYY-MM-DD` strings (comparable and easy to store). */
export type CalendarDay = string;

/** The twelve months' names in lowercase, January first, for reading dates and questions people type. */
export const MONTH_NAMES = [
  "january",
  "february",
  "march",
  "april",
  "may",
  "june",
  "july",
  "august",
  "september",
  "october",
  "november",
  "december",
] as const;

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat("en-CA", {
      timeZone,
      year: "numeric",
      month: "2-digit",
      day: "2-digit",
      hour: "2-digit",
      minute: "2-digit",
      second: "2-digit",
      hourCycle: "h23",
    });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

function wallClock(timeZone: string, instant: Date) {
  const parts = Object.fromEntries(
    formatterFor(timeZone)
      .formatToParts(instant)
      .map((part) => [part.type, part.value]),
  );
  return {
    year: Number(parts.year),
    month: Number(parts.month),
    day: Number(parts.day),
    hour: Number(parts.hour),
    minute: Number(parts.minute),
    second: Number(parts.second),
  };
}

/** The calendar day an instant falls on in a time zone. */
export function calendarDayIn(timeZone: string, instant: Date): CalendarDay {
  const { year, month, day } = wallClock(timeZone, instant);
  return `${year}-${String(month).padStart(2, "0")}-${String(day).padStart(2, "0")}`;
}

/** A real day of the calendar written `YYYY-MM-DD`: 2023-02-29 and 2024-13-01 are not. */
export function isCalendarDay(value: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/** Whole days from `from` to `to` (positive when `to` is later). */
export function daysBetween(from: CalendarDay, to: CalendarDay): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);
}

export function addDays(day: CalendarDay, days: number): CalendarDay {
  return new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}

/** The zone's offset from UTC at an instant, in milliseconds (east positive). */
function offsetAt(timeZone: string, instant: Date): number {
  const wall = wallClock(timeZone, instant);
  const asUtc = Date.UTC(wall.year, wall.month - 1, wall.day, wall.hour, wall.minute, wall.second);
  return asUtc - Math.floor(instant.getTime() / 1000) * 1000;
}

/** The instant a calendar day begins in a time zone (local midnight, or the first instant after a DST gap). */
export function startOfDay(timeZone: string, day: CalendarDay): Date {
  const midnightUtc = Date.parse(`${day}T00:00:00Z`);
  let guess = midnightUtc - offsetAt(timeZone, new Date(midnightUtc));
  guess = midnightUtc - offsetAt(timeZone, new Date(guess));
  // Where midnight does not exist (a DST jump at 00:00), the day starts at the first instant that is on it.
  while (calendarDayIn(timeZone, new Date(guess)) !== day) guess += 15 * 60_000;
  return new Date(guess);
}

/** When the day after the instant's local day begins: the daily reset. */
export function nextLocalMidnight(timeZone: string, instant: Date): Date {
  return startOfDay(timeZone, addDays(calendarDayIn(timeZone, instant), 1));
}

/** An instant as ISO 8601 with the zone's offset at that instant, to the minute: `2026-11-24T14:53+00:00`. */
export function isoInZone(timeZone: string, instant: Date): string {
  const { year, month, day, hour, minute } = wallClock(timeZone, instant);
  const offsetMinutes = Math.round(offsetAt(timeZone, instant) / 60_000);
  const sign = offsetMinutes < 0 ? "-" : "+";
  const pad = (value: number) => String(value).padStart(2, "0");
  const offset = `${sign}${pad(Math.floor(Math.abs(offsetMinutes) / 60))}:${pad(Math.abs(offsetMinutes) % 60)}`;
  return `${year}-${pad(month)}-${pad(day)}T${pad(hour)}:${pad(minute)}${offset}`;
}

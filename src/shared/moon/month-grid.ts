import type { CalendarDay } from "../calendar";

/** A calendar month: `month` is 1–12. */
export interface CalendarMonth {
  year: number;
  month: number;
}

/** The month a calendar day belongs to. */
export function monthOfDay(day: CalendarDay): CalendarMonth {
  return { year: Number(day.slice(0, 4)), month: Number(day.slice(5, 7)) };
}

/** The month `delta` months after (or, when negative, before) the given one. */
export function shiftMonth({ year, month }: CalendarMonth, delta: number): CalendarMonth {
  const index = year * 12 + (month - 1) + delta;
  return { year: Math.floor(index / 12), month: (index % 12) + 1 };
}

/** `YYYY-MM-01`: a month's first day (also a handy key for the month). */
export function firstDayOf({ year, month }: CalendarMonth): CalendarDay {
  return `${String(year).padStart(4, "0")}-${String(month).padStart(2, "0")}-01`;
}

/**
 * A month laid out in weeks of seven, Monday first: each week holds the month's days in their weekday
 * columns, and null in the columns before the first day and after the last.
 */
export function monthWeeks(calendarMonth: CalendarMonth): (CalendarDay | null)[][] {
  const { year, month } = calendarMonth;
  const length = new Date(Date.UTC(year, month, 0)).getUTCDate();
  // getUTCDay counts from Sunday (0); from Monday, Sunday is the seventh column.
  const leading = (new Date(Date.UTC(year, month - 1, 1)).getUTCDay() + 6) % 7;
  const prefix = firstDayOf(calendarMonth).slice(0, 8);
  const cells: (CalendarDay | null)[] = [
    ...Array.from({ length: leading }, () => null),
    ...Array.from({ length }, (_, index) => `${prefix}${String(index + 1).padStart(2, "0")}`),
  ];
  while (cells.length % 7 !== 0) cells.push(null);
  return Array.from({ length: cells.length / 7 }, (_, week) => cells.slice(week * 7, week * 7 + 7));
}

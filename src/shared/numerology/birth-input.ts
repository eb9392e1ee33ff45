import { hasCountableName } from "./numerology";

/**
 * What is wrong with a name or a birth date typed into the public calculator, if anything. The date is
 * the `YYYY-MM-DD` a date input gives; `today` is the visitor's own calendar day.
 */

/** The longest full name the calculator takes (every given name, the surnames). */
export const FULL_NAME_MAX_LENGTH = 160;

/** The earliest birth date the calculator takes. */
export const EARLIEST_BIRTH_DATE = "1900-01-01";

export type NameProblem = "missing" | "uncountable";
export type BirthDateProblem = "missing" | "impossible" | "too-early" | "future";

export function nameProblem(fullName: string): NameProblem | null {
  if (fullName.trim() === "") return "missing";
  return hasCountableName(fullName) ? null : "uncountable";
}

/** A real day of the calendar: 2023-02-29 and 2024-13-01 are not. */
function isCalendarDay(value: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/**
 * `isUnreadable` is the date input's own report (`validity.badInput`) that what was typed is no date:
 * the input then hands over an empty value.
 */
export function birthDateProblem(value: string, today: string, isUnreadable = false): BirthDateProblem | null {
  if (value === "") return isUnreadable ? "impossible" : "missing";
  if (!isCalendarDay(value)) return "impossible";
  if (value < EARLIEST_BIRTH_DATE) return "too-early";
  return value > today ? "future" : null;
}

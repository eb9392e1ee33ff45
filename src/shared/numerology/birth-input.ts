import { isCalendarDay } from "../calendar";
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

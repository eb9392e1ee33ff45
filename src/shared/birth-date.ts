import { isCalendarDay, type CalendarDay } from "./calendar";

/**
 * The birth date a seeker gives their profile. Mystic Dice is for adults (the Terms of Service), so a
 * profile's birth date makes its seeker 18 or older on their own `today` (the calendar day in their time
 * zone, from the clock): never a day still to come, never a child's. The server refuses any other with a
 * 400, and the profile form says so before sending.
 */

/** The youngest a seeker may be, in whole years. */
export const MINIMUM_AGE = 18;

export type ProfileBirthDateProblem = "future" | "under-age";

function dateParts(day: CalendarDay) {
  const [year, month, date] = day.split("-").map(Number) as [number, number, number];
  return { year, month, date };
}

/**
 * Whole years from `birthDate` to `today`: one more on each birthday. A birthday on 29 February comes on
 * 1 March in a common year.
 */
export function ageOn(birthDate: CalendarDay, today: CalendarDay): number {
  const birth = dateParts(birthDate);
  const now = dateParts(today);
  const isBeforeBirthday = now.month < birth.month || (now.month === birth.month && now.date < birth.date);
  return now.year - birth.year - (isBeforeBirthday ? 1 : 0);
}

/** The latest birth date that is 18 or older on `today` (28 February when 18 years back is a 29th). */
export function latestAdultBirthDate(today: CalendarDay): CalendarDay {
  const { year, month, date } = dateParts(today);
  const pad = (value: number, digits = 2) => String(value).padStart(digits, "0");
  const sameDay = `${pad(year - MINIMUM_AGE, 4)}-${pad(month)}-${pad(date)}`;
  return isCalendarDay(sameDay) ? sameDay : `${pad(year - MINIMUM_AGE, 4)}-02-28`;
}

/** What is wrong with a real calendar day as a profile's birth date on `today`, if anything. */
export function profileBirthDateProblem(birthDate: CalendarDay, today: CalendarDay): ProfileBirthDateProblem | null {
  if (birthDate > today) return "future";
  return ageOn(birthDate, today) < MINIMUM_AGE ? "under-age" : null;
}

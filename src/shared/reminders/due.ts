import { addDays, calendarDayIn, isoInZone, startOfDay, type CalendarDay } from "../calendar";
import { currentStreak, type StreakState } from "../gamification/streak";
import { quartersBetween } from "../moon/moon";
import { STREAK_REMINDER_HOUR, type ReminderKind, type ReminderPreferences } from "./kinds";

export interface SeekerReminderState {
  timeZone: string;
  preferences: ReminderPreferences;
  streak: StreakState;
}

export interface DueReminder {
  kind: ReminderKind;
  /** The seeker's local day it belongs to: one delivery per kind and day. */
  day: CalendarDay;
  /** For a moon reminder: which phase falls on the day. */
  phase?: "new" | "full";
  /** For a streak warning: the streak at stake. */
  streak?: number;
}

const HOUR_MS = 3_600_000;

/** The local wall clock as `YYYY-MM-DDTHH:MM` (comparable as text). */
const wallClock = (timeZone: string, instant: Date) => isoInZone(timeZone, instant).slice(0, 16);

/**
 * Whether the local clock passed `hour`:00 of today within the last hour. On ordinary days that is the
 * whole hour `hour`; on a day the hour is skipped (a DST jump forward) it is the hour after the jump; on
 * a day an hour repeats (back from DST) only its first pass counts.
 */
export function isReminderHour(timeZone: string, instant: Date, hour: number): boolean {
  const today = calendarDayIn(timeZone, instant);
  const mark = `${today}T${String(hour).padStart(2, "0")}:00`;
  return wallClock(timeZone, instant) >= mark && wallClock(timeZone, new Date(instant.getTime() - HOUR_MS)) < mark;
}

/** The new or full moon that falls on a local day, if one does. */
export function moonPhaseOnDay(day: CalendarDay, timeZone: string): "new" | "full" | null {
  const events = quartersBetween(startOfDay(timeZone, day), startOfDay(timeZone, addDays(day, 1)));
  const principal = events.find((event) => event.type === "new" || event.type === "full");
  return principal ? (principal.type as "new" | "full") : null;
}

/**
 * The reminders due for a seeker at an instant. `phaseOnDay` tells the moon's principal phase of a local
 * day (moonPhaseOnDay; the tick passes a cached one, as many seekers share a zone and a day).
 */
export function dueReminders(
  seeker: SeekerReminderState,
  instant: Date,
  phaseOnDay: (day: CalendarDay, timeZone: string) => "new" | "full" | null = moonPhaseOnDay,
): DueReminder[] {
  const { timeZone, preferences } = seeker;
  if (!preferences.email && !preferences.push) return [];
  const day = calendarDayIn(timeZone, instant);
  const due: DueReminder[] = [];
  const atChosenHour = isReminderHour(timeZone, instant, preferences.hour);
  if (preferences.daily && atChosenHour) due.push({ kind: "daily", day });
  if (preferences.moon && atChosenHour) {
    const phase = phaseOnDay(day, timeZone);
    if (phase) due.push({ kind: "moon", day, phase });
  }
  if (
    preferences.streak &&
    // No reading yet on this day (nor on a later one: a seeker's day never moves back, decision in docs/product.md).
    !(seeker.streak.lastCastOn && seeker.streak.lastCastOn >= day) &&
    isReminderHour(timeZone, instant, STREAK_REMINDER_HOUR)
  ) {
    const { streak } = currentStreak(seeker.streak, day);
    if (streak > 0) due.push({ kind: "streak", day, streak });
  }
  return due;
}

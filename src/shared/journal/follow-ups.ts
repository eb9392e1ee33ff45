import { addDays, calendarDayIn, isoInZone, type CalendarDay } from "../calendar";
import { FOLLOW_UP_DAYS } from "./journal";

/**
 * "How did it turn out?": when a reading's follow-ups come (docs/decisions/022-reminders-and-job-queue.md).
 * A reading with a question, its follow-up on and no answer yet is asked about at the seeker's reminder
 * hour on the local day 7 (then 30) days after the reading's local day. A follow-up stays open for
 * FOLLOW_UP_GRACE_DAYS after its day (a message missed while the server was down, or held back by the
 * one-a-day rule, still goes within them); an older one is skipped, which also keeps readings made long
 * before follow-ups existed from being asked about.
 */

/** How many days after its due day a follow-up may still be sent or shown. */
const FOLLOW_UP_GRACE_DAYS = 7;
/** The oldest reading that can have an open follow-up: the last one's days, its grace, a day of zone slack. */
export const FOLLOW_UP_LOOKBACK_DAYS = FOLLOW_UP_DAYS[FOLLOW_UP_DAYS.length - 1]! + FOLLOW_UP_GRACE_DAYS + 2;

type FollowUpAfter = (typeof FOLLOW_UP_DAYS)[number];

/** What the rule needs of a reading. */
export interface FollowUpReading {
  createdAt: Date;
  question: string | null;
  /** The seeker's per-reading switch. */
  followUp: boolean;
  /** How many of the follow-ups went out (0..2). */
  followUpsSent: number;
  hasOutcome: boolean;
}

export interface FollowUpSlot {
  /** Which follow-up: 7 or 30 days after. */
  after: FollowUpAfter;
  /** Its position in FOLLOW_UP_DAYS plus one: what `followUpsSent` becomes once it went out. */
  ordinal: number;
  /** The seeker's local day it is due on. */
  dueOn: CalendarDay;
}

/** Whether a reading can be followed up at all: a question, its switch on, not yet answered. */
export function canFollowUp(reading: FollowUpReading): boolean {
  return Boolean(reading.question?.trim()) && reading.followUp && !reading.hasOutcome;
}

/** The local days a reading's follow-ups fall on, in order. */
export function followUpDays(createdAt: Date, timeZone: string): FollowUpSlot[] {
  const day = calendarDayIn(timeZone, createdAt);
  return FOLLOW_UP_DAYS.map((after, index) => ({ after, ordinal: index + 1, dueOn: addDays(day, after) }));
}

/**
 * Whether the seeker's clock has reached `hour`:00 of `day` (or a later day). Compared as local wall-clock
 * text, so on a day DST skips the hour it is reached at the jump.
 */
export function reachedHourOf(timeZone: string, now: Date, day: CalendarDay, hour: number): boolean {
  return isoInZone(timeZone, now).slice(0, 16) >= `${day}T${String(hour).padStart(2, "0")}:00`;
}

/**
 * The reading's open follow-up at `now`: the latest one whose day and hour have come and whose grace has
 * not run out; null when none is open (not yet, skipped, or the reading cannot be followed up).
 */
export function openFollowUp(reading: FollowUpReading, timeZone: string, hour: number, now: Date): FollowUpSlot | null {
  if (!canFollowUp(reading)) return null;
  const today = calendarDayIn(timeZone, now);
  const reached = followUpDays(reading.createdAt, timeZone).filter((slot) =>
    reachedHourOf(timeZone, now, slot.dueOn, hour),
  );
  const latest = reached.at(-1);
  if (!latest || today > addDays(latest.dueOn, FOLLOW_UP_GRACE_DAYS)) return null;
  return latest;
}

/** The open follow-up still to be sent by mail and push (the later one replaces an earlier one unsent). */
export function followUpToSend(
  reading: FollowUpReading,
  timeZone: string,
  hour: number,
  now: Date,
): FollowUpSlot | null {
  const open = openFollowUp(reading, timeZone, hour, now);
  return open && reading.followUpsSent < open.ordinal ? open : null;
}

/** The reading's next follow-up still to come (its day or hour not reached yet), or null. */
export function nextFollowUp(reading: FollowUpReading, timeZone: string, hour: number, now: Date): FollowUpSlot | null {
  if (!canFollowUp(reading)) return null;
  return (
    followUpDays(reading.createdAt, timeZone).find(
      (slot) => slot.ordinal > reading.followUpsSent && !reachedHourOf(timeZone, now, slot.dueOn, hour),
    ) ?? null
  );
}

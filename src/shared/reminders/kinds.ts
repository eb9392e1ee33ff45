/**
 * Reminders a seeker asks for (docs/decisions/022-reminders-and-job-queue.md): a daily reading reminder
 * at their chosen local hour, a reminder on the local day of each new and full moon at the same hour,
 * and, in the evening, a warning that the streak ends at midnight when no reading was made today.
 * Which are due at an instant is decided here; the server's tick asks every minute and records each
 * delivery once per seeker, kind and local day.
 */
export const REMINDER_KINDS = ["daily", "moon", "streak"] as const;
export type ReminderKind = (typeof REMINDER_KINDS)[number];

/**
 * Every kind of message the tick sends, one per seeker, kind and local day: the reminders above and the
 * journal's "How did it turn out?" follow-up (src/shared/journal/follow-ups.ts), whose one message a day
 * names the oldest reading due. The paid plans' weekly report (one per seeker and week, in its own table)
 * shares their one-click off link.
 */
export const DELIVERY_KINDS = [...REMINDER_KINDS, "follow-up", "weekly-report"] as const;
export type DeliveryKind = (typeof DELIVERY_KINDS)[number];

/** The preference each kind's one-click off link turns off. */
export const PREFERENCE_OF_KIND = {
  daily: "daily",
  moon: "moon",
  streak: "streak",
  "follow-up": "followUps",
  "weekly-report": "weeklyReport",
} as const satisfies Record<DeliveryKind, keyof ReminderPreferences>;

/** The local hour the streak warning goes out: evening, with the rest of the day still to read. */
export const STREAK_REMINDER_HOUR = 20;
/** The daily and moon reminders' hour until the seeker chooses one. */
const DEFAULT_REMINDER_HOUR = 9;

export interface ReminderPreferences {
  daily: boolean;
  moon: boolean;
  streak: boolean;
  /** Local hour, 0–23, of the daily and moon reminders. */
  hour: number;
  email: boolean;
  push: boolean;
  /** "How did it turn out?" follow-ups of readings with a question, at the same hour, by the same channels. */
  followUps: boolean;
  /** The paid plans' weekly report, early on the seeker's Sunday, by the same channels (on by default). */
  weeklyReport: boolean;
}

export const DEFAULT_REMINDER_PREFERENCES: ReminderPreferences = {
  daily: false,
  moon: false,
  streak: false,
  hour: DEFAULT_REMINDER_HOUR,
  email: true,
  push: true,
  followUps: true,
  weeklyReport: true,
};

import { FOLLOW_UP_SETTING } from "../journal/follow-ups";
import { REPORT_MESSAGE } from "../weekly/report";

/**
 * The words of reminders: the settings section on the dashboard, the reminder mails and Web Push
 * messages, and the page a one-click "turn off" link opens. `{streak}` is filled with the streak's days.
 */

type Kind = "daily" | "moon" | "streak";

export const REMINDER_MESSAGES: Record<
  Kind,
  { subject: string; heading: string; paragraphs: string[]; action: string; pushTitle: string; pushBody: string }
> = {
  daily: {
    subject: "The dice are waiting for you",
    heading: "A moment for your reading",
    paragraphs: [
      "You asked the oracle to call you at this hour, so here is its call: a few quiet minutes, a question held in mind, three dice on the table.",
      "Whatever today brings, a reading is a place to pause and listen.",
    ],
    action: "Cast today's dice",
    pushTitle: "The dice are waiting",
    pushBody: "Your hour for a reading has come. Hold a question in mind and cast.",
  },
  moon: {
    subject: "The Moon turns tonight",
    heading: "A turning of the Moon",
    paragraphs: [
      "Today the Moon reaches one of its great turns. New moons are for planting intentions; full moons for seeing clearly what has grown.",
      "The moon page holds tonight's phase, its meaning and a short ritual for it.",
    ],
    action: "See tonight's Moon",
    pushTitle: "The Moon turns today",
    pushBody: "A new or full moon falls on your day. Its meaning and a short ritual are waiting.",
  },
  streak: {
    subject: "Your streak ends at midnight",
    heading: "Your streak ends at midnight",
    paragraphs: [
      "Your streak of {streak} days is still alight, but no reading has been made today.",
      "One reading before midnight keeps it burning.",
    ],
    action: "Keep my streak",
    pushTitle: "Your streak ends at midnight",
    pushBody: "{streak} days and counting: one reading before midnight keeps them.",
  },
};

/** What each moon reminder says the phase is (a line added to the moon mail and push). */
export const MOON_PHASE_LINES: Record<"new" | "full", string> = {
  new: "Today is the new moon.",
  full: "Today is the full moon.",
};

export const REMINDER_MAIL_WORDS = {
  preheader: "A reminder you asked for.",
  note: "You receive this because you turned this reminder on in your dashboard.",
  footer: "No longer want this reminder?",
  offLink: "Turn it off",
  /** The push notification's action button. */
  pushOff: "Turn off",
};

/** The page the one-click link opens once the reminder is off (or when the link is not valid). */
export const REMINDER_OFF_PAGE = {
  title: "Reminder turned off",
  done: {
    daily: "The daily reading reminder is off. The dice stay where they are whenever you want them.",
    moon: "New and full moon reminders are off.",
    streak: "The streak reminder is off.",
    "follow-up": FOLLOW_UP_SETTING.off,
    "weekly-report": REPORT_MESSAGE.off,
  } satisfies Record<Kind | "follow-up" | "weekly-report", string>,
  again: "You can turn reminders back on in your dashboard's settings.",
  dashboard: "Open my dashboard",
  invalidTitle: "This link does not work",
  invalid: "This link is not valid. You can turn reminders off in your dashboard's settings.",
};

/** The dashboard's Reminders section. */
export const REMINDER_SETTINGS = {
  title: "Reminders",
  intro: "Let the oracle call you. Every reminder carries a link that turns it off again in one click.",
  kinds: {
    daily: { label: "Daily reading", hint: "Once a day at the hour you choose." },
    moon: { label: "New and full moon", hint: "On the day of each new and full moon, at the same hour." },
    streak: { label: "Streak about to end", hint: "At 20:00 when you have a streak and no reading yet that day." },
  } satisfies Record<Kind, { label: string; hint: string }>,
  hour: "Hour",
  hourHint: "In your profile's time zone.",
  channels: "Send by",
  email: "E-mail",
  push: "Notifications on my devices",
  save: "Save reminders",
  saved: "Your reminders are saved.",
  loadFailed: "Your reminders could not be loaded. Please try again.",
  saveFailed: "Your reminders could not be saved. Please try again.",
  device: {
    button: "Send them to this device too",
    working: "Asking this browser…",
    done: "This device will receive your reminders.",
    denied: "This browser said no to notifications. You can allow them in its site settings.",
    unavailable: "Notifications on this device are not available in this browser.",
    failed: "This device could not be added. Please try again.",
    count: (devices: number) =>
      devices === 0
        ? "No device receives them yet."
        : devices === 1
          ? "1 device receives them."
          : `${devices} devices receive them.`,
  },
};

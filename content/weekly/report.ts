/**
 * The words of the personal weekly report (docs/decisions/045-the-personal-weekly-report.md): the
 * built-in composer's banks, the section headings, the mail and the Web Push message, the /reports pages
 * and the free seeker's offer. Slots: {name} the seeker's first name (or "seeker"), {range} the week's
 * dates, {count} a number, {event} the week's main moon event, {year}/{month} the personal numbers.
 * Tradition and reflection, never a promise of what will happen.
 */

export const REPORT_WORDS = {
  title: (range: string) => `Your week of ${range}`,
  label: "Tradition, not prediction",
  headings: {
    overview: "Your week",
    sky: "The week's sky",
    moon: "The Moon's signs",
    numbers: "Your week's numbers",
    readings: "Your week in readings",
    ritual: "One ritual",
    prompt: "One journaling prompt",
    community: "This week among seekers",
  },
  /** The overview's first paragraph; turned with the week, so two weeks in a row never open alike. */
  openings: [
    "Good morning, {name}. Here is the week of {range}, read from the sky as it really moves and from your own numbers.",
    "{name}, a new week gathers on the horizon: {range}. The sky below is computed, not imagined; what tradition makes of it is labelled as tradition.",
    "Sunday again, {name}. Before the week of {range} begins, a quiet look at what the sky and your cycle hold.",
    "Welcome to your week of {range}, {name}. Pour something warm and read at your own pace.",
    "{name}, the week of {range} is about to open. Here is its sky in your own time zone, and the thread of your own readings.",
    "A fresh week, {name}: {range}. The planets keep their own timetable; here it is, with the old meanings beside it.",
    "Here is your Sunday letter for {range}, {name}: the sky ahead, your numbers, and what your readings said lately.",
    "The week of {range} is ready for you, {name}. Take what helps and leave the rest.",
  ],
  /** The overview's line on the main moon event, or on a week without one. */
  moonLead: (event: string, when: string) => `The week turns on the ${event}, ${when}.`,
  noMoonLead: "No new, full or quarter moon falls this week: a week to carry on quietly.",
  /** How many events mark the week; `besides`: the count leaves out the main moon event named before it. */
  eventCount: (count: number, besides = false) =>
    count === 0
      ? besides
        ? "Besides it, the planets are quiet this week."
        : "Beyond the Moon's steady path through the signs, the planets are quiet this week."
      : count === 1
        ? besides
          ? "Besides it, one more event marks the sky."
          : "One event marks the sky this week."
        : besides
          ? `Besides it, ${count} more events mark the sky.`
          : `${count} events mark the sky this week.`,
  /** The overview's last paragraph; turned with the week like the openings. */
  closings: [
    "Whatever the week brings, you decide what it means. The sky only keeps time.",
    "Read it once now and once on Wednesday: a week often looks different from its middle.",
    "Hold it lightly. Tradition offers a lens, not a verdict.",
    "May the week be kind to you, and you to it.",
    "The dice, the cards and the runes are there whenever you want to ask again.",
    "Notice what returns this week; your journal will remember it for you.",
    "A week is seven small chances to begin. Pick one.",
    "Go gently. Next Sunday the sky will have moved on, and so will you.",
  ],
  moonEnters: (when: string, sign: string) => `${when}: the Moon enters ${sign}.`,
  moonStarts: (sign: string) => `The week begins with the Moon in ${sign}.`,
  numbersLine: (year: number, yearTitle: string, month: number, monthTitle: string) =>
    `Your personal year is ${year}, ${yearTitle.toLowerCase()}; your personal month ${month}, ${monthTitle.toLowerCase()}.`,
  daysLine: "Each day's personal day, as numerology counts it:",
  dayEntry: (weekday: string, number: number, title: string) => `${weekday} ${number} (${title.toLowerCase()})`,
  noNumbers:
    "Add your birth date to your profile on the dashboard and the next report will carry your personal year, month and days.",
  readingsNone:
    "You made no readings in the past seven days. The oracle does not keep score: it is there when you want it.",
  readingsMade: (count: number, tools: string) =>
    count === 1
      ? `In the past seven days you made one reading (${tools}).`
      : `In the past seven days you made ${count} readings (${tools}).`,
  patternsIntro: "What kept coming back over the last four weeks, with an honest chance check:",
  streak: (days: number) =>
    days === 0
      ? "No streak is running just now; any reading starts a new one."
      : days === 1
        ? "Your streak stands at 1 day."
        : `Your streak stands at ${days} days.`,
  quest: (name: string, status: string) =>
    status === "completed" ? `You completed the quest “${name}”.` : `Your quest: “${name}”, still under way.`,
  followUps: (count: number) =>
    count === 0
      ? null
      : count === 1
        ? "You told your journal how one reading turned out."
        : `You told your journal how ${count} readings turned out.`,
  openQuestion: (question: string) => `A question still open: “${question}” Its “How did it turn out?” will come.`,
  /** The journaling prompt of a seeker without a birth date (no personal month to read it by). */
  promptsWithoutNumbers: [
    "What do you want to remember about this week when it is over?",
    "Which small promise to yourself could you keep this week?",
    "What are you carrying into this week that you could set down?",
    "Who would you like to hear from this week, and could you write first?",
    "What would make this week feel well spent, in one sentence?",
    "Which question keeps returning to you lately, and what does it ask of you?",
  ],
  ritualNote: "A practice for reflection, not a promise.",
  community: {
    intro: "What seekers did together last week, counted only where at least 20 took part, and never naming anyone:",
    tarot: (name: string, seekers: number) => `The most drawn tarot card: ${name}, by ${seekers} seekers.`,
    rune: (name: string, seekers: number) => `The most cast rune: ${name}, by ${seekers} seekers.`,
    moon: (seekers: number) => `${seekers} seekers made the moon ritual on a full or new moon day.`,
    situation: (name: string, seekers: number) =>
      `The commonest situation asked about: ${name}, by ${seekers} seekers.`,
  },
  aiNote: (model: string) =>
    `The overview was written by an AI model (${model}) from the facts in this report, which the server computed.`,
  oracleNote: "Written by the built-in oracle from the facts in this report, which the server computed.",
} as const;

/** The report's mail and Web Push message. */
export const REPORT_MESSAGE = {
  subject: (range: string) => `Your weekly report: ${range}`,
  preheader: "The week's sky in your time zone, your numbers and your week in readings.",
  action: "Open my weekly report",
  note: "You receive this every Sunday morning because your plan includes the weekly report.",
  footer: "No longer want the weekly report?",
  offLink: "Turn the weekly report off",
  pushTitle: "Your weekly report is here",
  pushBody: (range: string, lead: string) => `${range}. ${lead}`,
  pushOff: "Turn off",
  /** The reminders page's line once the link has turned it off. */
  off: "The weekly report is off. Your earlier reports stay at /reports, and you can turn it back on in your dashboard's reminders.",
} as const;

/** The /reports pages. */
export const REPORTS_PAGE = {
  metaTitle: "Weekly reports",
  metaDescription:
    "Your personal weekly report: the week's real sky in your time zone, your personal days, and your week in readings, every Sunday morning on the paid plans.",
  eyebrow: "Every Sunday",
  title: "Your weekly reports",
  lead: "Early each Sunday, in your own time zone, a report of the week ahead: its sky (computed, with what tradition makes of it), your personal year, month and days, your week in readings, one ritual and one journaling prompt.",
  archiveTitle: "Your reports",
  archiveEmpty:
    "Your first report comes on Sunday from 06:00 in your time zone. It will be kept here, every week's, for as long as you keep your account.",
  open: "Read",
  loadFailed: "Your reports could not be loaded.",
  reportLoadFailed: "This report could not be loaded.",
  notFound: "There is no report of yours for this week.",
  back: "All my reports",
  loading: "Loading…",
  settingsNote: "Turn the weekly report off or choose e-mail and notifications in your dashboard's reminders.",
  settingsLink: "Reminder settings",
  signedOut: {
    title: "Sign in to read your reports",
    text: "The weekly report is part of the Mystic Novice and Arcane Explorer plans. Sign in to read yours, or to see a sample and the plans.",
    signIn: "Sign in",
    signUp: "Create a free account",
  },
  offer: {
    title: "The weekly report comes with the paid plans",
    text: "On the Mystic Novice and Arcane Explorer plans, a report like the sample below arrives every Sunday from 06:00 in your time zone, by e-mail and on your devices if you like, and is kept here.",
    cta: "See the plans",
    sampleLabel: "Sample report",
    sampleNote: "A sample, made for an example seeker: yours would hold your own sky, numbers and readings.",
  },
  dashboardTitle: "Weekly report",
  dashboardText: "The week's sky in your time zone, your numbers and your readings, every Sunday morning.",
  dashboardLink: "My weekly reports",
} as const;

/** The reminders settings' checkbox of the weekly report. */
export const REPORT_SETTING = {
  label: "Weekly report",
  hint: "Sunday from 06:00, on the paid plans.",
} as const;

/**
 * The example seeker of the sample report a free seeker sees on /reports: the real sky of the current
 * week (in UTC), the numbers of this birth date, and a made-up week in readings, said to be a sample.
 */
export const REPORT_SAMPLE = {
  name: "Sam",
  birthDate: "1990-07-14",
  timeZone: "UTC",
  readings: {
    made: 6,
    byTool: [
      { tool: "tarot", name: "Tarot", count: 3 },
      { tool: "dice", name: "Dice Oracle", count: 2 },
      { tool: "moon", name: "Moon Ritual", count: 1 },
    ],
    patterns: [
      {
        name: "The Star",
        count: 3,
        sentence: "The Star: 3 times in 21 cards; by chance about 0.3; chance alone does this about 1 time in 250",
      },
    ],
    streak: 6,
    quest: { name: "A Week with the Cards", status: "active" },
    followUpsAnswered: 1,
    openQuestion: "Is this the right month to ask for a raise?",
  },
} as const;

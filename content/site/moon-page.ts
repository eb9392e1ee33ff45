import type { MoonPhase } from "../../src/shared/moon/phases";

/**
 * The words of the Moon Phase Tracker (/moon-phases). The phases' own words (essence, keywords, ritual)
 * are in content/moon/, the Moon's mood in each sign in content/astrology/.
 */
export const moonPageWords = {
  metaTitle: "Moon Phase Tracker: Tonight's Moon and the Phases Ahead",
  metaDescription:
    "Tonight's moon for your time zone, with its phase, light, age and sign; the new, quarter and full moons of the next three months in your local time; a month calendar of phases; and a ritual for each of the eight phases.",
  eyebrow: "The lunar calendar",
  title: "Moon Phase Tracker",
  intro:
    "Tonight's moon where you are, the phases of the coming months in your own time, and what each of the eight phases invites.",

  tonight: {
    heading: "Tonight's moon",
    computing: "Reading the sky for your time zone…",
    failed: "The sky could not be read just now. Reload the page to try again.",
    illumination: "Illumination",
    age: "Moon age",
    days: "days",
    moonIn: (sign: string) => `Moon in ${sign}`,
    zone: (timeZone: string) => `Times shown for ${timeZone}`,
    discLabel: (phase: string, percent: number) => `${phase}, ${percent}% lit`,
    aboutPhase: (phase: string) => `Read about the ${phase}`,
    hemisphere: "Drawn as seen from the northern hemisphere; south of the equator the lit side is mirrored.",
  },

  next: {
    heading: "Next phases",
    intro:
      "The new moons, quarters and full moons of the next three months, at the minute they fall in your time zone.",
    columns: { phase: "Phase", date: "Date", time: "Local time" },
  },

  month: {
    heading: "This month",
    intro: "Each day shows the Moon at local noon; the days of the four principal phases are named.",
    previous: "Previous month",
    next: "Next month",
    backToToday: "Back to this month",
    today: "today",
    weekdays: [
      { short: "Mon", long: "Monday" },
      { short: "Tue", long: "Tuesday" },
      { short: "Wed", long: "Wednesday" },
      { short: "Thu", long: "Thursday" },
      { short: "Fri", long: "Friday" },
      { short: "Sat", long: "Saturday" },
      { short: "Sun", long: "Sunday" },
    ],
    /** The principal phases as a narrow day cell names them. */
    shortNames: {
      "new-moon": "New",
      "first-quarter": "1st Qtr",
      "full-moon": "Full",
      "last-quarter": "Last Qtr",
    } satisfies Partial<Record<MoonPhase, string>>,
  },

  phases: {
    heading: "The eight phases",
    intro:
      "From the dark of the new moon round to the last thin crescent, each phase has long been read as a season of its own. Here is what each one is in the sky, what it invites, and a ten-minute ritual to mark it at home.",
    keywords: "Keywords",
    ritual: "Ritual",
    intention: "Intention",
  },

  signUp: {
    title: "Take your question to the oracles",
    text: "A free account lets you cast the dice, draw the tarot and cast the runes, keeps every reading in your history, and lets you share the ones that speak to you. This page stays open to everyone.",
  },
};

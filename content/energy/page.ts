/**
 * What the Energy Map's page says (/quantum-energy keeps its old address; the page never uses that word).
 * It says plainly what the map is: a record of how the seeker says they feel, kept beside the Moon and
 * their readings, where patterns are theirs to notice and never causes.
 */
export const ENERGY_PAGE_WORDS = {
  eyebrow: "A daily check-in",
  title: "Energy Map",
  metaTitle: "Energy Map · A daily mood check-in on two axes, beside the Moon",
  metaDescription:
    "Place today on a grid from unpleasant to pleasant and calm to energised, add a word or a note, and watch the weeks take shape beside the Moon's phases and your readings.",
  lead: "Once a day, place yourself on a simple grid: how pleasant the day feels, and how much energy you have. Add a word or a note if you like. Over the weeks your points line up beside the Moon's phases and the readings you made, so you can see your own rhythms.",
  isTitle: "What this is, and what it is not",
  isText:
    "The map records what you tell it about yourself, nothing more. It does not measure energy, read a field or detect anything; no app can. It is not a health tool and cannot tell you why you feel as you do. If your days stay heavy for a long while, a doctor or someone you trust is worth talking to.",
  reminderTitle: "Patterns you notice, not causes",
  reminderText:
    "If your bright days cluster near the full moon, or your readings come on restless evenings, that is something to notice and wonder about. It is not proof that one caused the other: a handful of weeks is a small sample, and sleep, work and weather move through every chart.",
  reminderShort:
    "This map keeps what you tell it about yourself and measures nothing. Whatever lines up in it is yours to wonder about.",
  checkInTitle: "Where are you today?",
  gridLabel: "The mood grid: tap a square, or use the two sliders below",
  axes: {
    pleasantLow: "Unpleasant",
    pleasantHigh: "Pleasant",
    energyLow: "Calm",
    energyHigh: "Energised",
  },
  pleasantLabel: "How pleasant does today feel?",
  energyLabel: "How much energy do you have?",
  valueText: "{value} of 10, {side}",
  wordLabel: "One word for today (optional)",
  wordHint: "Pick one of the suggestions or write your own.",
  suggestionsLabel: "Words for this quarter",
  noteLabel: "A note (optional)",
  noteHint: "What happened, how you slept, anything you may want to look back on. Kept private.",
  pointTitle: "Your point today",
  moonToday: "Today's Moon: {phase}",
  moonLoading: "Finding today's Moon…",
  moonFailed: "Today's Moon could not be found just now.",
  saveLabel: "Save today's check-in",
  savingLabel: "Saving…",
  savedLabel: "Today's check-in is saved in your journal.",
  replacedLabel: "Today's check-in is updated: one check-in a day, the latest stands.",
  todayAlready: "You checked in today already. Saving again replaces it.",
  signUpTitle: "Keep your map over the weeks",
  signUpText:
    "You can place today's point without an account, and nothing is stored. A free account saves one check-in a day, privately, and draws your weeks beside the Moon and your readings.",
  howItWorksTitle: "How it works",
  howItWorks: [
    "Place today's point: across for how pleasant the day feels, up for how much energy you have.",
    "Add a word from the suggestions or your own, and a note if you want one. Both are optional.",
    "Save once a day. Checking in again the same day replaces that day's point.",
    "Come back over a few weeks and look at the map: the points, each week's average, the Moon's phases and the days you made readings.",
  ],
  privacyTitle: "Private, like a diary",
  privacy:
    "A check-in is never shared and has no public link. It sits in your journal and your data export, and goes when you delete your account. Its words reach an AI service only if you ask for a reflection on it.",
  mapTitle: "Your map over the weeks",
  mapLead:
    "Each dot is a day you checked in. The Moon's principal phases are marked along the top, and the days you made readings along the bottom.",
  weeksLabel: "Show",
  weekOptions: { 4: "4 weeks", 8: "8 weeks", 12: "12 weeks" },
  chartLabel: "Your check-ins over the last {weeks} weeks, with the Moon's phases and your readings",
  legend: {
    pleasant: "Pleasant",
    energy: "Energy",
    readings: "Day with a reading",
    moon: "Principal phase of the Moon",
  },
  tableCaption: "Week by week",
  tableHeadings: {
    week: "Week of",
    checkIns: "Check-ins",
    pleasant: "Pleasant (avg)",
    energy: "Energy (avg)",
    quadrant: "Mostly",
    readings: "Readings",
    moon: "Moon",
  },
  emptyMap: "No check-ins yet in these weeks. Save today's and the map begins.",
  mapLoading: "Drawing your map…",
  mapFailed: "Your map could not be loaded.",
  historyLabel: "See your journal in your dashboard",
  detailMoon: "Moon that day: {phase}",
  detailWord: "Word: “{word}”",
  detailNote: "Note",
  /** The eight phases' names (the same as content/moon's, held to them by the content test, without their essays). */
  moonPhaseNames: {
    "new-moon": "New Moon",
    "waxing-crescent": "Waxing Crescent",
    "first-quarter": "First Quarter",
    "waxing-gibbous": "Waxing Gibbous",
    "full-moon": "Full Moon",
    "waning-gibbous": "Waning Gibbous",
    "last-quarter": "Last Quarter",
    "waning-crescent": "Waning Crescent",
  },
  wordsListLabel: "Words people often use for a day here",
} as const;

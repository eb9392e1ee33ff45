import type { CyclesPageWords } from "../../src/shared/cycles/content-types";

/**
 * What the Your Cycles page and its shared readings say (the page loads these with ./cycles.ts, never the
 * recorded reading's banks in ./reading.ts, which the server reads). Numerology's cycles and astrology's
 * returns are traditions, labelled as such; the returns themselves are computed from the sky.
 */
export const CYCLES_PAGE_WORDS: CyclesPageWords = {
  page: {
    eyebrow: "Numbers of the day, planets of a life",
    title: "Your Cycles",
    metaTitle: "Your Cycles · Personal Year, Month and Day, and your Jupiter and Saturn returns",
    metaDescription:
      "Your Personal Year, Month and Day and the Universal Year from your birth date, where you stand in the nine-year round, and your real Jupiter and Saturn returns computed from the sky.",
    lead: "Numerology tradition counts a life in rounds of nine years, and astrology watches Jupiter and Saturn come back to where they stood when you were born. Type your birth date to see both: the numbers are worked out in your browser, the returns are computed from the planets' real positions. For reflection and entertainment.",
    birthDateLabel: "Your birth date",
    birthDateHint: "Only the date is needed. The numbers are worked out here in your browser.",
    showLabel: "Show my cycles",
    profileLine: "Your cycles today, from the birth date in your profile.",
    noBirthDate: "Add your birth date to your profile to record your cycles in your journal, or type it here to look.",
    profileLink: "Open your profile",
    labels: {
      personalYear: "Personal Year",
      personalMonth: "Personal Month",
      personalDay: "Personal Day",
      universalYear: "Universal Year",
    },
    stepsLine: "Worked out: {steps}",
    roundTitle: "Your place in the nine-year round",
    roundCaption: "You are in year {year} of nine.",
    returnsTitle: "Your Jupiter and Saturn returns",
    returnsLead:
      "A return is the day a planet comes back to the place in the zodiac where it stood at your birth, found here from its real position (your birth taken at noon, in your time zone's dates). When the planet turns back over that place, it crosses it three times.",
    jupiter: "Jupiter",
    saturn: "Saturn",
    returnHeading: "{planet} return {n}",
    nextHeading: "Your next {planet} return",
    passesLine: "Crosses {count} times, as the planet turns back and forward again",
    loadingReturns: "Finding the planets' returns…",
    returnsFailed: "The returns could not be found just now. Try again in a moment.",
    noReturnsYet: "None yet",
    traditionLabel: "Tradition:",
    recordTitle: "Record today's cycles",
    recordText: "Keep today's numbers and their words in your journal, to share, enhance or export like any reading.",
    recordLabel: "Record today's cycles",
    recordingLabel: "Recording…",
    recordedLabel: "Today's cycles are in your journal.",
    signUpTitle: "Keep your cycles in a journal",
    signUpText:
      "A free account records your cycles once a day from the birth date in your profile, beside your other readings.",
    historyLabel: "See your journal in your dashboard",
  },
  sharedPage: {
    eyebrow: "A Shared Reading of Your Cycles",
    ctaTitle: "Find Your Own Cycles",
    ctaText:
      "Your Personal Year, Month and Day, the nine-year round and your Jupiter and Saturn returns, from your birth date.",
    ctaButton: "Open Your Cycles",
  },
};

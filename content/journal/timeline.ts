/**
 * My Timeline (/timelines): the seeker's own readings over time, and the sky of the weeks ahead. It
 * counts and shows what the seeker did and wrote; it analyses nothing and foretells nothing.
 */
export const TIMELINE_PAGE = {
  eyebrow: "Your journal over time",
  title: "My Timeline",
  metaTitle: "My Timeline · Your readings over time, and the sky ahead",
  metaDescription:
    "See your readings week by week and month by month, how they turned out, the cards and runes that keep returning with an honest chance check, and the Moon's phases, eclipses and planetary stations of the next eight weeks.",
  lead: "Your readings week by week and month by month, how they turned out, what keeps coming back, and the sky of the weeks ahead.",
  honesty:
    "This page counts what you did and wrote: your readings, your notes, your answers. It does not analyse your fate or predict your future.",
  signedOut: {
    title: "Keep your readings on a timeline",
    text: "Sign in, and every reading you make takes its place here.",
    holds: [
      "Your readings by week and by month",
      "Your notes, and how each reading turned out",
      "Your streak and your daily rituals",
      "The cards and runes that keep returning, with a chance check",
    ],
    signIn: "Sign in",
    signUp: "Create a free account",
  },
  readings: {
    title: "Your readings over time",
    byWeek: "Weeks",
    byMonth: "Months",
    scaleLabel: "Count by",
    empty: "No readings in these twelve {scale}s yet. Your first one will appear here.",
    total: "{count} in twelve {scale}s",
    columnLabel: "{period}: {readings}",
    chooseHint: "Choose a week or month to see its readings.",
    periodTitle: "Readings of {period}",
    noneInPeriod: "No readings in this {scale}.",
    loading: "Finding the readings…",
    loadError: "The readings could not be loaded.",
    more: "Show more",
    outcomeLegend: "How they turned out",
    notAnswered: "Not answered yet",
    rituals: "{count} daily rituals",
    notes: "{count} with a note",
  },
  outcomes: { yes: "Resonated", partly: "Partly", no: "Did not resonate" },
  streak: {
    current: "Current streak",
    freezes: "Streak freezes held",
    rituals: "Daily rituals in twelve weeks",
    days: "{count} days",
  },
  followUps: {
    title: "Next follow-ups",
    intro: "Seven and thirty days after a reading with a question, you are asked how it turned out.",
    due: "Waiting for your answer",
    upcoming: "Coming",
    dueOn: "on {day}",
    none: "No follow-ups are waiting. Ask a question with your next reading, and it will come back to you in a week.",
    answer: "Answer",
  },
} as const;

/**
 * The words of "How did it turn out?": the follow-up a week and a month after a reading with a question
 * (its mail and Web Push message), the dashboard's card, the per-reading switch and the reminders
 * setting. `{question}` is the reading's question, `{days}` how long ago it was asked (7 or 30),
 * `{more}` how many other readings wait for their answer.
 */

export const FOLLOW_UP_MESSAGE = {
  subject: "How did it turn out?",
  preheader: "A question you asked the oracle, looked at again.",
  heading: "How did it turn out?",
  /** The mail's opening: the reading's question. */
  asked: (days: number) =>
    days === 7
      ? "A week ago you brought this question to the oracle:"
      : "A month ago you brought this question to the oracle:",
  quoted: (question: string) => `“${question}”`,
  paragraphs: [
    "Time has moved since then. If you like, tell your journal how it turned out: whether the reading rang true, partly, or not at all, with a few words of your own.",
    "There is no right answer, and no need to answer at all. It is only there for you, to look back on.",
  ],
  /** When other readings wait too (they come one a day). */
  more: (more: number) =>
    more === 1
      ? "One more of your readings waits for its answer; it will come another day, or you can see it on your dashboard."
      : `${more} more of your readings wait for their answers; they will come on other days, or you can see them on your dashboard.`,
  action: "Tell how it turned out",
  note: "You receive this because follow-ups are on in your dashboard's reminders.",
  footer: "No longer want to be asked?",
  offLink: "Turn follow-ups off",
  pushTitle: "How did it turn out?",
  pushBody: (days: number, question: string) =>
    `${days === 7 ? "A week" : "A month"} ago you asked: “${question}” Tell your journal how it went, if you like.`,
  pushOff: "Turn off",
};

/** The dashboard's card of follow-ups waiting for an answer. */
export const FOLLOW_UP_CARD = {
  title: "How did it turn out?",
  intro: "A few of your readings are ready to be looked at again. Answer any you like; the rest can wait.",
  asked: (days: number) => (days === 7 ? "Asked a week ago" : "Asked a month ago"),
  stop: "Don't ask about this reading",
  stopFailed: "That did not work. Please try again.",
  loadFailed: "Your follow-ups could not be loaded.",
};

/** The switch in a reading's detail. */
export const FOLLOW_UP_TOGGLE = {
  label: "Ask me how it turned out",
  hint: "A week and a month after the reading, by your reminders and on your dashboard.",
  failed: "The follow-up could not be changed. Please try again.",
};

/** The reminders section's setting, and the off link's page. */
export const FOLLOW_UP_SETTING = {
  label: "How did it turn out?",
  hint: "A week and a month after a reading with a question, at the same hour.",
  off: "Follow-ups are off: no reading will be asked about again.",
};

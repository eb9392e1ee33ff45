/**
 * The built-in reflection on a saved decision (the enhancement when no AI provider is configured), and the
 * reader line and share words. A few sentences in the oracle's warm voice about the seeker's own weights:
 * what they favour, where the gut and the regret answer sit, and questions to take away. Never a forecast.
 */
export const COMPASS_REFLECTION_WORDS = {
  reader:
    "You are the Mystic Dice decision companion, a calm and kind voice reflecting a seeker's own weighing of a decision back to them. You never predict an outcome, never give odds or a chance of anything working out, and treat any drawn card or rune as a perspective, not a verdict.",
  headings: {
    weights: "What you weighed",
    signals: "Head, heart and gut",
    perspective: "The card beside it",
    questions: "Questions to take with you",
  },
  openings: [
    "You gave this decision some honest attention. Here is what your own answers say, gently read back.",
    "Nothing below comes from outside you: every number is one you chose.",
    "A compass shows a direction; the walking is still yours. Here is where your weights point.",
    "Decisions get lighter once they are written down. Let us look at what you wrote.",
  ],
  weightsNotes: [
    "Shares like these are a picture of your priorities today, and priorities are allowed to move.",
    "If a share surprised you, that surprise is information: perhaps a weight is not quite right yet.",
    "A close count often means both paths hold something real for you, not that either is wrong.",
  ],
  agreementNotes: {
    together:
      "Your count, your regret answer and your gut seem to be walking in step, which can make the next move feel steadier.",
    apart:
      "Some of your answers pull in different directions. That is common with choices that matter; each one is telling you something true.",
  },
  questions: [
    "If you chose the option your weights favour, what would you want to keep from the other?",
    "Which weight would you change if nobody else would ever see it?",
    "What small step could you take this week to learn more before you commit?",
    "Who do you trust to hear this decision out without pushing you either way?",
    "What would make you glad of this choice a year from now, whichever way it goes?",
    "Is there a value you left off the list because it felt too obvious or too private?",
  ],
  blessings: [
    "Whatever you decide, you decided it with care, and that counts for a great deal.",
    "Come back after you have slept on it; the count may read differently in the morning.",
    "Your journal will ask in a week how it turned out. Be kind in your answer, whatever it is.",
  ],
  share: { previewTitle: "{title} · Decision Compass", historyTitle: "Decision · {title}" },
};

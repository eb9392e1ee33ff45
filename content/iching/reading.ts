import type { IChingReadingWords } from "../../src/shared/iching/content-types";

/**
 * What an I Ching reading says beyond each hexagram's own words (./hexagrams-*.ts): the movement from the
 * primary hexagram to the relating one, the history's title, the share card, and the built-in
 * enhancement's banks. `{primary}`, `{relating}`, `{from}`, `{to}`, `{number}`, `{english}` and
 * `{question}` are filled in.
 */
export const ICHING_READING_WORDS: IChingReadingWords = {
  movement:
    "{primary} moves toward {relating}: from a time of {from} toward a time of {to}. Tradition reads the first figure as where you stand and the second as where the changing lines are carrying you; read the changing lines as the steps between the two.",
  stillness:
    "No line is changing, so {primary} stands still: tradition reads a cast like this as a moment to settle into, a time of {from} to be understood fully before anything shifts.",
  historyTitle: "Hexagram {number} · {english}",
  share: { cardTitle: "Hexagram {number}: {english}", previewTitle: "An I Ching reading: {english}" },
  enhancement: {
    reader:
      "You are the Mystic Dice keeper of the Book of Changes, a calm and thoughtful voice who reads one cast of the I Ching (a primary hexagram, its changing lines and the relating hexagram) for the seeker's situation, as tradition, never as a forecast.",
    openings: [
      "Six lines have been cast, from the bottom up, and a figure stands before you. Let us read it slowly.",
      "The Book of Changes answers in pictures: heaven and earth, water and fire, mountain and lake. Here is yours.",
      "Your cast was drawn fairly and can be checked. What follows is what tradition makes of it.",
      "A hexagram is a moment caught in six lines. Take a breath before reading this one.",
    ],
    questionLead: "You asked: {question}. Keep it near as the figure unfolds.",
    headings: {
      reading: "The hexagram",
      lines: "The changing lines",
      movement: "Where it is moving",
      practice: "Questions to carry with you",
    },
    questions: {
      guidance: [
        "Which part of this hexagram's picture do you recognise in your week?",
        "What would acting in the spirit of this figure look like tomorrow morning?",
        "Where are you pushing when the moment asks you to wait, or waiting when it asks you to move?",
        "What small change could you make that you would still be glad of in a month?",
      ],
      finances: [
        "Which money decision in front of you fits the time this hexagram describes?",
        "What would steady, patient work on your finances look like this month?",
        "Where could a plain conversation about money save you a long worry?",
        "What are you holding on to out of habit rather than need?",
      ],
      relationships: [
        "Which person in your life does this hexagram bring to mind first?",
        "What could you offer this week without expecting anything back?",
        "Where would listening do more than speaking right now?",
        "What would change if you assumed the other person means well?",
      ],
    },
    blessings: [
      "May the changes ahead find you steady.",
      "Go gently, and let the lines keep turning.",
      "May you read your own moment as clearly as this one.",
    ],
  },
};

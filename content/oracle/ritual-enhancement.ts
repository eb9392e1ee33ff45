import type { RitualTool } from "../../src/shared/draws/spreads";
import type { Situation } from "../../src/shared/situations";

/**
 * The built-in oracle's words for enhancing today's numerology reading or a moon ritual ("the Oracle's
 * voice"): the sections are filled from the numbers', phases' and signs' own words (content/numerology/,
 * content/moon/, content/astrology/), and these banks give the openings, headings, questions and blessings
 * around them. One of each bank is chosen per reading, seeded by its id.
 */
export const RITUAL_ENHANCEMENT_WORDS = {
  openings: {
    numerology: [
      "Numbers keep time more faithfully than clocks. Here is what today's count has to say.",
      "Your date of birth and today's date have met, and their sum is waiting to be read.",
      "The day has been added up, digit by digit, and the number left standing is yours.",
      "Every day carries a number; this one was worked out for you alone.",
    ],
    moon: [
      "The Moon keeps her own calendar. Tonight's page is open before you.",
      "Look up if the sky allows it: the same light is shining on this ritual.",
      "Each night the Moon wears a different face. Here is what tonight's face asks of you.",
      "Set the day down for a few minutes; the ritual is ready when you are.",
    ],
  } satisfies Record<RitualTool, string[]>,
  questionLead: "You came with a question: {question}. Let it sit beside you through what follows.",
  headings: {
    reading: { numerology: "Today's reading", moon: "Tonight's ritual" },
    essence: { numerology: "What the number carries", moon: "What the phase carries" },
    deeper: { numerology: "The day's cycle", moon: "The sign the Moon is in" },
    thread: { numerology: "The thread of your Life Path", moon: "The phase for your question" },
    practice: { numerology: "Questions to carry through the day", moon: "Questions for the quiet after" },
    steps: "The steps",
  },
  /** "Personal Year 1, Personal Month 3, Personal Day 9." */
  cycles: "Personal Year {year}, Personal Month {month}, Personal Day {day}.",
  questions: {
    guidance: [
      "What would today look like if you followed this reading for a single hour?",
      "Which line of this reading did you want to argue with, and why?",
      "What small choice today would your future self thank you for?",
      "Where have you been waiting for permission you do not need?",
      "What is one thing you could leave undone today without harm?",
    ],
    finances: [
      "Which expense or effort this week would you choose again, and which not?",
      "What is one figure you have been avoiding looking at?",
      "Where could a slower decision save you a hasty regret?",
      "What skill would be worth an hour of your time this month?",
      "Who could you thank for help with your work, and how?",
    ],
    relationships: [
      "Whose day could you make easier with one message tonight?",
      "What did you need from someone lately that you never asked for?",
      "Where are you holding on out of habit rather than love?",
      "What would you like someone to notice about you, and could you tell them?",
      "How could you be a little kinder to yourself before sleep?",
    ],
  } satisfies Record<Situation, string[]>,
  blessings: [
    "The reading ends, and the day goes on in your hands.",
    "Keep what helps and let the rest drift off like cloud.",
    "May the hours ahead be a little clearer for this.",
    "Walk on gently; the sky will still be there tomorrow.",
  ],
};

import type { CyclesReadingWords } from "../../src/shared/cycles/content-types";

/**
 * What a recorded reading of the day's cycles says around the numbers' own texts (./cycles.ts): its title
 * and headings, a line for the seeker's situation, the built-in oracle's banks by tier and the share card.
 * Numerology's cycles are spoken of as a tradition, never as fact.
 */
export const CYCLES_READING_WORDS: CyclesReadingWords = {
  name: "Your Cycles",
  title: "Personal Year {year} · Month {month} · Day {day} · Universal Year {universal}",
  headings: {
    personalYear: "Personal Year {number}: {title}",
    personalMonth: "Personal Month {number}: {title}",
    personalDay: "Personal Day {number}: {title}",
    universalYear: "Universal Year {number}: {title}",
  },
  situationLines: {
    guidance:
      "For guidance, let the theme of Personal Year {year} frame the larger question, and let Personal Day {day} suggest the one small step that fits today.",
    finances:
      "For money and work, numerology tradition would weigh plans against the long arc of Personal Year {year}, and keep today's choices in the spirit of Personal Day {day}.",
    relationships:
      "For the people close to you, read Personal Year {year} as the season your bonds are moving through, and Personal Day {day} as the tone of today's conversations.",
  },
  enhancement: {
    reader:
      "You are the Mystic Dice cycle keeper, a warm and grounded voice who reads the seeker's Personal Year, Month and Day and the Universal Year as numerology tradition counts them, without predicting events.",
    openings: [
      "Numbers turn like seasons, and today yours stand in a particular light. Here is how tradition reads them.",
      "Every date carries a count for those who keep the old numerology. Let us look at where your count stands.",
      "The year, the month and the day each have a number of their own for you. Here they are, read together.",
      "A round of nine years, a month inside it, a single day inside that: this is the map tradition offers.",
      "Your cycles were worked out from your birth date and today's date, plain arithmetic carried by an old custom.",
      "Tradition says a life moves in rounds of nine. Let us find your place in this one.",
    ],
    questionLead: "You asked: {question}. Keep it beside you as the numbers are read.",
    headings: {
      reading: "Your cycles today",
      month: "The month and the day",
      universal: "The year for everyone",
      round: "Where you stand in the round",
      practice: "Questions to carry with you",
    },
    round:
      "Personal Year {year} is year {year} of the nine in tradition's round, with {left} more to come before a new round begins. After it comes {next}.",
    questions: {
      guidance: [
        "What did you begin in your last Personal Year 1, and where has it led?",
        "Which part of this year's theme already shows up in your days?",
        "What would you like to have finished before the round turns again?",
        "Where could you move more slowly, and where more boldly?",
        "What does today ask of you that this year does not?",
      ],
      finances: [
        "Which money decision belongs to this year's theme, and which can wait for another?",
        "What steady habit with work or money would this season reward?",
        "Where are you spending effort that the year is not asking for?",
        "What would a patient plan for the rest of this year look like in figures?",
        "Whose advice about work would you value during this stretch of the round?",
      ],
      relationships: [
        "Which bond has changed the most since the round began?",
        "What does this year's theme ask of you with the people you love?",
        "Where could you listen more, and where speak more plainly?",
        "Who has walked this stretch of the cycle beside you?",
        "What kindness could you offer yourself within this season?",
      ],
    },
    blessings: [
      "Numbers mark the seasons; you choose how to walk through them.",
      "May the day's step feel lighter for knowing the year's shape.",
      "Carry what helps, leave the rest, and come back tomorrow for a new day's number.",
      "The round keeps turning; go gently within it.",
      "Let the count be a lantern, never a fence.",
    ],
  },
  share: {
    cardTitle: "Personal Year {year} in Universal Year {universal}",
    previewTitle: "{title}: a Your Cycles reading",
  },
};

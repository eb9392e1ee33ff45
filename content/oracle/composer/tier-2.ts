import type { TierWords } from "../../../src/shared/content-types";

/**
 * Tier 2: personal, speaks to the situation. Two paragraphs: the dice, then counsel.
 */
export const tier2 = {
  openings: {
    guidance: [
      "You came asking for guidance, and the dice have answered with more than a nudge.",
      "You asked which way to turn. The dice do not point; they illuminate.",
      "Your question is about the road ahead, and the dice have set three lanterns along it.",
    ],
    finances: [
      "You asked the dice about money, and they answer as they always do: with moods and seasons rather than sums.",
      "You have brought the dice a question of resources, of earning and keeping.",
      "Money is on your mind, and the dice read it as they read everything, through the will, the mind and the world.",
    ],
    relationships: [
      "You brought your heart to the dice, and they have looked at it kindly.",
      "You asked about love, and the dice answer softly, the way one speaks of a person who matters.",
      "Your question is a question of the heart, and the dice have taken it seriously.",
    ],
  },
  focus: {
    guidance: [
      "Your {rn} tells me what moves you, the {wn} what you already half see, and the {gn} what is ready to take root: {greenWorld}.",
      "The {rn} sets the motive, {redWill}, and the {wn} gives the insight, while the {gn} shows the outcome.",
    ],
    finances: [
      "In money matters the green die leads, and your {gn} shows {greenWorld}, while the {rn} and the {wn} colour how you meet it.",
      "Here the {gn} speaks first: {greenWorld}. Behind it the {rn} brings {redWill}, and the {wn} adds its counsel.",
    ],
    relationships: [
      "In love the red die speaks first, and your {rn} shows {redWill}; the {wn} and the {gn} tell how that longing is seen and received.",
      "Your {rn} is the heart of this reading: {redWill}. The {wn} brings {whiteMind}, and the {gn} answers with {greenWorld}.",
    ],
  },
  counselIntros: [
    "So here is my counsel.",
    "What, then, can you do?",
    "Let me be plain for a moment.",
    "Here is where the reading becomes yours.",
  ],
  closings: {
    guidance: [
      "Walk on; the lanterns are lit.",
      "Trust your feet, for they know more than you think.",
      "The road is yours, and it is kinder than you fear.",
    ],
    finances: [
      "Let steadiness be your true wealth this season.",
      "A calm hand is worth more than a quick one.",
      "Tend what you have, and it will remember you.",
    ],
    relationships: [
      "Love listens for the quiet word.",
      "Be gentle with the heart you carry, and with the one you seek.",
      "What is offered freely finds its way home.",
    ],
  },
  timing: ["Things begin to move {timing}.", "The hour comes {timing}.", "It unfolds {timing}."],
  /** Said only when the text is short of its range. */
  sum: "Their sum, {sum}, is {sumName}: {sumMeaning}.",
  /** Said only when the text is short of its range. */
  greenImage: "It is {greenImage}, and it is yours.",
} satisfies TierWords;

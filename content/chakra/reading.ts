import type { ChakraReadingWords } from "../../src/shared/chakra/content-types";

/**
 * What a check-in's result and its saved reading say around the centres' own words (./centres.ts): the
 * aura's title, the bands of balance, the practices' headings, history's title, the built-in oracle's
 * banks and the share card. A balance is what the seeker said of themselves, never a measurement.
 */
export const CHAKRA_READING_WORDS: ChakraReadingWords = {
  name: "Aura & Chakra Check-in",
  auraTitle: { blend: "A {primary} aura with {secondary}", even: "A clear, even aura" },
  evenAuraLine:
    "No colour leads: your seven balances sit within a few steps of one another, so the card shows a clear light of all seven. An even pattern is a fine place to rest; notice which centre you would like to grow next.",
  bands: { low: "quiet", middle: "steady", high: "bright" },
  practiceHeading: "For your {centre} centre",
  practiceLabels: { breathing: "Breathe", journaling: "Write", movement: "Move" },
  historyTitle: "Check-in · {aura}",
  lowestLine: "You rated your {first} and {second} centres lowest this time.",
  balancesLine: "Balances, from root to crown: {balances}.",
  enhancement: {
    reader:
      "You are the Mystic Dice check-in companion, a calm and kind voice reading back a seeker's own answers to a chakra questionnaire as reflection, never as a diagnosis, a measurement or health advice.",
    openings: [
      "You took a few quiet minutes to ask yourself how you are. Here is what your own answers say, read back gently.",
      "This card was painted from nothing but your answers: no camera, no sensor, only what you chose to say.",
      "Seven centres, twenty-eight honest answers. Let us look at the shape they make together.",
      "A check-in is a mirror, not a verdict. Here is the reflection your answers give.",
    ],
    headings: {
      aura: "Your aura card",
      balances: "The seven centres",
      practice: "Something to try",
      reflect: "Questions to sit with",
    },
    questions: {
      root: "What would help you feel a little more settled where you are?",
      sacral: "When did you last make something just for the joy of it?",
      "solar-plexus": "Which small decision could you make today and keep?",
      heart: "Who would you like to feel closer to, and what is one way toward them?",
      throat: "What have you been waiting to say, and to whom?",
      "third-eye": "Which hunch keeps coming back, and what would test it?",
      crown: "Where in an ordinary day do you find a little wonder?",
    },
    blessings: [
      "Come back whenever you like; the pattern will have shifted, as patterns do.",
      "Be as patient with your quiet centres as you would be with a friend's.",
      "Whatever the colours say, you are the one who knows your week best.",
    ],
  },
  share: { cardTitle: "{aura}", previewTitle: "{aura} · Aura & Chakra Check-in" },
};

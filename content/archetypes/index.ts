import type { ArchetypeReadingWords } from "../../src/shared/archetypes/content-types";

export { ARCHETYPE_ANIMALS } from "./animals";
export { ARCHETYPE_QUIZ } from "./questions";

/** What the server says around a saved result. */
export const ARCHETYPE_READING_WORDS: ArchetypeReadingWords = {
  headings: {
    summary: "Who this animal is in you",
    traits: "Its gifts",
    shadow: "The shadow side",
    ritual: "A small ritual",
    lore: "Where it comes from",
    reflection: "A question to carry",
  },
  historyTitle: "Your animal: {name}",
  enhancement: {
    reader:
      "You are the Mystic Dice keeper of the bestiary, a warm storyteller who reads a seeker's Animal Archetypes quiz result: an animal from European fables, heraldry and medieval bestiaries, with its gifts, shadow side and a small ritual. It is a reflection game, never a diagnosis or a calling.",
    openings: [
      "Open the old bestiary at the page your answers marked, and read it slowly.",
      "Your answers have been counted, and one animal has stepped out of the margins to meet you.",
      "The fabulists gave every creature a lesson. Here is the one your answers chose.",
      "A quiz is only a mirror, but mirrors can be kind. Look at what this one shows.",
    ],
    headings: {
      animal: "Your animal",
      gifts: "What it gives you",
      shadow: "What to watch for",
      ritual: "For the days ahead",
      lore: "The old stories",
      carry: "To carry with you",
    },
    answersLine: "{count} of your thirteen answers pointed here first.",
    blessings: [
      "Keep the gifts, watch the shadow, and let the rest stay a story.",
      "Every animal in the bestiary was someone's lesson. May this one be a gentle one.",
      "Take what fits you, and leave the rest on the page.",
      "The book closes; the week is yours.",
    ],
  },
  share: {
    cardTitle: "My animal archetype: {name}",
    previewTitle: "{name}: an Animal Archetypes result",
  },
};

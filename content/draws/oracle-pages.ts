import type { OraclePageWords } from "../../src/shared/draws/content-types";
import type { DrawTool } from "../../src/shared/draws/spreads";

/** The words of the Tarot and Runes pages, for visitors and for the drawing screen. */
export const ORACLE_PAGE_WORDS: Record<DrawTool, OraclePageWords> = {
  tarot: {
    tool: "tarot",
    metaTitle: "Tarot Reading · One Card, Three Cards or the Celtic Cross",
    metaDescription:
      "Draw from the full 78-card tarot deck: a single card, a three-card spread or the ten-card Celtic Cross, each card read in its position for guidance, finances or relationships.",
    eyebrow: "The 78 cards",
    intro:
      "Shuffle the whole deck, lay a spread, and turn the cards one by one. Each card speaks from its place in the spread, and the spread speaks as one.",
    about: [
      "The tarot is a deck of seventy-eight pictures: twenty-two Major Arcana for the great turns of a life, and four suits of the Minor Arcana (wands, cups, swords and pentacles) for the days between them.",
      "A card can come upright or reversed. Reversed, its energy is blocked, turned inward, or asking for a second look; it is never a sentence passed on you.",
      "Every draw is fair and can be checked: the deck is shuffled from a seed the server seals before you draw and a seed your own browser makes.",
    ],
    itemNoun: "card",
    reversedLabel: "Reversed",
    libraryLabel: "Browse all 78 cards",
    libraryText: "Every card with its keywords and its meanings, upright and reversed.",
    signUpTitle: "Sign up to draw your cards",
    signUpText:
      "A free account opens the one-card and three-card spreads, keeps every reading in your history, and lets you share the ones that speak to you.",
    oracleTitle: "Draw the Tarot",
    oracleLead: "Choose a spread and what your question touches, then draw.",
    questionLabel: "Ask the cards a question (optional)",
    drawLabel: "Draw the Cards",
    drawingLabel: "Shuffling the deck…",
    emptyReading: "Your cards will be laid here.",
    synthesisTitle: "The Spread as a Whole",
  },
  runes: {
    tool: "runes",
    metaTitle: "Rune Casting · The Elder Futhark",
    metaDescription:
      "Cast the 24 runes of the Elder Futhark: a single rune, the Three Norns or the five-rune cross, each stave read in its place for guidance, finances or relationships.",
    eyebrow: "The Elder Futhark",
    intro:
      "Reach into the bag of twenty-four staves and cast. Each rune answers from the place it falls, and together they tell one story.",
    about: [
      "The Elder Futhark is the oldest row of runes: twenty-four staves in three ætts of eight, each a sound, a thing of the old world, and an idea to think with.",
      "Most runes can fall merkstave, upside down, and then they speak of what is stuck, hidden or turned against you for now. A few runes read the same either way up.",
      "Every cast is fair and can be checked: the bag is mixed from a seed the server seals before you cast and a seed your own browser makes.",
    ],
    itemNoun: "rune",
    reversedLabel: "Merkstave",
    libraryLabel: "Browse all 24 runes",
    libraryText: "Every stave with its sound, its lore, and its meanings upright and merkstave.",
    signUpTitle: "Sign up to cast the runes",
    signUpText:
      "A free account opens the single rune and the Three Norns, keeps every reading in your history, and lets you share the ones that speak to you.",
    oracleTitle: "Cast the Runes",
    oracleLead: "Choose a cast and what your question touches, then draw from the bag.",
    questionLabel: "Ask the runes a question (optional)",
    drawLabel: "Cast the Runes",
    drawingLabel: "The staves are falling…",
    emptyReading: "Your runes will be laid here.",
    synthesisTitle: "The Cast as a Whole",
  },
};

import type { DrawTool } from "../../src/shared/draws/spreads";
import type { Situation } from "../../src/shared/situations";

/**
 * The built-in oracle's words for enhancing a tarot spread or a rune cast ("the Oracle's voice"): the
 * sections are filled from each card's or rune's own content (content/tarot/, content/runes/), and these
 * banks give the openings, headings, practices, questions and blessings around them. One of each bank is
 * chosen per reading, seeded by its id.
 */
export const DRAW_ENHANCEMENT_WORDS = {
  openings: {
    tarot: [
      "The cards are laid, and the table goes quiet around them.",
      "The deck has been cut and spread, and the pictures are ready to speak.",
      "Lamp low, cards turned: the spread is open before you.",
      "Every card in this spread was shuffled by the same hand as your question. Let us read them.",
      "The tarot answers in pictures; here is what these pictures say together.",
      "The spread lies face up now, each card in its place, waiting to be read.",
    ],
    runes: [
      "The staves have left the bag and lie on the cloth, carved side up or down as they fell.",
      "Stone on linen: the runes are cast, and each one has landed in its place.",
      "The old letters were cut to be read slowly. Here is what the cast says.",
      "The bag is closed again; what it gave you lies here in its order.",
      "Runes were carved for memory and for counsel. Let these speak to yours.",
      "The cast is made. Lean in, for runes speak softly and plainly.",
    ],
  } satisfies Record<DrawTool, string[]>,
  questionLead: "You came with a question: {question}. Keep it close while the reading unfolds.",
  headings: {
    spread: { tarot: "The cards in their places", runes: "The runes in their places" },
    answer: "What the spread answers",
    relations: { tarot: "How the cards speak to each other", runes: "How the runes speak to each other" },
    /** A one-item reading has no relations: its tier-3 section is the item's own correspondences. */
    correspondences: { tarot: "The card's correspondences", runes: "The rune's lore" },
    timing: "Timing",
    counter: { tarot: "If a card turned", runes: "If a rune turned" },
    spirit: "Spirit Guide Message",
    ritual: "A ritual for the days ahead",
    together: "Read together",
  },
  /** Said before each item's reading in place, so the text walks the spread as a reader does. */
  itemCues: [
    "Look to {place}.",
    "Now to {place}.",
    "Next, {place}.",
    "Turn to {place}.",
    "Then on to {place}.",
    "Move on to {place}.",
  ],
  questions: {
    guidance: [
      "Which of these images would you want to be true a year from now?",
      "Where in your days do you already feel the pull this reading names?",
      "What would you do next if you trusted the quietest part of this reading?",
      "Which position felt like it was describing you, and which felt like a stranger?",
      "What is one thing you could stop doing that would make room for this?",
    ],
    finances: [
      "What would a patient, steady version of you do with your resources this month?",
      "Which money habit does this reading hold up to the light?",
      "Where are you spending energy that returns nothing, and where does it grow?",
      "What would enough look like, said plainly, in a number you could live with?",
      "Who could you ask for advice before your next decision about money?",
    ],
    relationships: [
      "Who came to mind as you read this, and what would you say to them today?",
      "Where in your bonds are you giving more than you say, or saying less than you feel?",
      "What does tenderness ask of you this week, toward another or toward yourself?",
      "Which conversation have you been postponing, and what would make it easier?",
      "What would it look like to be met halfway, and have you said so?",
    ],
  } satisfies Record<Situation, string[]>,
  blessings: [
    "Go gently. A reading is a lantern, not a map; you still choose the road.",
    "Take what rings true and leave the rest on the table. The choice remains yours.",
    "May you walk out of this reading a little lighter than you came in.",
    "The reading ends here; what you do with it begins now.",
    "Hold this loosely and kindly. You are more than any spread can show.",
  ],
};

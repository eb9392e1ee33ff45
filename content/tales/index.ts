import { TAROT_DECK, tarotCardKind } from "../../src/shared/draws/decks";
import { chooseTaleFacts, composeTale, taleParts, type TaleFacts } from "../../src/shared/tales/compose";
import type { TaleBanks, TaleCardWords, TaleServerWords } from "../../src/shared/tales/content-types";
import { tarotCard } from "../tarot";
import { TALE_CALLINGS } from "./callings";
import { TALE_CONNECTIVE } from "./connective";
import { TALE_ERAS } from "./eras";
import { TALE_TURNINGS } from "./turnings";

/** The story banks the built-in storyteller composes from (src/shared/tales/compose.ts). */
export const TALE_BANKS: TaleBanks = {
  eras: TALE_ERAS,
  callings: TALE_CALLINGS,
  turnings: TALE_TURNINGS,
  connective: TALE_CONNECTIVE,
};

/**
 * A tale's enhancement and share card. With an AI provider, the provider retells the tale from the facts
 * the server fixed (its reader line below); without one, the built-in afterword: an opening, the card's
 * own essence (from tier 2), questions to carry (from tier 3, more at 4 and 5) and a closing line.
 */
export const TALE_SERVER_WORDS: TaleServerWords = {
  reader:
    "You are the storyteller of Mystic Dice's Past-Life Tales. Retell the tale in the reading data as a short story in the second person and the past tense, keeping exactly its era, place, calling, turning point and card; change nothing that the data fixes. It is fiction told for entertainment and reflection: never call it a memory or a life the seeker really lived, never mention hypnosis, never claim that past lives are real, and end with one gentle question the seeker might ask about their own life now.",
  headings: { afterword: "An afterword", card: "The card in the tale", questions: "Questions to carry" },
  afterwordOpenings: [
    "A tale is finished when its listener starts to wonder about it, so here is a little room for wondering.",
    "Stories travel further when they are turned over once more, slowly, after the last line.",
    "Before you set this tale down, sit with it for a moment longer.",
    "The storyteller has gone quiet, and now it is your turn to think the tale over.",
    "Nothing in the tale happened, and yet something in it may still be true for you.",
    "A borrowed life can show the shape of your own more clearly than a mirror.",
  ],
  questions: [
    "Which moment in the tale did you feel in your body rather than only follow with your mind?",
    "If the turning point came to your own life this year, what would you want to do differently?",
    "Who in your life now plays the part of the neighbour, the rival or the friend in the tale?",
    "What work would you do with your hands if nothing stopped you?",
    "What are you quietly proud of that nobody ever praises?",
    "Where in your days do you play it safe with the wrong things?",
    "What would you carry out of a flood or a fire, and what does that tell you?",
    "Whom have you been meaning to forgive, or to ask for forgiveness?",
    "What small habit of yours would a storyteller notice first?",
    "When did you last choose your own life on purpose, rather than simply stay in it?",
    "What did the tale's ending leave unsaid, and how would you finish it?",
    "Which of the card's two themes feels closer to your life this month?",
  ],
  blessings: [
    "The tale is yours to keep or to let go.",
    "Go gently, and let the story be one voice among the many you trust.",
    "Your own tale is still being written, one ordinary day at a time.",
    "Keep what helps and leave the rest in the story where it belongs.",
  ],
  share: {
    cardTitle: "{title}",
    previewTitle: "{title}: a Past-Life Tale (a tale, not a memory)",
  },
};

/** The drawn card's words as a tale uses them: its name, two keywords for its orientation, its suit. */
function taleCardWords(card: { index: number; reversed: boolean }): TaleCardWords {
  const slug = TAROT_DECK[card.index];
  if (!slug) throw new Error(`No tarot card at ${card.index}`);
  const { name, keywords } = tarotCard(slug);
  const [first, second] = keywords[card.reversed ? "reversed" : "upright"];
  const kind = tarotCardKind(slug);
  return { name, keywords: [first!, second!], suit: kind?.arcana === "minor" ? kind.suit : null };
}

/** The facts a birth date, a card and a seed choose (what a tale's row keeps). */
export function taleFactsOf(draw: { birthDate: string; card: { index: number; reversed: boolean }; seed: number }) {
  return chooseTaleFacts(TALE_BANKS, { ...draw, suit: taleCardWords(draw.card).suit });
}

/** The tale a birth date, a card and a seed tell: its facts, chosen once, and its words. */
export function tellTale(draw: { birthDate: string; card: { index: number; reversed: boolean }; seed: number }) {
  const facts = taleFactsOf(draw);
  return { facts, ...composeTale(TALE_BANKS, taleCardWords(draw.card), facts, draw.seed) };
}

const upperFirst = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/**
 * A stored tale as a reader reads it: the card, the four facts by name, the title and the paragraphs, told
 * again from the card, the seed and the facts. Null when a fact is no longer in the banks.
 */
export function taleWords(stored: { card: { index: number; reversed: boolean }; seed: number; facts: TaleFacts }) {
  const parts = taleParts(TALE_BANKS, stored.facts);
  const slug = TAROT_DECK[stored.card.index];
  if (!parts || !slug) return null;
  const card = taleCardWords(stored.card);
  const { title, paragraphs } = composeTale(TALE_BANKS, card, stored.facts, stored.seed);
  return {
    card: { index: stored.card.index, key: slug, name: card.name, reversed: stored.card.reversed },
    era: upperFirst(parts.era.name),
    place: parts.place.name,
    calling: upperFirst(parts.calling.name),
    turning: parts.turning.title,
    title,
    paragraphs,
  };
}

/** The page's sample tale, told at build time for a fixed birth date, card (The Star) and seed. */
export function sampleTale() {
  const draw = { birthDate: "1990-03-14", card: { index: 17, reversed: false }, seed: 20_260_314 };
  return taleWords({ card: draw.card, seed: draw.seed, facts: taleFactsOf(draw) })!;
}

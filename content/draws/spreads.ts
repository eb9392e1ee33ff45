import type { PositionWords, SpreadWords } from "../../src/shared/draws/content-types";
import type { Position, Spread } from "../../src/shared/draws/spreads";

/** The name and one-sentence description of each spread (src/shared/draws/spreads.ts), shown when choosing one. */
export const SPREAD_WORDS: SpreadWords[] = [
  {
    spread: "one-card",
    name: "One Card",
    description: "A single card for a single question: one clear word on where you stand today.",
  },
  {
    spread: "three-card",
    name: "Three Cards",
    description: "Three cards in a row, read as past, present and future, or as situation, action and outcome.",
  },
  {
    spread: "celtic-cross",
    name: "Celtic Cross",
    description:
      "The classic ten-card spread: the heart of the matter and what crosses it, its roots, its course, and where it may lead.",
  },
  {
    spread: "single",
    name: "Single Rune",
    description: "One stave drawn from the bag, a single rune to carry with you through the day.",
  },
  {
    spread: "three-norns",
    name: "The Three Norns",
    description: "Three runes for the Norns who tend the well of fate: what was, what is becoming, and what shall be.",
  },
  {
    spread: "five-rune-cross",
    name: "Five-Rune Cross",
    description:
      "Five runes laid as a cross: the heart of the matter, its past and future, what helps and what challenges.",
  },
];

/** The label of each position and what it asks of the card or rune laid there. */
export const POSITION_WORDS: PositionWords[] = [
  { position: "focus", label: "Focus", asks: "What you most need to see now." },
  { position: "past", label: "Past", asks: "What has shaped this." },
  { position: "present", label: "Present", asks: "Where you stand now." },
  { position: "future", label: "Future", asks: "Where the path leads from here." },
  { position: "situation", label: "Situation", asks: "What the matter truly is." },
  { position: "action", label: "Action", asks: "What you can do about it." },
  { position: "outcome", label: "Outcome", asks: "Where that step may lead." },
  { position: "heart", label: "The Heart", asks: "The heart of the matter, as it stands now." },
  { position: "crossing", label: "Crossing", asks: "What crosses you, for good or ill." },
  { position: "foundation", label: "Foundation", asks: "What lies beneath, at the root of it." },
  { position: "recent-past", label: "Recent Past", asks: "What is passing out of your life." },
  { position: "crown", label: "Crown", asks: "What you aim at, or what may come." },
  { position: "near-future", label: "Near Future", asks: "What approaches next." },
  { position: "self", label: "Self", asks: "How you stand within this." },
  { position: "surroundings", label: "Surroundings", asks: "The people and places around you." },
  { position: "hopes-and-fears", label: "Hopes and Fears", asks: "What you hope for, and what you fear." },
  { position: "final-outcome", label: "Final Outcome", asks: "Where the path leads if you keep to it." },
  { position: "rune", label: "The Rune", asks: "What the runes would have you know today." },
  { position: "urd", label: "Urðr — what was", asks: "What was laid down and shapes you still." },
  { position: "verdandi", label: "Verðandi — what is becoming", asks: "What is taking shape now." },
  { position: "skuld", label: "Skuld — what shall be", asks: "What is owed, and what may come of it." },
  { position: "center", label: "Centre", asks: "The heart of the matter." },
  { position: "west", label: "West — the past", asks: "What lies behind you." },
  { position: "east", label: "East — the future", asks: "What lies ahead of you." },
  { position: "south", label: "South — what helps", asks: "The ground beneath you, and what helps." },
  { position: "north", label: "North — what challenges", asks: "The sky above you, and what challenges." },
];

const SPREADS_BY_NAME = new Map(SPREAD_WORDS.map((words) => [words.spread, words]));
const POSITIONS_BY_NAME = new Map(POSITION_WORDS.map((words) => [words.position, words]));

export function spreadWords(spread: Spread): SpreadWords {
  const words = SPREADS_BY_NAME.get(spread);
  if (!words) throw new Error(`No words for the spread "${spread}"`);
  return words;
}

export function positionWords(position: Position): PositionWords {
  const words = POSITIONS_BY_NAME.get(position);
  if (!words) throw new Error(`No words for the position "${position}"`);
  return words;
}

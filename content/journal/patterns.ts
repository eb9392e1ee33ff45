import { roughly } from "../../src/shared/journal/chance";
import { fillWords } from "../../src/shared/text";

/**
 * The journal's patterns: what repeats in a seeker's readings, and the honest chance check beside each
 * (src/shared/journal/chance.ts). `{name}`, `{count}`, `{drawn}`, `{expected}`, `{odds}` are filled in.
 */
export const PATTERNS_WORDS = {
  /** What each kind of item is called: its label in the selector, and one and many in a sentence. */
  kinds: {
    cards: { label: "Cards", one: "card", many: "cards" },
    runes: { label: "Runes", one: "rune", many: "runes" },
    rolls: { label: "Rolls", one: "roll", many: "rolls" },
    faces: { label: "Faces", one: "face", many: "faces" },
    answers: { label: "Answers", one: "answer", many: "answers" },
  },
  /** A dice roll's and a face's names: "Roll 3-5-2", "3 · Spark". */
  rollName: "Roll {roll}",
  faceName: "{face} · {name}",
  sentence: "{name}: {count} in {drawn}; by chance {expected}; chance alone does this {odds}",
  times: { one: "once", many: "{count} times" },
  /** P(X ≥ count) in words. */
  odds: {
    moreOftenThanNot: "more often than not",
    oneIn: "about 1 time in {n}",
    rarerThan: "less than 1 time in a million",
  },
  expected: { about: "about {value}", below: "less than 0.1" },
  title: "Patterns",
  intro:
    "Which cards, runes, rolls or answers come up most in your readings, and how often chance alone would give as many.",
  oracle: "Oracle",
  period: "Period",
  periods: { 30: "Last 30 days", 90: "Last 90 days", 365: "Last year" },
  count: "Count",
  expectedLabel: "By chance",
  loading: "Counting your readings…",
  failed: "The patterns could not be loaded. Try again in a moment.",
  empty: "No readings of this oracle in this period yet.",
  summary: "{readings}, {drawn} in all.",
  ownDraws:
    "Not counted: {count} from your own deck or dice, since the chance check only holds for draws the server made.",
  ownDrawsNone:
    "Readings from your own deck or dice are never counted: the chance check only holds for draws the server made.",
  noPatterns: "{oracle} readings have no patterns to count. Patterns are counted for: {tools}.",
  unknownKind: "{oracle} patterns count {kinds}.",
  caution:
    "With many cards or runes, some will come up more than chance suggests: one item at 1 time in 20 among 78 is expected.",
} as const;

/** Recording a tarot spread or rune cast drawn from the seeker's own deck, on the oracle's page. */
export const OWN_DECK_WORDS = {
  summary: { tarot: "Record a draw from your own deck", runes: "Record a cast from your own runes" },
  lead: {
    tarot:
      "Shuffle your own cards, lay the spread chosen above, and pick each card in its place, in the order you laid them.",
    runes:
      "Cast your own runes for the spread chosen above, and pick each rune in its place, in the order you drew them.",
  },
  choose: { tarot: "Choose a card", runes: "Choose a rune" },
  groups: {
    tarot: ["Major Arcana", "Wands", "Cups", "Swords", "Pentacles"],
    runes: ["Freyr's ætt", "Hagal's ætt", "Tyr's ætt"],
  },
  missing: { tarot: "Choose the card in this place", runes: "Choose the rune in this place" },
  twice: { tarot: "This card is already in the spread", runes: "This rune is already in the cast" },
  submit: "Read my draw",
  mark: "Your own draw",
  markNote:
    "Drawn from your own deck: the server drew nothing, so it has no fairness proof and is not counted in patterns.",
} as const;

const words = PATTERNS_WORDS;

/** How often chance alone does this, in words: "more often than not", "about 1 time in 3", … */
export function oddsInWords(pAtLeast: number): string {
  if (pAtLeast > 0.5) return words.odds.moreOftenThanNot;
  if (pAtLeast < 1e-6) return words.odds.rarerThan;
  const oneIn = Math.max(2, roughly(1 / pAtLeast));
  if (oneIn >= 1_000_000) return words.odds.rarerThan;
  return fillWords(words.odds.oneIn, { n: oneIn.toLocaleString("en-US") });
}

/** An expected count in words: one decimal below 10 ("about 0.8"), whole above; "less than 0.1". */
function expectedInWords(expected: number): string {
  if (expected < 0.05) return words.expected.below;
  const value = expected < 10 ? expected.toFixed(1) : Math.round(expected).toLocaleString("en-US");
  return fillWords(words.expected.about, { value });
}

/** A count of a kind's items: "1 card", "60 cards". */
export function itemsInWords(count: number, unit: { one: string; many: string }): string {
  return `${count.toLocaleString("en-US")} ${count === 1 ? unit.one : unit.many}`;
}

/** "The Tower: 4 times in 60 cards; by chance about 0.8; chance alone does this about 1 time in 100". */
export function chanceSentence(input: {
  name: string;
  count: number;
  itemsDrawn: number;
  expected: number;
  pAtLeast: number;
  unit: { one: string; many: string };
}): string {
  return fillWords(words.sentence, {
    name: input.name,
    count: input.count === 1 ? words.times.one : fillWords(words.times.many, { count: input.count }),
    drawn: itemsInWords(input.itemsDrawn, input.unit),
    expected: expectedInWords(input.expected),
    odds: oddsInWords(input.pAtLeast),
  });
}

import type { RuneAett, TarotSuit } from "../../src/shared/draws/decks";
import type { Element, PairReading, RepeatedNumber } from "../../src/shared/draws/relations";
import type { SpreadBalance } from "../../src/shared/draws/synthesis";
import type { Situation } from "../../src/shared/situations";
import { fillWords } from "../../src/shared/text";
import {
  AETT_NAMES,
  COUNT_LINE,
  COUNT_WORDS,
  COURT_PEOPLE,
  DIGNITY_WORDS,
  NEUTRAL_NEIGHBOURS,
  NUMBER_THEMES,
  RELATION_WORDS,
  REPEATED_NUMBER,
  SAME_AETT,
} from "./relations";

/**
 * The synthesis under a spread: the relations between its positions first (src/shared/draws/relations.ts,
 * words in ./relations.ts), then what the balance shows (src/shared/draws/synthesis.ts) — repeated
 * numbers, the court cards, which suit or ætt leads, a short count — closed for the reading's situation.
 */

const SUIT_THEMES: Record<TarotSuit, string> = {
  wands:
    "Wands lead this spread: fire runs through it, and the question is less what you feel than what you are willing to start and carry.",
  cups: "Cups lead this spread: the tide here is feeling, and the answer is found by listening to what the heart already knows.",
  swords:
    "Swords lead this spread: the air is full of thought, words and decisions, and clarity matters more than comfort today.",
  pentacles:
    "Pentacles lead this spread: the earth speaks of work, body, money and time, of what grows slowly under patient hands.",
};

const AETT_THEMES: Record<RuneAett, string> = {
  freyr:
    "Freyr's ætt leads the cast: these are runes of beginnings, of wealth that moves, of gifts and joy, the first turning of the wheel.",
  hagal:
    "Hagal's ætt leads the cast: hail, need and ice, harvest and the yew, forces larger than one will that ask for endurance and trust in the season.",
  tyr: "Tyr's ætt leads the cast: runes of right action, of growth, kinship and inheritance, of what a person builds with others and leaves behind.",
};

const SITUATION_CLOSINGS: Record<Situation, string> = {
  guidance:
    "Read the positions as one sentence about your path, and let the strongest image be the one you carry today.",
  finances:
    "For your resources, weigh the practical step the spread points to before the hopeful one, and keep your own counsel on the numbers.",
  relationships:
    "For the people in your life, notice where the spread asks you to speak and where it asks you to listen; both are part of the answer.",
};

function majorsSentence(balance: SpreadBalance): string {
  const { majors, count } = balance;
  if (count === 1) {
    return majors === 1
      ? "A single Major Arcana card answers: a great theme of life is moving, larger than the day's small choices."
      : "A single Minor Arcana card answers: the matter is in your hands, in the ordinary work of the days ahead.";
  }
  if (majors === 0)
    return "No Major Arcana appear: this is a matter of daily choices, and you hold more of the pen than you think.";
  if (majors * 2 > count)
    return `${majors} of the ${count} cards are Major Arcana: fate's larger currents are at work, and some of what unfolds asks to be met rather than managed.`;
  return `${majors === 1 ? "One Major Arcana card stands" : `${majors} Major Arcana cards stand`} among the minor ones, marking where the deeper lesson of this spread sits.`;
}

function reversalSentence(balance: SpreadBalance, itemWord: string): string {
  const { reversed, count } = balance;
  if (reversed === 0)
    return count === 1
      ? `The ${itemWord} lies upright: its energy flows outward, open and ready to be used.`
      : `Every ${itemWord} lies upright: the energies flow outward, open and ready to be used.`;
  if (reversed === count)
    return count === 1
      ? `The ${itemWord} lies reversed: its energy turns inward, delayed or blocked, and asks to be freed before it can serve you.`
      : `Every ${itemWord} lies reversed: this is a time of turning inward, of undoing knots before new threads are tied.`;
  if (reversed * 2 > count)
    return `Most of the ${itemWord}s lie reversed (${reversed} of ${count}): much of the energy here is held back or turned inward, waiting for you to release it.`;
  return `${reversed === 1 ? `One ${itemWord} lies` : `${reversed} ${itemWord}s lie`} reversed: look there first, for that is where the flow catches.`;
}

function runeCountSentence(balance: SpreadBalance): string {
  return balance.count === 1
    ? "One rune was drawn from the bag: a single stave, to be read slowly and carried for the day."
    : `${balance.count} runes were cast: read them in their places, each answering the one before.`;
}

/** One item as the synthesis names it. */
export interface SynthesisItem {
  /** The item by name, as said mid-sentence ("the Three of Cups", "the Fool", "Fehu"). */
  name: string;
  /** Its position said mid-sentence ("the Recent Past", "Urðr's well", content/draws/positions.ts). */
  place: string;
  element: Element | null;
  aett: RuneAett | null;
  suit: TarotSuit | null;
  court: "page" | "knight" | "queen" | "king" | null;
}

export interface SynthesisFacts {
  balance: SpreadBalance;
  situation: Situation;
  items: readonly SynthesisItem[];
  relations: readonly PairReading[];
  repeated: readonly RepeatedNumber[];
  courts: readonly number[];
}

function capitalise(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

const ELEMENT_NAMES: Record<Element, string> = { fire: "Fire", water: "Water", air: "Air", earth: "Earth" };

/** The sentences of one relation: how the two positions read against each other, and their elements. */
export function relationSentence(relation: PairReading, items: readonly SynthesisItem[]): string {
  const a = items[relation.from]!;
  const b = items[relation.to]!;
  const via = relation.via === null ? null : items[relation.via]!;
  const values = {
    a: a.name,
    A: capitalise(a.name),
    b: b.name,
    via: via?.name ?? "",
    ea: a.element ? ELEMENT_NAMES[a.element] : "",
    eb: b.element ? ELEMENT_NAMES[b.element] : "",
    aett: a.aett ? AETT_NAMES[a.aett] : "",
  };
  const sentences = [fillWords(RELATION_WORDS[relation.rule.id][relation.turn], values)];
  // The movement's ends are not neighbours: their elements are read beside their neighbours instead.
  if (relation.rule.id === "movement") return sentences.join(" ");
  if (relation.dignity && relation.dignity !== "neutral")
    sentences.push(fillWords(DIGNITY_WORDS[relation.dignity], values));
  else if (relation.dignity === "neutral" && relation.rule.id === "neighbours") {
    sentences.push(fillWords(NEUTRAL_NEIGHBOURS, values));
  }
  if (relation.sameAett) sentences.push(fillWords(SAME_AETT, values));
  return sentences.join(" ");
}

/** "the Heart", "Urðr's well": a position said mid-sentence. */
function placeOf(item: SynthesisItem): string {
  return item.place;
}

function listOf(words: readonly string[]): string {
  return words.length < 2 ? (words[0] ?? "") : `${words.slice(0, -1).join(", ")} and ${words.at(-1)}`;
}

function repeatedSentence(repeat: RepeatedNumber, items: readonly SynthesisItem[]): string {
  const number = NUMBER_THEMES[repeat.number]!;
  return fillWords(REPEATED_NUMBER, {
    count: COUNT_WORDS[repeat.at.length] ?? String(repeat.at.length),
    plural: number.plural,
    places: listOf(repeat.at.map((at) => placeOf(items[at]!))),
    theme: number.theme,
  });
}

/** A court card as a person in its place. */
function courtSentence(item: SynthesisItem): string | null {
  if (!item.court || !item.suit) return null;
  return fillWords(COURT_PEOPLE.sentence, {
    A: capitalise(item.name),
    position: placeOf(item),
    who: COURT_PEOPLE.rank[item.court],
    how: COURT_PEOPLE.suit[item.suit],
  });
}

function countLine(balance: SpreadBalance): string {
  const { majors, count, reversed } = balance;
  return fillWords(COUNT_LINE[balance.tool], { majors, count, reversed });
}

/**
 * The synthesis paragraph for a spread of the tarot or the runes: the relations lead (each pair of
 * positions read against each other, README.md), then repeated numbers, the court cards as people, the
 * suit or ætt that leads, one short counting line, and the situation's closing. A one-item spread has no
 * relations and keeps the balance's sentences.
 */
export function synthesisText(facts: SynthesisFacts): string {
  const { balance, items } = facts;
  const theme =
    balance.tool === "tarot"
      ? balance.dominantSuit && SUIT_THEMES[balance.dominantSuit]
      : balance.dominantAett && AETT_THEMES[balance.dominantAett];
  const sentences =
    balance.count === 1
      ? balance.tool === "tarot"
        ? [majorsSentence(balance), reversalSentence(balance, "card")]
        : [runeCountSentence(balance), reversalSentence(balance, "rune")]
      : [
          ...facts.relations.map((relation) => relationSentence(relation, items)),
          ...facts.repeated.map((repeat) => repeatedSentence(repeat, items)),
          // Two people are enough to name; more would crowd the relations out.
          ...facts.courts.slice(0, 2).map((at) => courtSentence(items[at]!)),
          theme,
          countLine(balance),
        ];
  return [...sentences, SITUATION_CLOSINGS[facts.situation]].filter(Boolean).join(" ");
}

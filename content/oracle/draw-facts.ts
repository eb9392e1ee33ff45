import { PLAN_TERMS, isPaidPlanLevel } from "../../src/shared/billing";
import type { RuneContent, TarotCardContent } from "../../src/shared/draws/content-types";
import { RUNE_AETTS, RUNE_DECK_ENTRIES, TAROT_MAJOR_ARCANA, TAROT_SUITS } from "../../src/shared/draws/decks";
import { spreadPositions, spreadsOf, spreadSize, type DrawTool, type Spread } from "../../src/shared/draws/spreads";
import { positionWords, spreadWords } from "../draws/spreads";
import { TAROT_LIBRARY_PATH } from "../../src/shared/site-routes";
import { RUNES } from "../runes";
import { TAROT_CARDS } from "../tarot";

/**
 * Lyra's answers about the tarot and the runes, composed from the decks, the spreads, their words and
 * the plans: no count or price is written here, so a changed spread or plan changes what she says.
 */

const FREE_PLAN = PLAN_TERMS.find((plan) => plan.priceCents === 0)!;
const PAID_PLANS = PLAN_TERMS.filter((plan) => isPaidPlanLevel(plan.level));
const listOf = (items: string[]) =>
  items.length <= 1 ? items.join("") : `${items.slice(0, -1).join(", ")} and ${items.at(-1)}`;
const firstSentence = (text: string) => text.split(/(?<=[.!?])\s+/)[0]!;
const ITEM_WORDS: Record<DrawTool, [string, string]> = { tarot: ["card", "cards"], runes: ["rune", "runes"] };
const count = (size: number, tool: DrawTool) => `${size} ${ITEM_WORDS[tool][size === 1 ? 0 : 1]}`;

/** Whether the free plan opens a spread. */
function isFreeSpread(spread: Spread): boolean {
  return FREE_PLAN.maxSpreadSize === null || spreadSize(spread) <= FREE_PLAN.maxSpreadSize;
}

/** "It is free on every plan, …" or "It opens with the Mystic Novice and Arcane Explorer plans." */
function spreadAccess(spread: Spread): string {
  return isFreeSpread(spread)
    ? `It is free on every plan, the ${FREE_PLAN.name} plan included.`
    : `It opens with the ${listOf(PAID_PLANS.map((plan) => plan.name))} plans.`;
}

/** "the Celtic Cross", "The Three Norns" at the start of a sentence. */
const theSpread = (spread: Spread) => {
  const name = spreadWords(spread).name;
  return name.startsWith("The ") ? name : `the ${name}`;
};

/** What a spread is: its size, its description, its places in order and who it is open to. */
export function spreadFact(tool: DrawTool, spread: Spread): string {
  const words = spreadWords(spread);
  const places = spreadPositions(spread).map((position) => positionWords(position).label);
  const placesLine = places.length > 1 ? ` Its places, in the order they are laid: ${listOf(places)}.` : "";
  const subject = theSpread(spread).replace(/^the /, "The ");
  return `${subject} is a ${tool === "tarot" ? "tarot" : "rune"} spread of ${count(spreadSize(spread), tool)}. ${words.description}${placesLine} ${spreadAccess(spread)}`;
}

/** Which of an oracle's spreads are free, which need a plan, and the one daily allowance. */
export function drawPlansFact(tool: DrawTool): string {
  const spreads = spreadsOf(tool);
  const free = spreads.filter(isFreeSpread).map((spread) => spreadWords(spread).name);
  const paid = spreads.filter((spread) => !isFreeSpread(spread)).map(theSpread);
  const name = tool === "tarot" ? "The tarot" : "The runes";
  const paidLine =
    paid.length > 0
      ? ` ${listOf(paid).replace(/^the /, "The ")} ${paid.length === 1 ? "opens" : "open"} with the ${listOf(PAID_PLANS.map((plan) => plan.name))} plans.`
      : "";
  const allowance =
    FREE_PLAN.dailyLimit === null ? "" : ` (${FREE_PLAN.dailyLimit} a day on the ${FREE_PLAN.name} plan)`;
  return `${name} ${tool === "tarot" ? "is" : "are"} free to use: ${listOf(free)} ${free.length === 1 ? "is" : "are"} open on every plan.${paidLine} The dice, the tarot and the runes share one daily allowance of readings${allowance}; see /pricing.`;
}

/** "One Card (1 card), Three Cards (3 cards) and Celtic Cross (10 cards)". */
function spreadsLine(tool: DrawTool): string {
  return listOf(spreadsOf(tool).map((spread) => `${spreadWords(spread).name} (${count(spreadSize(spread), tool)})`));
}

export function tarotOverview(): string {
  const spreads = spreadsLine("tarot");
  const majors = TAROT_MAJOR_ARCANA.length;
  return [
    `The tarot has ${TAROT_CARDS.length} cards: ${majors} Major Arcana, from ${TAROT_CARDS[0]!.name} to ${TAROT_CARDS[majors - 1]!.name}, the great turns of a life; and ${TAROT_CARDS.length - majors} Minor Arcana in ${TAROT_SUITS.length} suits (${listOf([...TAROT_SUITS])}), the weather of everyday days.`,
    `You choose your situation and a spread: ${spreads}.`,
    "A card may land reversed, and then its energy turns inward, is delayed or asks for care.",
    "Draw at /tarot, and browse every card in the library at /tarot/cards.",
  ].join(" ");
}

export function runesOverview(): string {
  const steady = RUNE_DECK_ENTRIES.filter((entry) => !entry.reversible).length;
  const spreads = spreadsLine("runes");
  return [
    `The runes are the ${RUNES.length} staves of the Elder Futhark, the oldest row of runic letters, in ${RUNE_AETTS.length} families (ætts) of ${RUNES.length / RUNE_AETTS.length}.`,
    `Each stave is a sound and a picture at once, from ${RUNES[0]!.name}, "${RUNES[0]!.literal}", to ${RUNES.at(-1)!.name}, "${RUNES.at(-1)!.literal}".`,
    `You hold your question, choose a situation and a spread, and draw from the bag: ${spreads}.`,
    `A rune that lands turned over is read merkstave, its shadow side; ${steady} of them look the same either way up and are never turned.`,
    "Cast at /runes, and learn the staves one by one at /runes/library.",
  ].join(" ");
}

/** A card's keywords both ways up and its essence; asked about reversed, the reversed card comes first. */
export function tarotCardFact(card: TarotCardContent, reversed = false): string {
  const more = `Read it whole at ${TAROT_LIBRARY_PATH}/${card.slug}.`;
  if (reversed) {
    return `${card.name} reversed: ${listOf(card.keywords.reversed)}. ${firstSentence(card.reversedEssence ?? card.essence)} Upright, it speaks of ${listOf(card.keywords.upright)}. ${more}`;
  }
  return `${card.name}: ${listOf(card.keywords.upright)}; reversed, ${listOf(card.keywords.reversed)}. ${firstSentence(card.essence)} ${more}`;
}

/** A rune's sound, literal meaning, keywords and essence; asked about merkstave, its shadow side first. */
export function runeFact(entry: RuneContent, merkstave = false): string {
  if (merkstave && entry.keywords.merkstave) {
    return `${entry.name} merkstave (its name means "${entry.literal}"): ${listOf(entry.keywords.merkstave)}. ${firstSentence(entry.merkstaveEssence ?? entry.essence)} Upright, it speaks of ${listOf(entry.keywords.upright)}.`;
  }
  const merkstaveLine = entry.keywords.merkstave
    ? `; merkstave, ${listOf(entry.keywords.merkstave)}`
    : "; it looks the same either way up, so it is never merkstave";
  return `${entry.name} writes the sound "${entry.sound}" and means "${entry.literal}": ${listOf(entry.keywords.upright)}${merkstaveLine}. ${firstSentence(entry.essence)}`;
}

export const DRAW_REPLY_CLOSING =
  "Ask me about a spread, a card or a stave by name, and I will tell you what it speaks of; readings are for reflection and entertainment.";

import type { TarotSuit } from "../draws/decks";
import { fillWords } from "../text";
import type { TaleBanks, TaleCalling, TaleCardWords, TaleEra, TalePlace, TaleTurning } from "./content-types";

/**
 * The built-in storyteller of the past-life tales (docs/ARCHITECTURE.md, "Past-Life Tales"): pure over the
 * story banks, which are handed in (this module never imports content/). The birth date and the drawn
 * card choose the facts (`chooseTaleFacts`): the era from both, the place and the calling (among the
 * callings tagged with that era, of the card's suit unless it is a Major Arcana card) from the seed, the
 * turning point from the card and the birth date. The facts and the seed then choose the wording
 * (`composeTale`). The same birth date, card and seed always tell the same tale.
 */

/** The four facts of a tale, by their ids in the banks. */
export interface TaleFacts {
  era: string;
  place: string;
  calling: string;
  turning: string;
}

/** A composed tale: its title and its paragraphs. */
export interface ComposedTale {
  title: string;
  paragraphs: string[];
}

/** FNV-1a over the text: a 32-bit unsigned integer. */
function hashText(text: string): number {
  let hash = 0x811c9dc5;
  for (let index = 0; index < text.length; index++) {
    hash ^= text.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

/** A seeded generator of numbers in [0, 1) (mulberry32). */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function pickOne<T>(bank: readonly T[], random: () => number): T {
  return bank[Math.floor(random() * bank.length) % bank.length]!;
}

/** `count` different entries of the bank, in the order they were chosen. */
function pickDistinct<T>(bank: readonly T[], count: number, random: () => number): T[] {
  const chosen: number[] = [];
  while (chosen.length < Math.min(count, bank.length)) {
    const index = Math.floor(random() * bank.length) % bank.length;
    if (!chosen.includes(index)) chosen.push(index);
  }
  return chosen.map((index) => bank[index]!);
}

/** The callings that fit an era, of the suit when it has any (else all that fit the era). */
export function callingsFor(banks: TaleBanks, eraId: string, suit: TarotSuit | null): TaleCalling[] {
  const fitting = banks.callings.filter((calling) => calling.eras.includes(eraId));
  const suited = suit ? fitting.filter((calling) => calling.suit === suit) : [];
  return suited.length > 0 ? suited : fitting;
}

/** The facts a birth date (YYYY-MM-DD), a drawn card (its deck index and suit) and a seed give. */
export function chooseTaleFacts(
  banks: TaleBanks,
  draw: { birthDate: string; card: { index: number; reversed: boolean }; suit: TarotSuit | null; seed: number },
): TaleFacts {
  const dateHash = hashText(draw.birthDate);
  const era = banks.eras[(dateHash + draw.card.index) % banks.eras.length]!;
  const random = seededRandom(draw.seed ^ dateHash);
  const place = pickOne(era.places, random);
  const calling = pickOne(callingsFor(banks, era.id, draw.suit), random);
  const turningIndex = ((dateHash >>> 8) + draw.card.index * 11 + (draw.card.reversed ? 5 : 0)) % banks.turnings.length;
  return { era: era.id, place: place.id, calling: calling.id, turning: banks.turnings[turningIndex]!.id };
}

/** The facts' entries in the banks, or null when one is no longer there. */
export function taleParts(
  banks: TaleBanks,
  facts: TaleFacts,
): { era: TaleEra; place: TalePlace; calling: TaleCalling; turning: TaleTurning } | null {
  const era = banks.eras.find((entry) => entry.id === facts.era);
  const place = era?.places.find((entry) => entry.id === facts.place);
  const calling = banks.callings.find((entry) => entry.id === facts.calling);
  const turning = banks.turnings.find((entry) => entry.id === facts.turning);
  return era && place && calling && turning ? { era, place, calling, turning } : null;
}

/** Words that take "an" though they start with a consonant, and "a" though they start with a vowel. */
const AN_BEFORE = /^(hour|honest|honou?r|heir)/i;
const A_BEFORE = /^(uni|use|usu|eu|one|once|ewe)/i;

/** The noun with "a" or "an" as it is said. */
export function withArticle(noun: string): string {
  const takesAn = AN_BEFORE.test(noun) || (/^[aeiou]/i.test(noun) && !A_BEFORE.test(noun));
  return `${takesAn ? "an" : "a"} ${noun}`;
}

/** "rope-maker" → "Rope-Maker". */
function titleCase(words: string): string {
  return words.replace(/(^|[\s-])([a-z])/g, (_whole, before: string, letter: string) => before + letter.toUpperCase());
}

/** Every sentence of the text starting with a capital letter (after an opening quotation mark too). */
function capitaliseSentences(text: string): string {
  return text.replace(
    /(^|[.!?]["”’)]?\s+)(["“‘(]?)([a-z])/g,
    (_whole, before: string, quote: string, letter: string) => before + quote + letter.toUpperCase(),
  );
}

/** The sentences of a paragraph. */
export function sentencesOf(paragraph: string): string[] {
  return paragraph
    .split(/(?<=[.!?]["”’)]?)\s+(?=["“‘(]?[A-Za-z])/)
    .map((sentence) => sentence.trim())
    .filter(Boolean);
}

/**
 * The tale of the facts, told with the seed: an opening in the era with its scenes; the place and the
 * calling; an ordinary day and the people in it; the turning point and the choice; the card's word on it,
 * what came after and the years after that; a closing that says again it is a tale. Every slot is filled and every sentence starts with a capital.
 */
export function composeTale(banks: TaleBanks, card: TaleCardWords, facts: TaleFacts, seed: number): ComposedTale {
  const parts = taleParts(banks, facts);
  if (!parts) throw new Error(`A tale's facts are not in the banks: ${JSON.stringify(facts)}`);
  const { era, place, calling, turning } = parts;
  const random = seededRandom(seed ^ hashText(`${facts.era}|${facts.place}|${facts.calling}|${facts.turning}`));
  const words = banks.connective;
  const slots = {
    era: era.name,
    when: era.when,
    place: place.name,
    landmark: place.landmark,
    aCalling: withArticle(calling.name),
    calling: calling.name,
    Calling: titleCase(calling.name),
    tool: calling.tool,
    card: card.name,
    keyword: card.keywords[0],
    keyword2: card.keywords[1],
  };
  const fill = (sentences: readonly string[]) => capitaliseSentences(fillWords(sentences.join(" "), slots));
  const paragraphs = [
    fill([pickOne(words.openings, random), ...pickDistinct(era.scenes, era.scenes.length, random)]),
    fill([...place.sketch, pickOne(words.callingLeads, random), ...calling.days]),
    fill([...pickDistinct(words.ordinary, 2, random), calling.pride, ...pickDistinct(words.people, 2, random)]),
    fill([pickOne(words.turningLeads, random), ...turning.event, pickOne(words.choices, random)]),
    fill([pickOne(words.cardLines, random), ...turning.after, pickOne(words.years, random)]),
    fill([pickOne(words.closings, random)]),
  ];
  return { title: capitaliseSentences(fillWords(pickOne(words.titles, random), slots)), paragraphs };
}

/** The words of a text, counted as a reader would (hyphenated words once). */
export function wordCount(text: string): number {
  return text.split(/\s+/).filter((word) => /[A-Za-z0-9]/.test(word)).length;
}

import { ZODIAC_SIGNS, type ZodiacSign } from "./astrology/signs";
import { RUNE_DECK, TAROT_DECK, TAROT_MAJOR_ARCANA } from "./draws/decks";
import { isSpreadOf, SPREADS, type Spread } from "./draws/spreads";
import { MOON_PHASES, type MoonPhase } from "./moon/phases";
import { readDateInText } from "./numerology/date-in-text";
import { NUMEROLOGY_NUMBERS, type NumerologyNumber } from "./numerology/numbers";
import { classifyCrisis } from "./crisis";
import { classifyIntent, SAFETY_INTENT_OF, type ChatIntent } from "./oracle";
import { mentionsAny, wordsOf } from "./word-forms";

/**
 * What a question to the chat guide names of the oracles' own things: a tarot card, a rune, a number, a
 * sign, a phase of the Moon, a spread, or the seeker's Life Path. Names are read from the decks' and
 * lists' slugs ("the-tower", "three-of-cups", "waning-gibbous"), so a question names them in plain words
 * with or without "the". The words of each thing are in content/; this only finds which are asked about.
 */
export type GuideTopic =
  | { kind: "card"; slug: string; reversed: boolean }
  | { kind: "rune"; slug: string; merkstave: boolean }
  | { kind: "number"; value: NumerologyNumber }
  | { kind: "sign"; sign: ZodiacSign }
  | { kind: "phase"; phase: MoonPhase }
  | { kind: "moon-today" }
  | { kind: "spread"; spread: Spread }
  | { kind: "life-path" };

/** Words that ask about a thing rather than use its name in passing. */
const ASKING_WORDS = [
  "mean",
  "meaning",
  "stand for",
  "symbol",
  "symbolise",
  "symbolize",
  "signify",
  "represent",
  "what is",
  "what's",
  "what are",
  "tell me",
  "explain",
  "about",
  "reversed",
  "upright",
  "merkstave",
  "card",
  "rune",
  "ruler",
  "rule",
  "date",
  "describe",
];
const REVERSED_WORDS = ["reversed", "reverse", "upside down", "inverted", "merkstave", "turned over"];
/** Words that make a number the dice's: "a sum of 11", "my red 5". */
const DICE_WORDS = ["die", "dice", "sum", "total", "roll", "red", "white", "green", "face"];
const NUMBER_WORDS = ["number", "numerology", "master"];
const PHASE_WORDS = ["phase", "today", "tonight", "now", "currently"];

/** A text's words joined by single spaces, padded, so a name of several words is found as a phrase. */
const phraseText = (text: string) => ` ${wordsOf(text).join(" ")} `;
const hasPhrase = (text: string, phrase: string) => text.includes(` ${phrase} `);
const slugWords = (slug: string) => slug.replaceAll("-", " ");

/**
 * A Major Arcanum is named when the question names it, with or without "the", and asks about it (so "the
 * sun sign" and "a tower of paperwork" name no card). A minor card ("three of cups") and a rune are
 * distinctive enough to be named anywhere.
 */
function namedCards(text: string, asks: boolean): string[] {
  const majors = new Set<string>(TAROT_MAJOR_ARCANA);
  return TAROT_DECK.filter((slug) => {
    const bare = slugWords(slug).replace(/^the /, "");
    if (!majors.has(slug)) return hasPhrase(text, bare) || hasPhrase(text, bare.replace(/ of /, " "));
    return asks && hasPhrase(text, bare) && !hasPhrase(text, `${bare} sign`);
  });
}

/**
 * The Moon's phases a question names ("waning gibbous", "the full moon"), and today's Moon when it asks
 * after the sky now ("what phase is the moon today", "is it a full moon tonight").
 */
function namedPhases(text: string): GuideTopic[] {
  const named = MOON_PHASES.filter((phase) => hasPhrase(text, slugWords(phase)));
  const today = hasPhrase(text, "moon") && PHASE_WORDS.some((word) => hasPhrase(text, word));
  return [
    ...(today ? [{ kind: "moon-today" } as const] : []),
    ...named.map((phase) => ({ kind: "phase", phase }) as const),
  ];
}

export function readGuideTopics(query: string): GuideTopic[] {
  const text = phraseText(query);
  const asks = mentionsAny(query, ASKING_WORDS);
  const reversed = REVERSED_WORDS.some((word) => hasPhrase(text, word));
  const spreads = SPREADS.filter((spread) => mentionsAny(query, [spreadPhrase(spread)]));
  const phases = namedPhases(text);
  // "the Moon card" is the card; "the new moon" and "the moon today" are the sky.
  const cards = namedCards(text, asks).filter(
    (slug) => !(slug === "the-moon" && phases.length > 0 && !hasPhrase(text, "card")),
  );
  const runes = RUNE_DECK.filter((slug) => hasPhrase(text, slug));
  const signs = ZODIAC_SIGNS.filter((sign) => hasPhrase(text, sign) && (sign !== "cancer" || asks));
  const date = readDateInText(query);
  const namedNumbers = NUMEROLOGY_NUMBERS.filter((value) => hasPhrase(text, String(value)));
  const speaksOfNumbers =
    (mentionsAny(query, NUMBER_WORDS) || hasPhrase(text, "life path")) && !mentionsAny(query, DICE_WORDS);
  // "my birthday is 22 Feb 1980, what is my life path?" asks for a Life Path; "what does life path 11
  // mean?" asks about the number 11.
  const asksLifePath =
    hasPhrase(text, "life path") || (date.kind !== "none" && mentionsAny(query, ["numerology", "my number"]));
  const lifePath = asksLifePath && !(date.kind === "none" && speaksOfNumbers && namedNumbers.length > 0);
  const numbers = speaksOfNumbers && !lifePath ? namedNumbers : [];
  return [
    ...(lifePath ? [{ kind: "life-path" } as const] : []),
    ...spreads.map((spread) => ({ kind: "spread", spread }) as const),
    ...(cards.length > 0 ? [] : phases),
    ...cards.map((slug) => ({ kind: "card", slug, reversed }) as const),
    ...runes.map((slug) => ({ kind: "rune", slug, merkstave: reversed }) as const),
    ...signs.map((sign) => ({ kind: "sign", sign }) as const),
    ...numbers.map((value) => ({ kind: "number", value }) as const),
  ];
}

/** The words a spread is asked about by: "celtic cross", "three norns", "five rune cross", "three card". */
function spreadPhrase(spread: Spread): string {
  return (
    { "one-card": "one card", "three-card": "three card", single: "single rune" }[spread as string] ?? slugWords(spread)
  );
}

/** The intent of a question that names one of the oracles' things. */
const TOPIC_INTENT: Record<GuideTopic["kind"], ChatIntent> = {
  card: "tarot_meaning",
  rune: "rune_meaning",
  number: "numerology_meaning",
  sign: "numerology_meaning",
  "life-path": "numerology_meaning",
  phase: "moon_phase",
  "moon-today": "moon_phase",
  spread: "tarot_meaning",
};

/**
 * The chat guide's classifier: the crisis detector first, always; then a question that names a card, a
 * rune, a number, a sign, a phase of the Moon, a spread or the Life Path goes to that oracle's facts;
 * any other is classified by its keywords (`classifyIntent`). It lives here, not beside
 * `classifyIntent`, so that the pages that bundle oracle.ts do not bundle the decks' lists with it.
 */
export function classifyQuestion(query: string): ChatIntent {
  const needsHelp = classifyCrisis(query);
  if (needsHelp) return SAFETY_INTENT_OF[needsHelp];
  const topic = readGuideTopics(query)[0];
  if (!topic) return classifyIntent(query);
  return topic.kind === "spread" && isSpreadOf("runes", topic.spread) ? "rune_meaning" : TOPIC_INTENT[topic.kind];
}

import { describe, expect, it } from "vitest";
import type { TarotCardContent } from "../../src/shared/draws/content-types";
import { TAROT_DECK } from "../../src/shared/draws/decks";
import { SITUATIONS } from "../../src/shared/situations";
import {
  commonestOpening,
  duplicates,
  longestRunSharedWith,
  longestSharedRun,
  median,
  runsSharedWith,
  sharedRuns,
  wordCount,
  type NamedText,
} from "../draws/text-figures";
import { TAROT_CARDS, tarotCard } from "./index";
import { MAJOR_ARCANA } from "./major-arcana";

const WAYS = ["upright", "reversed"] as const;
/** 78 cards × upright and reversed × the three situations. */
const EXPECTED_MEANINGS = TAROT_DECK.length * WAYS.length * SITUATIONS.length;

const MEANINGS: NamedText[] = TAROT_CARDS.flatMap((card) =>
  WAYS.flatMap((way) =>
    SITUATIONS.map((situation) => ({ id: `${card.slug}.${way}.${situation}`, text: card[way]?.[situation] ?? "" })),
  ),
);

describe("the tarot's words, the whole deck", () => {
  it("are the 78 cards of TAROT_DECK, in its order, found by slug", () => {
    const slugs = TAROT_CARDS.map((card) => card.slug);
    expect(slugs.length, `expected ${TAROT_DECK.length} cards, found ${slugs.length}`).toBe(TAROT_DECK.length);
    expect(slugs).toEqual([...TAROT_DECK]);
    for (const slug of TAROT_DECK) expect(tarotCard(slug).slug, slug).toBe(slug);
    expect(() => tarotCard("the-joker")).toThrow("No tarot card the-joker");
  });

  it("read every card upright and reversed for each situation", () => {
    const present = MEANINGS.filter(({ text }) => text.trim() !== "");
    expect(present.length, `expected ${EXPECTED_MEANINGS} meanings, found ${present.length}`).toBe(EXPECTED_MEANINGS);
  });

  it("fill the name, element, astrology, image and essence of every card", () => {
    const fields = ["name", "element", "astrology", "image", "essence"] as const satisfies (keyof TarotCardContent)[];
    const empty = TAROT_CARDS.flatMap((card) =>
      fields.filter((field) => (card[field] ?? "").trim() === "").map((field) => `${card.slug}.${field}`),
    );
    expect(TAROT_CARDS.length, `expected ${TAROT_DECK.length} cards, found ${TAROT_CARDS.length}`).toBe(
      TAROT_DECK.length,
    );
    expect(empty).toEqual([]);
  });

  it("give three to five keywords each way", () => {
    const wrong = TAROT_CARDS.flatMap((card) =>
      WAYS.filter((way) => {
        const words = card.keywords[way];
        return words.length < 3 || words.length > 5 || words.some((word) => word.trim() === "");
      }).map((way) => `${card.slug}.${way}`),
    );
    expect(TAROT_CARDS.length, `expected ${TAROT_DECK.length} cards, found ${TAROT_CARDS.length}`).toBe(
      TAROT_DECK.length,
    );
    expect(wrong).toEqual([]);
  });

  it("read each card in 25 to 120 words per meaning", () => {
    const outside = MEANINGS.filter(({ text }) => wordCount(text) < 25 || wordCount(text) > 120).map(
      ({ id, text }) => `${id}: ${wordCount(text)} words`,
    );
    expect(MEANINGS.length, `expected ${EXPECTED_MEANINGS} meanings, found ${MEANINGS.length}`).toBe(EXPECTED_MEANINGS);
    expect(outside).toEqual([]);
  });

  it("never say the same meaning twice, nor share a run of 8 words across the deck", () => {
    expect(MEANINGS.length, `expected ${EXPECTED_MEANINGS} meanings, found ${MEANINGS.length}`).toBe(EXPECTED_MEANINGS);
    expect(duplicates(MEANINGS)).toEqual([]);
    expect(sharedRuns(MEANINGS, 8)).toEqual([]);
  });

  it("print their figures", () => {
    const counts = MEANINGS.map(({ text }) => wordCount(text));
    const opening = commonestOpening(MEANINGS);
    const figures = {
      cards: TAROT_CARDS.length,
      meanings: MEANINGS.length,
      words: counts.length ? { min: Math.min(...counts), median: median(counts), max: Math.max(...counts) } : null,
      commonestOpening: `"${opening.opening}" ${(opening.share * 100).toFixed(1)}%`,
      longestSharedRun: longestSharedRun(MEANINGS),
    };
    console.log("Tarot's words:", JSON.stringify(figures));
    expect(figures.meanings, `expected ${EXPECTED_MEANINGS} meanings, found ${figures.meanings}`).toBe(
      EXPECTED_MEANINGS,
    );
  });
});

/** The reversed essences written so far: the checks below hold for every one of them. */
const REVERSED_ESSENCES: NamedText[] = TAROT_CARDS.flatMap((card) =>
  card.reversedEssence === undefined ? [] : [{ id: card.slug, text: card.reversedEssence }],
);
const MIN_ESSENCE_WORDS = 55;
const MAX_ESSENCE_WORDS = 95;

/** What a reversed essence must not repeat: the card's own essence and its reversed meanings. */
function ownWords(card: TarotCardContent): NamedText[] {
  return [
    { id: `${card.slug}.essence`, text: card.essence },
    ...SITUATIONS.map((situation) => ({ id: `${card.slug}.reversed.${situation}`, text: card.reversed[situation] })),
  ];
}

/** "The Tower" is named as "Tower" ("Reversed, the Tower…"); "Ace of Cups" as itself. */
const namesCard = (card: TarotCardContent, text: string) =>
  text.toLowerCase().includes(card.name.replace(/^The /, "").toLowerCase());

describe("the tarot's reversed essences", () => {
  it("are written for the 22 Major Arcana", () => {
    const missing = MAJOR_ARCANA.filter((card) => (card.reversedEssence ?? "").trim() === "").map((card) => card.slug);
    expect(MAJOR_ARCANA).toHaveLength(22);
    expect(missing).toEqual([]);
  });

  it("are written for all 78 cards", () => {
    const missing = TAROT_CARDS.filter((card) => (card.reversedEssence ?? "").trim() === "").map((card) => card.slug);
    expect(TAROT_CARDS).toHaveLength(TAROT_DECK.length);
    expect(
      missing,
      `expected ${TAROT_DECK.length} reversed essences, found ${TAROT_DECK.length - missing.length}`,
    ).toEqual([]);
  });

  it(`name their card in ${MIN_ESSENCE_WORDS} to ${MAX_ESSENCE_WORDS} words and never say "upright"`, () => {
    const wrong = REVERSED_ESSENCES.flatMap(({ id, text }) => {
      const card = tarotCard(id);
      const words = wordCount(text);
      return [
        ...(words < MIN_ESSENCE_WORDS || words > MAX_ESSENCE_WORDS ? [`${id}: ${words} words`] : []),
        ...(/upright/i.test(text) ? [`${id}: says "upright"`] : []),
        ...(namesCard(card, text) ? [] : [`${id}: does not name ${card.name}`]),
      ];
    });
    expect(REVERSED_ESSENCES.length).toBeGreaterThanOrEqual(MAJOR_ARCANA.length);
    expect(wrong).toEqual([]);
  });

  it("share no run of 8 words with their card's essence or reversed meanings, nor with each other", () => {
    const echoes = REVERSED_ESSENCES.flatMap((own) =>
      runsSharedWith(own, ownWords(tarotCard(own.id)), 8).map(({ run, ids }) => `${ids.join(" + ")}: "${run}"`),
    );
    expect(REVERSED_ESSENCES.length).toBeGreaterThanOrEqual(MAJOR_ARCANA.length);
    expect(echoes).toEqual([]);
    expect(duplicates(REVERSED_ESSENCES)).toEqual([]);
    expect(sharedRuns(REVERSED_ESSENCES, 8)).toEqual([]);
  });

  it("open the Major Arcana in varied ways: no two-word opening more than 3 times", () => {
    const majors = REVERSED_ESSENCES.filter(({ id }) => MAJOR_ARCANA.some((card) => card.slug === id));
    const opening = commonestOpening(majors);
    expect(majors).toHaveLength(MAJOR_ARCANA.length);
    expect(Math.round(opening.share * majors.length), `"${opening.opening}"`).toBeLessThanOrEqual(3);
  });

  it("print their figures", () => {
    const counts = REVERSED_ESSENCES.map(({ text }) => wordCount(text));
    const opening = commonestOpening(REVERSED_ESSENCES);
    const figures = {
      written: `${REVERSED_ESSENCES.length} of ${TAROT_DECK.length}`,
      words: { min: Math.min(...counts), median: median(counts), max: Math.max(...counts) },
      commonestOpening: `"${opening.opening}" ${Math.round(opening.share * REVERSED_ESSENCES.length)}×`,
      longestRunWithOwnCard: Math.max(
        ...REVERSED_ESSENCES.map((own) => longestRunSharedWith(own, ownWords(tarotCard(own.id)))),
      ),
      longestRunBetweenCards: longestSharedRun(REVERSED_ESSENCES),
    };
    console.log("Tarot's reversed essences:", JSON.stringify(figures));
    expect(figures.longestRunWithOwnCard).toBeLessThan(8);
    expect(figures.longestRunBetweenCards).toBeLessThan(8);
  });
});

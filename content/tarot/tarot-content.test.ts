import { describe, expect, it } from "vitest";
import type { TarotCardContent } from "../../src/shared/draws/content-types";
import { TAROT_DECK } from "../../src/shared/draws/decks";
import { SITUATIONS } from "../../src/shared/situations";
import {
  commonestOpening,
  duplicates,
  longestSharedRun,
  median,
  sharedRuns,
  wordCount,
  type NamedText,
} from "../draws/text-figures";
import { TAROT_CARDS, tarotCard } from "./index";

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

import { describe, expect, it } from "vitest";
import type { TarotCardContent } from "../../src/shared/draws/content-types";
import { TAROT_DECK } from "../../src/shared/draws/decks";
import { CUPS } from "./cups";
import { WANDS } from "./wands";

/** The words of the suits of Wands and Cups: their place in the deck, their fields, their variety. */

const CARDS: TarotCardContent[] = [...WANDS, ...CUPS];
const ORIENTATIONS = ["upright", "reversed"] as const;
const SITUATIONS = ["guidance", "finances", "relationships"] as const;

/** Lowercase words, punctuation stripped (an apostrophe inside a word stays: "don't"). */
function wordsOf(text: string): string[] {
  return text
    .toLowerCase()
    .replace(/[^a-z0-9'\s-]/g, " ")
    .replace(/(^|\s)['-]+|['-]+(?=\s|$)/g, " ")
    .split(/\s+/)
    .filter(Boolean);
}

interface MeaningText {
  where: string;
  text: string;
  words: string[];
}

const MEANINGS: MeaningText[] = CARDS.flatMap((card) =>
  ORIENTATIONS.flatMap((orientation) =>
    SITUATIONS.map((situation) => {
      const text = card[orientation][situation];
      return { where: `${card.slug} ${orientation} ${situation}`, text, words: wordsOf(text) };
    }),
  ),
);

/** The longest run of identical consecutive words two word lists share (longest common substring). */
function longestSharedRun(a: string[], b: string[]): number {
  let best = 0;
  let previous = new Array<number>(b.length + 1).fill(0);
  for (let i = 1; i <= a.length; i++) {
    const current = new Array<number>(b.length + 1).fill(0);
    for (let j = 1; j <= b.length; j++) {
      if (a[i - 1] === b[j - 1]) {
        current[j] = previous[j - 1]! + 1;
        if (current[j]! > best) best = current[j]!;
      }
    }
    previous = current;
  }
  return best;
}

/** Every pair of texts with its longest shared run, the longest first. */
function sharedRuns(texts: { where: string; words: string[] }[]) {
  const pairs: { a: string; b: string; run: number }[] = [];
  for (let i = 0; i < texts.length; i++) {
    for (let j = i + 1; j < texts.length; j++) {
      pairs.push({ a: texts[i]!.where, b: texts[j]!.where, run: longestSharedRun(texts[i]!.words, texts[j]!.words) });
    }
  }
  return pairs.sort((x, y) => y.run - x.run);
}

describe("the tarot's Wands and Cups", () => {
  it("are the 28 slugs of Wands then Cups, in the deck's order", () => {
    const start = TAROT_DECK.indexOf("ace-of-wands");
    expect(start).toBeGreaterThan(0);
    expect(CARDS.map((card) => card.slug)).toEqual(TAROT_DECK.slice(start, start + 28));
    expect(CARDS.at(-1)!.slug).toBe("king-of-cups");
  });

  it("name each card from its slug and give each its suit's element", () => {
    for (const card of CARDS) {
      const [rank, , suit] = card.slug.split("-");
      const capital = (word: string) => word[0]!.toUpperCase() + word.slice(1);
      expect(card.name).toBe(`${capital(rank!)} of ${capital(suit!)}`);
      expect(card.element).toBe(suit === "wands" ? "Fire" : "Water");
    }
  });

  it("fill every field", () => {
    for (const card of CARDS) {
      const texts = [
        card.slug,
        card.name,
        card.element,
        card.astrology,
        card.image,
        card.essence,
        ...card.keywords.upright,
        ...card.keywords.reversed,
        ...ORIENTATIONS.flatMap((orientation) => SITUATIONS.map((situation) => card[orientation][situation])),
      ];
      for (const text of texts) expect(text.trim(), card.slug).not.toBe("");
    }
  });

  it("give three to five keywords each way, lowercase, none in both lists", () => {
    for (const card of CARDS) {
      for (const list of [card.keywords.upright, card.keywords.reversed]) {
        expect(list.length, card.slug).toBeGreaterThanOrEqual(3);
        expect(list.length, card.slug).toBeLessThanOrEqual(5);
        for (const keyword of list) expect(keyword, card.slug).toBe(keyword.toLowerCase());
      }
      const both = card.keywords.upright.filter((keyword) => card.keywords.reversed.includes(keyword));
      expect(both, card.slug).toEqual([]);
    }
  });

  it("describe each picture in two or three sentences and each essence in three to five", () => {
    const sentences = (text: string) => text.split(/(?<=[.!?])\s+(?=[A-Z])/).length;
    for (const card of CARDS) {
      expect(sentences(card.image), `${card.slug} image`).toBeGreaterThanOrEqual(2);
      expect(sentences(card.image), `${card.slug} image`).toBeLessThanOrEqual(3);
      expect(sentences(card.essence), `${card.slug} essence`).toBeGreaterThanOrEqual(3);
      expect(sentences(card.essence), `${card.slug} essence`).toBeLessThanOrEqual(5);
    }
  });

  it("read each meaning in 25 to 120 words", () => {
    const outOfRange = MEANINGS.filter(({ words }) => words.length < 25 || words.length > 120).map(
      ({ where, words }) => `${where}: ${words.length}`,
    );
    expect(outOfRange).toEqual([]);
  });

  it("never say a meaning twice, nor share a run of 8 words between two texts", () => {
    expect(new Set(MEANINGS.map(({ text }) => text)).size).toBe(MEANINGS.length);

    const runs = sharedRuns(MEANINGS);
    const longest = runs[0]!;
    const openings = new Set(MEANINGS.map(({ words }) => words.slice(0, 4).join(" ")));
    const meanWords = MEANINGS.reduce((sum, { words }) => sum + words.length, 0) / MEANINGS.length;
    console.log(
      `Wands and Cups: ${MEANINGS.length} meaning texts, mean ${meanWords.toFixed(1)} words ` +
        `(${Math.min(...MEANINGS.map(({ words }) => words.length))}–${Math.max(...MEANINGS.map(({ words }) => words.length))}), ` +
        `${openings.size} distinct openings of 4 words, longest shared run ${longest.run} words (${longest.a} / ${longest.b})`,
    );

    expect(MEANINGS.length).toBe(28 * 6);
    expect(runs.filter(({ run }) => run >= 8)).toEqual([]);
  });

  it("do not open two meanings with the same four words", () => {
    const seen = new Map<string, string>();
    const repeated: string[] = [];
    for (const { where, words } of MEANINGS) {
      const opening = words.slice(0, 4).join(" ");
      const first = seen.get(opening);
      if (first) repeated.push(`"${opening}": ${first} / ${where}`);
      else seen.set(opening, where);
    }
    expect(repeated).toEqual([]);
  });

  it("keep the images and essences apart too: no run of 8 words shared with any other text", () => {
    const descriptions = CARDS.flatMap((card) => [
      { where: `${card.slug} image`, words: wordsOf(card.image) },
      { where: `${card.slug} essence`, words: wordsOf(card.essence) },
    ]);
    const runs = sharedRuns([...descriptions, ...MEANINGS]).filter(
      ({ a, b }) => a.endsWith("image") || a.endsWith("essence") || b.endsWith("image") || b.endsWith("essence"),
    );
    console.log(
      `Wands and Cups: ${descriptions.length} images and essences, longest shared run ${runs[0]!.run} words (${runs[0]!.a} / ${runs[0]!.b})`,
    );
    expect(runs.filter(({ run }) => run >= 8)).toEqual([]);
  });
});

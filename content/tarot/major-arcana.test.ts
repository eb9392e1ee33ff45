import { describe, expect, it } from "vitest";
import { SITUATIONS } from "../../src/shared/situations";
import { TAROT_DECK, TAROT_MAJOR_ARCANA } from "../../src/shared/draws/decks";
import { MAJOR_ARCANA } from "./major-arcana";

const ELEMENTS = ["Fire", "Water", "Air", "Earth"];
const RUN = 8;

/** Every meaning text of the cards, with where it is, in deck order. */
const MEANINGS = MAJOR_ARCANA.flatMap((card) =>
  (["upright", "reversed"] as const).flatMap((way) =>
    SITUATIONS.map((situation) => ({ where: `${card.slug} ${way} ${situation}`, text: card[way][situation] })),
  ),
);

/** A text's words: lowercased, punctuation stripped (apostrophes and hyphens kept inside words). */
const wordsOf = (text: string): string[] =>
  text
    .toLowerCase()
    .replace(/[^\p{L}\p{N}'’-]+/gu, " ")
    .split(/\s+/)
    .map((word) => word.replace(/^['’-]+|['’-]+$/g, ""))
    .filter(Boolean);

/** The runs of `length` consecutive words found in more than one text, each with the texts that share it. */
function sharedRuns(texts: { where: string; text: string }[], length: number): Map<string, Set<string>> {
  const seen = new Map<string, Set<string>>();
  for (const { where, text } of texts) {
    const words = wordsOf(text);
    for (let start = 0; start + length <= words.length; start += 1) {
      const run = words.slice(start, start + length).join(" ");
      const places = seen.get(run) ?? new Set<string>();
      places.add(where);
      seen.set(run, places);
    }
  }
  return new Map([...seen].filter(([, places]) => places.size > 1));
}

/** The longest run of consecutive words that two different texts share. */
function longestSharedRun(texts: { where: string; text: string }[]): number {
  let length = 0;
  while (sharedRuns(texts, length + 1).size > 0) length += 1;
  return length;
}

describe("the Major Arcana's words", () => {
  it("has one entry per major card, slugs in the deck's canonical order", () => {
    expect(MAJOR_ARCANA.map((card) => card.slug)).toEqual(TAROT_DECK.slice(0, TAROT_MAJOR_ARCANA.length));
    expect(MAJOR_ARCANA).toHaveLength(22);
  });

  it("fills every field of every card", () => {
    for (const card of MAJOR_ARCANA) {
      for (const field of [card.name, card.element, card.astrology, card.image, card.essence]) {
        expect(field.trim(), card.slug).not.toBe("");
      }
      expect(ELEMENTS, card.slug).toContain(card.element);
      for (const way of ["upright", "reversed"] as const) {
        expect(Object.keys(card[way]).sort(), card.slug).toEqual([...SITUATIONS].sort());
      }
    }
  });

  it("gives three to five keywords each way, short, lowercase and never the same on both sides", () => {
    for (const card of MAJOR_ARCANA) {
      const { upright, reversed } = card.keywords;
      for (const list of [upright, reversed]) {
        expect(list.length, card.slug).toBeGreaterThanOrEqual(3);
        expect(list.length, card.slug).toBeLessThanOrEqual(5);
        for (const keyword of list) {
          expect(keyword, card.slug).toBe(keyword.toLowerCase());
          expect(keyword.trim(), card.slug).not.toBe("");
          expect(wordsOf(keyword).length, `${card.slug}: ${keyword}`).toBeLessThanOrEqual(4);
        }
      }
      const all = [...upright, ...reversed];
      expect(new Set(all).size, card.slug).toBe(all.length);
    }
  });

  it("writes images of two or three sentences and essences of three to five", () => {
    const sentences = (text: string) => text.split(/(?<=[.!?])\s+/).filter(Boolean).length;
    for (const card of MAJOR_ARCANA) {
      expect(sentences(card.image), card.slug).toBeGreaterThanOrEqual(2);
      expect(sentences(card.image), card.slug).toBeLessThanOrEqual(3);
      expect(sentences(card.essence), card.slug).toBeGreaterThanOrEqual(3);
      expect(sentences(card.essence), card.slug).toBeLessThanOrEqual(5);
    }
  });

  it("keeps each meaning between 25 and 120 words", () => {
    const outside = MEANINGS.filter(({ text }) => {
      const count = wordsOf(text).length;
      return count < 25 || count > 120;
    }).map(({ where }) => where);
    expect(outside).toEqual([]);
  });

  it("never repeats a meaning, nor a run of eight words across two texts", () => {
    const texts = MEANINGS.map(({ text }) => text);
    expect(new Set(texts).size).toBe(texts.length);

    const shared = [...sharedRuns(MEANINGS, RUN)].map(([run, places]) => `${run} (${[...places].join(", ")})`);
    const longest = longestSharedRun(MEANINGS);
    const prose = [
      ...MEANINGS,
      ...MAJOR_ARCANA.flatMap((card) => [
        { where: `${card.slug} image`, text: card.image },
        { where: `${card.slug} essence`, text: card.essence },
      ]),
    ];
    const longestInProse = longestSharedRun(prose);
    const counts = MEANINGS.map(({ text }) => wordsOf(text).length);
    const mean = counts.reduce((sum, count) => sum + count, 0) / counts.length;
    console.log(
      `Major Arcana: ${MEANINGS.length} meaning texts, mean ${mean.toFixed(1)} words ` +
        `(min ${Math.min(...counts)}, max ${Math.max(...counts)}); longest shared run ${longest} words ` +
        `(${longestInProse} with images and essences)`,
    );

    expect(shared).toEqual([]);
    expect(longest).toBeLessThan(RUN);
    expect(longestInProse).toBeLessThan(RUN);
  });
});

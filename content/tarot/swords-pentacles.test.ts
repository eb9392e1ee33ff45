import { describe, expect, it } from "vitest";
import type { TarotCardContent } from "../../src/shared/draws/content-types";
import { SITUATIONS } from "../../src/shared/situations";
import { TAROT_DECK } from "../../src/shared/draws/decks";
import { PENTACLES } from "./pentacles";
import { SWORDS } from "./swords";

const CARDS: TarotCardContent[] = [...SWORDS, ...PENTACLES];
const RUN = 8;

/** The words of a text: lowercase, punctuation stripped (apostrophes inside words kept). */
const wordsOf = (text: string) =>
  text
    .toLowerCase()
    .replace(/[’']/g, "")
    .replace(/[^a-z0-9\s-]/g, " ")
    .replace(/-/g, " ")
    .split(/\s+/)
    .filter(Boolean);

/** The six meaning texts of a card, labelled. */
const meaningsOf = (card: TarotCardContent) =>
  (["upright", "reversed"] as const).flatMap((way) =>
    SITUATIONS.map((situation) => ({ label: `${card.slug} ${way} ${situation}`, text: card[way][situation] })),
  );

const MEANINGS = CARDS.flatMap(meaningsOf);
/** Every prose text: the meanings, and each card's image and essence. */
const PROSE = [
  ...MEANINGS,
  ...CARDS.flatMap((card) => [
    { label: `${card.slug} image`, text: card.image },
    { label: `${card.slug} essence`, text: card.essence },
  ]),
];

/** The longest run of identical consecutive words two texts share, and the pair that shares it. */
function longestSharedRun(texts: { label: string; text: string }[]) {
  const words = texts.map((entry) => wordsOf(entry.text));
  let longest = { length: 0, between: [] as string[], words: "" };
  for (let a = 0; a < words.length; a += 1) {
    for (let b = a + 1; b < words.length; b += 1) {
      const first = words[a]!;
      const second = words[b]!;
      // Longest common substring of words, by dynamic programming over the two texts.
      let previous = new Array<number>(second.length + 1).fill(0);
      for (let i = 1; i <= first.length; i += 1) {
        const current = new Array<number>(second.length + 1).fill(0);
        for (let j = 1; j <= second.length; j += 1) {
          if (first[i - 1] !== second[j - 1]) continue;
          current[j] = previous[j - 1]! + 1;
          if (current[j]! > longest.length) {
            longest = {
              length: current[j]!,
              between: [texts[a]!.label, texts[b]!.label],
              words: first.slice(i - current[j]!, i).join(" "),
            };
          }
        }
        previous = current;
      }
    }
  }
  return longest;
}

/** Every window of RUN words said in more than one text. */
function repeatedWindows(texts: { label: string; text: string }[]) {
  const seen = new Map<string, string>();
  const repeated: string[] = [];
  for (const { label, text } of texts) {
    const words = wordsOf(text);
    const own = new Set<string>();
    for (let start = 0; start + RUN <= words.length; start += 1) own.add(words.slice(start, start + RUN).join(" "));
    for (const window of own) {
      const earlier = seen.get(window);
      if (earlier) repeated.push(`"${window}": ${earlier} / ${label}`);
      else seen.set(window, label);
    }
  }
  return repeated;
}

describe("the tarot's Swords and Pentacles", () => {
  it("holds the 28 cards of the two suits in the deck's canonical order", () => {
    const start = TAROT_DECK.indexOf("ace-of-swords");
    const expected = TAROT_DECK.slice(start, start + 28);
    expect(start).toBeGreaterThan(0);
    expect(expected.at(-1)).toBe("king-of-pentacles");
    expect(CARDS.map((card) => card.slug)).toEqual(expected);
    expect(SWORDS.every((card) => card.slug.endsWith("-of-swords"))).toBe(true);
    expect(PENTACLES.every((card) => card.slug.endsWith("-of-pentacles"))).toBe(true);
  });

  it("names each card after its rank and suit, with the suit's element", () => {
    for (const card of CARDS) {
      const [rank, suit] = card.slug.split("-of-") as [string, string];
      const title = (word: string) => word[0]!.toUpperCase() + word.slice(1);
      expect(card.name).toBe(`${title(rank)} of ${title(suit)}`);
      expect(card.element).toBe(suit === "swords" ? "Air" : "Earth");
    }
  });

  it("fills every field", () => {
    for (const card of CARDS) {
      for (const field of [card.slug, card.name, card.element, card.astrology, card.image, card.essence]) {
        expect(field.trim(), card.slug).not.toBe("");
      }
      for (const keyword of [...card.keywords.upright, ...card.keywords.reversed]) {
        expect(keyword.trim(), card.slug).not.toBe("");
      }
      for (const { label, text } of meaningsOf(card)) expect(text.trim(), label).not.toBe("");
    }
  });

  it("gives three to five keywords each way, none said both ways", () => {
    for (const card of CARDS) {
      for (const list of [card.keywords.upright, card.keywords.reversed]) {
        expect(list.length, card.slug).toBeGreaterThanOrEqual(3);
        expect(list.length, card.slug).toBeLessThanOrEqual(5);
        expect(
          list.every((keyword) => keyword === keyword.toLowerCase()),
          card.slug,
        ).toBe(true);
      }
      const all = [...card.keywords.upright, ...card.keywords.reversed];
      expect(new Set(all).size, card.slug).toBe(all.length);
    }
  });

  it("reads each meaning in 25 to 120 words", () => {
    const counts = MEANINGS.map(({ label, text }) => ({ label, words: wordsOf(text).length }));
    const outside = counts.filter((count) => count.words < 25 || count.words > 120);
    const mean = counts.reduce((sum, count) => sum + count.words, 0) / counts.length;
    console.log(
      `Swords and Pentacles: ${counts.length} meaning texts, mean ${mean.toFixed(1)} words, ` +
        `min ${Math.min(...counts.map((count) => count.words))}, max ${Math.max(...counts.map((count) => count.words))}`,
    );
    expect(counts).toHaveLength(28 * 6);
    expect(outside).toEqual([]);
  });

  it("never says a text twice, nor a run of eight words in two texts", () => {
    const longest = longestSharedRun(PROSE);
    console.log(
      `Swords and Pentacles: ${PROSE.length} texts (${MEANINGS.length} meanings, images, essences); ` +
        `longest shared run ${longest.length} words` +
        (longest.length > 0 ? ` ("${longest.words}", ${longest.between.join(" / ")})` : ""),
    );
    expect(new Set(PROSE.map(({ text }) => text.trim().toLowerCase())).size).toBe(PROSE.length);
    expect(repeatedWindows(PROSE)).toEqual([]);
    expect(longest.length).toBeLessThan(RUN);
  });
});

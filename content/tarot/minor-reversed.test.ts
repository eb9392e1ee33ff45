import { describe, expect, it } from "vitest";
import { SITUATIONS } from "../../src/shared/situations";
import { median, sharedRuns, wordCount, type NamedText } from "../draws/text-figures";
import { CUPS } from "./cups";
import { PENTACLES } from "./pentacles";
import { SWORDS } from "./swords";
import { WANDS } from "./wands";

/**
 * The reversed essence of the 56 Minor Arcana: a reading shows it for a card that lies reversed, so it
 * must be there, say the card's name, and never fall back on the card's other way up.
 */
const MINOR = [...WANDS, ...CUPS, ...SWORDS, ...PENTACLES];
const EXPECTED = 56;

const REVERSED: NamedText[] = MINOR.map((card) => ({
  id: `${card.slug}.reversedEssence`,
  text: card.reversedEssence ?? "",
}));

/** The first two words of a text; sharedRuns lowercases them and strips their punctuation. */
const openingOf = (text: string) => text.trim().split(/\s+/).slice(0, 2).join(" ");

describe("the Minor Arcana reversed, in their own words", () => {
  it("give each of the 56 cards a reversed essence", () => {
    const missing = MINOR.filter((card) => (card.reversedEssence ?? "").trim() === "").map((card) => card.slug);
    expect(MINOR.length, `expected ${EXPECTED} cards, found ${MINOR.length}`).toBe(EXPECTED);
    expect(missing).toEqual([]);
  });

  it("read each in 55 to 95 words, naming the card and never the other way up", () => {
    const wrong = MINOR.flatMap((card) => {
      const text = card.reversedEssence ?? "";
      const words = wordCount(text);
      return [
        ...(words < 55 || words > 95 ? [`${card.slug}: ${words} words`] : []),
        ...(/upright/i.test(text) ? [`${card.slug}: says "upright"`] : []),
        ...(text.includes(card.name) ? [] : [`${card.slug}: does not name ${card.name}`]),
      ];
    });
    expect(MINOR.length, `expected ${EXPECTED} cards, found ${MINOR.length}`).toBe(EXPECTED);
    expect(wrong).toEqual([]);
  });

  it("share no run of 8 words with the card's own essence and reversed meanings", () => {
    const shared = MINOR.flatMap((card) => {
      const own = `${card.slug}.reversedEssence`;
      const texts: NamedText[] = [
        { id: own, text: card.reversedEssence ?? "" },
        { id: `${card.slug}.essence`, text: card.essence },
        ...SITUATIONS.map((situation) => ({
          id: `${card.slug}.reversed.${situation}`,
          text: card.reversed[situation],
        })),
      ];
      return sharedRuns(texts, 8)
        .filter(({ ids }) => ids.includes(own))
        .map(({ run, ids }) => `${ids.join(" & ")}: "${run}"`);
    });
    expect(MINOR.length, `expected ${EXPECTED} cards, found ${MINOR.length}`).toBe(EXPECTED);
    expect(shared).toEqual([]);
  });

  it("share no run of 8 words between two cards, and open in varied ways", () => {
    const repeatedOpenings = sharedRuns(
      REVERSED.map(({ id, text }) => ({ id, text: openingOf(text) })),
      2,
    );
    const crowded = repeatedOpenings.filter(({ ids }) => ids.length > 4);
    expect(REVERSED.length, `expected ${EXPECTED} texts, found ${REVERSED.length}`).toBe(EXPECTED);
    expect(sharedRuns(REVERSED, 8)).toEqual([]);
    expect(crowded).toEqual([]);
  });

  it("print their figures", () => {
    const present = REVERSED.filter(({ text }) => text.trim() !== "");
    const counts = present.map(({ text }) => wordCount(text));
    const openings = sharedRuns(
      present.map(({ id, text }) => ({ id, text: openingOf(text) })),
      2,
    )
      .map(({ run, ids }) => ({ run, count: ids.length }))
      .sort((a, b) => b.count - a.count);
    const figures = {
      reversedEssences: present.length,
      words: counts.length ? { min: Math.min(...counts), median: median(counts), max: Math.max(...counts) } : null,
      repeatedOpenings: openings.map(({ run, count }) => `"${run}" ×${count}`),
    };
    console.log("Minor Arcana reversed:", JSON.stringify(figures));
    expect(figures.reversedEssences, `expected ${EXPECTED}, found ${figures.reversedEssences}`).toBe(EXPECTED);
  });
});

import { describe, expect, it } from "vitest";
import { classifyCrisis } from "../../src/shared/crisis";
import { ENERGY_INTENSITIES, ENERGY_QUADRANTS } from "../../src/shared/energy/energy-rule";
import { MOON_PHASES } from "../../src/shared/moon/phases";
import { duplicates, wordCount, type NamedText } from "../draws/text-figures";
import { moonPhaseWords } from "../moon";
import { ENERGY_PAGE_WORDS } from "./page";
import { ENERGY_WORDS } from "./index";

/** Every string in the words, named by its path ("quadrants.bright.meaning"). */
function everyText(value: unknown, id: string): NamedText[] {
  if (typeof value === "string") return [{ id, text: value }];
  if (Array.isArray(value)) return value.flatMap((item, index) => everyText(item, `${id}.${index}`));
  if (value && typeof value === "object")
    return Object.entries(value).flatMap(([key, item]) => everyText(item, id ? `${id}.${key}` : key));
  return [];
}
const ALL_TEXTS = [...everyText(ENERGY_WORDS, "words"), ...everyText(ENERGY_PAGE_WORDS, "page")];

/** A text's word trigrams, lower case, punctuation left out. */
function trigrams(text: string): Set<string> {
  const words = text
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s]/gu, "")
    .split(/\s+/)
    .filter(Boolean);
  return new Set(words.slice(2).map((word, index) => `${words[index]} ${words[index + 1]} ${word}`));
}
function jaccard(left: Set<string>, right: Set<string>): number {
  const shared = [...left].filter((gram) => right.has(gram)).length;
  return shared / (left.size + right.size - shared || 1);
}

const QUADRANT_FIELDS = ["summary", "meaning", "prompt", "care"] as const;
/** The texts a seeker reads as sentences (not names, labels or single words), of ten words or more. */
const PROSE = ALL_TEXTS.filter(({ text }) => wordCount(text) >= 10);

describe("the Energy Map's words", () => {
  it("give every quadrant every field, with 12 words of its own", () => {
    expect(Object.keys(ENERGY_WORDS.quadrants).sort()).toEqual([...ENERGY_QUADRANTS].sort());
    expect(Object.keys(ENERGY_WORDS.intensities).sort()).toEqual([...ENERGY_INTENSITIES].sort());
    for (const quadrant of ENERGY_QUADRANTS) {
      const said = ENERGY_WORDS.quadrants[quadrant];
      expect(said.name.length, quadrant).toBeGreaterThan(5);
      for (const field of QUADRANT_FIELDS)
        expect(wordCount(said[field]), `${quadrant}.${field}`).toBeGreaterThanOrEqual(10);
      expect(wordCount(said.meaning), `${quadrant}.meaning`).toBeGreaterThanOrEqual(35);
      expect(said.prompt.endsWith("?"), `${quadrant}.prompt`).toBe(true);
      expect(said.words).toHaveLength(12);
    }
    const allWords = ENERGY_QUADRANTS.flatMap((quadrant) => ENERGY_WORDS.quadrants[quadrant].words);
    expect(new Set(allWords).size).toBe(allWords.length);
    expect(allWords.every((word) => word.length <= 32 && word === word.toLowerCase())).toBe(true);
  });

  it("are distinct: no two texts the same, and no two sentences sharing more than a fifth of their trigrams", () => {
    expect(duplicates(ALL_TEXTS.filter(({ text }) => wordCount(text) >= 3))).toEqual([]);
    const grams = PROSE.map(({ id, text }) => ({ id, grams: trigrams(text) }));
    const close: string[] = [];
    let highest = 0;
    for (const [index, left] of grams.entries()) {
      for (const right of grams.slice(index + 1)) {
        const score = jaccard(left.grams, right.grams);
        highest = Math.max(highest, score);
        if (score >= 0.2) close.push(`${left.id} ~ ${right.id}: ${score.toFixed(2)}`);
      }
    }
    expect(close).toEqual([]);
    expect(PROSE.length).toBeGreaterThanOrEqual(30);
    expect(highest).toBeLessThan(0.2);
  });

  it("open the quadrants' texts in different ways", () => {
    for (const field of QUADRANT_FIELDS) {
      const openings = ENERGY_QUADRANTS.map((quadrant) =>
        ENERGY_WORDS.quadrants[quadrant][field].toLowerCase().split(/\s+/).slice(0, 2).join(" "),
      );
      expect(new Set(openings).size, field).toBe(openings.length);
    }
  });

  it("never claim what the map cannot do, and say plainly what it is", () => {
    const banned =
      /quantum|scanner|probability of success|success probability|regression|spirit animal|vibration|frequenc/i;
    expect(ALL_TEXTS.filter(({ text }) => banned.test(text)).map(({ id }) => id)).toEqual([]);
    expect(ENERGY_PAGE_WORDS.reminderTitle).toBe("Patterns you notice, not causes");
    expect(ENERGY_PAGE_WORDS.isText).toMatch(/does not measure/);
    expect(ENERGY_PAGE_WORDS.isText).toMatch(/not a health tool/);
    expect(ENERGY_PAGE_WORDS.privacy).toMatch(/never shared/);
    expect(ENERGY_WORDS.reflection.moonLine).toMatch(/not a cause/);
  });

  it("offer only words the crisis detector lets pass, and name the Moon's phases as the moon pages do", () => {
    const words = ENERGY_QUADRANTS.flatMap((quadrant) => ENERGY_WORDS.quadrants[quadrant].words);
    expect(words.filter((word) => classifyCrisis(word) !== null)).toEqual([]);
    for (const phase of MOON_PHASES) expect(ENERGY_PAGE_WORDS.moonPhaseNames[phase]).toBe(moonPhaseWords(phase).name);
  });
});

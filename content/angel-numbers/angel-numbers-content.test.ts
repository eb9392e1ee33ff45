import { describe, expect, it } from "vitest";
import { patternOf } from "../../src/shared/angel-numbers/angel-number-rule";
import type { AngelNumberContent, AngelNumberPattern } from "../../src/shared/angel-numbers/content-types";
import { SITUATIONS } from "../../src/shared/situations";
import {
  commonestOpening,
  duplicates,
  fieldFigures,
  sharedRuns,
  wordCount,
  type NamedText,
} from "../draws/text-figures";
import { ANGEL_NUMBERS, angelNumberBySlug } from "./index";

/** The 64 numbers, in their order, by the shape each one has. */
const EXPECTED: Record<AngelNumberPattern, string[]> = {
  triple: ["000", "111", "222", "333", "444", "555", "666", "777", "888", "999"],
  quadruple: ["0000", "1111", "2222", "3333", "4444", "5555", "6666", "7777", "8888", "9999"],
  "repeating-pair": ["1010", "1212", "1313", "1414", "1515", "1616", "1717", "1818", "1919", "2020", "2121", "2323"],
  mirror: ["01:10", "02:20", "03:30", "04:40", "05:50", "10:01", "12:21", "13:31", "14:41", "15:51", "20:02", "21:12"],
  sequence: ["123", "234", "345", "456", "567", "678", "789", "1234"],
  palindrome: ["101", "202", "303", "505", "1001", "1221", "1331", "1441", "2112", "2332", "3443", "4554"],
};
const EXPECTED_NUMBERS = Object.values(EXPECTED).flat();

const ESSENCES: NamedText[] = ANGEL_NUMBERS.map((entry) => ({ id: entry.slug, text: entry.essence }));
const PROMPTS: NamedText[] = ANGEL_NUMBERS.map((entry) => ({ id: entry.slug, text: entry.prompt }));
const MEANINGS_BY_SITUATION = SITUATIONS.map((situation) => ({
  situation,
  texts: ANGEL_NUMBERS.map((entry) => ({ id: `${entry.slug}.${situation}`, text: entry.meanings[situation] })),
}));
/** Each field whose texts are measured against each other. */
const FIELDS: { name: string; texts: NamedText[]; min: number; max: number }[] = [
  { name: "essence", texts: ESSENCES, min: 50, max: 90 },
  ...MEANINGS_BY_SITUATION.map(({ situation, texts }) => ({ name: `meanings.${situation}`, texts, min: 40, max: 80 })),
  { name: "prompt", texts: PROMPTS, min: 10, max: 30 },
];
const ALL_TEXTS: NamedText[] = FIELDS.flatMap(({ name, texts }) =>
  texts.map(({ id, text }) => ({ id: `${name}:${id}`, text })),
);

const MAX_SHARED_RUN = 6;
const MAX_OPENING_SHARE = 0.1;
/** Words the content never says: the product's points, and words that would misname what it is. */
const FORBIDDEN = [/karm/i, /quantum/i, /scanner/i, /success probability/i, /regression/i, /\bAI\b/];

describe("the angel numbers' words", () => {
  it("are the 64 numbers, in their order, found by slug", () => {
    expect(ANGEL_NUMBERS).toHaveLength(64);
    expect(ANGEL_NUMBERS.map((entry) => entry.number)).toEqual(EXPECTED_NUMBERS);
    for (const entry of ANGEL_NUMBERS) expect(angelNumberBySlug(entry.slug)).toBe(entry);
    expect(angelNumberBySlug("1112")).toBeUndefined();
    expect(angelNumberBySlug("12:21")).toBeUndefined();
    expect(angelNumberBySlug("")).toBeUndefined();
  });

  it("give each number a unique, URL-safe slug: its digits, a mirror time's colon as a hyphen", () => {
    const slugs = ANGEL_NUMBERS.map((entry) => entry.slug);
    expect(new Set(slugs).size).toBe(slugs.length);
    for (const entry of ANGEL_NUMBERS) {
      expect(entry.slug, entry.number).toBe(entry.number.replace(":", "-"));
      expect(entry.slug, entry.number).toMatch(/^\d+(-\d+)?$/);
      expect(encodeURIComponent(entry.slug)).toBe(entry.slug);
    }
  });

  it("name the pattern each number's shape has", () => {
    const wrong = ANGEL_NUMBERS.filter((entry) => patternOf(entry.number) !== entry.pattern).map(
      (entry) => `${entry.number}: says ${entry.pattern}, shape is ${patternOf(entry.number)}`,
    );
    expect(wrong).toEqual([]);
    for (const [pattern, numbers] of Object.entries(EXPECTED)) {
      expect(ANGEL_NUMBERS.filter((entry) => entry.pattern === pattern).map((entry) => entry.number)).toEqual(numbers);
    }
  });

  it("fill every field, with a meaning for each situation and no other", () => {
    const empty = ANGEL_NUMBERS.flatMap((entry: AngelNumberContent) => [
      ...(["number", "slug", "essence", "prompt"] as const)
        .filter((field) => entry[field].trim() === "")
        .map((field) => `${entry.slug}.${field}`),
      ...SITUATIONS.filter((situation) => (entry.meanings[situation] ?? "").trim() === "").map(
        (situation) => `${entry.slug}.${situation}`,
      ),
    ]);
    expect(empty).toEqual([]);
    for (const entry of ANGEL_NUMBERS) expect(Object.keys(entry.meanings).sort()).toEqual([...SITUATIONS].sort());
  });

  it("say each field within its word range", () => {
    const outside = FIELDS.flatMap(({ name, texts, min, max }) =>
      texts
        .filter(({ text }) => wordCount(text) < min || wordCount(text) > max)
        .map(({ id, text }) => `${name} ${id}: ${wordCount(text)} words (${min}-${max})`),
    );
    expect(outside).toEqual([]);
  });

  it("ask each prompt as one question ending in a question mark", () => {
    const wrong = PROMPTS.filter(({ text }) => !text.trim().endsWith("?") || (text.match(/\?/g) ?? []).length !== 1);
    expect(wrong.map(({ id, text }) => `${id}: ${text}`)).toEqual([]);
  });

  it(`share no run of more than ${MAX_SHARED_RUN} words between two texts of a field, and say no text twice`, () => {
    expect(duplicates(ALL_TEXTS)).toEqual([]);
    const echoes = FIELDS.flatMap(({ name, texts }) =>
      sharedRuns(texts, MAX_SHARED_RUN + 1).map(({ run, ids }) => `${name}: "${run}" in ${ids.join(", ")}`),
    );
    expect(echoes).toEqual([]);
  });

  it(`open no more than ${MAX_OPENING_SHARE * 100}% of a field's texts with the same two words`, () => {
    const crowded = FIELDS.map(({ name, texts }) => ({ name, ...commonestOpening(texts) })).filter(
      ({ share }) => share > MAX_OPENING_SHARE,
    );
    expect(crowded).toEqual([]);
  });

  it("never say karma, nor the words that would misname the product", () => {
    const said = ALL_TEXTS.flatMap(({ id, text }) =>
      FORBIDDEN.filter((pattern) => pattern.test(text)).map((pattern) => `${id}: ${pattern}`),
    );
    expect(said).toEqual([]);
  });

  it("read 444 and 666 without dread, saying the popular fears are not this reading", () => {
    for (const slug of ["444", "666"]) {
      const essence = angelNumberBySlug(slug)!.essence;
      expect(essence, slug).toMatch(/fears?/i);
      expect(essence, slug).toMatch(/not this reading/i);
    }
  });

  it("print their figures", () => {
    const figures = Object.fromEntries(FIELDS.map(({ name, texts }) => [name, fieldFigures(texts)]));
    const totalWords = ALL_TEXTS.reduce((sum, { text }) => sum + wordCount(text), 0);
    console.info("Angel numbers' words:", JSON.stringify({ numbers: ANGEL_NUMBERS.length, totalWords, ...figures }));
    for (const { longestSharedRun: run } of Object.values(figures)) expect(run).toBeLessThanOrEqual(MAX_SHARED_RUN);
  });
});

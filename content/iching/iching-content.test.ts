import { describe, expect, it } from "vitest";
import { hexagramOf, TRIGRAM_LINES } from "../../src/shared/iching/cast-rule";
import { TRIGRAM_KEYS } from "../../src/shared/iching/content-types";
import { SITUATIONS } from "../../src/shared/situations";
import { leadSentences } from "../../src/shared/text";
import {
  commonestOpening,
  duplicates,
  longestSharedRun,
  median,
  sharedRuns,
  wordCount,
  type NamedText,
} from "../draws/text-figures";
import { HEXAGRAMS, hexagram, trigram, TRIGRAMS } from "./index";

/** The signature formulas of modern translations, and the words the product never says. */
const FORBIDDEN = [
  "perseverance furthers",
  "it furthers one",
  "no blame",
  "supreme success",
  "the superior man",
  "the great man",
  "the inferior man",
  "remorse disappears",
  "misfortune",
  "humiliation",
  "cross the great water",
  "quantum",
  "scanner",
  "success probability",
  "regression",
];

/** The word ranges of the type's doc comments (src/shared/iching/content-types.ts). */
const RANGES = {
  judgment: [60, 100],
  image: [40, 80],
  line: [25, 60],
  angle: [50, 90],
  trigram: [40, 70],
} as const;

const LONGEST_RUN = 6;
/** A field's commonest two-word opening may start at most 10% of its texts (one text, for a field of under ten). */
const maxOpenings = (texts: readonly NamedText[]) => Math.max(1, Math.floor(texts.length / 10));

const JUDGMENTS: NamedText[] = HEXAGRAMS.map((entry) => ({ id: `${entry.number}.judgment`, text: entry.judgment }));
const IMAGES: NamedText[] = HEXAGRAMS.map((entry) => ({ id: `${entry.number}.image`, text: entry.image }));
const LINES: NamedText[] = HEXAGRAMS.flatMap((entry) =>
  entry.lines.map((text, index) => ({ id: `${entry.number}.line${index + 1}`, text })),
);
const ANGLES = Object.fromEntries(
  SITUATIONS.map((situation) => [
    situation,
    HEXAGRAMS.map((entry) => ({ id: `${entry.number}.${situation}`, text: entry.angles[situation] })),
  ]),
) as Record<(typeof SITUATIONS)[number], NamedText[]>;
const TRIGRAM_TEXTS: NamedText[] = TRIGRAMS.map((entry) => ({ id: `trigram.${entry.key}`, text: entry.text }));

/** Each field whose texts must not echo one another. */
const FIELDS: Record<string, NamedText[]> = {
  judgments: JUDGMENTS,
  images: IMAGES,
  lines: LINES,
  ...Object.fromEntries(SITUATIONS.map((situation) => [`angles.${situation}`, ANGLES[situation]])),
  trigrams: TRIGRAM_TEXTS,
};

const outside = (texts: readonly NamedText[], [min, max]: readonly [number, number]) =>
  texts
    .filter(({ text }) => wordCount(text) < min || wordCount(text) > max)
    .map(({ id, text }) => `${id}: ${wordCount(text)}`);

const range = (texts: readonly NamedText[]) => {
  const counts = texts.map(({ text }) => wordCount(text));
  return { min: Math.min(...counts), median: median(counts), max: Math.max(...counts) };
};

describe("the I Ching's words", () => {
  it("are the 64 hexagrams numbered 1 to 64 in the King Wen order, found by number", () => {
    expect(HEXAGRAMS.map((entry) => entry.number)).toEqual(Array.from({ length: 64 }, (_, index) => index + 1));
    for (const entry of HEXAGRAMS) expect(hexagram(entry.number)).toBe(entry);
    for (const wrong of [0, 65, -1, 1.5, Number.NaN]) expect(() => hexagram(wrong)).toThrow("No hexagram");
  });

  it("set each hexagram's upper over lower trigram as the King Wen table does, no pair twice", () => {
    // The cast's rule holds the table (src/shared/iching/cast-rule.ts, checked there against the sequence's pairs).
    expect(
      HEXAGRAMS.filter((entry) => hexagramOf(entry.upper, entry.lower) !== entry.number).map((e) => e.number),
    ).toEqual([]);
  });

  it("are the 8 trigrams in the order of TRIGRAM_KEYS, each line pattern once, drawn as tradition draws them", () => {
    expect(TRIGRAMS.map((entry) => entry.key)).toEqual([...TRIGRAM_KEYS]);
    for (const key of TRIGRAM_KEYS) expect(trigram(key).key).toBe(key);
    const patterns = TRIGRAMS.map((entry) => entry.lines.join(" "));
    expect(new Set(patterns).size).toBe(8);
    for (const entry of TRIGRAMS)
      expect(entry.lines, entry.key).toEqual(TRIGRAM_LINES[entry.key].map((line) => (line === 1 ? "yang" : "yin")));
    for (const entry of TRIGRAMS) {
      expect(entry.pinyin, entry.key).toMatch(/[āáǎàēéěèīíǐìōóǒòūúǔùǖǘǚǜ]/);
      expect(entry.characters, entry.key).toMatch(/^\p{Script=Han}$/u);
      expect(entry.english.trim(), entry.key).not.toBe("");
      expect(entry.image.toLowerCase(), entry.key).toBe(entry.key);
    }
    expect(new Set(TRIGRAMS.map((entry) => entry.english)).size).toBe(8);
  });

  it("give each hexagram a unique, URL-safe slug of its distinct English name", () => {
    const slugs = HEXAGRAMS.map((entry) => entry.slug);
    expect(slugs.filter((slug) => !/^[a-z0-9]+(-[a-z0-9]+)*$/.test(slug))).toEqual([]);
    expect(new Set(slugs).size).toBe(HEXAGRAMS.length);
    const fromName = (english: string) =>
      english
        .toLowerCase()
        .replace(/[^a-z0-9]+/g, "-")
        .replace(/^-|-$/g, "");
    expect(HEXAGRAMS.filter((entry) => entry.slug !== fromName(entry.english)).map((e) => e.number)).toEqual([]);
    expect(new Set(HEXAGRAMS.map((entry) => entry.english.toLowerCase())).size).toBe(HEXAGRAMS.length);
  });

  it("write each name in pinyin with tone marks and in Chinese characters", () => {
    const wrong = HEXAGRAMS.filter(
      (entry) =>
        !entry.pinyin.split(" ").every((syllable) => /[āáǎàēéěèīíǐìōóǒòūúǔùǖǘǚǜ]/.test(syllable)) ||
        !/^\p{Script=Han}{1,2}$/u.test(entry.characters),
    ).map((entry) => entry.number);
    expect(wrong).toEqual([]);
  });

  it("give three to five lowercase keywords each", () => {
    const wrong = HEXAGRAMS.filter(
      (entry) =>
        entry.keywords.length < 3 ||
        entry.keywords.length > 5 ||
        entry.keywords.some((word) => word.trim() === "" || word !== word.toLowerCase()) ||
        new Set(entry.keywords).size !== entry.keywords.length,
    ).map((entry) => entry.number);
    expect(wrong).toEqual([]);
  });

  it("fill every text within the word ranges of the type", () => {
    expect(LINES).toHaveLength(HEXAGRAMS.length * 6);
    expect(outside(JUDGMENTS, RANGES.judgment)).toEqual([]);
    expect(outside(IMAGES, RANGES.image)).toEqual([]);
    expect(outside(LINES, RANGES.line)).toEqual([]);
    for (const situation of SITUATIONS) expect(outside(ANGLES[situation], RANGES.angle)).toEqual([]);
    expect(outside(TRIGRAM_TEXTS, RANGES.trigram)).toEqual([]);
  });

  it("open each situation's angle with enough to stand alone as the reading's summary and share line", () => {
    // The history, the share card and the link preview show the angle's lead (leadSentences): never a bare "Stop.".
    const bare = SITUATIONS.flatMap((situation) =>
      ANGLES[situation].filter(({ text }) => leadSentences(text).length < 40).map(({ id }) => id),
    );
    expect(bare).toEqual([]);
  });

  it(`never repeat a text, nor share a run of more than ${LONGEST_RUN} words within a field`, () => {
    for (const [field, texts] of Object.entries(FIELDS)) {
      expect(duplicates(texts), field).toEqual([]);
      const runs = sharedRuns(texts, LONGEST_RUN + 1).map(({ run, ids }) => `${ids.join(" + ")}: "${run}"`);
      expect(runs, field).toEqual([]);
    }
  });

  it("open no more than 10% of a field's texts with the same two words", () => {
    for (const [field, texts] of Object.entries(FIELDS)) {
      const { opening, share } = commonestOpening(texts);
      expect(Math.round(share * texts.length), `${field}: "${opening}"`).toBeLessThanOrEqual(maxOpenings(texts));
    }
  });

  it("never use a modern translation's formulas nor the words the product never says", () => {
    const everything = JSON.stringify([HEXAGRAMS, TRIGRAMS]).toLowerCase();
    expect(FORBIDDEN.filter((formula) => everything.includes(formula))).toEqual([]);
    expect(JSON.stringify([HEXAGRAMS, TRIGRAMS])).not.toMatch(/\bAI\b/);
  });

  it("print their figures", () => {
    const figures = {
      hexagrams: HEXAGRAMS.length,
      trigrams: TRIGRAMS.length,
      lines: LINES.length,
      words: Object.fromEntries(Object.entries(FIELDS).map(([field, texts]) => [field, range(texts)])),
      commonestOpening: Object.fromEntries(
        Object.entries(FIELDS).map(([field, texts]) => {
          const { opening, share } = commonestOpening(texts);
          return [field, `"${opening}" ${(share * 100).toFixed(1)}%`];
        }),
      ),
      longestSharedRun: Object.fromEntries(
        Object.entries(FIELDS).map(([field, texts]) => [field, longestSharedRun(texts)]),
      ),
    };
    console.info("I Ching's words:", JSON.stringify(figures, null, 1));
    for (const length of Object.values(figures.longestSharedRun)) expect(length).toBeLessThanOrEqual(LONGEST_RUN);
  });
});

import { describe, expect, it } from "vitest";
import { elementOf, modalityOf, ZODIAC_SIGNS } from "../../src/shared/astrology/signs";
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
import { SIGNS, signContent } from "./index";

/** The kinds of text each sign says, with their bounds in words and sentences. */
const KINDS = [
  { kind: "essence", words: [50, 110], sentences: [3, 5] },
  { kind: "sun", words: [50, 110], sentences: [3, 5] },
  ...SITUATIONS.map((situation) => ({ kind: situation, words: [30, 90], sentences: [2, 4] })),
  { kind: "moonIn", words: [25, 70], sentences: [2, 3] },
] as const;
type Kind = (typeof KINDS)[number]["kind"];

const textOf = (entry: (typeof SIGNS)[number], kind: Kind): string =>
  kind === "essence" || kind === "sun" || kind === "moonIn" ? entry[kind] : entry.angles[kind];

const TEXTS_BY_KIND = new Map<Kind, NamedText[]>(
  KINDS.map(({ kind }) => [kind, SIGNS.map((entry) => ({ id: `${entry.sign}.${kind}`, text: textOf(entry, kind) }))]),
);
const ALL_TEXTS: NamedText[] = [...TEXTS_BY_KIND.values()].flat();

const sentenceCount = (text: string) => text.split(/(?<=[.!?])\s+/).filter((sentence) => sentence.trim()).length;

describe("the zodiac signs' words", () => {
  it("are the twelve signs of ZODIAC_SIGNS, in its order, found by slug", () => {
    expect(SIGNS.map((entry) => entry.sign)).toEqual([...ZODIAC_SIGNS]);
    for (const sign of ZODIAC_SIGNS) expect(signContent(sign).sign).toBe(sign);
    expect(() => signContent("ophiuchus")).toThrow("No sign ophiuchus");
  });

  it("fill every field", () => {
    const empty = SIGNS.flatMap((entry) =>
      (["name", "ruler", "emblem", "essence", "sun", "moonIn"] as const)
        .filter((field) => entry[field].trim() === "")
        .map((field) => `${entry.sign}.${field}`),
    );
    expect(empty).toEqual([]);
    expect(ALL_TEXTS.filter(({ text }) => text.trim() === "").map(({ id }) => id)).toEqual([]);
    expect(ALL_TEXTS).toHaveLength(SIGNS.length * KINDS.length);
  });

  it("name each sign, its emblem and its ruler, all names and emblems distinct", () => {
    for (const entry of SIGNS) {
      expect(entry.name.toLowerCase()).toBe(entry.sign);
      expect(entry.emblem).toMatch(/^the [A-Z]/);
    }
    expect(new Set(SIGNS.map((entry) => entry.name)).size).toBe(12);
    expect(new Set(SIGNS.map((entry) => entry.emblem)).size).toBe(12);
    expect(SIGNS.map((entry) => entry.ruler)).toEqual([
      "Mars",
      "Venus",
      "Mercury",
      "Moon",
      "Sun",
      "Mercury",
      "Venus",
      "Mars / Pluto",
      "Jupiter",
      "Saturn",
      "Saturn / Uranus",
      "Jupiter / Neptune",
    ]);
  });

  it("give four to six keywords, none empty or repeated within a sign", () => {
    const wrong = SIGNS.filter(
      ({ keywords }) =>
        keywords.length < 4 ||
        keywords.length > 6 ||
        keywords.some((word) => word.trim() === "") ||
        new Set(keywords).size !== keywords.length,
    ).map((entry) => entry.sign);
    expect(wrong).toEqual([]);
  });

  it("name the sign's own modality and element in its essence", () => {
    const wrong = SIGNS.filter(
      (entry) => !entry.essence.includes(`${modalityOf(entry.sign)} ${elementOf(entry.sign)}`),
    ).map((entry) => entry.sign);
    expect(wrong).toEqual([]);
  });

  it("keep each kind of text within its bounds of words and sentences", () => {
    const outside = KINDS.flatMap(({ kind, words, sentences }) =>
      TEXTS_BY_KIND.get(kind)!.flatMap(({ id, text }) => {
        const count = wordCount(text);
        const said = sentenceCount(text);
        const problems = [];
        if (count < words[0] || count > words[1]) problems.push(`${id}: ${count} words`);
        if (said < sentences[0] || said > sentences[1]) problems.push(`${id}: ${said} sentences`);
        return problems;
      }),
    );
    expect(outside).toEqual([]);
  });

  it("never say the same text twice, nor share a run of 8 words between two texts", () => {
    expect(duplicates(ALL_TEXTS)).toEqual([]);
    expect(sharedRuns(ALL_TEXTS, 8)).toEqual([]);
  });

  it("vary their openings: no two-word opening starts more than 15% of one kind of text", () => {
    const crowded = KINDS.flatMap(({ kind }) => {
      const { opening, share } = commonestOpening(TEXTS_BY_KIND.get(kind)!);
      return share > 0.15 ? [`${kind}: "${opening}" ${(share * 100).toFixed(1)}%`] : [];
    });
    expect(crowded).toEqual([]);
  });

  it("print their figures", () => {
    const perKind = Object.fromEntries(
      KINDS.map(({ kind }) => {
        const texts = TEXTS_BY_KIND.get(kind)!;
        const counts = texts.map(({ text }) => wordCount(text));
        const opening = commonestOpening(texts);
        return [
          kind,
          {
            words: { min: Math.min(...counts), median: median(counts), max: Math.max(...counts) },
            commonestOpening: `"${opening.opening}" ${(opening.share * 100).toFixed(1)}%`,
          },
        ];
      }),
    );
    const figures = {
      signs: SIGNS.length,
      texts: ALL_TEXTS.length,
      longestSharedRun: longestSharedRun(ALL_TEXTS),
      perKind,
    };
    console.log("Zodiac signs' words:", JSON.stringify(figures));
    expect(figures.longestSharedRun).toBeLessThan(8);
  });
});

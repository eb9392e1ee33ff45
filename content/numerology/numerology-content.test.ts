import { describe, expect, it } from "vitest";
import { NUMEROLOGY_NUMBERS, NUMEROLOGY_POSITIONS, positionsOf } from "../../src/shared/numerology/numbers";
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
import { NUMBERS, numberContent } from "./index";

/** What each number means in each position it holds. */
const POSITION_TEXTS: NamedText[] = NUMBERS.flatMap((entry) =>
  NUMEROLOGY_POSITIONS.flatMap((position) => {
    const text = entry.positions[position];
    return text === undefined ? [] : [{ id: `${entry.number}.${position}`, text }];
  }),
);
/** How each number reads for each situation. */
const ANGLE_TEXTS: NamedText[] = NUMBERS.flatMap((entry) =>
  SITUATIONS.map((situation) => ({ id: `${entry.number}.${situation}`, text: entry.angles[situation] ?? "" })),
);
const ESSENCES: NamedText[] = NUMBERS.map((entry) => ({ id: `${entry.number}.essence`, text: entry.essence }));
const ALL_TEXTS: NamedText[] = [...ESSENCES, ...POSITION_TEXTS, ...ANGLE_TEXTS];

/** Sentences end with a full stop, question or exclamation mark followed by a space or the end. */
const sentenceCount = (text: string) => text.split(/[.!?](?=\s|$)/).filter((part) => part.trim() !== "").length;

/** The texts whose words or sentences fall outside the bounds. */
function outside(texts: NamedText[], words: [number, number], sentences: [number, number]): string[] {
  return texts.flatMap(({ id, text }) => {
    const count = wordCount(text);
    const said = sentenceCount(text);
    return count < words[0] || count > words[1] || said < sentences[0] || said > sentences[1]
      ? [`${id}: ${count} words, ${said} sentences`]
      : [];
  });
}

const figuresOf = (texts: NamedText[]) => {
  const counts = texts.map(({ text }) => wordCount(text));
  const opening = commonestOpening(texts);
  return {
    texts: texts.length,
    words: { min: Math.min(...counts), median: median(counts), max: Math.max(...counts) },
    commonestOpening: `"${opening.opening}" ${(opening.share * 100).toFixed(1)}%`,
    share: opening.share,
  };
};

describe("the numbers' words", () => {
  it("are the twelve numbers in order, found by number", () => {
    expect(NUMBERS.map((entry) => entry.number)).toEqual([...NUMEROLOGY_NUMBERS]);
    for (const n of NUMEROLOGY_NUMBERS) expect(numberContent(n).number).toBe(n);
    expect(() => numberContent(10)).toThrow("No number 10");
    expect(() => numberContent(0)).toThrow("No number 0");
    expect(() => numberContent(44)).toThrow("No number 44");
  });

  it("read each number in exactly the positions it can hold", () => {
    for (const entry of NUMBERS) {
      expect(Object.keys(entry.positions).sort(), String(entry.number)).toEqual([...positionsOf(entry.number)].sort());
    }
    const expected = NUMEROLOGY_NUMBERS.reduce((sum, n) => sum + positionsOf(n).length, 0);
    expect(POSITION_TEXTS).toHaveLength(expected);
  });

  it("fill every field", () => {
    const empty = NUMBERS.flatMap((entry) =>
      [
        ["title", entry.title],
        ["essence", entry.essence],
        ...Object.entries(entry.positions),
        ...Object.entries(entry.angles),
      ]
        .filter(([, text]) => (text ?? "").trim() === "")
        .map(([field]) => `${entry.number}.${field}`),
    );
    expect(empty).toEqual([]);
    expect(ANGLE_TEXTS).toHaveLength(NUMBERS.length * SITUATIONS.length);
  });

  it("give four to six keywords and a title of its own to each number", () => {
    const wrong = NUMBERS.filter(
      ({ keywords }) => keywords.length < 4 || keywords.length > 6 || keywords.some((word) => word.trim() === ""),
    ).map((entry) => entry.number);
    expect(wrong).toEqual([]);
    const titles = NUMBERS.map((entry) => entry.title);
    expect(new Set(titles).size).toBe(titles.length);
  });

  it("keep the essences to 50–110 words in 3–5 sentences", () => {
    expect(outside(ESSENCES, [50, 110], [3, 5])).toEqual([]);
  });

  it("keep each position and each angle to 30–90 words in 2–4 sentences", () => {
    expect(outside(POSITION_TEXTS, [30, 90], [2, 4])).toEqual([]);
    expect(outside(ANGLE_TEXTS, [30, 90], [2, 4])).toEqual([]);
  });

  it("never say the same text twice, nor share a run of 8 words between two texts", () => {
    expect(duplicates(ALL_TEXTS)).toEqual([]);
    expect(sharedRuns(ALL_TEXTS, 8)).toEqual([]);
  });

  it("vary their openings and print their figures", () => {
    const positions = figuresOf(POSITION_TEXTS);
    const angles = figuresOf(ANGLE_TEXTS);
    const essences = figuresOf(ESSENCES);
    const figures = {
      numbers: NUMBERS.length,
      texts: ALL_TEXTS.length,
      positions,
      angles,
      essences,
      longestSharedRun: longestSharedRun(ALL_TEXTS),
    };
    console.log("Numbers' words:", JSON.stringify(figures));
    expect(figures.longestSharedRun).toBeLessThan(8);
    expect(positions.share).toBeLessThanOrEqual(0.15);
    expect(angles.share).toBeLessThanOrEqual(0.15);
  });
});

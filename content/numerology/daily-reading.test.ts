import { describe, expect, it } from "vitest";
import { NUMEROLOGY_NUMBERS } from "../../src/shared/numerology/numbers";
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
import { DAILY_NUMBERS, dailyNumberContent, NUMBERS } from "./index";

const OPENINGS: NamedText[] = DAILY_NUMBERS.map((entry) => ({ id: `${entry.number}.opening`, text: entry.opening }));
const ANGLES: NamedText[] = DAILY_NUMBERS.flatMap((entry) =>
  SITUATIONS.map((situation) => ({ id: `${entry.number}.${situation}`, text: entry.angles[situation] ?? "" })),
);
const PRACTICES: NamedText[] = DAILY_NUMBERS.map((entry) => ({ id: `${entry.number}.practice`, text: entry.practice }));
const ALL_TEXTS = [...OPENINGS, ...ANGLES, ...PRACTICES];
/** The numbers' own Personal Day texts (./numbers.ts): the daily reading says something else. */
const PERSONAL_DAY_TEXTS: NamedText[] = NUMBERS.flatMap((entry) =>
  entry.positions.personalDay ? [{ id: `${entry.number}.personalDay`, text: entry.positions.personalDay }] : [],
);

const sentenceCount = (text: string) =>
  text
    .trim()
    .split(/(?<=[.!?])\s+/)
    .filter(Boolean).length;
const outside = (texts: NamedText[], [min, max]: [number, number], [fewest, most]: [number, number]) =>
  texts
    .filter(({ text }) => {
      const words = wordCount(text);
      const sentences = sentenceCount(text);
      return words < min || words > max || sentences < fewest || sentences > most;
    })
    .map(({ id, text }) => `${id}: ${wordCount(text)} words, ${sentenceCount(text)} sentences`);

describe("today's numerology reading, in words", () => {
  it("reads every number a day can carry, 1–9 and the master numbers, in order, found by number", () => {
    expect(DAILY_NUMBERS.map((entry) => entry.number)).toEqual([...NUMEROLOGY_NUMBERS]);
    for (const n of NUMEROLOGY_NUMBERS) expect(dailyNumberContent(n).number).toBe(n);
  });

  it("fills every field, for every situation", () => {
    expect(ALL_TEXTS.filter(({ text }) => text.trim() === "").map(({ id }) => id)).toEqual([]);
    expect(ANGLES).toHaveLength(NUMEROLOGY_NUMBERS.length * SITUATIONS.length);
  });

  it("keeps openings to 20–50 words in 2–3 sentences, angles to 25–70 words in 2–3, practices to 10–30 in 1–2", () => {
    expect(outside(OPENINGS, [20, 50], [2, 3])).toEqual([]);
    expect(outside(ANGLES, [25, 70], [2, 3])).toEqual([]);
    expect(outside(PRACTICES, [10, 30], [1, 2])).toEqual([]);
  });

  it("never exclaims, and speaks of the master numbers by name over their digit", () => {
    expect(ALL_TEXTS.filter(({ text }) => text.includes("!")).map(({ id }) => id)).toEqual([]);
    expect(dailyNumberContent(11).opening).toMatch(/Eleven.*Two/);
    expect(dailyNumberContent(22).opening).toMatch(/Twenty-Two.*Four/);
    expect(dailyNumberContent(33).opening).toMatch(/Thirty-Three.*Six/);
  });

  it("never says the same text twice, nor shares a run of 8 words, with itself or the numbers' Personal Day texts", () => {
    expect(duplicates([...ALL_TEXTS, ...PERSONAL_DAY_TEXTS])).toEqual([]);
    expect(sharedRuns([...ALL_TEXTS, ...PERSONAL_DAY_TEXTS], 8)).toEqual([]);
  });

  it("varies its openings and prints its figures", () => {
    const figuresOf = (texts: NamedText[]) => {
      const counts = texts.map(({ text }) => wordCount(text));
      const opening = commonestOpening(texts);
      return {
        count: texts.length,
        min: Math.min(...counts),
        median: median(counts),
        max: Math.max(...counts),
        opening: opening.opening,
        share: opening.share,
      };
    };
    const figures = {
      numbers: DAILY_NUMBERS.length,
      texts: ALL_TEXTS.length,
      openings: figuresOf(OPENINGS),
      angles: figuresOf(ANGLES),
      practices: figuresOf(PRACTICES),
      longestSharedRun: longestSharedRun(ALL_TEXTS),
    };
    console.log("Today's numerology words:", JSON.stringify(figures));
    expect(figures.angles.share).toBeLessThanOrEqual(0.15);
    expect(figures.practices.share).toBeLessThanOrEqual(0.25);
    expect(figures.longestSharedRun).toBeLessThan(8);
  });
});

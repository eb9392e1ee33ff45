import { describe, expect, it } from "vitest";
import { MOON_PHASES } from "../../src/shared/moon/phases";
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
import { MOON_PHASE_WORDS, moonPhaseWords } from "./index";

const ESSENCES: NamedText[] = MOON_PHASE_WORDS.map((entry) => ({ id: `${entry.phase}.essence`, text: entry.essence }));
const INTENTIONS: NamedText[] = MOON_PHASE_WORDS.map((entry) => ({
  id: `${entry.phase}.intention`,
  text: entry.ritual.intention,
}));
const STEPS: NamedText[] = MOON_PHASE_WORDS.flatMap((entry) =>
  entry.ritual.steps.map((text, index) => ({ id: `${entry.phase}.step${index + 1}`, text })),
);
const ANGLES: NamedText[] = MOON_PHASE_WORDS.flatMap((entry) =>
  SITUATIONS.map((situation) => ({ id: `${entry.phase}.${situation}`, text: entry.angles[situation] ?? "" })),
);
/** Every text a phase says. */
const ALL_TEXTS: NamedText[] = [...ESSENCES, ...INTENTIONS, ...STEPS, ...ANGLES];

/** Each kind of text, with the highest share of its texts one two-word opening may start. */
const KINDS = { essences: ESSENCES, intentions: INTENTIONS, steps: STEPS, angles: ANGLES };
const MAX_OPENING_SHARE: Record<keyof typeof KINDS, number> = {
  essences: 0.15,
  intentions: 0.15,
  steps: 0.25,
  angles: 0.15,
};

const sentenceCount = (text: string) =>
  text
    .trim()
    .split(/(?<=[.!?])\s+/)
    .filter(Boolean).length;

/** The texts of a kind whose word count lies outside [min, max], with their counts. */
const outside = (texts: NamedText[], min: number, max: number) =>
  texts
    .filter(({ text }) => wordCount(text) < min || wordCount(text) > max)
    .map(({ id, text }) => `${id}: ${wordCount(text)}`);

describe("the moon phases' words", () => {
  it("are the eight phases of MOON_PHASES, in its order, found by slug", () => {
    expect(MOON_PHASE_WORDS.map((entry) => entry.phase)).toEqual([...MOON_PHASES]);
    for (const phase of MOON_PHASES) expect(moonPhaseWords(phase).phase).toBe(phase);
    expect(() => moonPhaseWords("blue-moon")).toThrow("No moon phase blue-moon");
  });

  it("name the phases, each differently", () => {
    expect(MOON_PHASE_WORDS.map((entry) => entry.name)).toEqual([
      "New Moon",
      "Waxing Crescent",
      "First Quarter",
      "Waxing Gibbous",
      "Full Moon",
      "Waning Gibbous",
      "Last Quarter",
      "Waning Crescent",
    ]);
    expect(new Set(MOON_PHASE_WORDS.map((entry) => entry.name)).size).toBe(MOON_PHASES.length);
  });

  it("fill every field", () => {
    const empty = [
      ...MOON_PHASE_WORDS.filter((entry) => entry.name.trim() === "").map((entry) => `${entry.phase}.name`),
      ...ALL_TEXTS.filter(({ text }) => text.trim() === "").map(({ id }) => id),
    ];
    expect(empty).toEqual([]);
    expect(ANGLES).toHaveLength(MOON_PHASES.length * SITUATIONS.length);
  });

  it("give three to five keywords, none empty, none repeated within a phase", () => {
    const wrong = MOON_PHASE_WORDS.filter(
      ({ keywords }) =>
        keywords.length < 3 ||
        keywords.length > 5 ||
        keywords.some((word) => word.trim() === "") ||
        new Set(keywords).size !== keywords.length,
    ).map((entry) => entry.phase);
    expect(wrong).toEqual([]);
  });

  it("write each essence in three to five sentences of 50 to 110 words", () => {
    expect(ESSENCES.filter(({ text }) => sentenceCount(text) < 3 || sentenceCount(text) > 5)).toEqual([]);
    expect(outside(ESSENCES, 50, 110)).toEqual([]);
  });

  it("give each ritual a one-sentence intention and three to five one-sentence steps of 6 to 30 words", () => {
    expect(INTENTIONS.filter(({ text }) => sentenceCount(text) !== 1)).toEqual([]);
    const stepCounts = MOON_PHASE_WORDS.filter(({ ritual }) => ritual.steps.length < 3 || ritual.steps.length > 5);
    expect(stepCounts.map((entry) => entry.phase)).toEqual([]);
    expect(STEPS.filter(({ text }) => sentenceCount(text) !== 1)).toEqual([]);
    expect(outside(STEPS, 6, 30)).toEqual([]);
    // Imperative: a step tells you what to do, it does not start by talking about you or me.
    expect(STEPS.filter(({ text }) => /^(you|your|i|we|the|a|an)\b/i.test(text))).toEqual([]);
  });

  it("read each phase for every situation in two to four sentences of 30 to 90 words", () => {
    expect(ANGLES.filter(({ text }) => sentenceCount(text) < 2 || sentenceCount(text) > 4)).toEqual([]);
    expect(outside(ANGLES, 30, 90)).toEqual([]);
  });

  it("never say the same text twice, nor share a run of 8 words between two texts", () => {
    expect(duplicates(ALL_TEXTS)).toEqual([]);
    expect(sharedRuns(ALL_TEXTS, 8)).toEqual([]);
  });

  it("vary their openings within each kind of text", () => {
    const tooCommon = Object.entries(KINDS)
      .map(([kind, texts]) => ({ kind, ...commonestOpening(texts) }))
      .filter(({ kind, share }) => share > MAX_OPENING_SHARE[kind as keyof typeof KINDS]);
    expect(tooCommon).toEqual([]);
  });

  it("print their figures", () => {
    const words = (texts: NamedText[]) => {
      const counts = texts.map(({ text }) => wordCount(text));
      return { min: Math.min(...counts), median: median(counts), max: Math.max(...counts) };
    };
    const openings = Object.fromEntries(
      Object.entries(KINDS).map(([kind, texts]) => {
        const opening = commonestOpening(texts);
        return [kind, `"${opening.opening}" ${(opening.share * 100).toFixed(1)}%`];
      }),
    );
    const figures = {
      phases: MOON_PHASE_WORDS.length,
      texts: ALL_TEXTS.length,
      counts: Object.fromEntries(Object.entries(KINDS).map(([kind, texts]) => [kind, texts.length])),
      words: Object.fromEntries(Object.entries(KINDS).map(([kind, texts]) => [kind, words(texts)])),
      commonestOpening: openings,
      longestSharedRun: longestSharedRun(ALL_TEXTS),
    };
    console.log("Moon phases' words:", JSON.stringify(figures));
    expect(figures.longestSharedRun).toBeLessThan(8);
  });
});

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
import { MOON_PHASE_WORDS, MOON_RITUALS, moonRitualContent } from "./index";

const OPENINGS: NamedText[] = MOON_RITUALS.map((entry) => ({ id: `${entry.phase}.opening`, text: entry.opening }));
const ANGLES: NamedText[] = MOON_RITUALS.flatMap((entry) =>
  SITUATIONS.map((situation) => ({ id: `${entry.phase}.${situation}`, text: entry.angles[situation] ?? "" })),
);
const CLOSINGS: NamedText[] = MOON_RITUALS.map((entry) => ({ id: `${entry.phase}.closing`, text: entry.closing }));
const ALL_TEXTS = [...OPENINGS, ...ANGLES, ...CLOSINGS];
/** The phases' own words (./phases.ts), which the ritual shows beside these: no run of words may repeat. */
const PHASE_TEXTS: NamedText[] = MOON_PHASE_WORDS.flatMap((entry) => [
  { id: `${entry.phase}.essence`, text: entry.essence },
  { id: `${entry.phase}.intention`, text: entry.ritual.intention },
  ...SITUATIONS.map((situation) => ({ id: `${entry.phase}.phase-${situation}`, text: entry.angles[situation] })),
]);

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
/** A text's first three words, lower case: how a ritual is heard to begin. */
const firstWords = (text: string) => text.toLowerCase().split(/\s+/).slice(0, 3).join(" ");

describe("tonight's moon rituals, in words", () => {
  it("give each of the eight phases a ritual, in order, found by slug", () => {
    expect(MOON_RITUALS.map((entry) => entry.phase)).toEqual([...MOON_PHASES]);
    for (const phase of MOON_PHASES) expect(moonRitualContent(phase).phase).toBe(phase);
    expect(() => moonRitualContent("blue-moon")).toThrow("No moon ritual for blue-moon");
  });

  it("fill every field, for every situation", () => {
    expect(ALL_TEXTS.filter(({ text }) => text.trim() === "").map(({ id }) => id)).toEqual([]);
    expect(ANGLES).toHaveLength(MOON_PHASES.length * SITUATIONS.length);
  });

  it("keep openings to 20–50 words in 2–3 sentences, angles to 25–70 in 2–3, closings to 10–30 in 1–2", () => {
    expect(outside(OPENINGS, [20, 50], [2, 3])).toEqual([]);
    expect(outside(ANGLES, [25, 70], [2, 3])).toEqual([]);
    expect(outside(CLOSINGS, [10, 30], [1, 2])).toEqual([]);
  });

  it("never open two rituals, nor close two, with the same words", () => {
    const opened = OPENINGS.map(({ text }) => firstWords(text));
    expect(new Set(opened).size).toBe(opened.length);
    const closed = CLOSINGS.map(({ text }) => firstWords(text));
    expect(new Set(closed).size).toBe(closed.length);
    expect(ALL_TEXTS.filter(({ text }) => text.includes("!")).map(({ id }) => id)).toEqual([]);
  });

  it("never say the same text twice, nor share a run of 8 words with each other or the phases' words", () => {
    expect(duplicates([...ALL_TEXTS, ...PHASE_TEXTS])).toEqual([]);
    expect(sharedRuns([...ALL_TEXTS, ...PHASE_TEXTS], 8)).toEqual([]);
  });

  it("vary their openings and print their figures", () => {
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
      rituals: MOON_RITUALS.length,
      texts: ALL_TEXTS.length,
      openings: figuresOf(OPENINGS),
      angles: figuresOf(ANGLES),
      closings: figuresOf(CLOSINGS),
      longestSharedRun: longestSharedRun(ALL_TEXTS),
    };
    console.log("Moon rituals' words:", JSON.stringify(figures));
    expect(figures.angles.share).toBeLessThanOrEqual(0.15);
    expect(figures.openings.share).toBeLessThanOrEqual(0.25);
    expect(figures.longestSharedRun).toBeLessThan(8);
  });
});

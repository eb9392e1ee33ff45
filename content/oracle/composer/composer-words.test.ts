import { describe, expect, it } from "vitest";
import type { Reading } from "../../../src/shared/reading";
import { DICE_FACES, MAX_SUM, MIN_SUM } from "../../../src/shared/dice";
import { SITUATIONS } from "../../../src/shared/situations";
import { loadReadingContent, toReadingRow } from "../../../src/server/db/seed";
import { composeEnhancement } from "../../../src/server/oracles/composer";
import { isPlaceholder } from "../../../src/server/oracles/composer/fill";
import { seeded } from "../../../src/shared/testing/seeded-random";
import * as dice from "./dice";
import { composerFaces } from "./faces";
import * as situations from "./situations";
import * as spirit from "./spirit";
import * as story from "./story";
import * as sums from "./sums";
import { timingWords } from "./timing";
import * as voice from "./voice";
import * as weave from "./weave";

/**
 * The content check of the built-in oracle's words: every bank has phrases, none twice (not even
 * with different case or punctuation), every placeholder is one the composer fills, every choice
 * written in a phrase (`[a|b]`) is closed and has no empty option, only the timing words name a time,
 * and no composed text, for every roll, situation and tier, shows a placeholder or a missing value.
 */

const modules = { dice, faces: composerFaces, situations, spirit, story, sums, timing: timingWords, voice, weave };

/** Every array of the words (a bank), and every string, each with its path. */
function walk(value: unknown, path: string, banks: [string, unknown[]][], phrases: [string, string][]) {
  if (typeof value === "string") phrases.push([path, value]);
  else if (Array.isArray(value)) {
    banks.push([path, value]);
    value.forEach((item, index) => walk(item, `${path}[${index}]`, banks, phrases));
  } else if (value && typeof value === "object") {
    for (const [key, item] of Object.entries(value)) walk(item, `${path}.${key}`, banks, phrases);
  }
}

const banks: [string, unknown[]][] = [];
const phrases: [string, string][] = [];
walk(modules, "composer", banks, phrases);

const normalise = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^a-z0-9{}[\]| ]+/g, " ")
    .replace(/\s+/g, " ")
    .trim();

/** Names a time of the timing rule, or earlier or later. */
const TIME_WORDS =
  /\b(new moon|full moon|two weeks|fortnight|season|sudden\w*|cycle|earlier|sooner|hurr\w*|quicken\w*|slow\w*|later|patien\w*)\b/i;

describe("the built-in oracle's words", () => {
  it("has words for all six faces and every sum", () => {
    expect(composerFaces).toHaveLength(DICE_FACES.length);
    for (let sum = MIN_SUM; sum <= MAX_SUM; sum++) {
      expect(sums.composerSums[sum]?.meanings.length, `sum ${sum}`).toBeGreaterThan(2);
    }
  });

  it("has no empty bank and no empty phrase, and large banks", () => {
    expect(banks.length).toBeGreaterThan(200);
    expect(phrases.length).toBeGreaterThan(1500);
    for (const [path, bank] of banks) expect(bank.length, path).toBeGreaterThan(0);
    for (const [path, phrase] of phrases) expect(phrase.trim(), path).not.toBe("");
  });

  it("says nothing twice in one bank, not even with other case or punctuation", () => {
    for (const [path, bank] of banks) {
      const seen = new Map<string, number>();
      bank.forEach((item, index) => {
        const key = typeof item === "string" ? normalise(item) : JSON.stringify(item);
        expect(seen.has(key), `${path}[${index}] repeats ${path}[${seen.get(key)}]`).toBe(false);
        seen.set(key, index);
      });
    }
  });

  it("names only placeholders the composer fills, and closes every brace and bracket", () => {
    for (const [path, phrase] of phrases) {
      for (const [, name] of phrase.matchAll(/\{([\w.]*)\}/g)) {
        expect(isPlaceholder(name!, ["who"]), `${path}: {${name}}`).toBe(true);
      }
      const choices = [...phrase.matchAll(/\[([^[\]]*)\]/g)];
      for (const [choice, options] of choices) {
        expect(options!.split("|").length, `${path}: ${choice}`).toBeGreaterThan(1);
        expect(
          options!.split("|").every((option) => option.trim() !== ""),
          `${path}: ${choice}`,
        ).toBe(true);
      }
      const rest = phrase.replace(/\{[\w.]+\}/g, "").replace(/\[[^[\]]*\]/g, "");
      expect(rest, path).not.toMatch(/[{}[\]|]/);
    }
  });

  it("names a time only in the timing words, so a Timing Prediction says one time", () => {
    const timed = phrases.filter(([path, phrase]) => {
      const isTimingWord = /^composer\.timing\.(when|hurried|slowed|both)\b/.test(path);
      const isRitualEvening = /^composer\.spirit\.ritualWords\.when\b/.test(path);
      return !isTimingWord && !isRitualEvening && /^composer\.(timing|faces\[\d\]\.unfolds)/.test(path)
        ? TIME_WORDS.test(phrase)
        : false;
    });
    expect(timed.map(([path, phrase]) => `${path}: ${phrase}`)).toEqual([]);
    for (const topic of SITUATIONS.flatMap((situation) => situations.composerSituations[situation].topics)) {
      expect(topic).not.toMatch(TIME_WORDS);
    }
  });

  it("fills every placeholder in every text, for all 216 rolls, three situations and five tiers", () => {
    const readings: Reading[] = loadReadingContent().map((entry) => ({ id: 1, ...toReadingRow(entry) }));
    expect(readings).toHaveLength(216);
    let seed = 1;
    for (const reading of readings) {
      for (const situation of SITUATIONS) {
        for (const tier of [1, 2, 3, 4, 5]) {
          const text = composeEnhancement({ reading, situation, tier, random: seeded(seed++) });
          expect(text, `${reading.diceValues} ${situation} ${tier}`).not.toMatch(
            /[{}[\]|]|\bundefined\b|\bnull\b|\bNaN\b| {2}|\s[,.;:]/,
          );
        }
      }
    }
  });
});

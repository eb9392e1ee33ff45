import { describe, expect, it } from "vitest";
import type { Reading } from "../../../src/shared/reading";
import { DICE_FACES, MAX_SUM, MIN_SUM } from "../../../src/shared/dice";
import { SITUATIONS } from "../../../src/shared/situations";
import { loadReadingContent, toReadingRow } from "../../../src/server/db/seed";
import { composeEnhancement } from "../../../src/server/oracles/composer";
import { isPlaceholder } from "../../../src/server/oracles/composer/fill";
import { seeded } from "../../../src/shared/testing/seeded-random";
import * as counter from "./counter";
import * as dice from "./dice";
import { composerFaces } from "./faces";
import * as question from "./question";
import * as situations from "./situations";
import * as spirit from "./spirit";
import * as story from "./story";
import * as sums from "./sums";
import * as thread from "./thread";
import { timingWords } from "./timing";
import * as voice from "./voice";
import * as weave from "./weave";

/**
 * The content check of the built-in oracle's words: every bank has phrases, none twice (not even
 * with different case or punctuation), every placeholder is one the composer fills, every choice
 * written in a phrase (`[a|b]`) is closed and has no empty option, only the timing words name a time,
 * and no composed text, for every roll, situation and tier, shows a placeholder or a missing value.
 */

const modules = {
  counter,
  dice,
  faces: composerFaces,
  question,
  situations,
  spirit,
  story,
  sums,
  thread,
  timing: timingWords,
  voice,
  weave,
};

/** Names a phrase's caller fills: the teller of a tale, and the counter-reading's turned die. */
const EXTRA_NAMES = ["who", "cdn", "turned", "turnedVerdict", "turnedAsks", "turnedShadow", "keepAsks"];

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

/** Every option of a phrase with choices: "a sheet of [drawing|blank] paper" → both sheets. */
function optionsOf(phrase: string): string[] {
  const match = /\[([^[\]]*)\]/.exec(phrase);
  if (!match) return [phrase];
  return match[1]!
    .split("|")
    .flatMap((option) =>
      optionsOf(phrase.slice(0, match.index) + option + phrase.slice(match.index + match[0].length)),
    );
}

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
        expect(isPlaceholder(name!, EXTRA_NAMES), `${path}: {${name}}`).toBe(true);
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

  it("puts no singular verb next to a placeholder that may name more than one thing", () => {
    // "Next comes {white.image}" reads "Next comes two candles": the verb must not agree with a placeholder.
    const field = String.raw`\{(?:red|white|green|d|match|sum)\.(?:image|offering|guide|readIn|read|light|shadow|world|will|mind|meaning|unfolds)\}`;
    // Before the placeholder, a verb that takes it as its subject ("Next comes …", "there is …"); after
    // it, any singular verb ("{d.image} appears"). "Its emblem is {d.image}" agrees with "emblem".
    const inverted = String.raw`(?:comes|follows|walks|arrives|steps|stands|waits|appears|lies|rises|remains|sits|hangs|there is|there lies)`;
    const singular = String.raw`(?:comes|follows|walks|arrives|steps|stands|waits|appears|lies|rises|remains|sits|hangs|is|was|has|does)`;
    const choice = String.raw`(?:\[[^\]]*\]\s+)?`;
    const before = new RegExp(String.raw`\b${inverted}\]?\s+${choice}${field}`, "i");
    const after = new RegExp(String.raw`${field}\s+${choice}${singular}\b`, "i");
    const plural = composerFaces
      .flatMap((face) => [...face.images, ...face.offerings, ...face.guides])
      .filter((phrase) => /^(?:two|three|a pair of|twin|\w+s)\b/i.test(phrase));
    const slips = phrases.filter(([, phrase]) => before.test(phrase) || after.test(phrase));
    console.info(
      `agreement: ${plural.length} images, offerings and guides may name more than one thing; ${slips.length} phrases put a singular verb beside one`,
    );
    expect(plural.length).toBeGreaterThan(0);
    expect(slips.map(([path, phrase]) => `${path}: ${phrase}`)).toEqual([]);
  });

  it("gathers every thing a ritual uses in its first step, and lights the candle before putting it out", () => {
    const readings: Reading[] = loadReadingContent().map((entry) => ({ id: 1, ...toReadingRow(entry) }));
    const offerings = composerFaces.flatMap((face) => face.offerings.flatMap(optionsOf));
    const things = [
      ...offerings.map((offering) => offering.replace(/^(?:a|an|two|a pair of) /, "")),
      "candle",
      "cloth",
    ];
    const problems: string[] = [];
    let rituals = 0;
    let seed = 1;
    for (const reading of readings) {
      for (const situation of SITUATIONS) {
        const text = composeEnhancement({ reading, situation, tier: 5, random: seeded(seed++) });
        const ritual = /## Mystical Ritual\n([^#]*)/.exec(text)?.[1] ?? "";
        const [gather = "", ...steps] = ritual.trim().split(/(?<=[.”])\s+(?=[A-Z“])/);
        rituals += 1;
        for (const step of steps) {
          for (const thing of things) {
            const named = new RegExp(String.raw`\b${thing}\b`, "i");
            if (named.test(step) && !named.test(gather))
              problems.push(`${reading.diceValues}: "${thing}" in "${step}"`);
          }
        }
        const lit = steps.findIndex((step) => /\b(?:light|kindle) the candle\b/i.test(step));
        const out = steps.findIndex((step) => /\b(?:blow|pinch|put) out the candle\b/i.test(step));
        if (out >= 0 && (lit < 0 || lit > out)) problems.push(`${reading.diceValues}: the candle is put out unlit`);
      }
    }
    console.info(`rituals: ${rituals - problems.length} of ${rituals} use only what they gathered first`);
    expect(problems.slice(0, 10)).toEqual([]);
  });
});

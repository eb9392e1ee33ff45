import { describe, expect, it } from "vitest";
import type { Reading } from "../../../src/shared/reading";
import { DICE_FACES, MAX_SUM, MIN_SUM } from "../../../src/shared/dice";
import { SITUATIONS } from "../../../src/shared/situations";
import { loadReadingContent, toReadingRow } from "../../../src/server/db/seed";
import { composeEnhancement } from "../../../src/server/features/oracle/composer";
import { PLACEHOLDERS } from "../../../src/server/features/oracle/composer/fill";
import { meaningSystem } from "../meaning-system";
import * as counsel from "./counsel";
import { composerFaces } from "./faces";
import { sharedSentences } from "./sentences";
import { tier1 } from "./tier-1";
import { tier2 } from "./tier-2";
import { tier3 } from "./tier-3";
import { tier4 } from "./tier-4";
import { tier5 } from "./tier-5";
import { seeded } from "../../../src/shared/testing/seeded-random";

/**
 * The content check of the built-in oracle's words: every bank has phrases, none twice (not even
 * with different case or punctuation), every placeholder is one the composer fills, and no composed
 * text, for every roll, situation and tier, shows a placeholder or a missing value.
 */

const modules = { counsel, faces: composerFaces, sharedSentences, tier1, tier2, tier3, tier4, tier5 };

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
    .replace(/[^a-z0-9{} ]+/g, " ")
    .replace(/\s+/g, " ")
    .trim();

describe("the built-in oracle's words", () => {
  it("has words for all six faces, and a sentence meaning for every sum", () => {
    expect(composerFaces).toHaveLength(DICE_FACES.length);
    for (const face of meaningSystem.faces) {
      expect(face.lightInSentence.trim()).not.toBe("");
      expect(face.shadowInSentence.trim()).not.toBe("");
    }
    for (let sum = MIN_SUM; sum <= MAX_SUM; sum++) expect(meaningSystem.sums[sum]?.inSentence.trim()).toBeTruthy();
  });

  it("has no empty bank and no empty phrase", () => {
    expect(banks.length).toBeGreaterThan(50);
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

  it("names only placeholders the composer fills, and closes every brace", () => {
    const known = new Set(PLACEHOLDERS.flatMap((name) => [name, name.charAt(0).toUpperCase() + name.slice(1)]));
    for (const [path, phrase] of phrases) {
      for (const [, name] of phrase.matchAll(/\{(\w*)\}/g)) expect(known.has(name!), `${path}: {${name}}`).toBe(true);
      expect(phrase.replace(/\{\w+\}/g, ""), path).not.toMatch(/[{}]/);
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
          expect(text, `${reading.diceValues} ${situation} ${tier}`).not.toMatch(/[{}]|\bundefined\b|\bnull\b|\bNaN\b/);
        }
      }
    }
  });
});

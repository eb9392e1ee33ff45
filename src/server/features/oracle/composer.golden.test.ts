import { createHash } from "node:crypto";
import { writeFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import type { Reading } from "../../../shared/reading";
import { SITUATIONS } from "../../../shared/situations";
import { loadReadingContent, toReadingRow } from "../../db/seed";
import { composeEnhancement } from "./composer";
import { seeded } from "../../../shared/testing/seeded-random";

const readings: Reading[] = loadReadingContent().map((entry) => ({ id: 1, ...toReadingRow(entry) }));

/**
 * Every reading in every situation at every tier, each with its own seed, and a sample of odd
 * readings (no yes-or-no verdict, no "Sum of" prefix, a timing that stays a quotation, a face out of
 * range, tiers outside 1 to 5) that reach the composer's fallbacks.
 */
function allTexts(): string {
  const out: string[] = [];
  let seed = 1;
  for (const reading of readings) {
    for (const situation of SITUATIONS) {
      for (const tier of [1, 2, 3, 4, 5]) {
        const text = composeEnhancement({ reading, situation, tier, random: seeded(seed++ * 7919) });
        out.push(`## ${reading.diceValues} ${situation} ${tier}\n${text}`);
      }
    }
  }
  // Odd readings: no verdict, no "Sum of" prefix, a timing that cannot be lowered, faces out of range.
  for (const [index, reading] of readings.filter((_, i) => i % 9 === 0).entries()) {
    const odd: Reading = {
      ...reading,
      redDice: index % 3 === 0 ? 9 : reading.redDice,
      yesNoAnswer: "Perhaps, if you ask again.",
      totalSumInterpretation: "A number of quiet strength.",
      timingPrediction: "When the geese return.",
    };
    for (const situation of SITUATIONS) {
      for (const tier of [0, 1, 2, 3, 4, 5, 9]) {
        const text = composeEnhancement({ reading: odd, situation, tier, random: seeded(index * 31 + tier) });
        out.push(`## odd ${index} ${situation} ${tier}\n${text}`);
      }
    }
  }
  return out.join("\n\n");
}

/**
 * The SHA-256 of every text above. It proves that a change to the engine (not to the words) leaves
 * every composed reading byte for byte as it was: the composer was split out of one file and its
 * words moved to content/oracle/ under this check. When you change the oracle's words or its choices
 * on purpose, the hash changes too: read a few texts (set COMPOSER_GOLDEN_DUMP=/some/file to write
 * them all, before and after, and diff), then paste the new hash from the failure message here.
 */
const GOLDEN_SHA256 = "9268ff4430dbbc0f050c57afda15390b4fdefcacae81a170311f463bb26e40a8";

describe("composeEnhancement, golden", () => {
  it("writes the same texts for the same dice, situation, tier and seed", () => {
    const text = allTexts();
    const dump = process.env.COMPOSER_GOLDEN_DUMP;
    if (dump) writeFileSync(dump, text);
    expect(createHash("sha256").update(text).digest("hex")).toBe(GOLDEN_SHA256);
  });
});

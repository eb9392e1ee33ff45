import type { Reading } from "../../../../shared/reading";
import type { Situation } from "../../../../shared/situations";
import { castFacts, type Ctx } from "./context";
import { fit, type Paragraph } from "./fit";
import { createPicker } from "./picker";
import { countWords } from "./text";
import { tier1, tier2, tier3 } from "./tiers-1-3";
import { tier4, tier5 } from "./tiers-4-5";

/**
 * The built-in oracle: when no text provider is configured, the server writes the enhanced reading
 * itself. The text is composed from the meaning system in content/README.md (red = will, white =
 * mind and timing, green = world; the six faces; the sum's name; doubles and triples) and from the
 * reading's own texts, in phrase banks chosen with `random`. Its words are in content/oracle/composer/
 * (and the faces' and sums' names and meanings in content/oracle/meaning-system.ts); this folder
 * chooses among them and fits the text to its tier's length. The tier sections (Timing Prediction,
 * Spirit Guide Message, Mystical Ritual) are appended by the caller, never here.
 */

/** Each tier's word range, and how far into it optional sentences may reach. */
const WORD_RANGES: Record<number, [number, number, number]> = {
  1: [50, 90, 0.85],
  2: [100, 160, 0.85],
  3: [160, 240, 0.95],
  4: [250, 350, 0.85],
  5: [350, 500, 0.85],
};

const MAX_ATTEMPTS = 8;

const TIER_BUILDERS: Record<number, (c: Ctx) => Paragraph[]> = { 1: tier1, 2: tier2, 3: tier3, 4: tier4, 5: tier5 };

/**
 * The enhanced reading text for a tier (1-5), without the appended tier sections. Pure: the same
 * `random` sequence gives the same text.
 */
export function composeEnhancement(input: {
  reading: Reading;
  situation: Situation;
  tier: number;
  random?: () => number;
}): string {
  const tier = Math.min(5, Math.max(1, Math.trunc(input.tier) || 1));
  const facts = castFacts(input.reading, input.situation);
  const random = input.random ?? Math.random;
  const [min, max, softness] = WORD_RANGES[tier]!;
  // A rare draw of long phrases can overrun the range even with every optional sentence dropped;
  // then the oracle composes again with the next choices and keeps the draw closest to the range.
  let best = "";
  let bestDistance = Infinity;
  for (let attempt = 0; attempt < MAX_ATTEMPTS; attempt++) {
    const text = fit(TIER_BUILDERS[tier]!({ ...facts, p: createPicker(random) }), min, max, softness);
    const words = countWords(text);
    const distance = Math.max(0, min - words, words - max);
    if (distance === 0) return text;
    if (distance < bestDistance) [best, bestDistance] = [text, distance];
  }
  return best;
}

/**
 * Splits a text into small pieces of one to three words, as a model would stream them. Whitespace
 * and newlines are kept, so the pieces joined give back the text exactly.
 */
export function chunkForStreaming(text: string): string[] {
  const tokens = text.match(/\s*\S+\s*/g);
  if (!tokens) return text.length > 0 ? [text] : [];
  const sizes = [2, 1, 3, 2, 3, 1, 2];
  const chunks: string[] = [];
  let current = "";
  let words = 0;
  let turn = 0;
  for (const token of tokens) {
    current += token;
    words += 1;
    if (words >= sizes[turn % sizes.length]! || token.includes("\n")) {
      chunks.push(current);
      current = "";
      words = 0;
      turn += 1;
    }
  }
  if (current) chunks.push(current);
  return chunks;
}

import { tierSectionTitles } from "../../../shared/oracle";
import type { Reading } from "../../../shared/reading";
import type { Situation } from "../../../shared/situations";
import { castFacts } from "./context";
import { fit, render } from "./fit";
import { createPicker } from "./picker";
import { appendedSections } from "./sections";
import { countWords } from "./text";
import { TIER_BUILDERS } from "./tiers";

export { cleanQuestion } from "./context";
export { createPicker, randomFor } from "./picker";

/**
 * The built-in oracle, "the Oracle's voice": when no AI provider is configured, the server writes the
 * enhanced reading itself. The text is composed from the meaning system in content/README.md (red =
 * will, white = mind and timing, green = world; the six faces; the sum's name; doubles and triples;
 * the yes/no and timing rules) for the chosen situation, in sections under `## ` headings, from the
 * phrase banks of content/oracle/composer/. This folder chooses among them (`random`, seeded by the
 * cast in production) and fits the text to its tier's length. Decision 015 records the design.
 */

/**
 * Each tier's word range and how far into it optional sentences may reach. The ranges stay under the
 * tier's token budget (MAX_TOKENS_BY_TIER, about 0.75 words a token: 225, 375, 600, 900 and 1,500
 * words), and each lies above the one below. Tier 1 is also longer than the reading it deepens.
 */
const WORD_RANGES: Record<number, [number, number, number]> = {
  1: [170, 222, 0.8],
  2: [290, 362, 0.8],
  3: [470, 580, 0.8],
  4: [700, 875, 0.8],
  5: [1120, 1450, 0.8],
};

/** Words tier 1 says beyond the reading it deepens, at least. */
const TIER_1_MARGIN = 15;

const MAX_ATTEMPTS = 8;

const clampTier = (tier: number) => Math.min(5, Math.max(1, Math.trunc(tier) || 1));

interface ComposeInput {
  reading: Reading;
  situation: Situation;
  tier: number;
  /** The seeker's question, quoted once when there is one. */
  question?: string | null;
  random?: () => number;
}

/**
 * The enhanced reading for a tier (1-5), with its appended sections. Pure: the same `random`
 * sequence gives the same text.
 */
export function composeEnhancement(input: ComposeInput): string {
  const tier = clampTier(input.tier);
  const facts = castFacts(input.reading, input.situation, input.question);
  const random = input.random ?? Math.random;
  const [rangeMin, max, softness] = WORD_RANGES[tier]!;
  const min = tier === 1 ? Math.min(max - 10, Math.max(rangeMin, facts.baseWords + TIER_1_MARGIN)) : rangeMin;
  // A rare draw of long phrases can overrun the range even with every optional sentence dropped;
  // then the oracle composes again with the next choices and keeps the draw closest to the range.
  let best = "";
  let bestDistance = Infinity;
  for (let attempt = 0; attempt < MAX_ATTEMPTS; attempt++) {
    const text = fit(TIER_BUILDERS[tier]!({ ...facts, p: createPicker(random), kept: new Map() }), min, max, softness);
    const words = countWords(text);
    const distance = Math.max(0, min - words, words - max);
    if (distance === 0) return text;
    if (distance < bestDistance) [best, bestDistance] = [text, distance];
  }
  return best;
}

/**
 * The sections a tier appends after an AI provider's text (Timing Prediction from tier 3, Spirit
 * Guide Message from 4, Mystical Ritual at 5), composed from the roll as the built-in oracle composes
 * them, each under its `## ` heading; empty below tier 3.
 */
export function composeTierSections(input: Omit<ComposeInput, "question">): string {
  const tier = clampTier(input.tier);
  const c = {
    ...castFacts(input.reading, input.situation),
    p: createPicker(input.random ?? Math.random),
    kept: new Map(),
  };
  return render(appendedSections(c, tierSectionTitles(tier), tier));
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

import { tierSectionTitles } from "../../../shared/oracle";
import type { Reading } from "../../../shared/reading";
import type { Situation } from "../../../shared/situations";
import { castFacts } from "./context";
import { fit, render } from "./fit";
import { createPicker } from "./picker";
import type { Tier } from "./sections";
import { appendedSections } from "./deeper";
import { countWords } from "./text";
import { tierBlocks } from "./tiers";

export { cleanQuestion } from "./context";
export { createPicker, randomFor } from "./picker";

/**
 * The built-in oracle, "the Oracle's voice": when no AI provider is configured, the server writes the
 * enhanced reading itself. The text is composed from the meaning system in content/README.md (red =
 * will, white = mind and timing, green = world; the six faces; the sum's name; doubles and triples;
 * the yes/no and timing rules) for the chosen situation, in sections under `## ` headings, from the
 * phrase banks of content/oracle/composer/. This folder chooses among them (`random`, seeded by the
 * cast in production) and fits the text to its tier's length. Decisions 015 and 033 record the design.
 */

/**
 * Each tier's length as a multiple of the reading it deepens (the words shown for the situation): a
 * tier deepens by adding kinds of insight, not by saying the same things at greater length. The text
 * is fitted into ±8% of its target; tier 1 also stays longer than the reading itself.
 */
const LENGTH_RATIOS: Record<number, number> = { 1: 1.05, 2: 1.5, 3: 2, 4: 2.5, 5: 3 };
const RANGE = 0.08;
/** How far into the range optional sentences may reach before they are dropped. */
const SOFTNESS = 0.7;

/** Words tier 1 says beyond the reading it deepens, at least. */
const TIER_1_MARGIN = 5;

const MAX_ATTEMPTS = 8;

const clampTier = (tier: number) => Math.min(5, Math.max(1, Math.trunc(tier) || 1));

interface ComposeInput {
  reading: Reading;
  situation: Situation;
  tier: number;
  /** The seeker's question: named at tier 1, answered from tier 2 (src/shared/question.ts reads it). */
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
  const target = LENGTH_RATIOS[tier]! * facts.baseWords;
  const max = Math.round(target * (1 + RANGE));
  const min = Math.max(Math.round(target * (1 - RANGE)), tier === 1 ? facts.baseWords + TIER_1_MARGIN : 0);
  // A rare draw of long phrases can overrun the range even with every optional sentence dropped;
  // then the oracle composes again with the next choices and keeps the draw closest to the range.
  let best = "";
  let bestDistance = Infinity;
  for (let attempt = 0; attempt < MAX_ATTEMPTS; attempt++) {
    const c = { ...facts, p: createPicker(random), kept: new Map<string, string>() };
    const text = fit(tierBlocks(c, tier as Tier), min, max, SOFTNESS);
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
  return render(appendedSections(c, tierSectionTitles(tier)));
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

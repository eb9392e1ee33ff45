import { createHmac } from "node:crypto";
import type { DrawResponse, DrawnItemView } from "../../../shared/api/draws";
import { drawSpread } from "../../../shared/draws/draw-fairness";
import {
  DRAW_TOOLS,
  THREE_CARD_VARIANTS,
  spreadsOf,
  type DrawTool,
  type Spread,
  type ThreeCardVariant,
} from "../../../shared/draws/spreads";
import { SITUATIONS, type Situation } from "../../../shared/situations";
import { wordCount } from "../../../../content/draws/text-figures";
import { drawnItemViews, drawSynthesis, spreadName } from "./draw-view";

/**
 * Sample readings for the draw tests: deterministic spreads of every kind (each spread, each three-card
 * variant, each situation, with and without a question), drawn from a seeded byte source so that every
 * run reads the same cards.
 */

/** A seeded byte source (HMAC blocks), so the sample of draws is the same on every run. */
function bytesFor(seed: string): () => number {
  let block = 0;
  let bytes = Buffer.alloc(0);
  let next = 0;
  return () => {
    if (next >= bytes.length) {
      bytes = createHmac("sha256", "composer-sample").update(`${seed}:${block++}`).digest();
      next = 0;
    }
    return bytes[next++]!;
  };
}

const QUESTIONS: readonly (string | null)[] = [
  null,
  "Will my ex come back?",
  "Should I take the job in Leeds?",
  "When will my money worries ease?",
  null,
  "How can I mend things with my sister?",
  "Is moving to Lisbon right for me?",
  "What do I need to know about my work this month?",
];

export function sampleDraw(input: {
  tool: DrawTool;
  spread: Spread;
  variant?: ThreeCardVariant | null;
  situation: Situation;
  seed: string;
  question?: string | null;
}): DrawResponse {
  const { tool, spread, situation, seed } = input;
  const variant = input.variant ?? null;
  const items = drawSpread(tool, spread, bytesFor(seed));
  const subject = { tool, spread, variant, situation, items, question: input.question ?? null };
  return {
    id: seed,
    tool,
    spread,
    spreadName: spreadName(spread),
    situation,
    question: input.question ?? null,
    items: drawnItemViews(subject),
    synthesis: drawSynthesis(subject),
    enhancedText: null,
    enhancedBy: null,
    source: "oracle",
    fairness: null,
    shareUrl: null,
    createdAt: new Date(0).toISOString(),
  };
}

/** Every spread kind (the three-card spread once per variant). */
type SpreadKind = { tool: DrawTool; spread: Spread; variant: ThreeCardVariant | null };
export function spreadKinds(): SpreadKind[] {
  return DRAW_TOOLS.flatMap((tool) =>
    spreadsOf(tool).flatMap((spread): SpreadKind[] =>
      spread === "three-card"
        ? THREE_CARD_VARIANTS.map((variant) => ({ tool, spread, variant }))
        : [{ tool, spread, variant: null }],
    ),
  );
}

/** `perKind` samples of every spread kind and situation, questions taken in turn from a fixed list. */
export function sampleDraws(perKind: number): DrawResponse[] {
  return spreadKinds().flatMap(({ tool, spread, variant }) =>
    SITUATIONS.flatMap((situation) =>
      Array.from({ length: perKind }, (_, n) =>
        sampleDraw({
          tool,
          spread,
          variant,
          situation,
          seed: `${tool}-${spread}-${variant ?? "plain"}-${situation}-${n}`,
          question: QUESTIONS[n % QUESTIONS.length]!,
        }),
      ),
    ),
  );
}

/** The base reading a seeker sees without enhancement: each item's paragraph and the synthesis. */
export function baseReadingWords(draw: DrawResponse): number {
  const item = (view: DrawnItemView) =>
    wordCount([(view as { inPosition?: string }).inPosition ?? "", view.meaning].join(" "));
  return draw.items.reduce((sum, view) => sum + item(view), 0) + wordCount(draw.synthesis);
}

/**
 * How much of a set of texts is repeated wording: the share of their 8-word runs that also occur in
 * another text of the set, and how many distinct runs are shared.
 */
export function repeatedEightGrams(texts: readonly string[]): { share: number; shared: number } {
  const seenIn = new Map<string, Set<number>>();
  const perText: string[][] = texts.map((text, at) => {
    const tokens = text
      .toLowerCase()
      .replace(/[^\p{L}\p{N}\s']/gu, " ")
      .split(/\s+/)
      .filter(Boolean);
    const grams: string[] = [];
    for (let i = 0; i + 8 <= tokens.length; i++) grams.push(tokens.slice(i, i + 8).join(" "));
    for (const gram of grams) (seenIn.get(gram) ?? seenIn.set(gram, new Set()).get(gram)!).add(at);
    return grams;
  });
  const total = perText.reduce((sum, grams) => sum + grams.length, 0);
  const repeated = perText.reduce((sum, grams) => sum + grams.filter((gram) => seenIn.get(gram)!.size > 1).length, 0);
  const shared = [...seenIn.values()].filter((texts) => texts.size > 1).length;
  return { share: total === 0 ? 0 : repeated / total, shared };
}

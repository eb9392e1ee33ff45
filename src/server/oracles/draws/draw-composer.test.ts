import { createHmac } from "node:crypto";
import { describe, expect, it } from "vitest";
import type { DrawResponse } from "../../../shared/api/draws";
import { drawSpread } from "../../../shared/draws/draw-fairness";
import { DRAW_TOOLS, spreadsOf, type DrawTool, type Spread } from "../../../shared/draws/spreads";
import { SITUATIONS, type Situation } from "../../../shared/situations";
import { drawnItemViews, drawSynthesis, spreadName } from "./draw-view";
import { randomFor } from "../composer";
import { composeDrawEnhancement } from "./draw-composer";

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

function sampleDraw(tool: DrawTool, spread: Spread, situation: Situation, seed: string): DrawResponse {
  const items = drawSpread(tool, spread, bytesFor(seed));
  const subject = { tool, spread, variant: null, situation, items };
  return {
    id: seed,
    tool,
    spread,
    spreadName: spreadName(spread),
    situation,
    question: null,
    items: drawnItemViews(subject),
    synthesis: drawSynthesis(subject),
    enhancedText: null,
    enhancedBy: null,
    fairness: null,
    shareUrl: null,
    createdAt: new Date(0).toISOString(),
  };
}

const words = (text: string) => text.split(/\s+/).filter(Boolean).length;

describe("the built-in oracle's enhancement of tarot spreads and rune casts", () => {
  const SAMPLES = 40;
  const cases = DRAW_TOOLS.flatMap((tool) =>
    spreadsOf(tool).flatMap((spread) =>
      SITUATIONS.flatMap((situation) =>
        Array.from({ length: SAMPLES }, (_, n) =>
          sampleDraw(tool, spread, situation, `${tool}-${spread}-${situation}-${n}`),
        ),
      ),
    ),
  );

  it("names every item, leaves no placeholder, and grows with the tier", () => {
    const meanWords: Record<string, number[]> = {};
    for (const draw of cases) {
      let previous = 0;
      for (let tier = 1; tier <= 5; tier++) {
        const text = composeDrawEnhancement({ draw, tier, question: "Where next?", random: randomFor(draw.id) });
        for (const item of draw.items) expect(text).toContain(item.name);
        expect(text).toContain("“Where next?”");
        expect(text).not.toMatch(/[{}]|undefined|null/);
        expect(text).toContain(draw.synthesis);
        expect(words(text), `${draw.id} tier ${tier}`).toBeGreaterThan(previous);
        previous = words(text);
        (meanWords[`${draw.spread} tier ${tier}`] ??= []).push(words(text));
      }
    }
    const figures = Object.fromEntries(
      Object.entries(meanWords).map(([key, counts]) => [
        key,
        Math.round(counts.reduce((a, b) => a + b, 0) / counts.length),
      ]),
    );
    console.log("mean words by spread and tier", figures);
  });

  it("varies its openings, practices and blessings across readings", () => {
    const openings = new Set<string>();
    const closings = new Set<string>();
    for (const draw of cases) {
      const text = composeDrawEnhancement({ draw, tier: 5, question: null, random: randomFor(draw.id) });
      const blocks = text.split("\n\n");
      openings.add(blocks[0]!);
      closings.add(blocks.at(-1)!);
    }
    console.log(`${cases.length} readings: ${openings.size} openings, ${closings.size} blessings`);
    expect(openings.size).toBeGreaterThanOrEqual(12);
    expect(closings.size).toBeGreaterThanOrEqual(5);
  });

  it("writes the same text again for the same reading", () => {
    const draw = cases[0]!;
    const once = composeDrawEnhancement({ draw, tier: 4, question: null, random: randomFor(draw.id) });
    expect(composeDrawEnhancement({ draw, tier: 4, question: null, random: randomFor(draw.id) })).toBe(once);
  });
});

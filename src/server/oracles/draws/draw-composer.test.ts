import { describe, expect, it } from "vitest";
import { DRAW_TOOLS, spreadsOf } from "../../../shared/draws/spreads";
import { SITUATIONS } from "../../../shared/situations";
import { randomFor } from "../composer";
import { composeDrawEnhancement } from "./draw-composer";
import { sampleDraw } from "./draw-samples";

const words = (text: string) => text.split(/\s+/).filter(Boolean).length;

describe("the built-in oracle's enhancement of tarot spreads and rune casts", () => {
  const SAMPLES = 40;
  const cases = DRAW_TOOLS.flatMap((tool) =>
    spreadsOf(tool).flatMap((spread) =>
      SITUATIONS.flatMap((situation) =>
        Array.from({ length: SAMPLES }, (_, n) =>
          sampleDraw({ tool, spread, situation, seed: `${tool}-${spread}-${situation}-${n}` }),
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
        for (const item of draw.items) expect(text).toContain(item.name.replace(/^The /, ""));
        // The question is quoted from tier 2, where the spread answers it (a one-item reading answers it
        // without quoting it).
        if (tier >= 2 && draw.items.length > 1) expect(text).toContain("“Where next?”");
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

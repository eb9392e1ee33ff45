import { beforeAll, describe, expect, it } from "vitest";
import { chiSquareP } from "../testing/chi-square";
import { seededBytes } from "../testing/seeded-bytes";
import { drawSpread } from "./draw-fairness";
import { canReverse, deckOf, isSpreadOf, SPREADS, spreadSize, type DrawTool, type Spread } from "./spreads";

/**
 * The draw rule's statistics, over 100,000 committed draws of each spread from fixed seeds (server seed
 * "stats-server-seed", client seeds "stats-<n>", n running on across the spreads so that no two spreads
 * share a draw): in every position every item is as likely as every other (a chi-square goodness-of-fit
 * test against the uniform law), items lie reversed half the time (never, for the runes that cannot be
 * reversed), and no item comes twice in one draw. The bytes come from node:crypto's HMAC, fed to the
 * pure `drawSpread`, so the run is quick.
 */
const DRAWS = 100_000;
const SERVER_SEED = "stats-server-seed";
/** A fair rule fails a test at this level once in a thousand runs; the seeds are fixed, so it is stable. */
const MIN_P = 0.001;
/** A fair coin's count of heads lies within this many standard deviations of half. */
const MAX_Z = 4.5;

/** The chi-square statistic of counts against the uniform law. */
function chiSquareUniform(counts: readonly number[]): number {
  const total = counts.reduce((sum, count) => sum + count, 0);
  const expected = total / counts.length;
  return counts.reduce((sum, count) => sum + (count - expected) ** 2 / expected, 0);
}

/** How many standard deviations `heads` lies from half of `flips`, for a fair coin. */
const binomialZ = (heads: number, flips: number) => (heads - flips / 2) / Math.sqrt(flips / 4);

// ── The draws ──

interface Tally {
  tool: DrawTool;
  /** counts[position][index]: how often each item came in each position. */
  counts: number[][];
  /** reversals[position]: reversed items, and items that could have been, in each position. */
  reversals: { reversed: number; reversible: number }[];
  /** Reversed items that cannot be reversed, and how often such items were drawn. */
  fixedReversed: number;
  fixedDrawn: number;
  /** Draws that held an item twice. */
  repeats: number;
  seconds: number;
}

function tally(spread: Spread, firstSeed: number): Tally {
  const started = performance.now();
  const tool: DrawTool = isSpreadOf("tarot", spread) ? "tarot" : "runes";
  const size = deckOf(tool).length;
  const positions = spreadSize(spread);
  const result: Tally = {
    tool,
    counts: Array.from({ length: positions }, () => new Array<number>(size).fill(0)),
    reversals: Array.from({ length: positions }, () => ({ reversed: 0, reversible: 0 })),
    fixedReversed: 0,
    fixedDrawn: 0,
    repeats: 0,
    seconds: 0,
  };
  for (let n = firstSeed; n < firstSeed + DRAWS; n++) {
    const items = drawSpread(tool, spread, seededBytes(SERVER_SEED, `stats-${n}`));
    if (new Set(items.map((item) => item.index)).size !== items.length) result.repeats++;
    items.forEach((item, position) => {
      result.counts[position]![item.index]!++;
      if (canReverse(tool, item.index)) {
        result.reversals[position]!.reversible++;
        if (item.reversed) result.reversals[position]!.reversed++;
      } else {
        result.fixedDrawn++;
        if (item.reversed) result.fixedReversed++;
      }
    });
  }
  result.seconds = (performance.now() - started) / 1000;
  return result;
}

describe.each(SPREADS.map((spread, order) => ({ spread, order })))(
  `${DRAWS.toLocaleString("en")} draws of the $spread spread`,
  ({ spread, order }) => {
    let drawn: Tally;
    beforeAll(() => {
      drawn = tally(spread, order * DRAWS);
    });

    it("lays every item in every position equally often (chi-square, p > 0.001)", () => {
      const pValues = drawn.counts.map((counts) => chiSquareP(chiSquareUniform(counts), counts.length - 1));
      const smallest = Math.min(...pValues);
      console.info(
        `${spread}: ${DRAWS} draws in ${drawn.seconds.toFixed(1)} s; smallest p over its ${pValues.length} positions ${smallest.toFixed(4)}`,
      );
      for (const [position, counts] of drawn.counts.entries()) {
        expect(counts.reduce((sum, count) => sum + count, 0)).toBe(DRAWS);
        expect(pValues[position], `position ${position + 1}`).toBeGreaterThan(MIN_P);
      }
    });

    it("lays an item reversed half the time, in every position and over the spread", () => {
      for (const [position, { reversed, reversible }] of drawn.reversals.entries()) {
        expect(reversible).toBeGreaterThan(DRAWS / 2);
        expect(Math.abs(binomialZ(reversed, reversible)), `position ${position + 1}`).toBeLessThan(MAX_Z);
      }
      const reversed = drawn.reversals.reduce((sum, position) => sum + position.reversed, 0);
      const reversible = drawn.reversals.reduce((sum, position) => sum + position.reversible, 0);
      expect(Math.abs(binomialZ(reversed, reversible))).toBeLessThan(MAX_Z);
    });

    it("never reverses a rune that looks the same upside down", () => {
      expect(drawn.fixedReversed).toBe(0);
      if (drawn.tool === "tarot") expect(drawn.fixedDrawn).toBe(0);
      else {
        // The share of such runes in the deck, less a margin far beyond chance (about 5 standard deviations).
        const fixed = deckOf("runes").filter((_, index) => !canReverse("runes", index)).length / 24;
        const slots = DRAWS * spreadSize(spread);
        expect(drawn.fixedDrawn).toBeGreaterThan(slots * fixed - 5 * Math.sqrt(slots * fixed * (1 - fixed)));
      }
    });

    it("never lays the same item twice in one draw", () => {
      expect(drawn.repeats).toBe(0);
    });
  },
);

import { createHmac } from "node:crypto";
import { beforeAll, describe, expect, it } from "vitest";
import { drawSpread, type ByteSource } from "./draw-fairness";
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

// ── The chi-square law's upper tail: Q(a, x), the regularized upper incomplete gamma function ──

const LANCZOS = [
  0.99999999999980993, 676.5203681218851, -1259.1392167224028, 771.32342877765313, -176.61502916214059,
  12.507343278686905, -0.13857109526572012, 9.9843695780195716e-6, 1.5056327351493116e-7,
];

/** ln Γ(z) for z > 0 (Lanczos' approximation, g = 7). */
function lnGamma(z: number): number {
  if (z < 0.5) return Math.log(Math.PI / Math.sin(Math.PI * z)) - lnGamma(1 - z);
  const shifted = z - 1;
  let sum = LANCZOS[0]!;
  for (let k = 1; k < LANCZOS.length; k++) sum += LANCZOS[k]! / (shifted + k);
  const t = shifted + 7.5;
  return 0.5 * Math.log(2 * Math.PI) + (shifted + 0.5) * Math.log(t) - t + Math.log(sum);
}

/** Q(a, x) = Γ(a, x) / Γ(a): by its series below x = a + 1, by its continued fraction (Lentz) above. */
function upperGammaQ(a: number, x: number): number {
  if (x <= 0) return 1;
  const front = Math.exp(-x + a * Math.log(x) - lnGamma(a));
  if (x < a + 1) {
    let term = 1 / a;
    let sum = term;
    for (let n = 1; n < 10_000 && Math.abs(term) > Math.abs(sum) * 1e-16; n++) {
      term *= x / (a + n);
      sum += term;
    }
    return Math.max(0, 1 - front * sum);
  }
  const tiny = 1e-300;
  let b = x + 1 - a;
  let c = 1 / tiny;
  let d = 1 / b;
  let fraction = d;
  for (let n = 1; n < 10_000; n++) {
    const an = -n * (n - a);
    b += 2;
    d = an * d + b;
    d = Math.abs(d) < tiny ? tiny : d;
    c = b + an / c;
    c = Math.abs(c) < tiny ? tiny : c;
    d = 1 / d;
    const step = d * c;
    fraction *= step;
    if (Math.abs(step - 1) < 1e-16) break;
  }
  return front * fraction;
}

/** The p-value of a chi-square statistic with `df` degrees of freedom. */
const chiSquareP = (chi2: number, df: number) => upperGammaQ(df / 2, chi2 / 2);

/** The chi-square statistic of counts against the uniform law. */
function chiSquareUniform(counts: readonly number[]): number {
  const total = counts.reduce((sum, count) => sum + count, 0);
  const expected = total / counts.length;
  return counts.reduce((sum, count) => sum + (count - expected) ** 2 / expected, 0);
}

/** How many standard deviations `heads` lies from half of `flips`, for a fair coin. */
const binomialZ = (heads: number, flips: number) => (heads - flips / 2) / Math.sqrt(flips / 4);

describe("the chi-square p-value", () => {
  it("gives the tables' values", () => {
    // Critical values from the standard tables (upper tail), and chi2 = df = 77 (p ≈ 0.4786).
    const known: [chi2: number, df: number, p: number][] = [
      [77, 77, 0.4786],
      [3.841, 1, 0.05],
      [10.828, 1, 0.001],
      [5.991, 2, 0.05],
      [23.209, 10, 0.01],
      [41.638, 23, 0.01],
      [124.342, 100, 0.05],
      [0.5, 3, 0.9189],
    ];
    for (const [chi2, df, p] of known) expect(chiSquareP(chi2, df), `chi2 ${chi2}, df ${df}`).toBeCloseTo(p, 4);
  });

  it("agrees with the closed form for even degrees of freedom: Q(k, x) = e^−x Σ_{i<k} x^i / i!", () => {
    for (let k = 1; k <= 40; k++) {
      for (const x of [0.1, 1, k / 2, k, k + 3, 2 * k + 10]) {
        let term = 1;
        let sum = 1;
        for (let i = 1; i < k; i++) {
          term *= x / i;
          sum += term;
        }
        expect(upperGammaQ(k, x)).toBeCloseTo(Math.exp(-x) * sum, 10);
      }
    }
  });

  it("is 1 at zero and falls toward 0 far in the tail", () => {
    expect(chiSquareP(0, 77)).toBe(1);
    expect(chiSquareP(150, 77)).toBeCloseTo(1.2768e-6, 9);
    expect(chiSquareP(30, 77)).toBeCloseTo(0.9999997, 6);
  });
});

// ── The draws ──

/** The byte stream of the seeds, one HMAC block at a time, as the committed draw reads it. */
function seededBytes(clientSeed: string): ByteSource {
  let block = 0;
  let bytes: Uint8Array = new Uint8Array(0);
  let next = 0;
  return () => {
    if (next === bytes.length) {
      bytes = createHmac("sha256", SERVER_SEED).update(`${clientSeed}:${block++}`).digest();
      next = 0;
    }
    return bytes[next++]!;
  };
}

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
    const items = drawSpread(tool, spread, seededBytes(`stats-${n}`));
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

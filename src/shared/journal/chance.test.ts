import { describe, expect, it } from "vitest";
import { chanceSentence, oddsInWords } from "../../../content/journal/patterns";
import { binomialTailAtLeast, chanceCheck } from "./chance";

/** A positive ratio of two BigInts as a float, to ~60 bits: exact however small or large they are. */
function ratio(numerator: bigint, denominator: bigint): number {
  if (numerator === 0n) return 0;
  const shift = numerator.toString(2).length - denominator.toString(2).length - 60;
  const quotient =
    shift >= 0 ? numerator / (denominator << BigInt(shift)) : (numerator << BigInt(-shift)) / denominator;
  return Number(quotient) * 2 ** shift;
}

/** P(X ≥ k), X ~ Binomial(n, 1/d), as an exact fraction: Σ_{j≥k} C(n, j) (d−1)^(n−j) / d^n. */
function exactTail(n: number, d: number, k: number): number {
  let choose = 1n; // C(n, j)
  let numerator = 0n;
  const big = BigInt(n);
  const rest = BigInt(d - 1);
  for (let j = 0; j <= n; j++) {
    if (j >= k) numerator += choose * rest ** BigInt(n - j);
    choose = (choose * (big - BigInt(j))) / BigInt(j + 1);
  }
  return ratio(numerator, BigInt(d) ** big);
}

/** A seeded history: a linear congruential generator's draws from a deck, counted per item. */
function seededCounts(seed: number, draws: number, deckSize: number): number[] {
  const counts = new Array<number>(deckSize).fill(0);
  let state = seed;
  for (let i = 0; i < draws; i++) {
    state = (state * 1103515245 + 12345) % 2 ** 31;
    counts[state % deckSize]! += 1;
  }
  return counts;
}

describe("the chance check", () => {
  it.each([
    { n: 60, d: 78, seed: 7 },
    { n: 3, d: 6, seed: 11 },
    { n: 216, d: 24, seed: 3 },
    { n: 3000, d: 78, seed: 42 },
    { n: 2400, d: 216, seed: 5 },
  ])("matches exact rational arithmetic for a seeded history of $n items from $d", ({ n, d, seed }) => {
    const counts = seededCounts(seed, n, d);
    // Every count that came up, and counts far above them (tails down to 1e-100 and beyond).
    const tested = [...new Set([...counts, 0, 1, Math.ceil(n / d) + 10, Math.ceil(n / d) * 3 + 5, Math.min(n, 40)])];
    for (const count of tested) {
      const check = chanceCheck({ count, itemsDrawn: n, deckSize: d });
      const exact = exactTail(n, d, count);
      expect(check.expected).toBeCloseTo(n / d, 12);
      if (exact === 0) expect(check.pAtLeast).toBe(0);
      else expect(Math.abs(check.pAtLeast - exact) / exact, `n=${n} d=${d} count=${count}`).toBeLessThan(1e-9);
    }
  });

  it("gives the whole distribution at zero and nothing above n", () => {
    expect(binomialTailAtLeast(10, 1 / 6, 0)).toBe(1);
    expect(binomialTailAtLeast(10, 1 / 6, 11)).toBe(0);
    expect(binomialTailAtLeast(0, 1 / 6, 1)).toBe(0);
  });

  it("says it in words, rounded for reading", () => {
    const check = chanceCheck({ count: 4, itemsDrawn: 60, deckSize: 78 });
    expect(chanceSentence({ name: "The Tower", itemsDrawn: 60, unit: { one: "card", many: "cards" }, ...check })).toBe(
      "The Tower: 4 times in 60 cards; by chance about 0.8; chance alone does this about 1 time in 100",
    );
    expect(oddsInWords(0.7)).toBe("more often than not");
    expect(oddsInWords(0.34)).toBe("about 1 time in 3");
    expect(oddsInWords(0.5)).toBe("about 1 time in 2");
    expect(oddsInWords(1 / 37)).toBe("about 1 time in 35");
    expect(oddsInWords(1 / 1234)).toBe("about 1 time in 1,000");
    expect(oddsInWords(1e-9)).toBe("less than 1 time in a million");
    expect(
      chanceSentence({
        name: "Fehu",
        count: 1,
        itemsDrawn: 1,
        expected: 1 / 24,
        pAtLeast: 1 / 24,
        unit: { one: "rune", many: "runes" },
      }),
    ).toBe("Fehu: once in 1 rune; by chance less than 0.1; chance alone does this about 1 time in 25");
  });
});

import { describe, expect, it } from "vitest";
import { chiSquareP } from "../testing/chi-square";
import { seededBytes } from "../testing/seeded-bytes";
import {
  castLines,
  hexagramOf,
  hexagramOfLines,
  hexagramsOf,
  LINE_VALUES,
  TRIGRAM_LINES,
  type CastMethod,
  type LineValue,
  type Lines,
} from "./cast-rule";
import { TRIGRAM_KEYS } from "./content-types";

/** Pearson's chi-square of observed counts against expected shares. */
function chiSquare(observed: readonly number[], shares: readonly number[]): number {
  const total = observed.reduce((sum, count) => sum + count, 0);
  const weight = shares.reduce((sum, share) => sum + share, 0);
  return observed.reduce((sum, count, index) => {
    const expected = (total * shares[index]!) / weight;
    return sum + (count - expected) ** 2 / expected;
  }, 0);
}
/** A fair rule fails at this level once in a thousand runs; the seeds are fixed, so the test is stable. */
const MIN_P = 0.001;

const linesOfHexagram = (number: number): boolean[] => {
  for (const upper of TRIGRAM_KEYS)
    for (const lower of TRIGRAM_KEYS)
      if (hexagramOf(upper, lower) === number)
        return [...TRIGRAM_LINES[lower], ...TRIGRAM_LINES[upper]].map((line) => line === 1);
  throw new Error(`no hexagram ${number}`);
};

describe("the King Wen order", () => {
  it("numbers the 64 pairs of trigrams 1 to 64, each once", () => {
    const numbers = TRIGRAM_KEYS.flatMap((upper) => TRIGRAM_KEYS.map((lower) => hexagramOf(upper, lower)));
    expect([...numbers].sort((a, b) => a - b)).toEqual(Array.from({ length: 64 }, (_, index) => index + 1));
  });

  it("puts the known hexagrams in their places", () => {
    expect(hexagramOf("heaven", "heaven")).toBe(1);
    expect(hexagramOf("earth", "earth")).toBe(2);
    expect(hexagramOf("water", "thunder")).toBe(3);
    expect(hexagramOf("earth", "heaven")).toBe(11);
    expect(hexagramOf("heaven", "earth")).toBe(12);
    expect(hexagramOf("water", "water")).toBe(29);
    expect(hexagramOf("fire", "fire")).toBe(30);
    expect(hexagramOf("water", "fire")).toBe(63);
    expect(hexagramOf("fire", "water")).toBe(64);
  });

  it("pairs each odd hexagram with the next as the sequence does: turned upside down, or every line changed when turning leaves it the same", () => {
    for (let odd = 1; odd < 64; odd += 2) {
      const lines = linesOfHexagram(odd);
      const turned = [...lines].reverse();
      const isSymmetric = turned.every((line, index) => line === lines[index]);
      expect(hexagramOfLines(isSymmetric ? lines.map((line) => !line) : turned), `after ${odd}`).toBe(odd + 1);
    }
  });
});

describe("a cast", () => {
  it("reads lines bottom first and turns the changing ones for the relating hexagram", () => {
    // Six young yang lines: The Creative, nothing changing.
    expect(hexagramsOf([7, 7, 7, 7, 7, 7])).toEqual({ hexagram: 1, relating: null });
    // All old yang: The Creative turning wholly into The Receptive.
    expect(hexagramsOf([9, 9, 9, 9, 9, 9])).toEqual({ hexagram: 1, relating: 2 });
    // Bottom line yang, the rest yin: thunder below earth (24); its old yang turned gives earth over earth (2).
    expect(hexagramsOf([9, 8, 8, 8, 8, 8])).toEqual({ hexagram: 24, relating: 2 });
    // Fire below water (63) with an old yin at the top: turned, wind above fire (37).
    expect(hexagramsOf([7, 8, 7, 8, 7, 6])).toEqual({ hexagram: 63, relating: 37 });
  });

  it("follows the coins' rule byte by byte: 1 is heads (3), 0 tails (2), biased bytes never occur for m = 2", () => {
    // Three coins per line, odd byte = heads: bytes 1,1,1 → 9; 0,0,0 → 6; 1,0,0 → 7; 1,1,0 → 8.
    const bytes = [1, 1, 1, 0, 0, 0, 1, 0, 0, 1, 1, 0, 255, 254, 3, 2, 4, 6];
    let next = 0;
    expect(castLines("coins", () => bytes[next++]!)).toEqual([9, 6, 7, 8, 8, 6]);
    expect(next).toBe(18);
  });

  it("follows the yarrow rule byte by byte, skipping none (256 is a multiple of 16)", () => {
    // b mod 16: 0 → 6, 5 → 7, 6 → 8, 12 → 8, 13 → 9, 31 mod 16 = 15 → 9.
    const bytes = [0, 5, 6, 12, 13, 31];
    let next = 0;
    expect(castLines("yarrow", () => bytes[next++]!)).toEqual([6, 7, 8, 8, 9, 9]);
  });

  for (const [method, shares] of [
    ["coins", [1, 3, 3, 1]],
    ["yarrow", [1, 5, 7, 3]],
  ] as [CastMethod, number[]][]) {
    it(`over 100,000 casts from committed seeds, gives ${method} line values in the odds ${shares.join(":")}`, () => {
      const nextByte = seededBytes(`fixed server seed for ${method}`, "fixed client seed");
      const counts = new Map<LineValue, number>(LINE_VALUES.map((value) => [value, 0]));
      const hexagrams = new Set<number>();
      for (let cast = 0; cast < 100_000; cast++) {
        const lines: Lines = castLines(method, nextByte);
        for (const value of lines) counts.set(value, counts.get(value)! + 1);
        hexagrams.add(hexagramsOf(lines).hexagram);
      }
      const observed = LINE_VALUES.map((value) => counts.get(value)!);
      const statistic = chiSquare(observed, shares);
      const p = chiSquareP(statistic, shares.length - 1);
      console.info(
        `${method}: 600,000 lines ${observed.join(" / ")}, chi-square ${statistic.toFixed(2)}, p ${p.toFixed(3)}`,
      );
      expect(p).toBeGreaterThan(MIN_P);
      expect(hexagrams.size).toBe(64);
    });
  }
});

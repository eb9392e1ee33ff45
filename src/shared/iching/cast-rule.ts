import { integerBelow, type ByteSource } from "../draws/draw-fairness";
import { TRIGRAM_KEYS, type TrigramKey } from "./content-types";

/**
 * Casting the I Ching, pure over a byte source, so the server's cast (random bytes or a commitment's seeds)
 * and the /fairness checker in the browser are the same code. Integers come from the dice's byte stream by
 * the draws' rule (`integerBelow`: a byte b is kept when b < 256 − (256 mod m), giving b mod m).
 *
 * - Three coins (the default): per line, three integers in [0, 2); 1 is heads and counts 3, 0 is tails and
 *   counts 2; the line's value is their sum, 6 to 9 (odds 1:3:3:1).
 * - Yarrow stalks: per line one integer in [0, 16): 0 → 6, 1–5 → 7, 6–12 → 8, 13–15 → 9 (odds 1:5:7:3, the
 *   stalks' own).
 *
 * Lines are made from the bottom (line 1) up. 7 and 9 are yang, 6 and 8 yin; 6 and 9 are changing lines,
 * and the relating hexagram has them turned (6 becomes yang, 9 yin).
 */

export type CastMethod = "coins" | "yarrow";

/** A line's value: 6 old yin (changing), 7 young yang, 8 young yin, 9 old yang (changing). */
export type LineValue = 6 | 7 | 8 | 9;
export const LINE_VALUES: readonly LineValue[] = [6, 7, 8, 9];

/** Six line values, line 1 (the bottom) first. */
export type Lines = readonly [LineValue, LineValue, LineValue, LineValue, LineValue, LineValue];

const YARROW_VALUES: readonly LineValue[] = [6, 7, 7, 7, 7, 7, 8, 8, 8, 8, 8, 8, 8, 9, 9, 9];

function castLine(method: CastMethod, nextByte: ByteSource): LineValue {
  if (method === "yarrow") return YARROW_VALUES[integerBelow(16, nextByte)]!;
  let sum = 0;
  for (let coin = 0; coin < 3; coin++) sum += integerBelow(2, nextByte) === 1 ? 3 : 2;
  return sum as LineValue;
}

/** Six lines cast from the byte source, bottom first. */
export function castLines(method: CastMethod, nextByte: ByteSource): Lines {
  return Array.from({ length: 6 }, () => castLine(method, nextByte)) as unknown as Lines;
}

const isYang = (value: LineValue) => value === 7 || value === 9;
const isChanging = (value: LineValue) => value === 6 || value === 9;

/** Each trigram's lines bottom first, 1 for yang, as tradition draws them. */
export const TRIGRAM_LINES: Record<TrigramKey, readonly [0 | 1, 0 | 1, 0 | 1]> = {
  heaven: [1, 1, 1],
  lake: [1, 1, 0],
  fire: [1, 0, 1],
  thunder: [1, 0, 0],
  wind: [0, 1, 1],
  water: [0, 1, 0],
  mountain: [0, 0, 1],
  earth: [0, 0, 0],
};

/**
 * The King Wen order: KING_WEN[upper][lower] is the hexagram's number, rows and columns in the order of
 * TRIGRAM_KEYS (heaven, lake, fire, thunder, wind, water, mountain, earth).
 */
const KING_WEN: readonly (readonly number[])[] = [
  /* heaven   */ [1, 10, 13, 25, 44, 6, 33, 12],
  /* lake     */ [43, 58, 49, 17, 28, 47, 31, 45],
  /* fire     */ [14, 38, 30, 21, 50, 64, 56, 35],
  /* thunder  */ [34, 54, 55, 51, 32, 40, 62, 16],
  /* wind     */ [9, 61, 37, 42, 57, 59, 53, 20],
  /* water    */ [5, 60, 63, 3, 48, 29, 39, 8],
  /* mountain */ [26, 41, 22, 27, 18, 4, 52, 23],
  /* earth    */ [11, 19, 36, 24, 46, 7, 15, 2],
];

/** The hexagram's King Wen number from its upper and lower trigrams. */
export function hexagramOf(upper: TrigramKey, lower: TrigramKey): number {
  return KING_WEN[TRIGRAM_KEYS.indexOf(upper)]![TRIGRAM_KEYS.indexOf(lower)]!;
}

function trigramOf(yang: readonly boolean[]): TrigramKey {
  return TRIGRAM_KEYS.find((key) => TRIGRAM_LINES[key].every((line, index) => (line === 1) === yang[index]))!;
}

/** The hexagram six yin/yang lines (bottom first) make. */
export function hexagramOfLines(yang: readonly boolean[]): number {
  return hexagramOf(trigramOf(yang.slice(3, 6)), trigramOf(yang.slice(0, 3)));
}

/** A cast's two hexagrams: the primary, and the relating one (its changing lines turned), or null with none. */
export function hexagramsOf(lines: Lines): { hexagram: number; relating: number | null } {
  const hexagram = hexagramOfLines(lines.map(isYang));
  if (!lines.some(isChanging)) return { hexagram, relating: null };
  return {
    hexagram,
    relating: hexagramOfLines(lines.map((value) => (isChanging(value) ? !isYang(value) : isYang(value)))),
  };
}

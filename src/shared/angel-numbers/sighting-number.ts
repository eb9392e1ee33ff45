import { reduce, type Reduction } from "../numerology/numerology";
import { readAngelNumber } from "./angel-number-rule";
import type { AngelNumberContent, AngelNumberPattern } from "./content-types";
import { patternOf, zerosOf } from "./angel-number-rule";

/**
 * A number a seeker logs as seen: its digits, optionally with one colon for a clock time ("11:11"), 1 to
 * 12 digits in all (a receipt's or a plate's number can be longer than the lookup's six).
 */
const SIGHTING_NUMBER_PATTERN = /^\d+(?::\d+)?$/;
export const SIGHTING_MAX_DIGITS = 12;

/** Whether a trimmed text is a number a sighting can log. */
export function isSightingNumber(number: string): boolean {
  const digits = number.replace(/\D/g, "").length;
  return SIGHTING_NUMBER_PATTERN.test(number) && digits >= 1 && digits <= SIGHTING_MAX_DIGITS;
}

/** Whether a logged number is a clock time ("11:11", "9:37"): hours 0–23 and minutes 00–59. */
export function isClockTime(number: string): boolean {
  const clock = /^(\d{1,2}):(\d{2})$/.exec(number);
  return clock !== null && Number(clock[1]) <= 23 && Number(clock[2]) <= 59;
}

/** What a logged number reads as: the library's entry, or its digits reduced as /numerology reduces them. */
export type SightingReading =
  | { kind: "library"; entry: AngelNumberContent; pattern: AngelNumberPattern }
  | { kind: "digits"; reduction: Reduction; pattern: AngelNumberPattern | null };

/**
 * Reads a logged number with the lookup's rule (`readAngelNumber`); a number the lookup turns away (more
 * than six digits, or hours past 99) is read by its digits' sum with the same reduction.
 */
export function readSighting(number: string, library: readonly AngelNumberContent[]): SightingReading {
  const sum = [...number.replace(/\D/g, "")].reduce((total, digit) => total + Number(digit), 0);
  const read = sum === 0 ? zerosOf(library) : readAngelNumber(number, library);
  if (read.kind === "library") {
    const entry = library.find((candidate) => candidate.slug === read.slug)!;
    return { kind: "library", entry, pattern: entry.pattern };
  }
  const reduction = read.kind === "digits" ? read.reduction : reduce(sum, true);
  return { kind: "digits", reduction, pattern: patternOf(number) };
}

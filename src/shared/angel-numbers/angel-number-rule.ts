import { reduce, type Reduction } from "../numerology/numerology";
import type { AngelNumberContent, AngelNumberPattern } from "./content-types";

/**
 * What a number a seeker has noticed reads as: the angel number the library writes about, or else the
 * numerology of its digits. The library is passed in, so the rule stays free of the content it reads.
 */

/** The most digits a number may have: a clock's hours, minutes and seconds. */
const MAX_DIGITS = 6;

type InvalidReason = "empty" | "unreadable" | "too-long";

/**
 * A library entry by its slug; or a number the library does not write about, as its digits or as a
 * clock time with a colon ("09:37"), with the reduction of its digits' sum; or why the input is no number.
 */
type AngelNumberReading =
  | { kind: "library"; slug: string }
  | { kind: "digits"; number: string; reduction: Reduction }
  | { kind: "invalid"; reason: InvalidReason };

/** Digits only: "1111", " 444 ". */
const DIGITS = /^\d+$/;
/** A clock time: hours and minutes apart, by a colon, a dot, a hyphen or a space ("11:11", "12 21", "12-21"). */
const CLOCK = /^(\d{1,2})(?:\s*[:.]\s*|\s+|-)(\d{2})$/;

/**
 * Reads what a seeker typed. A clock time is first looked for as a mirror time ("12 21" is the mirror
 * time 12:21), then, like plain digits, by its digits alone ("11:11" is 1111, "1:11" is 111). A number
 * the library does not write about reads as numerology reads a number: its digits added, then reduced,
 * keeping 11, 22 and 33 whole ("4721" → 14 → 5; "29" → 11).
 */
export function readAngelNumber(input: string, library: readonly AngelNumberContent[]): AngelNumberReading {
  const typed = input.normalize("NFKC").trim();
  if (typed === "") return { kind: "invalid", reason: "empty" };
  if (/[^\d\s:.-]/.test(typed)) return { kind: "invalid", reason: "unreadable" };
  if (typed.replace(/\D/g, "").length > MAX_DIGITS) return { kind: "invalid", reason: "too-long" };

  const clock = CLOCK.exec(typed);
  if (!clock && !DIGITS.test(typed)) return { kind: "invalid", reason: "unreadable" };
  const digits = clock ? `${clock[1]}${clock[2]}` : typed;
  const time = clock ? `${clock[1]!.padStart(2, "0")}:${clock[2]}` : undefined;

  const entry =
    (time === undefined ? undefined : library.find((candidate) => candidate.number === time)) ??
    library.find((candidate) => candidate.number === digits);
  if (entry) return { kind: "library", slug: entry.slug };

  const sum = [...digits].reduce((total, digit) => total + Number(digit), 0);
  if (sum === 0) return zerosOf(library);
  return { kind: "digits", number: time ?? digits, reduction: reduce(sum, true) };
}

/** The library's number of zeros alone. */
const ZEROS = "000";

/**
 * Zeros alone ("0", "00", "0:00") leave no digit to reduce (numerology's numbers run from 1): they read as
 * the library's zeros, 000.
 */
export function zerosOf(library: readonly AngelNumberContent[]): AngelNumberReading {
  const zeros = library.find((candidate) => candidate.number === ZEROS);
  return zeros ? { kind: "library", slug: zeros.slug } : { kind: "invalid", reason: "unreadable" };
}

/**
 * The shape of a number, read from its characters alone: three or four of one digit; digits rising by
 * one ("123", "1234"); a pair said twice ("1212"); a clock time whose minutes mirror its hours
 * ("12:21", never "11:11"); or digits that read the same backwards ("1221"). Null for any other number.
 */
export function patternOf(number: string): AngelNumberPattern | null {
  const clock = /^(\d\d):(\d\d)$/.exec(number);
  if (clock) {
    const [, hours, minutes] = clock;
    const isTime = Number(hours) <= 23 && Number(minutes) <= 59;
    return isTime && minutes === [...hours!].reverse().join("") && hours !== minutes ? "mirror" : null;
  }
  if (!/^\d{3,4}$/.test(number)) return null;
  const digits = [...number].map(Number);
  if (digits.every((digit) => digit === digits[0])) return digits.length === 3 ? "triple" : "quadruple";
  if (digits.every((digit, index) => index === 0 || digit === digits[index - 1]! + 1)) return "sequence";
  if (digits.length === 4 && number.slice(0, 2) === number.slice(2)) return "repeating-pair";
  if (number === [...number].reverse().join("")) return "palindrome";
  return null;
}

import type { CalendarDay } from "../calendar";
import { isMasterNumber, type NumerologyNumber } from "./numbers";

/**
 * Pythagorean numerology, pure. Letters count 1–9 in rows (A=1 … I=9, J=1 … R=9, S=1 … Z=8). A sum
 * is reduced by adding its digits until one digit is left, except that 11, 22 and 33 are kept whole in
 * the personal numbers (the cycles of a year, month and day always reduce to 1–9). Every figure keeps
 * the chain of its reduction, so the page can show the steps: [1985, 23, 5].
 */

/** One reduction: the sums from the first to the last; the last is the value. */
export interface Reduction {
  value: number;
  chain: number[];
}

/** A figure built from parts (month, day and year; or the words of a name), each reduced first. */
interface Figure {
  value: NumerologyNumber;
  parts: { label: string; chain: number[] }[];
  /** The parts' values added, then reduced. */
  chain: number[];
}

export interface CoreNumbers {
  lifePath: Figure;
  expression: Figure;
  soulUrge: Figure;
  personality: Figure;
  birthday: Figure;
}

export interface PersonalCycles {
  personalYear: Figure;
  personalMonth: Figure;
  personalDay: Figure;
}

const digitSum = (value: number) => [...String(value)].reduce((sum, digit) => sum + Number(digit), 0);

/** Adds digits until one is left, keeping 11, 22 and 33 when `keepMasters`. */
export function reduce(value: number, keepMasters = true): Reduction {
  if (!Number.isInteger(value) || value < 0) throw new RangeError(`Cannot reduce ${value}`);
  const chain = [value];
  let current = value;
  while (current > 9 && !(keepMasters && isMasterNumber(current))) {
    current = digitSum(current);
    chain.push(current);
  }
  return { value: current, chain };
}

function figure(parts: { label: string; value: number }[], keepMasters = true): Figure {
  const reduced = parts.map((part) => ({ label: part.label, chain: reduce(part.value, keepMasters).chain }));
  const total = reduced.reduce((sum, part) => sum + part.chain.at(-1)!, 0);
  const { value, chain } = reduce(total, keepMasters);
  return { value: value as NumerologyNumber, parts: reduced, chain };
}

const LETTER_SPELLINGS: Record<string, string> = { ß: "ss", æ: "ae", œ: "oe", ø: "o", đ: "d", ł: "l", þ: "th", ð: "d" };

/**
 * The words of a name in the letters A–Z: accents are dropped (é → e), the few letters that are not a
 * Latin letter with an accent are spelt out (ß → ss, æ → ae, ø → o), and everything else (hyphens,
 * apostrophes, digits, other scripts) is left out. "Anne-Marie O'Brien" is ANNE, MARIE, OBRIEN.
 */
export function nameWords(fullName: string): string[] {
  return fullName
    .toLowerCase()
    .replace(/[ßæœøđłþð]/g, (letter) => LETTER_SPELLINGS[letter]!)
    .normalize("NFD")
    .replace(/\p{M}/gu, "")
    .split(/[\s-]+/)
    .map((word) => word.replace(/[^a-z]/g, "").toUpperCase())
    .filter(Boolean);
}

const letterValue = (letter: string) => ((letter.charCodeAt(0) - 65) % 9) + 1;

const PLAIN_VOWELS = new Set(["A", "E", "I", "O", "U"]);

/**
 * A, E, I, O and U are vowels; Y is one when neither letter beside it is (the Y of LYNN and MARY, not
 * of YOLANDA or MURRAY), the common rule for a Y that carries a syllable's only vowel sound.
 */
export function isVowelAt(word: string, index: number): boolean {
  const letter = word[index]!;
  if (PLAIN_VOWELS.has(letter)) return true;
  if (letter !== "Y") return false;
  return !PLAIN_VOWELS.has(word[index - 1] ?? "") && !PLAIN_VOWELS.has(word[index + 1] ?? "");
}

type LetterKind = "all" | "vowels" | "consonants";

function nameFigure(fullName: string, kind: LetterKind): Figure {
  const parts = nameWords(fullName).map((word) => {
    let value = 0;
    for (let index = 0; index < word.length; index++) {
      const vowel = isVowelAt(word, index);
      if (kind === "all" || (kind === "vowels") === vowel) value += letterValue(word[index]!);
    }
    return { label: word, value };
  });
  return figure(parts.filter((part) => part.value > 0));
}

/** Whether a full name gives all three name numbers: it needs a vowel and a consonant. */
export function hasCountableName(fullName: string): boolean {
  const words = nameWords(fullName);
  const kinds = words.flatMap((word) => [...word].map((_, index) => isVowelAt(word, index)));
  return kinds.includes(true) && kinds.includes(false);
}

const dateParts = (date: CalendarDay) => {
  const [year, month, day] = date.split("-").map(Number) as [number, number, number];
  return { year, month, day };
};

/** The five numbers of a person, from the birth date (YYYY-MM-DD) and the full name. */
export function coreNumbers(birthDate: CalendarDay, fullName: string): CoreNumbers {
  const { year, month, day } = dateParts(birthDate);
  return {
    lifePath: figure([
      { label: "month", value: month },
      { label: "day", value: day },
      { label: "year", value: year },
    ]),
    expression: nameFigure(fullName, "all"),
    soulUrge: nameFigure(fullName, "vowels"),
    personality: nameFigure(fullName, "consonants"),
    birthday: figure([{ label: "day", value: day }]),
  };
}

/**
 * The cycles of a day for someone born on `birthDate`: the Personal Year is the birth month and day
 * with the current year; the Personal Month adds the calendar month; the Personal Day the calendar day.
 */
export function personalCycles(birthDate: CalendarDay, today: CalendarDay): PersonalCycles {
  const birth = dateParts(birthDate);
  const now = dateParts(today);
  const personalYear = figure(
    [
      { label: "birth month", value: birth.month },
      { label: "birth day", value: birth.day },
      { label: "year", value: now.year },
    ],
    false,
  );
  const personalMonth = figure(
    [
      { label: "personal year", value: personalYear.value },
      { label: "month", value: now.month },
    ],
    false,
  );
  const personalDay = figure(
    [
      { label: "personal month", value: personalMonth.value },
      { label: "day", value: now.day },
    ],
    false,
  );
  return { personalYear, personalMonth, personalDay };
}

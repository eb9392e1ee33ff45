import { describe, expect, it } from "vitest";
import { cyclesOn, universalYear } from "./cycles";

/**
 * The cycles checked against a second computation written here from plain digit sums: each part (birth
 * month, birth day, year; then the Personal Year and the month; then the Personal Month and the day) is
 * brought to one digit, the parts are added, and the sum is brought to one digit, keeping each sum.
 */

const digitSum = (value: number) =>
  String(value)
    .split("")
    .reduce((sum, digit) => sum + Number(digit), 0);

/** Every sum from `value` down to one digit. */
function sums(value: number): number[] {
  const chain = [value];
  while (chain.at(-1)! > 9) chain.push(digitSum(chain.at(-1)!));
  return chain;
}

const oneDigit = (value: number) => sums(value).at(-1)!;

function expected(birthDate: string, today: string) {
  const [, birthMonth, birthDay] = birthDate.split("-").map(Number) as [number, number, number];
  const [year, month, day] = today.split("-").map(Number) as [number, number, number];
  const personalYear = sums(oneDigit(birthMonth) + oneDigit(birthDay) + oneDigit(year));
  const personalMonth = sums(personalYear.at(-1)! + oneDigit(month));
  const personalDay = sums(personalMonth.at(-1)! + oneDigit(day));
  return { personalYear, personalMonth, personalDay, universalYear: sums(year) };
}

const dayAfter = (day: string, days: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

// Eight chosen pairs (leap days, month and year ends, master-number sums along the way) and 22 more spread
// over 1900–2040 by fixed strides.
const PAIRS: [string, string][] = [
  ["2000-02-29", "2026-11-24"],
  ["1985-11-18", "2026-01-01"],
  ["1999-12-31", "2000-01-01"],
  ["1900-01-01", "1999-12-31"],
  ["1975-09-29", "2029-11-29"],
  ["1988-02-29", "2028-02-29"],
  ["1966-07-04", "2038-12-31"],
  ["2011-11-11", "2011-11-11"],
  ...Array.from({ length: 22 }, (_, index): [string, string] => {
    const birth = dayAfter("1901-03-07", index * 1_733);
    return [birth, dayAfter(birth, 3_000 + index * 997)];
  }),
];

describe("the cycles of a day", () => {
  it.each(PAIRS)("born %s, on %s: agree with plain digit sums", (birthDate, today) => {
    const cycles = cyclesOn(birthDate, today);
    const want = expected(birthDate, today);
    expect(cycles.personalYear.chain).toEqual(want.personalYear);
    expect(cycles.personalMonth.chain).toEqual(want.personalMonth);
    expect(cycles.personalDay.chain).toEqual(want.personalDay);
    expect(cycles.universalYear.chain).toEqual(want.universalYear);
    for (const figure of [cycles.personalYear, cycles.personalMonth, cycles.personalDay, cycles.universalYear]) {
      expect(figure.value).toBe(figure.chain.at(-1));
      expect(figure.value).toBeGreaterThanOrEqual(1);
      expect(figure.value).toBeLessThanOrEqual(9);
    }
  });

  it("has 30 pairs", () => {
    expect(new Set(PAIRS.map((pair) => pair.join())).size).toBe(30);
  });

  it("gives the universal year with its steps, never a master number", () => {
    expect(universalYear(2026)).toEqual({ value: 1, chain: [2026, 10, 1] });
    expect(universalYear(2009)).toEqual({ value: 2, chain: [2009, 11, 2] });
    expect(universalYear(1993)).toEqual({ value: 4, chain: [1993, 22, 4] });
    expect(universalYear(2007)).toEqual({ value: 9, chain: [2007, 9] });
  });
});

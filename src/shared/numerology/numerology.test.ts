import { describe, expect, it } from "vitest";
import { positionsOf } from "./numbers";
import { coreNumbers, hasCountableName, isVowelAt, nameWords, personalCycles, reduce } from "./numerology";

// Every expected figure below was worked out by hand with the Pythagorean table
// (A J S = 1, B K T = 2, C L U = 3, D M V = 4, E N W = 5, F O X = 6, G P Y = 7, H Q Z = 8, I R = 9).

describe("reduce", () => {
  it("adds digits until one is left, keeping 11, 22 and 33 unless told not to", () => {
    expect(reduce(1985)).toEqual({ value: 5, chain: [1985, 23, 5] });
    expect(reduce(29)).toEqual({ value: 11, chain: [29, 11] });
    expect(reduce(29, false)).toEqual({ value: 2, chain: [29, 11, 2] });
    expect(reduce(1975)).toEqual({ value: 22, chain: [1975, 22] });
    expect(reduce(33)).toEqual({ value: 33, chain: [33] });
    expect(reduce(7)).toEqual({ value: 7, chain: [7] });
    expect(() => reduce(-1)).toThrow(RangeError);
  });
});

describe("the letters of a name", () => {
  it("drop accents, spell out ß and æ, and ignore hyphens, apostrophes and other scripts", () => {
    expect(nameWords("Anne-Marie O'Brien")).toEqual(["ANNE", "MARIE", "OBRIEN"]);
    expect(nameWords("José Núñez")).toEqual(["JOSE", "NUNEZ"]);
    expect(nameWords("Ægir Strauß")).toEqual(["AEGIR", "STRAUSS"]);
    expect(nameWords("  Zoë   Østergaard 3rd ")).toEqual(["ZOE", "OSTERGAARD", "RD"]);
    expect(nameWords("李小龍")).toEqual([]);
  });

  it("count Y as a vowel only when no vowel stands beside it", () => {
    expect(isVowelAt("MARY", 3)).toBe(true);
    expect(isVowelAt("LYNN", 1)).toBe(true);
    expect(isVowelAt("YOLANDA", 0)).toBe(false);
    expect(isVowelAt("MURRAY", 5)).toBe(false);
    expect(isVowelAt("MURRAY", 1)).toBe(true);
  });

  it("need a vowel and a consonant to give the name numbers", () => {
    expect(hasCountableName("Anne")).toBe(true);
    expect(hasCountableName("Ng")).toBe(false);
    expect(hasCountableName("—")).toBe(false);
  });
});

describe("the core numbers", () => {
  it("Anne-Marie O'Brien, born 18 November 1985", () => {
    const numbers = coreNumbers("1985-11-18", "Anne-Marie O'Brien");
    // Month 11 is kept whole; 18 → 9; 1985 → 23 → 5; 11 + 9 + 5 = 25 → 7.
    expect(numbers.lifePath).toEqual({
      value: 7,
      parts: [
        { label: "month", chain: [11] },
        { label: "day", chain: [18, 9] },
        { label: "year", chain: [1985, 23, 5] },
      ],
      chain: [25, 7],
    });
    // ANNE 1+5+5+5 = 16 → 7; MARIE 4+1+9+9+5 = 28 → 10 → 1; OBRIEN 6+2+9+9+5+5 = 36 → 9; 17 → 8.
    expect(numbers.expression.parts).toEqual([
      { label: "ANNE", chain: [16, 7] },
      { label: "MARIE", chain: [28, 10, 1] },
      { label: "OBRIEN", chain: [36, 9] },
    ]);
    expect(numbers.expression.chain).toEqual([17, 8]);
    // Vowels: A+E = 6; A+I+E = 15 → 6; O+I+E = 20 → 2; 14 → 5.
    expect(numbers.soulUrge.chain).toEqual([14, 5]);
    // Consonants: N+N = 10 → 1; M+R = 13 → 4; B+R+N = 16 → 7; 12 → 3.
    expect(numbers.personality.chain).toEqual([12, 3]);
    expect(numbers.birthday).toEqual({ value: 9, parts: [{ label: "day", chain: [18, 9] }], chain: [9] });
  });

  it("keeps master numbers in the parts and in the total", () => {
    // 12 → 3; 4; 1975 → 22 (kept); 3 + 4 + 22 = 29 → 11 (kept).
    expect(coreNumbers("1975-12-04", "Ann Lee").lifePath.chain).toEqual([29, 11]);
    expect(coreNumbers("1975-12-04", "Ann Lee").lifePath.parts[2]).toEqual({ label: "year", chain: [1975, 22] });
    // 11; 29 → 11; 2009 → 11; 11 + 11 + 11 = 33 (kept).
    expect(coreNumbers("2009-11-29", "Ann Lee").lifePath.value).toBe(33);
    // José Núñez: vowels O+E = 11 (kept) and U+E = 8, 19 → 10 → 1; consonants J+S = 2 and N+N+Z = 18 → 9,
    // 11 (kept); all letters JOSE 13 → 4 and NUNEZ 26 → 8, 12 → 3.
    const jose = coreNumbers("1990-01-01", "José Núñez");
    expect(jose.soulUrge.parts[0]).toEqual({ label: "JOSE", chain: [11] });
    expect(jose.soulUrge.chain).toEqual([19, 10, 1]);
    expect(jose.personality.chain).toEqual([11]);
    expect(jose.expression.chain).toEqual([12, 3]);
  });

  it("reads a Y on its own as a vowel: Mary Lynn", () => {
    // MARY 4+1+9+7 = 21 → 3, LYNN 3+7+5+5 = 20 → 2: 5. Vowels A+Y = 8, Y = 7: 15 → 6. Consonants 13 → 4, 13 → 4: 8.
    const mary = coreNumbers("1990-01-01", "Mary Lynn");
    expect([mary.expression.value, mary.soulUrge.value, mary.personality.value]).toEqual([5, 6, 8]);
  });

  it("gives a leap-day birth its numbers: 29 February 2000", () => {
    const numbers = coreNumbers("2000-02-29", "Ann Lee");
    // 2; 29 → 11 (kept); 2000 → 2; 15 → 6.
    expect(numbers.lifePath.chain).toEqual([15, 6]);
    expect(numbers.birthday.value).toBe(11);
  });

  it("only ever gives a number a position it has words for", () => {
    for (const [birth, name] of [
      ["2009-11-29", "Ann Lee"],
      ["1985-11-18", "Anne-Marie O'Brien"],
      ["2000-02-29", "José Núñez"],
    ] as const) {
      const numbers = coreNumbers(birth, name);
      for (const [position, figure] of Object.entries(numbers))
        expect(positionsOf(figure.value), `${position} ${figure.value}`).toContain(position);
    }
  });
});

describe("the personal cycles", () => {
  it("reduce to 1–9: born 29 February 2000, on 24 November 2026", () => {
    const cycles = personalCycles("2000-02-29", "2026-11-24");
    // Year: 2 + (29 → 11 → 2) + (2026 → 10 → 1) = 5. Month: 5 + (11 → 2) = 7. Day: 7 + (24 → 6) = 13 → 4.
    expect(cycles.personalYear.parts).toEqual([
      { label: "birth month", chain: [2] },
      { label: "birth day", chain: [29, 11, 2] },
      { label: "year", chain: [2026, 10, 1] },
    ]);
    expect(cycles.personalYear.chain).toEqual([5]);
    expect(cycles.personalMonth.chain).toEqual([7]);
    expect(cycles.personalDay.chain).toEqual([13, 4]);
  });

  it("turn with the year: born 18 November 1985", () => {
    // 2026: 11 → 2, 18 → 9, 2026 → 1: 12 → 3. 2027: 2 + 9 + (2027 → 11 → 2) = 13 → 4.
    expect(personalCycles("1985-11-18", "2026-01-01").personalYear.value).toBe(3);
    expect(personalCycles("1985-11-18", "2027-01-01").personalYear.value).toBe(4);
    // 1 January 2026: month 3 + 1 = 4; day 4 + 1 = 5.
    expect(personalCycles("1985-11-18", "2026-01-01").personalDay.value).toBe(5);
  });
});

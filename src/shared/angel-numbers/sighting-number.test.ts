import { describe, expect, it } from "vitest";
import { ANGEL_NUMBERS } from "../../../content/angel-numbers";
import { readAngelNumber } from "./angel-number-rule";
import { isClockTime, isSightingNumber, readSighting } from "./sighting-number";

describe("a number a sighting logs", () => {
  it("is 1 to 12 digits, with at most one colon between digits", () => {
    for (const number of ["7", "1111", "11:11", "9:37", "123456789012", "123:4567"]) {
      expect(isSightingNumber(number), number).toBe(true);
    }
    for (const number of ["", ":", "11:", ":11", "11:11:11", "1234567890123", "12 21", "1,111", "abc", "-1"]) {
      expect(isSightingNumber(number), number).toBe(false);
    }
  });

  it("is a clock time when its hours are 0–23 and its minutes 00–59", () => {
    expect(["11:11", "0:00", "23:59", "09:37"].map(isClockTime)).toEqual([true, true, true, true]);
    expect(["24:00", "12:60", "1111", "123:45", "1:5"].map(isClockTime)).toEqual([false, false, false, false, false]);
  });

  it("reads as the lookup reads it, and past the lookup's six digits by the same reduction", () => {
    expect(readSighting("11:11", ANGEL_NUMBERS)).toMatchObject({ kind: "library", pattern: "quadruple" });
    expect(readSighting("11:11", ANGEL_NUMBERS)).toMatchObject({ entry: { slug: "1111" } });
    const lookup = readAngelNumber("4071", ANGEL_NUMBERS);
    expect(readSighting("4071", ANGEL_NUMBERS)).toEqual({
      kind: "digits",
      reduction: lookup.kind === "digits" ? lookup.reduction : null,
      pattern: null,
    });
    expect(readSighting("1771", ANGEL_NUMBERS)).toMatchObject({ kind: "digits", pattern: "palindrome" });
    // 1+2+…+9+0+1+2 = 48 → 12 → 3; and 99:99 (hours past 23) by its digits, 36 → 9.
    expect(readSighting("123456789012", ANGEL_NUMBERS)).toMatchObject({ reduction: { value: 3, chain: [48, 12, 3] } });
    expect(readSighting("999:99", ANGEL_NUMBERS)).toMatchObject({ reduction: { value: 9, chain: [45, 9] } });
    expect(readSighting("29", ANGEL_NUMBERS)).toMatchObject({ reduction: { value: 11, chain: [11] } });
  });

  it("reads zeros alone, however many, as the library's 000", () => {
    for (const number of ["0", "0:00", "000000000000"]) {
      const read = readSighting(number, ANGEL_NUMBERS);
      expect(read.kind === "library" ? read.entry.number : read.kind, number).toBe("000");
    }
  });
});

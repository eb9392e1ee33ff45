import { describe, expect, it } from "vitest";
import { ANGEL_NUMBERS } from "../../../content/angel-numbers";
import { patternOf, readAngelNumber } from "./angel-number-rule";

const read = (input: string) => readAngelNumber(input, ANGEL_NUMBERS);

describe("reading a number a seeker typed", () => {
  it("finds every number of the library by its number and by its slug", () => {
    for (const entry of ANGEL_NUMBERS) {
      expect(read(entry.number), entry.number).toEqual({ kind: "library", slug: entry.slug });
      expect(read(entry.slug), entry.slug).toEqual({ kind: "library", slug: entry.slug });
      expect(read(` ${entry.number}\n`), entry.number).toEqual({ kind: "library", slug: entry.slug });
    }
  });

  it("reads a clock time as a mirror time first, then by its digits", () => {
    expect(read("12:21")).toEqual({ kind: "library", slug: "12-21" });
    expect(read("12 21")).toEqual({ kind: "library", slug: "12-21" });
    expect(read("12 : 21")).toEqual({ kind: "library", slug: "12-21" });
    expect(read("1221")).toEqual({ kind: "library", slug: "1221" });
    expect(read("1:10")).toEqual({ kind: "library", slug: "01-10" });
    expect(read("11:11")).toEqual({ kind: "library", slug: "1111" });
    expect(read("1:11")).toEqual({ kind: "library", slug: "111" });
    expect(read("4.44")).toEqual({ kind: "library", slug: "444" });
    expect(read("12:34")).toEqual({ kind: "library", slug: "1234" });
    expect(read("0110")).toEqual({ kind: "digits", number: "0110", reduction: { value: 2, chain: [2] } });
  });

  it("takes full-width digits and spaces as plain ones", () => {
    expect(read("\u3000４４４ ")).toEqual({ kind: "library", slug: "444" });
    expect(read("１２：２１")).toEqual({ kind: "library", slug: "12-21" });
  });

  it("reads any other number by its digits' sum, reduced as numerology reduces it", () => {
    expect(read("4721")).toEqual({ kind: "digits", number: "4721", reduction: { value: 5, chain: [14, 5] } });
    expect(read("29")).toEqual({ kind: "digits", number: "29", reduction: { value: 11, chain: [11] } });
    expect(read("2299")).toEqual({ kind: "digits", number: "2299", reduction: { value: 22, chain: [22] } });
    expect(read("699999")).toEqual({ kind: "digits", number: "699999", reduction: { value: 6, chain: [51, 6] } });
    expect(read("7")).toEqual({ kind: "digits", number: "7", reduction: { value: 7, chain: [7] } });
    expect(read("9:37")).toEqual({ kind: "digits", number: "09:37", reduction: { value: 1, chain: [19, 10, 1] } });
    expect(read("23 59")).toEqual({ kind: "digits", number: "23:59", reduction: { value: 1, chain: [19, 10, 1] } });
  });

  it("reads zeros alone as the library's 000, since they leave no digit to reduce", () => {
    for (const typed of ["0", "00", "0:00", "00000"])
      expect(readAngelNumber(typed, ANGEL_NUMBERS), typed).toEqual({ kind: "library", slug: "000" });
  });

  it("turns away anything but digits, a clock time, or more than six digits", () => {
    for (const input of ["", "   ", "\n"]) expect(read(input), input).toEqual({ kind: "invalid", reason: "empty" });
    for (const input of ["abc", "11a1", "-444", "4.5", "1:2:3", "11::11", "12 34 56", ":", "1,111", "½", "11 11 11"]) {
      expect(read(input), input).toEqual({ kind: "invalid", reason: "unreadable" });
    }
    for (const input of ["1234567", "1111111111", "12:345678"]) {
      expect(read(input), input).toEqual({ kind: "invalid", reason: "too-long" });
    }
    expect(read("123456")).toMatchObject({ kind: "digits", number: "123456" });
  });

  it("reads from the library it is given", () => {
    const first = ANGEL_NUMBERS.find((entry) => /[1-9]/.test(entry.number));
    expect(readAngelNumber(first!.number, [])).toMatchObject({ kind: "digits", number: first!.number });
    expect(readAngelNumber("000", [])).toEqual({ kind: "invalid", reason: "unreadable" });
  });
});

describe("the shape of a number", () => {
  it("names each pattern from the digits alone", () => {
    expect(["444", "0000", "123", "1234", "1212", "12:21", "02:20", "1221", "505"].map(patternOf)).toEqual([
      "triple",
      "quadruple",
      "sequence",
      "sequence",
      "repeating-pair",
      "mirror",
      "mirror",
      "palindrome",
      "palindrome",
    ]);
  });

  it("gives no pattern to other numbers, to equal hours and minutes, nor to impossible times", () => {
    for (const number of ["4721", "12", "12345", "11:11", "25:52", "12:34", "1:11", "", "abcd"]) {
      expect(patternOf(number), number).toBeNull();
    }
  });

  it("agrees with every number of the library", () => {
    for (const entry of ANGEL_NUMBERS) expect(patternOf(entry.number), entry.number).toBe(entry.pattern);
  });
});

import { describe, expect, it } from "vitest";
import { birthDateProblem, nameProblem } from "./birth-input";

describe("the calculator's name", () => {
  it("is missing when blank, and uncountable without both a vowel and a consonant", () => {
    expect(nameProblem("   ")).toBe("missing");
    expect(nameProblem("1234 !!")).toBe("uncountable");
    expect(nameProblem("李小龍")).toBe("uncountable");
    expect(nameProblem("Ng")).toBe("uncountable");
    expect(nameProblem("Anne-Marie O'Brien")).toBeNull();
  });
});

describe("the calculator's birth date", () => {
  const today = "2026-11-24";

  it("takes any real day from 1900 to today", () => {
    expect(birthDateProblem("1985-11-18", today)).toBeNull();
    expect(birthDateProblem("2000-02-29", today)).toBeNull();
    expect(birthDateProblem("1900-01-01", today)).toBeNull();
    expect(birthDateProblem(today, today)).toBeNull();
  });

  it("names what is wrong with the rest", () => {
    expect(birthDateProblem("", today)).toBe("missing");
    expect(birthDateProblem("", today, true)).toBe("impossible");
    expect(birthDateProblem("2023-02-29", today)).toBe("impossible");
    expect(birthDateProblem("2024-13-01", today)).toBe("impossible");
    expect(birthDateProblem("18/11/1985", today)).toBe("impossible");
    expect(birthDateProblem("1899-12-31", today)).toBe("too-early");
    expect(birthDateProblem("2026-11-25", today)).toBe("future");
  });
});

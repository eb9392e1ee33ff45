import { describe, expect, it } from "vitest";
import { coreNumbers, personalCycles } from "./numerology";
import { reductionSteps } from "./steps";

describe("reductionSteps", () => {
  const anneMarie = coreNumbers("1985-11-18", "Anne-Marie O'Brien");

  it("writes each word's sum and chain, then the sum of the words reduced", () => {
    expect(reductionSteps(anneMarie.expression)).toBe("ANNE 16 → 7 · MARIE 28 → 10 → 1 · OBRIEN 36 → 9 = 17 → 8");
    expect(reductionSteps(anneMarie.soulUrge)).toBe("ANNE 6 · MARIE 15 → 6 · OBRIEN 20 → 2 = 14 → 5");
  });

  it("writes a birth date's month, day and year, a kept master number standing alone", () => {
    expect(reductionSteps(anneMarie.lifePath)).toBe("month 11 · day 18 → 9 · year 1985 → 23 → 5 = 25 → 7");
    expect(reductionSteps(coreNumbers("2009-11-29", "Ann").lifePath)).toBe(
      "month 11 · day 29 → 11 · year 2009 → 11 = 33",
    );
  });

  it("ends a one-part figure with its own chain instead of repeating it", () => {
    expect(reductionSteps(anneMarie.birthday)).toBe("day 18 → 9");
    expect(reductionSteps(coreNumbers("2000-01-07", "Ann").birthday)).toBe("day 7");
    expect(reductionSteps(coreNumbers("2000-01-29", "Ann").birthday)).toBe("day 29 → 11");
  });

  it("writes the cycles of a day, which reduce the master numbers too", () => {
    const cycles = personalCycles("2000-02-29", "2026-11-24");
    expect(reductionSteps(cycles.personalYear)).toBe("birth month 2 · birth day 29 → 11 → 2 · year 2026 → 10 → 1 = 5");
    expect(reductionSteps(cycles.personalMonth)).toBe("personal year 5 · month 11 → 2 = 7");
    expect(reductionSteps(cycles.personalDay)).toBe("personal month 7 · day 24 → 6 = 13 → 4");
  });
});

import { describe, expect, it } from "vitest";
import { createFallbackReading } from "./fallback-reading";
import { interpretationFor, NO_INTERPRETATION_TEXT, NO_READING_TEXT } from "./situations";

const reading = {
  ...createFallbackReading({ red: 1, white: 2, green: 3 }),
  interpretationGeneral: "general text",
  interpretationFinance: "finance text",
  interpretationLove: "love text",
};

describe("interpretationFor", () => {
  it("maps each situation to its interpretation", () => {
    expect(interpretationFor(reading, "guidance")).toBe("general text");
    expect(interpretationFor(reading, "finances")).toBe("finance text");
    expect(interpretationFor(reading, "relationships")).toBe("love text");
  });
  it("says so when there is no reading", () => {
    expect(interpretationFor(null, "guidance")).toBe("No reading available");
    expect(NO_READING_TEXT).toBe("No reading available");
  });
  it("says so for an unknown situation", () => {
    expect(interpretationFor(reading, "career")).toBe("No interpretation available for this situation");
    expect(interpretationFor(reading, null)).toBe(NO_INTERPRETATION_TEXT);
  });
});

describe("createFallbackReading", () => {
  it("carries the fallback texts and the dice", () => {
    const now = new Date("2026-03-01T10:00:00Z");
    const fallback = createFallbackReading({ red: 6, white: 5, green: 4 }, now);
    expect(fallback.id).toBe(now.getTime());
    expect(fallback.diceValues).toBe("6-5-4");
    expect(fallback.timingPrediction).toBe("changes will manifest within the next lunar cycle");
    expect(fallback.yesNoAnswer).toBe("the signs point to a positive outcome");
    expect(fallback.totalSumInterpretation).toMatch(/15.*growth/);
    expect(fallback.interpretationGeneral.length).toBeGreaterThan(20);
  });
});

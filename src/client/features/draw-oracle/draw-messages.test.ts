import { describe, expect, it } from "vitest";
import { ApiError } from "../../lib/api-client";
import { drawDownloadText } from "./draw-download";
import { describeDrawFailure, lockedSpreadFailure } from "./draw-messages";

describe("describeDrawFailure", () => {
  it("leads a spread beyond the plan to the plans", () => {
    const error = new ApiError(403, "spread_not_in_plan", "Not in your plan", undefined, { pricingPath: "/pricing" });
    expect(describeDrawFailure(error, "Celtic Cross")).toEqual(lockedSpreadFailure("Celtic Cross"));
    expect(lockedSpreadFailure("Celtic Cross")).toEqual({
      message: "The Celtic Cross opens with a paid plan.",
      showsPlans: true,
    });
  });

  it("says when the day's readings open again, with the plans, at the daily cap", () => {
    const resetsAt = new Date(Date.UTC(2026, 10, 25, 0, 0)).toISOString();
    const error = new ApiError(429, "daily_limit_reached", "You have used today's readings.", undefined, { resetsAt });
    const failure = describeDrawFailure(error, "One Card");
    expect(failure.showsPlans).toBe(true);
    expect(failure.message.startsWith("You have used today's readings. Your next reading opens ")).toBe(true);
  });

  it("asks to try again when the connection fails, and shows the server's other messages", () => {
    expect(describeDrawFailure(new TypeError("Failed to fetch"), "One Card")).toEqual({
      message: "The oracle could not be reached. Check your connection and try again.",
      showsPlans: false,
    });
    expect(describeDrawFailure(new ApiError(400, "validation_error", "Choose a spread"), "x").message).toBe(
      "Choose a spread",
    );
  });
});

describe("drawDownloadText", () => {
  it("writes each item in its position, the synthesis and the enhanced text with its author", () => {
    const text = drawDownloadText({
      date: new Date(2026, 10, 24, 9, 30),
      reversedLabel: "Merkstave",
      enhancedText: "The runes speak softly.",
      author: { kind: "oracle", model: null },
      draw: {
        tool: "runes",
        spreadName: "The Three Norns",
        situation: "relationships",
        question: "Where does this lead?",
        synthesis: "Together they say: patience.",
        items: [
          {
            index: 0,
            key: "fehu",
            name: "Fehu",
            position: "urd",
            positionLabel: "Urðr — what was",
            reversed: true,
            keywords: ["wealth", "flow"],
            meaning: "Something held too tightly.",
          },
          {
            index: 1,
            key: "gebo",
            name: "Gebo",
            position: "verdandi",
            positionLabel: "Verðandi — what is becoming",
            reversed: false,
            keywords: [],
            meaning: "A gift given freely.",
          },
        ],
      },
    });
    const lines = text.split("\n");
    expect(lines[0]).toBe("Mystic Dice — Runes Reading");
    expect(lines).toContain("Situation: Relationships");
    expect(lines).toContain("Spread: The Three Norns");
    expect(lines).toContain("Your question: Where does this lead?");
    expect(lines).toContain("1. Urðr — what was: Fehu (Merkstave)");
    expect(lines).toContain("   Keywords: wealth, flow");
    expect(lines).toContain("2. Verðandi — what is becoming: Gebo");
    expect(lines).toContain("The reading as a whole: Together they say: patience.");
    expect(lines).toContain("Enhanced interpretation (written by The Oracle's voice):");
    expect(lines).toContain("The runes speak softly.");
  });
});

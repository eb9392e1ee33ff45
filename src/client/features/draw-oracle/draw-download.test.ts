import { describe, expect, it } from "vitest";
import { drawDownloadText } from "./draw-download";

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
            inPosition: "In Urðr's place, what was, Fehu merkstave tells of loss laid down before you.",
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
            inPosition: "In Verðandi's place, what is becoming, Gebo shows a gift taking shape now.",
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
    expect(lines).toContain(
      "   In Urðr's place, what was, Fehu merkstave tells of loss laid down before you. Something held too tightly.",
    );
    expect(lines).toContain("2. Verðandi — what is becoming: Gebo");
    expect(lines).toContain("The reading as a whole: Together they say: patience.");
    expect(lines).toContain("Enhanced interpretation (written by The Oracle's voice):");
    expect(lines).toContain("The runes speak softly.");
  });
});

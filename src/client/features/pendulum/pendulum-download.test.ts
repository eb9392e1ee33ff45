import { describe, expect, it } from "vitest";
import { pendulumDownloadText } from "./pendulum-download";

const reading = {
  situation: "finances",
  question: "Is this the month to ask for the raise?",
  answerLabel: "Yes",
  headline: "The pendulum swings toward yes",
  text: "Here the pendulum favours yes. Give it a second look.",
} as const;
const date = new Date(2026, 2, 14, 9, 30);

describe("a pendulum reading's file", () => {
  it("holds the oracle, the date, the situation, the question, the answer and its words", () => {
    const lines = pendulumDownloadText({ date, reading, enhancedText: null }).split("\n");
    expect(lines).toEqual([
      "Mystic Dice — Yes/No Pendulum Reading",
      "",
      `Date: ${date.toLocaleString()}`,
      "Situation: Finances",
      "Your question: Is this the month to ask for the raise?",
      "",
      "Answer: Yes. The pendulum swings toward yes.",
      reading.text,
      "",
      "Readings are for entertainment and reflection only.",
      "",
    ]);
  });

  it("leaves out a question not asked, and adds the enhanced text with who wrote it", () => {
    const text = pendulumDownloadText({
      date,
      reading: { ...reading, question: null },
      enhancedText: "The swing has been drawn.",
      author: { kind: "oracle", model: null },
    });
    expect(text).not.toContain("Your question");
    expect(text).toContain("The swing has been drawn.");
    expect(text.indexOf("The swing has been drawn.")).toBeGreaterThan(text.indexOf(reading.text));
  });
});

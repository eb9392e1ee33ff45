// @vitest-environment happy-dom
import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { downloadText } from "./download-reading";
import { EnhancedText } from "./enhanced-text";
import { EnhancementAuthor } from "./enhancement-author";

describe("EnhancementAuthor", () => {
  it("says the built-in oracle's text is the Oracle's voice, and names no AI", () => {
    render(<EnhancementAuthor author={{ kind: "oracle", model: null }} />);
    const badge = screen.getByTestId("enhancement-author");
    expect(badge.textContent).toBe("Written by The Oracle's voice");
    expect(badge.textContent).not.toMatch(/\bAI\b/);
  });

  it("labels a provider's text AI, with its model", () => {
    render(<EnhancementAuthor author={{ kind: "ai", model: "llama3.1" }} />);
    expect(screen.getByTestId("enhancement-author").textContent).toBe("Written by AI · llama3.1");
  });
});

describe("EnhancedText", () => {
  it("shows `## ` lines as headings and the rest as paragraphs", () => {
    render(
      <EnhancedText
        testId="enhanced-text"
        text={"## The Dice Have Spoken\nThe lamp burns low.\n\n## Three Insights\n1. One\n2. Two"}
      />,
    );
    expect(screen.getAllByRole("heading", { level: 3 }).map((heading) => heading.textContent)).toEqual([
      "The Dice Have Spoken",
      "Three Insights",
    ]);
    const paragraphs = screen.getByTestId("enhanced-text").querySelectorAll("p");
    expect([...paragraphs].map((paragraph) => paragraph.textContent)).toEqual([
      "The lamp burns low.",
      "1. One\n2. Two",
    ]);
    expect(screen.getByTestId("enhanced-text").textContent).not.toContain("##");
  });
});

describe("downloadText", () => {
  it("says who wrote the enhanced text", () => {
    const reading = { timingPrediction: "Soon.", yesNoAnswer: "Yes — indeed.", totalSumInterpretation: "The Lantern." };
    const text = downloadText({
      date: new Date(2026, 10, 23),
      situationLabel: "Guidance",
      roll: { red: 3, white: 1, green: 5 },
      enhancedText: "## The Dice Have Spoken\nThe lamp burns low.",
      author: { kind: "oracle", model: null },
      reading: reading as never,
    });
    expect(text).toContain("Enhanced interpretation (written by The Oracle's voice):");
  });
});

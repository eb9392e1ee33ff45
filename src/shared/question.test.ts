import { describe, expect, it } from "vitest";
import { readQuestion, turnToSeeker } from "./question";

describe("readQuestion", () => {
  it.each([
    ["Will my ex come back?", { subject: "person", term: "your ex", form: "yes-no" }],
    ["Is he the one?", { subject: "person", term: "him", form: "yes-no" }],
    ["Does my best friend still trust me", { subject: "person", term: "your best friend", form: "yes-no" }],
    [
      "Should I take the job in Leeds?",
      { subject: "decision", term: "whether to take the job in Leeds", form: "yes-no" },
    ],
    ["Should I tell my sister the truth?", { subject: "person", term: "your sister", form: "yes-no" }],
    ["Will I get the promotion?", { subject: "work", term: "the promotion", form: "yes-no" }],
    ["How can I pay off my debt?", { subject: "money", term: "your debt", form: "how" }],
    ["Is moving to Lisbon right for me?", { subject: "move", term: "the move to Lisbon", form: "yes-no" }],
    ["When will I find a new flat?", { subject: "move", term: "a new flat", form: "when" }],
    ["Will things change in March?", { subject: "date", term: "March", form: "yes-no" }],
    ["What will this year bring?", { subject: "date", term: "this year", form: "what" }],
    ["What should I focus on?", { subject: "general", term: null, form: "what" }],
    ["Why do I feel stuck", { subject: "general", term: null, form: "why" }],
  ] as const)("%s", (question, expected) => {
    expect(readQuestion(question)).toEqual(expected);
  });

  it("reads no question as none, and never a part of a word", () => {
    expect(readQuestion("")).toBeNull();
    expect(readQuestion("   ")).toBeNull();
    expect(readQuestion("Is the hex on my expenses lifted?")?.subject).toBe("general");
  });

  it("says the seeker's words back from the oracle's side", () => {
    expect(turnToSeeker("my plans and me")).toBe("your plans and you");
  });
});

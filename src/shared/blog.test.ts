import { describe, expect, it } from "vitest";
import { blogPreview, splitIntoSections } from "./blog";

describe("blogPreview", () => {
  it("takes the third line and cuts it to 120 characters with an ellipsis", () => {
    const third = "A".repeat(100) + " and then " + "B".repeat(40);
    expect(blogPreview(`Title\nHook\n${third}\nMore`)).toBe(`${third.slice(0, 120)}…`);
  });
  it("keeps a short third line whole", () => {
    expect(blogPreview("One\nTwo\nThree is short")).toBe("Three is short");
  });
  it("is empty when there is no third line", () => {
    expect(blogPreview("One\nTwo")).toBe("");
  });
});

describe("splitIntoSections", () => {
  it("opens a new section at every emoji-led line", () => {
    const sections = splitIntoSections("Intro line\n\n🎲 The Dice\nFirst.\nSecond.\n🌙 The Moon\nThird.");
    expect(sections).toEqual([
      { heading: null, paragraphs: ["Intro line"] },
      { heading: "🎲 The Dice", paragraphs: ["First.", "Second."] },
      { heading: "🌙 The Moon", paragraphs: ["Third."] },
    ]);
  });
  it("does not treat digits or letters as markers", () => {
    expect(splitIntoSections("3 dice\n#hash")).toEqual([{ heading: null, paragraphs: ["3 dice", "#hash"] }]);
  });
});

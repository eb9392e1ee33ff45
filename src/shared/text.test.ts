import { describe, expect, it } from "vitest";
import { firstSentence, leadSentences } from "./text";

describe("a text's opening", () => {
  it("is its first sentence, or all of it when no sentence ends", () => {
    expect(firstSentence("  Stop. Let the mountain hold still.  ")).toBe("Stop.");
    expect(firstSentence("No end here")).toBe("No end here");
  });

  it("runs on to the next sentences until it says enough", () => {
    const text = "Stop. Let the mountain hold still for a while. Then look again.";
    expect(leadSentences(text)).toBe("Stop. Let the mountain hold still for a while.");
    expect(leadSentences(text, 10)).toBe("Stop. Let the mountain hold still for a while.");
    expect(leadSentences(text, 5)).toBe("Stop.");
    expect(leadSentences(text, 1000)).toBe(text);
    expect(leadSentences("Simplify.")).toBe("Simplify.");
  });
});

import { describe, expect, it } from "vitest";
import { isCrisisMessage, normaliseForCrisis } from "./crisis";
import { CRISIS_PHRASINGS, NOT_CRISIS_PHRASINGS } from "./testing/crisis-phrasings";

describe("isCrisisMessage", () => {
  it.each(CRISIS_PHRASINGS)("%j is a crisis message", (message) => {
    expect(isCrisisMessage(message)).toBe(true);
  });

  it.each(NOT_CRISIS_PHRASINGS)("%j is not", (message) => {
    expect(isCrisisMessage(message)).toBe(false);
  });

  it("normalises case, curly apostrophes and punctuation before matching", () => {
    expect(normaliseForCrisis("I’m  NOT safe!!")).toBe("i'm not safe");
    expect(isCrisisMessage("I’m not safe")).toBe(true);
  });
});

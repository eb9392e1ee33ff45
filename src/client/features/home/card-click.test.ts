import { describe, expect, it } from "vitest";
import { decideCardClick } from "./card-click";

describe("decideCardClick", () => {
  it("sends a visitor's locked card to the unlock prompt", () => {
    expect(decideCardClick({ isSignedIn: false, isLocked: true, path: "/tarot", interactions: 1 })).toEqual({
      kind: "unlock-prompt",
    });
  });
  it("opens the unlock prompt at the fifth click even for a card that would navigate", () => {
    expect(decideCardClick({ isSignedIn: false, isLocked: false, path: "/dice-divination", interactions: 4 })).toEqual({
      kind: "navigate",
      path: "/dice-divination",
    });
    expect(decideCardClick({ isSignedIn: false, isLocked: false, path: "/dice-divination", interactions: 5 })).toEqual({
      kind: "unlock-prompt",
    });
  });
  it("never prompts a signed-in user, whatever the count", () => {
    expect(decideCardClick({ isSignedIn: true, isLocked: false, path: "/dice-divination", interactions: 9 })).toEqual({
      kind: "navigate",
      path: "/dice-divination",
    });
    expect(decideCardClick({ isSignedIn: true, isLocked: true, path: "/runes", interactions: 9 })).toEqual({
      kind: "navigate",
      path: "/runes",
    });
  });
});

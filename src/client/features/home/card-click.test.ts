import { describe, expect, it } from "vitest";
import { DIVINATION_TOOL_ROUTES } from "../../../shared/tools";
import { homeContent } from "../../../../content/site/home";
import { decideCardClick, homeCardState } from "./card-click";

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

describe("homeCardState", () => {
  const routeOf = (path: string) => DIVINATION_TOOL_ROUTES.find((route) => route.path === path)!;
  it("locks every open oracle for a visitor, as the dice, and opens it for a signed-in seeker", () => {
    for (const card of homeContent.divinationCards) {
      const route = routeOf(card.path);
      expect(homeCardState(card.path, false), card.path).toBe(route.isComingSoon ? "coming-soon" : "locked");
      expect(homeCardState(card.path, true), card.path).toBe(route.isComingSoon ? "coming-soon" : "open");
    }
    expect(homeCardState("/dice-divination", true)).toBe("open");
  });
  it("shows the dice, the tarot and the runes on the home page", () => {
    expect(homeContent.divinationCards.map((card) => card.path)).toEqual(
      expect.arrayContaining(["/dice-divination", "/tarot", "/runes"]),
    );
  });
});

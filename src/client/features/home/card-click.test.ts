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
  it("locks an open oracle for a visitor, as the dice, opens it for a signed-in seeker, and marks the rest", () => {
    expect(homeCardState("active", false)).toBe("locked");
    expect(homeCardState("active", true)).toBe("open");
    expect(homeCardState("coming-soon", false)).toBe("coming-soon");
    expect(homeCardState("coming-soon", true)).toBe("coming-soon");
  });
});

describe("the home page's divination cards", () => {
  const routeOf = (path: string) => DIVINATION_TOOL_ROUTES.find((route) => route.path === path)!;
  it("show the dice, the tarot and the runes as open oracles", () => {
    for (const path of ["/dice-divination", "/tarot", "/runes"])
      expect(homeContent.divinationCards.find((card) => card.path === path)?.status, path).toBe("active");
  });
  it("agree with the tools' routes: a card marked coming soon is a tool not open yet, an open tool's card is active", () => {
    for (const card of homeContent.divinationCards) {
      const route = routeOf(card.path);
      if (card.status === "coming-soon") expect(route.isComingSoon, card.path).toBe(true);
      if (!route.isComingSoon) expect(card.status, card.path).toBe("active");
    }
  });
});

import { describe, expect, it } from "vitest";
import {
  elementalDignity,
  readRelations,
  repeatedNumbers,
  spreadRelations,
  type ItemFacts,
  type PairRule,
} from "./relations";
import { spreadAnswer } from "./spread-answer";
import { spreadPositions, SPREADS } from "./spreads";

const item = <P extends string>(position: P, facts: Partial<ItemFacts<P>> = {}): ItemFacts<P> => ({
  position,
  reversed: false,
  element: null,
  suit: null,
  number: null,
  court: null,
  aett: null,
  ...facts,
});

describe("the relations between a spread's positions", () => {
  it("follow the Golden Dawn's elemental dignities, either way round", () => {
    expect(elementalDignity("fire", "fire")).toBe("same");
    expect(elementalDignity("fire", "air")).toBe("support");
    expect(elementalDignity("earth", "water")).toBe("support");
    expect(elementalDignity("water", "fire")).toBe("weaken");
    expect(elementalDignity("air", "earth")).toBe("weaken");
    expect(elementalDignity("earth", "fire")).toBe("neutral");
    expect(elementalDignity("air", "water")).toBe("neutral");
  });

  it("name only positions of their own spread, and read the Celtic Cross by six pairs", () => {
    for (const spread of SPREADS) {
      const positions = new Set<string>(spreadPositions(spread));
      for (const rule of spreadRelations(spread)) {
        for (const position of [rule.from, rule.to, rule.via].filter(Boolean)) expect(positions).toContain(position);
      }
    }
    const sao = spreadRelations("three-card", "situation-action-outcome");
    expect(sao.map((rule) => rule.from)).toEqual(["situation", "action", "situation"]);
    expect(spreadRelations("celtic-cross").map((rule) => rule.id)).toEqual([
      "crossing",
      "crown-foundation",
      "past-to-future",
      "self-surroundings",
      "hopes-fears",
      "outcome-foundation",
    ]);
  });

  it("read how two items lie, their elements and their numbers", () => {
    const [crossing] = readRelations(spreadRelations("celtic-cross"), [
      item("heart", { reversed: true, element: "water", number: 3, suit: "cups" }),
      item("crossing", { element: "fire", number: 3, suit: "wands" }),
    ]);
    expect(crossing).toMatchObject({
      from: 0,
      to: 1,
      turn: "rises",
      dignity: "weaken",
      sameNumber: true,
      sameSuit: false,
    });
    expect(repeatedNumbers([item("a", { number: 3 }), item("b", { number: 5 }), item("c", { number: 3 })])).toEqual([
      { number: 3, at: [0, 2] },
    ]);
  });

  it("let another drawn oracle read its own pairs without touching the tarot's or the runes'", () => {
    type Line = "lower" | "upper";
    const rules: PairRule<Line, "trigram-meeting">[] = [{ id: "trigram-meeting", from: "lower", to: "upper" }];
    const [meeting] = readRelations(rules, [
      item<Line>("lower", { element: "earth" }),
      item<Line>("upper", { element: "water", reversed: true }),
    ]);
    expect(meeting).toMatchObject({ rule: { id: "trigram-meeting" }, turn: "falls", dignity: "support" });
  });
});

describe("the spread's answer, by the reading's own convention", () => {
  it("says yes or no from the balance and the outcome, counted twice", () => {
    const three = (past: boolean, present: boolean, future: boolean) =>
      spreadAnswer([
        item("past", { reversed: past, element: "fire" }),
        item("present", { reversed: present, element: "water" }),
        item("future", { reversed: future, element: "earth" }),
      ]);
    expect(three(false, false, false)).toMatchObject({ outcome: 2, yesNo: "yes", pace: "seasons", delayed: false });
    expect(three(true, true, false).yesNo).toBe("leaning-yes");
    expect(three(true, false, false).yesNo).toBe("yes");
    expect(three(false, false, true)).toMatchObject({ yesNo: "not-yet", delayed: true });
    expect(three(true, false, true).yesNo).toBe("no");
  });

  it("takes the pace from the outcome's element, or a rune's ætt, and finds the five-rune cross's outcome in the east", () => {
    const cross = spreadAnswer([
      item("center", { aett: "tyr" }),
      item("west", { aett: "freyr" }),
      item("east", { aett: "hagal" }),
      item("south", { aett: "freyr" }),
      item("north", { aett: "freyr" }),
    ]);
    expect(cross).toMatchObject({ outcome: 2, pace: "seasons" });
    expect(spreadAnswer([item("focus", { element: "fire" })])).toMatchObject({ outcome: 0, pace: "days" });
  });
});

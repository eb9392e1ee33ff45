import { describe, expect, it } from "vitest";
import { COMPASS_RESULT_WORDS } from "../../../content/compass/result";
import { drawSpread } from "../draws/draw-fairness";
import { isCompleteDecision, sharesOf, weighDecision, type CompassDecision } from "./compass-rule";
import { describeDecision } from "./compass-words";
import { deckOfKey, drawPerspective, everyPerspective, perspectiveKey } from "./perspective-rule";

/** Leeds or stay, weighed on money (×4), family (×5) and adventure (×2). */
const MOVE: CompassDecision = {
  options: ["Leeds", "Stay"],
  values: [
    { name: "Money", weight: 4 },
    { name: "Family", weight: 5 },
    { name: "Adventure", weight: 2 },
  ],
  scores: [
    [5, 2, 5],
    [2, 4, 1],
  ],
  regret: 0,
  coin: { option: 1, feeling: "disappointed" },
};

/** A small pseudo-random generator, so the property checks run the same every time. */
function generator(seed: number) {
  let state = seed;
  return (below: number) => {
    state = (state * 1103515245 + 12345) % 2 ** 31;
    return state % below;
  };
}

function randomDecision(next: (below: number) => number): CompassDecision {
  const options = Array.from({ length: 2 + next(3) }, (_, index) => `Option ${index + 1}`);
  const values = Array.from({ length: 1 + next(6) }, (_, index) => ({
    name: `Value ${index + 1}`,
    weight: 1 + next(5),
  }));
  return {
    options,
    values,
    scores: options.map(() => values.map(() => 1 + next(5))),
    regret: next(options.length + 1) === options.length ? null : next(options.length),
    coin: { option: next(options.length), feeling: (["relieved", "disappointed", "indifferent"] as const)[next(3)]! },
  };
}

describe("the Decision Compass's weighing", () => {
  it("adds weight × score, shares by largest remainder, and names the reasons (worked by hand)", () => {
    // Leeds: 4·5 + 5·2 + 2·5 = 40; Stay: 4·2 + 5·4 + 2·1 = 30. 40/70 = 57.14…, 30/70 = 42.86… → 57 + 43.
    const weighing = weighDecision(MOVE);
    expect(weighing.totals).toEqual([40, 30]);
    expect(weighing.shares).toEqual([57, 43]);
    expect(weighing.lead).toEqual({ kind: "lead", option: 0, runnerUp: 1 });
    // Leeds's biggest parts: money 20, then family and adventure 10 each (the earlier first).
    expect(weighing.reasons).toEqual([
      [0, 1],
      [1, 0],
    ]);
    // Leeds gains 12 on money and 8 on adventure, and loses 10 on family.
    expect(weighing.edges).toEqual([0, 2]);
    // Regret names Leeds, the leader; disappointed when the coin chose Stay agrees with the weights too.
    expect(weighing).toMatchObject({ regret: "agrees", gut: "agrees" });
    expect(weighDecision({ ...MOVE, regret: 1, coin: { option: 1, feeling: "relieved" } })).toMatchObject({
      regret: "other-way",
      gut: "other-way",
    });
    expect(weighDecision({ ...MOVE, regret: null, coin: null })).toMatchObject({ regret: "quiet", gut: "quiet" });
  });

  it("puts three thirds as 34, 33 and 33, and leaves nothing over or short", () => {
    expect(sharesOf([1, 1, 1])).toEqual([34, 33, 33]);
    expect(sharesOf([2, 1, 1, 0])).toEqual([50, 25, 25, 0]);
    expect(sharesOf([0, 0])).toEqual([50, 50]);
    // 10/30 → 33.33, 15/30 → 50, 5/30 → 16.67: the 16.67 takes the point left.
    expect(sharesOf([10, 15, 5])).toEqual([33, 50, 17]);
    // 12/27 = 44.44 twice and 3/27 = 11.11: the one point left cannot go to both 44s, so it goes to 11.
    expect(sharesOf([12, 12, 3])).toEqual([44, 44, 12]);
  });

  it("says a tie as a tie, and lets regret and the gut tip it", () => {
    const level: CompassDecision = {
      options: ["Tea", "Coffee", "Water"],
      values: [{ name: "Taste", weight: 3 }],
      scores: [[4], [4], [1]],
      regret: 1,
      coin: { option: 0, feeling: "disappointed" },
    };
    const weighing = weighDecision(level);
    expect(weighing.lead).toEqual({ kind: "tie", options: [0, 1] });
    expect(weighing).toMatchObject({ regret: "tips", gut: "tips-away", edges: [] });
    const described = describeDecision(level, COMPASS_RESULT_WORDS);
    expect(described.title).toBe("Your weights hold Tea and Coffee level");
    expect(described.headline).toMatch(/Tea and Coffee/);
    expect(described.headline).toMatch(/44 for Tea and 44 for Coffee/);
    expect(described.headline).not.toMatch(/favour/);
  });

  it("holds for any decision: shares sum to 100, scaling every weight changes nothing, the leader has the most", () => {
    const next = generator(2024);
    for (let round = 0; round < 300; round++) {
      const decision = randomDecision(next);
      expect(isCompleteDecision(decision)).toBe(true);
      const weighing = weighDecision(decision);
      expect(weighing.shares.reduce((a, b) => a + b, 0)).toBe(100);
      expect(weighing.shares.every((share) => Number.isInteger(share) && share >= 0)).toBe(true);
      const scaled = weighDecision({
        ...decision,
        values: decision.values.map((value) => ({ ...value, weight: value.weight * 3 })),
      });
      expect({ ...scaled, totals: [] }).toEqual({ ...weighing, totals: [] });
      const top = Math.max(...weighing.totals);
      if (weighing.lead.kind === "lead") {
        expect(weighing.totals[weighing.lead.option]).toBe(top);
        expect(weighing.totals.filter((total) => total === top)).toHaveLength(1);
      } else {
        expect(weighing.lead.options.every((option) => weighing.totals[option] === top)).toBe(true);
      }
    }
  });

  it("puts a decision into words that speak of the seeker's weights, the same words every time", () => {
    const described = describeDecision(MOVE, COMPASS_RESULT_WORDS);
    expect(described.title).toBe("Your weights favour Leeds");
    expect(described.headline).toMatch(/Leeds/);
    expect(described.headline).toMatch(/57 to 43/);
    expect(described.options).toEqual([
      { name: "Leeds", share: 57, total: 40, reasons: ["Money", "Family"] },
      { name: "Stay", share: 43, total: 30, reasons: ["Family", "Money"] },
    ]);
    expect(described.sections.map((section) => section.heading)).toEqual([
      "What your weights say",
      "Why",
      "A year from now",
      "The coin",
    ]);
    expect(described.sections[1]!.text).toMatch(/Money and Adventure/);
    expect(describeDecision(MOVE, COMPASS_RESULT_WORDS)).toEqual(described);
    const skipped = describeDecision({ ...MOVE, coin: null }, COMPASS_RESULT_WORDS);
    expect(skipped.sections[3]!.text).toBe(COMPASS_RESULT_WORDS.gut.skipped);
    expect(
      isCompleteDecision({
        ...MOVE,
        scores: [
          [5, 2],
          [2, 4, 1],
        ],
      }),
    ).toBe(false);
    expect(isCompleteDecision({ ...MOVE, options: ["Leeds", " "] })).toBe(false);
  });

  it("draws a perspective exactly as the tarot's one-card spread or a single rune, named by a key the checker lists", () => {
    const bytes = Array.from({ length: 200 }, (_, index) => (index * 53 + 7) % 256);
    const stream = () => {
      let next = 0;
      return () => bytes[next++]!;
    };
    expect(drawPerspective("tarot", stream())).toEqual(drawSpread("tarot", "one-card", stream())[0]);
    expect(drawPerspective("runes", stream())).toEqual(drawSpread("runes", "single", stream())[0]);
    const keys = everyPerspective().map((entry) => entry.key);
    expect(new Set(keys).size).toBe(keys.length);
    expect(keys.filter((key) => deckOfKey(key) === "tarot")).toHaveLength(156);
    expect(keys).toContain(perspectiveKey("runes", drawPerspective("runes", stream())));
    expect(deckOfKey("dice-1")).toBeNull();
  });
});

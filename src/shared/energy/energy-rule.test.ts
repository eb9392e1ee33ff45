import { describe, expect, it } from "vitest";
import { ENERGY_QUADRANTS, intensityOf, quadrantOf, weeklyEnergy } from "./energy-rule";

describe("the Energy Map's rules", () => {
  it("place every square of the 10 × 10 grid in one quadrant, 25 squares each", () => {
    const counts = Object.fromEntries(ENERGY_QUADRANTS.map((quadrant) => [quadrant, 0]));
    for (let pleasant = 1; pleasant <= 10; pleasant += 1)
      for (let energy = 1; energy <= 10; energy += 1) counts[quadrantOf({ pleasant, energy })]! += 1;
    expect(counts).toEqual({ bright: 25, settled: 25, heavy: 25, charged: 25 });
    expect(quadrantOf({ pleasant: 6, energy: 6 })).toBe("bright");
    expect(quadrantOf({ pleasant: 6, energy: 5 })).toBe("settled");
    expect(quadrantOf({ pleasant: 5, energy: 5 })).toBe("heavy");
    expect(quadrantOf({ pleasant: 5, energy: 6 })).toBe("charged");
    // A mean exactly on the centre line counts to the lower side.
    expect(quadrantOf({ pleasant: 5.5, energy: 5.6 })).toBe("charged");
  });

  it("say how far out a point lies by its farther axis", () => {
    expect(intensityOf({ pleasant: 4, energy: 7 })).toBe("gentle");
    expect(intensityOf({ pleasant: 6, energy: 3 })).toBe("clear");
    expect(intensityOf({ pleasant: 9, energy: 2 })).toBe("clear");
    expect(intensityOf({ pleasant: 10, energy: 6 })).toBe("strong");
    expect(intensityOf({ pleasant: 5, energy: 1 })).toBe("strong");
  });

  it("sum up local weeks, Monday to Sunday, oldest first, with their readings", () => {
    const weeks = weeklyEnergy(
      [
        { day: "2026-11-16", pleasant: 8, energy: 9 },
        { day: "2026-11-22", pleasant: 7, energy: 2 },
        { day: "2026-11-23", pleasant: 2, energy: 8 },
        { day: "2026-11-30", pleasant: 3, energy: 3 },
        // Before the first week: left out.
        { day: "2026-11-01", pleasant: 10, energy: 10 },
      ],
      ["2026-11-17", "2026-11-17", "2026-11-30", "2026-10-01"],
      "2026-12-01",
      3,
    );
    expect(weeks.map(({ start, end }) => [start, end])).toEqual([
      ["2026-11-16", "2026-11-22"],
      ["2026-11-23", "2026-11-29"],
      ["2026-11-30", "2026-12-06"],
    ]);
    expect(weeks[0]).toEqual({
      start: "2026-11-16",
      end: "2026-11-22",
      checkIns: 2,
      meanPleasant: 7.5,
      meanEnergy: 5.5,
      quadrant: "settled",
      quadrants: { bright: 1, settled: 1, heavy: 0, charged: 0 },
      readings: 2,
    });
    expect(weeks[1]).toMatchObject({ checkIns: 1, quadrant: "charged", readings: 0 });
    expect(weeks[2]).toMatchObject({ checkIns: 1, quadrant: "heavy", readings: 1 });
    const empty = weeklyEnergy([], [], "2026-12-01", 1)[0];
    expect(empty).toMatchObject({ checkIns: 0, meanPleasant: null, meanEnergy: null, quadrant: null });
  });
});

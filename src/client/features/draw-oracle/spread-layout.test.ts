import { describe, expect, it } from "vitest";
import { SPREADS, spreadPositions, spreadSize } from "../../../shared/draws/spreads";
import { spreadBoard } from "./spread-layout";

const placeOf = (spread: Parameters<typeof spreadBoard>[0], position: string) => {
  const index = spreadPositions(spread).indexOf(position as never);
  return spreadBoard(spread).places[index]!;
};

describe("spreadBoard", () => {
  it("gives every spread one place per position, each in its own cell but the crossing card", () => {
    for (const spread of SPREADS) {
      const { places } = spreadBoard(spread);
      expect(places).toHaveLength(spreadSize(spread));
      const cells = places.filter((place) => !place.isSideways).map((place) => `${place.column}:${place.row}`);
      expect(new Set(cells).size).toBe(cells.length);
    }
  });

  it("chooses the board's shape by the spread", () => {
    expect(spreadBoard("one-card").shape).toBe("single");
    expect(spreadBoard("single").shape).toBe("single");
    expect(spreadBoard("three-card").shape).toBe("row");
    expect(spreadBoard("three-norns").shape).toBe("row");
    expect(spreadBoard("celtic-cross").shape).toBe("celtic-cross");
    expect(spreadBoard("five-rune-cross").shape).toBe("rune-cross");
  });

  it("lays the Celtic Cross as tradition does: the crossing card sideways over the heart, the staff on the right", () => {
    const heart = placeOf("celtic-cross", "heart");
    const crossing = placeOf("celtic-cross", "crossing");
    expect(crossing).toEqual({ column: heart.column, row: heart.row, isSideways: true });
    expect(placeOf("celtic-cross", "crown").row).toBeLessThan(heart.row);
    expect(placeOf("celtic-cross", "foundation").row).toBeGreaterThan(heart.row);
    expect(placeOf("celtic-cross", "recent-past").column).toBeLessThan(heart.column);
    expect(placeOf("celtic-cross", "near-future").column).toBeGreaterThan(heart.column);
    const staff = ["self", "surroundings", "hopes-and-fears", "final-outcome"].map((p) => placeOf("celtic-cross", p));
    const crossColumns = spreadBoard("celtic-cross")
      .places.slice(0, 6)
      .map((place) => place.column);
    for (const place of staff) expect(place.column).toBeGreaterThan(Math.max(...crossColumns));
    const rows = staff.map((place) => place.row);
    expect(rows).toEqual([...rows].sort((a, b) => b - a)); // drawn from the bottom up
  });

  it("lays the five-rune cross by the compass, the centre in the middle", () => {
    const center = placeOf("five-rune-cross", "center");
    expect(placeOf("five-rune-cross", "west")).toMatchObject({ row: center.row, column: center.column - 1 });
    expect(placeOf("five-rune-cross", "east")).toMatchObject({ row: center.row, column: center.column + 1 });
    expect(placeOf("five-rune-cross", "north")).toMatchObject({ row: center.row - 1, column: center.column });
    expect(placeOf("five-rune-cross", "south")).toMatchObject({ row: center.row + 1, column: center.column });
  });
});

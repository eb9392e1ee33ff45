import { describe, expect, it } from "vitest";
import { POSITIONS, SPREADS, spreadPositions, THREE_CARD_VARIANTS } from "../../src/shared/draws/spreads";
import { POSITION_WORDS, positionWords, SPREAD_WORDS, spreadWords } from "./spreads";

describe("the spreads' words", () => {
  it("name and describe every spread once", () => {
    expect(SPREAD_WORDS.map((words) => words.spread)).toEqual([...SPREADS]);
    for (const spread of SPREADS) {
      const words = spreadWords(spread);
      expect(words.name.trim(), spread).not.toBe("");
      expect(words.description, spread).toMatch(/^[A-Z].*\.$/);
      expect(words.description.split(/(?<=\.)\s/), spread).toHaveLength(1);
    }
    expect(new Set(SPREAD_WORDS.map((words) => words.name)).size).toBe(SPREADS.length);
  });

  it("label every position once and say what it asks", () => {
    expect(POSITION_WORDS.map((words) => words.position)).toEqual([...POSITIONS]);
    for (const position of POSITIONS) {
      const words = positionWords(position);
      expect(words.label.trim(), position).not.toBe("");
      expect(words.asks, position).toMatch(/^[A-Z].*\.$/);
    }
  });

  it("give distinct labels within each spread, in each of its ways of naming", () => {
    const layouts = SPREADS.flatMap((spread) =>
      spread === "three-card"
        ? THREE_CARD_VARIANTS.map((variant) => spreadPositions(spread, variant))
        : [spreadPositions(spread)],
    );
    for (const positions of layouts) {
      const labels = positions.map((position) => positionWords(position).label);
      expect(new Set(labels).size, positions.join(", ")).toBe(positions.length);
    }
  });

  it("fail loudly for a spread or position without words", () => {
    expect(() => spreadWords("no-such-spread" as never)).toThrow(/no-such-spread/);
    expect(() => positionWords("nowhere" as never)).toThrow(/nowhere/);
  });
});

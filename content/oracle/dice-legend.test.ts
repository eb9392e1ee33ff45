import { describe, expect, it } from "vitest";
import { DICE_COLOURS, DICE_FACES } from "../../src/shared/dice";
import { diceLegend } from "./dice-legend";

describe("the dice legend", () => {
  it("has a line for each of the 18 colour and face pairs, none empty and none said twice", () => {
    const lines = DICE_COLOURS.flatMap((colour) => DICE_FACES.map((face) => diceLegend[colour].faces[face - 1]));
    expect(lines).toHaveLength(18);
    for (const line of lines) expect(line?.trim()).toBeTruthy();
    expect(new Set(lines.map((line) => line!.toLowerCase())).size).toBe(18);
  });

  it("names each colour and its domain, all different", () => {
    expect(DICE_COLOURS.map((colour) => diceLegend[colour].name)).toEqual(["Red", "White", "Green"]);
    expect(new Set(DICE_COLOURS.map((colour) => diceLegend[colour].domain)).size).toBe(3);
  });
});

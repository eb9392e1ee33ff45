// @vitest-environment happy-dom
import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { HexagramGlyph } from "./hexagram-glyph";

describe("a hexagram drawn as six lines", () => {
  it("draws yang unbroken and yin broken from the bottom up, and marks each changing line", () => {
    // Old yang at the bottom, then yang, yin, yin, yin, and old yin at the top.
    const { container } = render(<HexagramGlyph lines={[9, 7, 8, 8, 8, 6]} number={24} english="Return" />);
    const glyph = screen.getByRole("img", {
      name: "Hexagram 24, Return: lines from the bottom changing yang, yang, yin, yin, yin, changing yin",
    });
    expect(glyph.getAttribute("data-lines")).toBe("9-7-8-8-8-6");
    const groups = [...container.querySelectorAll("svg > g")];
    expect(groups.map((group) => group.querySelectorAll("rect").length)).toEqual([1, 1, 2, 2, 2, 2]);
    // Line 1 lies lowest.
    const top = (index: number) => Number(groups[index]!.querySelector("rect")!.getAttribute("y"));
    expect(top(0)).toBeGreaterThan(top(5));
    // A circle marks the old yang, a cross the old yin; the still lines carry no mark.
    expect(
      groups.map((group) => [group.querySelector("circle") !== null, group.querySelector("path") !== null]),
    ).toEqual([
      [true, false],
      [false, false],
      [false, false],
      [false, false],
      [false, false],
      [false, true],
    ]);
  });

  it("leaves the marks' room out when no line is changing", () => {
    render(<HexagramGlyph lines={[7, 7, 7, 8, 8, 8]} number={11} english="Peace" />);
    expect(screen.getByRole("img").getAttribute("viewBox")).toBe("0 0 120 112");
  });
});

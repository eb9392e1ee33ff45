import { describe, expect, it } from "vitest";
import { isWaxing, litPath, PHASE_LIGHT, terminatorRadius } from "./moon-drawing";
import { MOON_PHASES } from "./phases";

const DISC = { cx: 50, cy: 50, r: 40 };

/**
 * Reads a path made of two half-ellipse arcs between the disc's top and bottom and measures the region
 * they enclose on a grid of rows: its share of the disc's area and the mean x of its area. Each arc is
 * read from SVG's own rules: with both ends on the vertical diameter the centre is the disc's centre,
 * and sweep 1 turns clockwise on screen, so top → bottom goes round the right side and bottom → top
 * round the left.
 */
function measure(path: string) {
  const numbers = path.match(/-?\d+(\.\d+)?/g)!.map(Number);
  // M x y  A rx ry rot large sweep x y  A rx ry rot large sweep x y
  const [, startY, rx1, , , , sweep1, , endY1, rx2, , , , sweep2] = numbers as number[];
  const goesDown = endY1! > startY!;
  const side1 = (sweep1 === 1) === goesDown ? 1 : -1;
  const side2 = (sweep2 === 1) === !goesDown ? 1 : -1;
  let area = 0;
  let moment = 0;
  const rows = 4000;
  for (let row = 0; row < rows; row++) {
    const y = -DISC.r + ((row + 0.5) * 2 * DISC.r) / rows;
    const across = Math.sqrt(1 - (y / DISC.r) ** 2);
    const [a, b] = [side1 * rx1! * across, side2 * rx2! * across].sort((p, q) => p - q) as [number, number];
    const height = (2 * DISC.r) / rows;
    area += (b - a) * height;
    moment += ((b * b - a * a) / 2) * height;
  }
  return { share: area / (Math.PI * DISC.r ** 2), meanX: moment / area };
}

describe("the drawn Moon", () => {
  it("narrows the terminator to a line at the quarters and widens it to the rim at new and full", () => {
    expect(terminatorRadius(0.5, 40)).toBe(0);
    expect(terminatorRadius(0, 40)).toBe(40);
    expect(terminatorRadius(1, 40)).toBe(40);
    expect(terminatorRadius(0.25, 40)).toBeCloseTo(20);
    expect(terminatorRadius(0.9, 40)).toBeCloseTo(32);
  });

  it.each([0.03, 0.1, 0.25, 0.4, 0.5, 0.6, 0.75, 0.9, 0.97])(
    "lights %s of the disc, on the right while waxing and on the left while waning",
    (illumination) => {
      const waxing = measure(litPath(DISC, { illumination, waxing: true })!);
      expect(waxing.share).toBeCloseTo(illumination, 2);
      expect(waxing.meanX).toBeGreaterThan(0);
      const waning = measure(litPath(DISC, { illumination, waxing: false })!);
      expect(waning.share).toBeCloseTo(illumination, 2);
      expect(waning.meanX).toBeCloseTo(-waxing.meanX, 5);
    },
  );

  it("draws nothing lit at the new moon and the whole disc at the full", () => {
    expect(litPath(DISC, { illumination: 0.001, waxing: true })).toBeNull();
    expect(litPath(DISC, { illumination: 0.999, waxing: false })).toBe(
      "M50 10 A40 40 0 1 1 50 90 A40 40 0 1 1 50 10 Z",
    );
  });

  it("reads waxing and waning from the Moon's elongation", () => {
    expect([10, 90, 179.9, 180, 270, 359, -10, 370].map(isWaxing)).toEqual([
      true,
      true,
      true,
      false,
      false,
      false,
      false,
      true,
    ]);
  });

  it("has a picture for each of the eight phases, filling then emptying", () => {
    expect(MOON_PHASES.map((phase) => PHASE_LIGHT[phase].illumination)).toEqual([
      0, 0.25, 0.5, 0.75, 1, 0.75, 0.5, 0.25,
    ]);
    expect(MOON_PHASES.slice(1, 4).every((phase) => PHASE_LIGHT[phase].waxing)).toBe(true);
    expect(MOON_PHASES.slice(5).some((phase) => PHASE_LIGHT[phase].waxing)).toBe(false);
  });
});

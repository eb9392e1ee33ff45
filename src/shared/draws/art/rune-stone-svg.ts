/**
 * A rune's picture as a standalone SVG (viewBox 0 0 200 240): a rounded, slightly irregular pebble of
 * grey-violet stone with the rune carved into it. The pebble's outline and its speckles come from the
 * slug, so each stone is its own and never changes. Pure and deterministic.
 */
import { RUNE_DECK } from "../decks";
import { hashText, num, randomStream, svgOpen } from "./svg-kit";

/** A stroke of a rune, from (x1, y1) to (x2, y2), in a box 100 units square. */
export type RuneSegment = readonly [x1: number, y1: number, x2: number, y2: number];

/** The strokes of a polyline through the given points, as segments. */
function polyline(...coordinates: number[]): RuneSegment[] {
  const segments: RuneSegment[] = [];
  for (let i = 0; i + 3 < coordinates.length; i += 2) {
    segments.push([coordinates[i]!, coordinates[i + 1]!, coordinates[i + 2]!, coordinates[i + 3]!]);
  }
  return segments;
}

/**
 * The 24 runes of the Elder Futhark as carved strokes, in a box 100 units square (the stave runs from
 * y 5 to 95). Raidho's and Berkano's rounded bows are polylines.
 */
export const RUNE_GLYPHS: Record<string, readonly RuneSegment[]> = {
  // ᚠ: the stave with two branches rising to the right.
  fehu: [[36, 5, 36, 95], [36, 30, 70, 8], [36, 54, 70, 32]],
  // ᚢ: the stave, a long slope down to the right, and a shorter second stave.
  uruz: [[30, 5, 30, 95], [30, 5, 70, 32], [70, 32, 70, 95]],
  // ᚦ: the stave with the thorn's triangle on its right.
  thurisaz: [[36, 5, 36, 95], ...polyline(36, 28, 66, 50, 36, 72)],
  // ᚨ: the stave with two branches falling to the right.
  ansuz: [[36, 5, 36, 95], [36, 8, 70, 30], [36, 32, 70, 54]],
  // ᚱ: the stave, the rounded bow at the top, the leg.
  raidho: [[32, 5, 32, 95], ...polyline(32, 5, 56, 13, 66, 27, 60, 41, 32, 50), [32, 50, 68, 95]],
  // ᚲ: an open angle pointing left.
  kenaz: polyline(66, 18, 34, 50, 66, 82),
  // ᚷ: two crossing strokes.
  gebo: [[24, 10, 76, 90], [76, 10, 24, 90]],
  // ᚹ: the stave with a small pennant at the top.
  wunjo: [[36, 5, 36, 95], ...polyline(36, 5, 66, 27, 36, 49)],
  // ᚺ: two staves joined by one slanted bar.
  hagalaz: [[30, 5, 30, 95], [70, 5, 70, 95], [30, 36, 70, 62]],
  // ᚾ: the stave crossed by a short slanted bar.
  naudhiz: [[50, 5, 50, 95], [32, 38, 68, 60]],
  // ᛁ: the single stave.
  isa: [[50, 5, 50, 95]],
  // ᛃ: two angles, one above left and one below right, turning about the middle.
  jera: [...polyline(48, 12, 26, 34, 48, 56), ...polyline(52, 44, 74, 66, 52, 88)],
  // ᛇ: the stave with a hook right at the top and left at the foot.
  eihwaz: [[50, 5, 50, 95], [50, 5, 70, 25], [50, 95, 30, 75]],
  // ᛈ: the stave with a cup opening to the right, above and below.
  perthro: [[30, 5, 30, 95], ...polyline(30, 5, 54, 27, 70, 10), ...polyline(30, 95, 54, 73, 70, 90)],
  // ᛉ: the stave with two branches raised from its middle.
  algiz: [[50, 5, 50, 95], [50, 42, 24, 10], [50, 42, 76, 10]],
  // ᛊ: the sun's zigzag.
  sowilo: polyline(64, 6, 36, 38, 64, 62, 36, 94),
  // ᛏ: the stave with the arrowhead at its top.
  tiwaz: [[50, 5, 50, 95], [50, 5, 24, 34], [50, 5, 76, 34]],
  // ᛒ: the stave with two rounded bows on its right.
  berkano: [
    [32, 5, 32, 95],
    ...polyline(32, 5, 56, 14, 64, 27, 56, 40, 32, 50, 56, 60, 64, 73, 56, 86, 32, 95),
  ],
  // ᛖ: two staves joined at their tops by a V.
  ehwaz: [[28, 5, 28, 95], [72, 5, 72, 95], ...polyline(28, 5, 50, 30, 72, 5)],
  // ᛗ: two staves joined at their tops by a cross.
  mannaz: [[28, 5, 28, 95], [72, 5, 72, 95], [28, 5, 72, 46], [72, 5, 28, 46]],
  // ᛚ: the stave with one branch falling to the right from its top.
  laguz: [[38, 5, 38, 95], [38, 5, 68, 32]],
  // ᛜ: the diamond.
  ingwaz: polyline(50, 22, 76, 50, 50, 78, 24, 50, 50, 22),
  // ᛞ: two staves with a cross between them, like a butterfly.
  dagaz: [[24, 12, 24, 88], [76, 12, 76, 88], [24, 12, 76, 88], [76, 12, 24, 88]],
  // ᛟ: a diamond whose lower sides cross into two legs.
  othala: [[50, 5, 74, 32], [50, 5, 26, 32], [74, 32, 28, 94], [26, 32, 72, 94]],
}; // prettier-ignore

/** The glyph's box on the stone: x = LEFT + SCALE·x, y = TOP + SCALE·y. */
const SCALE = 1.08;
const LEFT = 100 - 50 * SCALE;
const TOP = 120 - 50 * SCALE;

function glyphPath(segments: readonly RuneSegment[], dx: number, dy: number): string {
  const at = (x: number, y: number) => `${num(LEFT + x * SCALE + dx)} ${num(TOP + y * SCALE + dy)}`;
  return segments.map(([x1, y1, x2, y2]) => `M${at(x1, y1)}L${at(x2, y2)}`).join("");
}

/** A point of the stone, turned half a circle about the stone's middle when `reversed`. */
type Turn = (x: number, y: number) => [number, number];

/** The pebble's outline: points around an oval, each pushed in or out a little, joined by smooth curves. */
function pebblePath(next: () => number, turn: Turn): string {
  const corners: Array<[number, number]> = [];
  const count = 11;
  for (let i = 0; i < count; i++) {
    const angle = ((i + (next() - 0.5) * 0.35) / count) * Math.PI * 2;
    const stretch = 0.92 + next() * 0.12;
    corners.push(turn(100 + 76 * stretch * Math.cos(angle), 120 + 96 * stretch * Math.sin(angle)));
  }
  const middle = (a: [number, number], b: [number, number]) => `${num((a[0] + b[0]) / 2)} ${num((a[1] + b[1]) / 2)}`;
  let d = `M${middle(corners[count - 1]!, corners[0]!)}`;
  for (let i = 0; i < count; i++) {
    const corner = corners[i]!;
    d += `Q${num(corner[0])} ${num(corner[1])} ${middle(corner, corners[(i + 1) % count]!)}`;
  }
  return `${d}Z`;
}

/** Specks of darker and lighter grain, scattered inside the stone. */
function speckles(next: () => number, turn: Turn): string {
  let dark = "";
  let light = "";
  for (let i = 0; i < 18; i++) {
    const angle = next() * Math.PI * 2;
    const reach = Math.sqrt(next()) * 0.8;
    const [x, y] = turn(100 + 70 * reach * Math.cos(angle), 120 + 88 * reach * Math.sin(angle));
    const speck = `<circle cx="${num(x)}" cy="${num(y)}" r="${num(0.7 + next() * 1.8)}" fill-opacity="${num(0.25 + next() * 0.35)}"/>`;
    if (i % 3 === 2) light += speck;
    else dark += speck;
  }
  return `<g fill="#2c2740">${dark}</g><g fill="#d6d0e6">${light}</g>`;
}

export interface RuneStoneSvgOptions {
  /**
   * Turns the stone upside down, as a rune drawn reversed (merkstave) lies. The light still falls from
   * the upper left and the shadow stays below: the stone and its carving turn, not the scene.
   */
  reversed?: boolean;
}

/** The picture of the rune `slug` (one of the 24 in ../decks.ts) carved in its stone; throws on an unknown slug. */
export function runeStoneSvg(slug: string, options: RuneStoneSvgOptions = {}): string {
  const glyph = RUNE_GLYPHS[slug];
  if (!glyph || !RUNE_DECK.includes(slug)) throw new Error(`Unknown rune: ${slug}`);
  const next = randomStream(hashText(`stone:${slug}`));
  const turn: Turn = options.reversed ? (x, y) => [200 - x, 240 - y] : (x, y) => [x, y];
  const strokes = options.reversed
    ? glyph.map(([x1, y1, x2, y2]): RuneSegment => [100 - x1, 100 - y1, 100 - x2, 100 - y2])
    : glyph;
  const outline = pebblePath(next, turn);
  const stone = `${slug}-stone`;
  const sheen = `${slug}-sheen`;

  const defs =
    `<defs>` +
    `<radialGradient id="${stone}" cx=".38" cy=".3" r=".85"><stop offset="0" stop-color="#9d96b6"/><stop offset=".55" stop-color="#635c7f"/><stop offset="1" stop-color="#2e2942"/></radialGradient>` +
    `<radialGradient id="${sheen}" cx=".35" cy=".22" r=".4"><stop offset="0" stop-color="#fbefd0" stop-opacity=".28"/><stop offset="1" stop-color="#fbefd0" stop-opacity="0"/></radialGradient>` +
    `</defs>`;

  const carving =
    `<g fill="none" stroke-linecap="round" stroke-linejoin="round">` +
    `<path d="${glyphPath(strokes, 1.4, 1.8)}" stroke="#d8d1ea" stroke-opacity=".55" stroke-width="10"/>` +
    `<path d="${glyphPath(strokes, 0, 0)}" stroke="#221d33" stroke-width="9"/>` +
    `<path d="${glyphPath(strokes, -0.8, -1)}" stroke="#3a3252" stroke-width="4.5"/>` +
    `<path d="${glyphPath(strokes, 0.4, 0.6)}" stroke="#c99a3b" stroke-opacity=".8" stroke-width="2.2"/>` +
    `</g>`;

  return (
    `${svgOpen(200, 240, undefined)}${defs}` +
    `<ellipse cx="100" cy="222" rx="70" ry="10" fill="#07051a" fill-opacity=".55"/>` +
    `<path d="${outline}" fill="url(#${stone})" stroke="#2a2540" stroke-width="2"/>` +
    speckles(next, turn) +
    `<path d="${outline}" fill="url(#${sheen})" stroke="#cfc8e3" stroke-opacity=".25" stroke-width="1.2"/>` +
    carving +
    `</svg>`
  );
}

/**
 * The Minor Arcana's pictures: each suit's symbol (a budding staff, a chalice, a sword, a coin with a
 * pentagram), laid out by the card's number, and the court's marks above a larger symbol.
 */
import type { TarotRank, TarotSuit } from "../decks";
import { INK, num, polar, rayPath } from "./svg-kit";

const { night600, gold100, gold200, gold300, gold500, violet, lilac, red, green, leaf, silver, steel } = INK;

/** Each suit's colours: the glow behind the picture and the accent of the court's marks. */
export const SUIT_TINTS: Record<TarotSuit, { glow: string; accent: string }> = {
  wands: { glow: red, accent: "#f08a4b" },
  cups: { glow: violet, accent: lilac },
  swords: { glow: steel, accent: silver },
  pentacles: { glow: green, accent: leaf },
};

/** A pentagram drawn in one line, its first point up. */
function pentagramPath(r: number): string {
  const v = [0, 2, 4, 1, 3].map((i) => polar(0, 0, r, -90 + i * 72));
  return `M${v.map(([x, y]) => `${num(x)} ${num(y)}`).join("L")}Z`;
}

/** Each suit's symbol drawn around the origin, about 64 units at its tallest. */
const SUIT_SYMBOLS: Record<TarotSuit, string> = {
  wands:
    `<path d="M-5 31L5-29" stroke="${gold500}" stroke-width="5.5"/>` +
    `<path d="M-4.4 27L4.4-25" stroke="${gold200}" stroke-width="1.2"/>` +
    `<g fill="${leaf}" stroke="none"><ellipse cx="8" cy="-14" rx="6" ry="2.4" transform="rotate(-35 8 -14)"/>` +
    `<ellipse cx="-7" cy="2" rx="6" ry="2.4" transform="rotate(35 -7 2)"/>` +
    `<ellipse cx="5" cy="14" rx="5" ry="2.2" transform="rotate(-35 5 14)"/></g>` +
    `<circle cx="5.4" cy="-31" r="3.6" fill="${red}" stroke="${gold200}" stroke-width="1"/>`,
  cups:
    `<path d="M-15-16H15Q15 6 0 8Q-15 6-15-16Z" fill="${violet}" stroke="${lilac}" stroke-width="1.6"/>` +
    `<ellipse cx="0" cy="-16" rx="15" ry="3.5" fill="${lilac}" stroke="${gold200}" stroke-width="1"/>` +
    `<path d="M0 8V22" stroke="${gold300}" stroke-width="3"/><circle cx="0" cy="15" r="3" fill="${gold300}"/>` +
    `<path d="M-11 26Q0 18 11 26Z" fill="${gold300}" stroke="${gold300}" stroke-width="1.5"/>`,
  swords:
    `<polygon points="0,-33 4.5,-25 4.5,14 -4.5,14 -4.5,-25" fill="${silver}" stroke="${steel}" stroke-width="1"/>` +
    `<path d="M0-24V12" stroke="${steel}" stroke-width="1"/>` +
    `<path d="M-13 15H13" stroke="${gold300}" stroke-width="3.5"/><path d="M0 16V27" stroke="${gold500}" stroke-width="4"/>` +
    `<circle cx="0" cy="30" r="3.2" fill="${gold300}"/>`,
  pentacles:
    `<circle r="17" fill="${gold500}" fill-opacity=".55" stroke="${gold200}" stroke-width="2"/>` +
    `<circle r="13.5" fill="${green}" fill-opacity=".5" stroke="${gold300}" stroke-width="1"/>` +
    `<path d="${pentagramPath(12.5)}" stroke="${gold100}" stroke-width="1.5" stroke-linejoin="round"/>`,
};

/** How large each suit's symbol is drawn so the four suits weigh alike on the card. */
const SUIT_SCALE: Record<TarotSuit, number> = { wands: 1.08, cups: 1.2, swords: 1.12, pentacles: 1.25 };

/** The symbol's definition, to be placed in the card's `<defs>` under `id`. */
export function suitSymbolDef(suit: TarotSuit, id: string): string {
  return `<g id="${id}" fill="none" stroke-linecap="round">${SUIT_SYMBOLS[suit]}</g>`;
}

/** Where the symbols stand on the cards Two to Ten, as [x, y] in the card's coordinates. */
const PIP_LAYOUTS: Record<number, ReadonlyArray<readonly [number, number]>> = {
  2: [
    [120, 140],
    [120, 262],
  ],
  3: [
    [120, 114],
    [120, 200],
    [120, 286],
  ],
  4: [
    [84, 140],
    [156, 140],
    [84, 262],
    [156, 262],
  ],
  5: [
    [80, 128],
    [160, 128],
    [120, 200],
    [80, 272],
    [160, 272],
  ],
  6: [
    [84, 118],
    [156, 118],
    [84, 200],
    [156, 200],
    [84, 282],
    [156, 282],
  ],
  7: [
    [78, 118],
    [162, 118],
    [120, 158],
    [78, 200],
    [162, 200],
    [78, 282],
    [162, 282],
  ],
  8: [
    [78, 118],
    [162, 118],
    [120, 158],
    [78, 200],
    [162, 200],
    [120, 242],
    [78, 282],
    [162, 282],
  ],
  9: [
    [76, 106],
    [164, 106],
    [76, 168],
    [164, 168],
    [120, 200],
    [76, 232],
    [164, 232],
    [76, 294],
    [164, 294],
  ],
  10: [
    [76, 106],
    [164, 106],
    [120, 138],
    [76, 168],
    [164, 168],
    [76, 232],
    [164, 232],
    [120, 262],
    [76, 294],
    [164, 294],
  ],
};

/** The symbol's size by how many share the card. */
function pipScale(count: number): number {
  if (count === 2) return 1.4;
  if (count === 3) return 1.1;
  if (count <= 6) return 0.98;
  if (count <= 8) return 0.86;
  return 0.8;
}

const place = (symbol: string, x: number, y: number, scale: number) =>
  `<use href="#${symbol}" transform="translate(${x} ${y}) scale(${num(scale)})"/>`;

/** The Page's quill. */
const PAGE_MARK =
  `<g transform="rotate(28)"><path d="M0-24Q15-8 3 18H-3Q-13-6 0-24Z" fill="${gold100}" fill-opacity=".85" stroke="${gold300}" stroke-width="1.2"/>` +
  `<path d="M0-18V26" stroke="${gold500}" stroke-width="1.5"/></g>`;

/** The Knight's shield, with a chevron in the suit's colour. */
const knightMark = (accent: string) =>
  `<path d="M-17-18H17V0Q17 15 0 23Q-17 15-17 0Z" fill="${night600}" stroke="${gold300}" stroke-width="2"/>` +
  `<path d="M-12 8L0-5L12 8" stroke="${accent}" stroke-width="3"/>`;

/** The Queen's crown of arcs and pearls, with an orb. */
const queenMark = (accent: string) =>
  `<path d="M-18 10L-21-8Q-11 2-7-12Q0-2 7-12Q11 2 21-8L18 10Z" fill="${gold300}" stroke="${gold200}" stroke-width="1.2"/>` +
  `<g fill="${gold100}" stroke="none"><circle cx="-21" cy="-9" r="2.4"/><circle cx="-7" cy="-13" r="2.4"/><circle cx="7" cy="-13" r="2.4"/><circle cx="21" cy="-9" r="2.4"/></g>` +
  `<circle cx="0" cy="-20" r="3.5" fill="${accent}" stroke="${gold200}" stroke-width="1"/>` +
  `<circle cx="0" cy="4" r="3" fill="${accent}" stroke="none"/>`;

/** The King's crown with crosses on its points. */
const kingMark = (accent: string) =>
  `<path d="M-20 10V-6L-10 2L0-10L10 2L20-6V10Z" fill="${gold300}" stroke="${gold200}" stroke-width="1.2"/>` +
  `<path d="M-20-6V-16M-23.5-12H-16.5M0-10V-22M-4-17H4M20-6V-16M16.5-12H23.5" stroke="${gold200}" stroke-width="2"/>` +
  `<circle cx="0" cy="4" r="3" fill="${accent}" stroke="none"/><path d="M-20 10H20" stroke="${gold500}" stroke-width="2"/>`;

/**
 * The picture of a Minor Arcana card: Ace one large radiant symbol, Two to Ten the symbols laid out in
 * their number, the court a larger symbol under its mark. `symbol` is the id of the suit symbol's definition.
 */
export function minorArt(suit: TarotSuit, rank: TarotRank, number: number, symbol: string): string {
  const base = SUIT_SCALE[suit];
  const { glow, accent } = SUIT_TINTS[suit];
  if (number === 1) {
    return (
      `<circle cx="120" cy="200" r="86" fill="${glow}" fill-opacity=".12" stroke="none"/>` +
      `<path d="${rayPath(120, 200, 70, 96, 24)}" stroke="${gold300}" stroke-width="1.2" stroke-opacity=".7"/>` +
      `<path d="${rayPath(120, 200, 70, 84, 24, 7.5)}" stroke="${gold300}" stroke-width="1" stroke-opacity=".5"/>` +
      `<circle cx="120" cy="200" r="66" stroke="${gold500}" stroke-width="1.2"/>` +
      place(symbol, 120, 200, base * 1.9)
    );
  }
  if (number <= 10) {
    const scale = base * pipScale(number);
    return (PIP_LAYOUTS[number] ?? []).map(([x, y]) => place(symbol, x, y, scale)).join("");
  }
  const mark =
    rank === "page"
      ? PAGE_MARK
      : rank === "knight"
        ? knightMark(accent)
        : rank === "queen"
          ? queenMark(accent)
          : kingMark(accent);
  return (
    `<circle cx="120" cy="226" r="72" fill="${glow}" fill-opacity=".14" stroke="${gold500}" stroke-width="1.2"/>` +
    `<path d="M62 140Q120 120 178 140" stroke="${gold500}" stroke-width="1.2"/>` +
    `<g transform="translate(120 108) scale(1.35)">${mark}</g>` +
    place(symbol, 120, 226, base * 1.7) +
    `<path d="M70 318Q120 304 170 318" stroke="${gold500}" stroke-width="1.2"/>`
  );
}

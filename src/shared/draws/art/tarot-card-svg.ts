/**
 * A tarot card's picture as a standalone SVG (viewBox 0 0 240 400): the deck's night-blue card with its
 * fine gold double border and corner ornaments, the number at the top (drawn as engraved strokes, so
 * no font is needed), the card's emblem, and an empty name band at the foot (the page writes the name).
 * Pure and deterministic: the same slug and options always give the same text.
 */
import { tarotCardKind, type TarotCardKind } from "../decks";
import { EARLY_EMBLEMS } from "./emblems-early";
import { LATE_EMBLEMS } from "./emblems-late";
import { INK, hashText, num, randomStream, starPoints, svgOpen } from "./svg-kit";
import { SUIT_TINTS, minorArt, suitSymbolDef } from "./tarot-minors";

const MAJOR_EMBLEMS = [...EARLY_EMBLEMS, ...LATE_EMBLEMS];

/** The emblem of the Major Arcana card `number` (0 The Fool … 21 The World), without the card around it. */
export function majorEmblem(number: number): string {
  const draw = MAJOR_EMBLEMS[number];
  if (!draw) throw new Error(`No Major Arcana card numbered ${number}`);
  return draw();
}

/**
 * The engraved letters the card's number is written with, each as a path in a cell 14 units high, with
 * its width. Enough for the numerals 0 and I to XXI, the Ace's A and the court's P, Kn, Q and K.
 */
const GLYPHS: Record<string, { d: string; width: number }> = {
  "0": { d: "M5 0C-0.5 0-0.5 14 5 14C10.5 14 10.5 0 5 0Z", width: 10 },
  I: { d: "M3 0V14M0 0H6M0 14H6", width: 6 },
  V: { d: "M1 0L5.5 14L10 0M-1 0H3M8 0H12", width: 11 },
  X: { d: "M1 0L10 14M10 0L1 14M-1 0H3M8 0H12M-1 14H3M8 14H12", width: 11 },
  A: { d: "M0.5 14L5.5 0L10.5 14M2.8 8.6H8.2M-1.5 14H2.5M8.5 14H12.5", width: 11 },
  K: { d: "M1.5 0V14M10 0L1.5 8.5M4.5 5.8L10.5 14M-0.5 0H3.5M-0.5 14H3.5M8 0H12M8.5 14H12.5", width: 11 },
  P: { d: "M1.5 14V0H5.5Q10 0 10 3.8Q10 7.6 5.5 7.6H1.5M-0.5 14H3.5M-0.5 0H1.5", width: 10 },
  Q: { d: "M6 0C-0.5 0-0.5 14 6 14C12.5 14 12.5 0 6 0ZM6.5 10.5L11.5 16", width: 12 },
  n: { d: "M1 14V5.5M1 8.5Q1 5.5 4.5 5.5Q8 5.5 8 8.5V14", width: 9 },
};
const GLYPH_GAP = 3;

const ROMAN: ReadonlyArray<readonly [number, string]> = [
  [10, "X"],
  [9, "IX"],
  [5, "V"],
  [4, "IV"],
  [1, "I"],
];

function roman(value: number): string {
  if (value === 0) return "0";
  let rest = value;
  let out = "";
  for (const [size, letters] of ROMAN) {
    while (rest >= size) {
      out += letters;
      rest -= size;
    }
  }
  return out;
}

const COURT_LETTERS: Record<string, string> = { page: "P", knight: "Kn", queen: "Q", king: "K" };

/** What the card shows at its top: the Major's numeral, the Ace's A, II to X, or the court's letter. */
function cardMark(kind: TarotCardKind): string {
  if (kind.arcana === "major") return roman(kind.number);
  if (kind.number === 1) return "A";
  return COURT_LETTERS[kind.rank] ?? roman(kind.number);
}

/** The mark in engraved strokes, centred on the card at the top, inside its cartouche. */
function markGlyphs(mark: string): string {
  const letters = [...mark].map((letter) => GLYPHS[letter]!);
  const width = letters.reduce((sum, glyph) => sum + glyph.width, 0) + GLYPH_GAP * (letters.length - 1);
  let x = 120 - width / 2;
  const paths = letters.map((glyph) => {
    const path = `<path transform="translate(${num(x)} 30)" d="${glyph.d}"/>`;
    x += glyph.width + GLYPH_GAP;
    return path;
  });
  const half = Math.max(20, width / 2 + 13);
  return (
    `<path d="M28 37H${num(120 - half - 6)}M${num(120 + half + 6)} 37H212" stroke="${INK.gold500}" stroke-width="1"/>` +
    `<rect x="${num(120 - half)}" y="24" width="${num(half * 2)}" height="26" rx="13" fill="${INK.night900}" stroke="${INK.gold500}" stroke-width="1.5"/>` +
    `<g fill="none" stroke="${INK.gold200}" stroke-width="1.6" stroke-linecap="round" stroke-linejoin="round">${paths.join("")}</g>`
  );
}

/** A corner's ornament for the top-left corner; the others are its mirror images. */
const CORNER =
  `<path d="M17 52Q17 17 52 17" stroke="${INK.gold300}"/>` +
  `<path d="M22 36Q22 22 36 22" stroke="${INK.gold500}"/>` +
  `<polygon points="${starPoints(27, 27, 5, 1.8, 4, 45)}" fill="${INK.gold200}"/>` +
  `<circle cx="17" cy="56" r="1.6" fill="${INK.gold300}"/><circle cx="56" cy="17" r="1.6" fill="${INK.gold300}"/>`;

/** Faint stars in the card's sky, placed from the slug so that each card's sky is its own but never changes. */
function sky(slug: string): string {
  const next = randomStream(hashText(slug));
  let dots = "";
  for (let i = 0; i < 14; i++) {
    const x = Math.round(24 + next() * 192);
    const y = Math.round(64 + next() * 270);
    dots += `<circle cx="${x}" cy="${y}" r="${num(0.5 + next() * 0.9)}" opacity="${num(0.3 + next() * 0.5)}"/>`;
  }
  return `<g fill="${INK.gold100}">${dots}</g>`;
}

/** The name band at the foot: a ribbon with a small sign in its middle (the name itself is the page's). */
function nameBand(sign: string): string {
  return (
    `<path d="M38 338H202L194 350L202 362H38L46 350Z" fill="${INK.night900}" stroke="${INK.gold500}" stroke-width="1.5"/>` +
    `<path d="M60 350H102M138 350H180" stroke="${INK.gold500}" stroke-width="1"/>` +
    `<circle cx="58" cy="350" r="1.6" fill="${INK.gold300}"/><circle cx="182" cy="350" r="1.6" fill="${INK.gold300}"/>` +
    sign
  );
}

export interface TarotCardSvgOptions {
  /** Turns the whole card upside down, as a reversed card lies. */
  reversed?: boolean;
  /** The card's name for assistive technology, as the SVG's `<title>`; no title when absent. */
  title?: string;
}

/** The picture of the tarot card `slug` (one of the 78 in ../decks.ts); throws on an unknown slug. */
export function tarotCardSvg(slug: string, options: TarotCardSvgOptions = {}): string {
  const kind = tarotCardKind(slug);
  if (!kind) throw new Error(`Unknown tarot card: ${slug}`);
  const id = (part: string) => `${slug}-${part}`;
  const glow = kind.arcana === "major" ? INK.violet : SUIT_TINTS[kind.suit].glow;

  const defs =
    `<defs>` +
    `<linearGradient id="${id("bg")}" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${INK.night600}"/><stop offset=".55" stop-color="${INK.night800}"/><stop offset="1" stop-color="${INK.night950}"/></linearGradient>` +
    `<radialGradient id="${id("glow")}" cx=".5" cy=".48" r=".5"><stop offset="0" stop-color="${glow}" stop-opacity=".38"/><stop offset="1" stop-color="${glow}" stop-opacity="0"/></radialGradient>` +
    `<g id="${id("corner")}" fill="none" stroke-width="1">${CORNER}</g>` +
    (kind.arcana === "minor" ? suitSymbolDef(kind.suit, id("pip")) : "") +
    `</defs>`;

  const picture =
    kind.arcana === "major" ? majorEmblem(kind.number) : minorArt(kind.suit, kind.rank, kind.number, id("pip"));
  const sign =
    kind.arcana === "major"
      ? `<polygon points="${starPoints(120, 350, 7, 2.6, 8)}" fill="${INK.gold200}"/>`
      : `<use href="#${id("pip")}" transform="translate(120 350) scale(.3)"/>`;

  const card =
    `<rect width="240" height="400" rx="16" fill="url(#${id("bg")})"/>` +
    `<rect x="10" y="40" width="220" height="320" fill="url(#${id("glow")})"/>` +
    sky(slug) +
    `<rect x="7" y="7" width="226" height="386" rx="11" fill="none" stroke="${INK.gold500}" stroke-width="2"/>` +
    `<rect x="13" y="13" width="214" height="374" rx="7" fill="none" stroke="${INK.gold300}" stroke-width=".8" stroke-opacity=".85"/>` +
    `<use href="#${id("corner")}"/>` +
    `<use href="#${id("corner")}" transform="matrix(-1 0 0 1 240 0)"/>` +
    `<use href="#${id("corner")}" transform="matrix(1 0 0 -1 0 400)"/>` +
    `<use href="#${id("corner")}" transform="rotate(180 120 200)"/>` +
    markGlyphs(cardMark(kind)) +
    `<g fill="none" stroke="${INK.gold300}" stroke-width="2" stroke-linecap="round" stroke-linejoin="round">${picture}</g>` +
    nameBand(sign);

  const body = options.reversed ? `<g transform="rotate(180 120 200)">${card}</g>` : card;
  return `${svgOpen(240, 400, options.title)}${defs}${body}</svg>`;
}

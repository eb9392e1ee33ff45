import { HEXAGRAMS, trigram } from "../content/iching";
import { ICHING_PAGE_WORDS } from "../content/iching/page";
import type { HexagramContent } from "../src/shared/iching/content-types";
import { hexagramOgImagePath } from "../src/shared/iching/paths";

const WIDTH = 1200;
const HEIGHT = 630;

const escape = (text: string) =>
  text.replaceAll("&", "&amp;").replaceAll("<", "&lt;").replaceAll(">", "&gt;").replaceAll('"', "&quot;");

/** Six lines, bottom first (true for yang), drawn from the bottom up at (x, y) in a box of `size`. */
function glyph(yang: readonly boolean[], x: number, y: number, size: number): string {
  const line = size / 8;
  const gap = (size - 6 * line) / 5;
  const half = size * 0.43;
  return yang
    .map((isYang, index) => {
      const top = y + size - (index + 1) * line - index * gap;
      return isYang
        ? `<rect x="${x}" y="${top}" width="${size}" height="${line}" rx="4" fill="#fbefd0"/>`
        : `<rect x="${x}" y="${top}" width="${half}" height="${line}" rx="4" fill="#fbefd0"/><rect x="${x + size - half}" y="${top}" width="${half}" height="${line}" rx="4" fill="#fbefd0"/>`;
    })
    .join("");
}

const yangOf = (entry: HexagramContent) =>
  [...trigram(entry.lower).lines, ...trigram(entry.upper).lines].map((kind) => kind === "yang");

function card(options: { eyebrow: string; title: string; line: string; glyphs: string }): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}" viewBox="0 0 ${WIDTH} ${HEIGHT}"><defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#130e33"/><stop offset="1" stop-color="#07051a"/></linearGradient></defs><rect width="${WIDTH}" height="${HEIGHT}" fill="url(#bg)"/>${options.glyphs}<text x="560" y="230" font-family="Inter, sans-serif" font-size="26" letter-spacing="4" fill="#e8c170">${escape(options.eyebrow.toUpperCase())}</text><text x="560" y="320" font-family="Cinzel, serif" font-weight="700" font-size="64" fill="#fbefd0">${escape(options.title)}</text><text x="560" y="380" font-family="Inter, sans-serif" font-size="30" fill="#c7d2fe">${escape(options.line)}</text><text x="560" y="470" font-family="Cinzel, serif" font-weight="700" font-size="28" fill="#e8c170">Mystic Dice</text></svg>`;
}

/**
 * The link-preview pictures of the hexagram library (1200×630 SVGs, by URL path): each hexagram drawn
 * beside its number and names, and the index with the first and last of the 64.
 */
export function hexagramArtFiles(): Map<string, string> {
  const files = new Map<string, string>();
  const words = ICHING_PAGE_WORDS.library;
  for (const entry of HEXAGRAMS) {
    files.set(
      hexagramOgImagePath(entry.number),
      card({
        eyebrow: `${words.eyebrow} · ${entry.number}`,
        title: entry.english,
        line: `${entry.pinyin} · a time of ${entry.keywords[0]}`,
        glyphs: glyph(yangOf(entry), 160, 165, 300),
      }),
    );
  }
  files.set(
    hexagramOgImagePath("index"),
    card({
      eyebrow: words.eyebrow,
      title: "The 64 Hexagrams",
      line: "I Ching · the King Wen order",
      glyphs: glyph(yangOf(HEXAGRAMS[0]!), 100, 215, 180) + glyph(yangOf(HEXAGRAMS[63]!), 320, 215, 180),
    }),
  );
  return files;
}

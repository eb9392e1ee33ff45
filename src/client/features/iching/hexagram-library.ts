import { HEXAGRAMS, hexagram, trigram } from "../../../../content/iching";
import { ICHING_PAGE_WORDS } from "../../../../content/iching/page";
import type { HexagramContent } from "../../../shared/iching/content-types";
import { hexagramPath } from "../../../shared/iching/paths";
import { fillWords, firstSentence } from "../../../shared/text";
import { metaDescription } from "../library/structured-data";

const words = ICHING_PAGE_WORDS.library;

// Read at build time only (the route's loader): the whole book's words stay out of the browser's
// JavaScript. What the page's head needs in the browser is in ./hexagram-structured-data.ts.

/** Its lines as tradition draws them, bottom first: 7 for yang, 8 for yin. */
const linesOf = (entry: HexagramContent) =>
  [...trigram(entry.lower).lines, ...trigram(entry.upper).lines].map((kind) => (kind === "yang" ? 7 : 8));

/** The index's entries: number, names, path and lines; read at build time. */
export function hexagramIndex() {
  return HEXAGRAMS.map((entry) => ({
    number: entry.number,
    english: entry.english,
    pinyin: entry.pinyin,
    characters: entry.characters,
    path: hexagramPath(entry),
    lines: linesOf(entry),
    keyword: entry.keywords[0]!,
  }));
}
export type HexagramIndexEntry = ReturnType<typeof hexagramIndex>[number];

/** One hexagram's page from its URL's `<number>-<slug>`, or null; read at build time. */
export function hexagramPage(param: string | undefined) {
  const number = Number(/^(\d+)-/.exec(param ?? "")?.[1]);
  if (!Number.isInteger(number) || number < 1 || number > 64) return null;
  const entry = hexagram(number);
  if (param !== `${number}-${entry.slug}`) return null;
  const neighbour = (n: number) => ({ number: n, english: hexagram(n).english, path: hexagramPath(hexagram(n)) });
  return {
    ...entry,
    path: hexagramPath(entry),
    /** The glyph's lines (7 yang, 8 yin), bottom first; `lines` are the six line texts. */
    glyph: linesOf(entry),
    lowerName: `${trigram(entry.lower).image} (${trigram(entry.lower).english})`,
    upperName: `${trigram(entry.upper).image} (${trigram(entry.upper).english})`,
    description: metaDescription(
      fillWords(words.entryMetaDescription, {
        number,
        english: entry.english,
        pinyin: entry.pinyin,
        characters: entry.characters,
        keywords: entry.keywords.slice(0, 2).join(" and "),
        sentence: firstSentence(entry.judgment),
      }),
    ),
    previous: number > 1 ? neighbour(number - 1) : null,
    next: number < 64 ? neighbour(number + 1) : null,
  };
}
export type HexagramPageData = NonNullable<ReturnType<typeof hexagramPage>>;

import { describe, expect, it } from "vitest";
import { RUNE_DECK, TAROT_DECK } from "./draws/decks";
import { DREAM_SYMBOL_SLUGS } from "./dreams/symbol-slugs";
import {
  DREAM_SYMBOL_PATHS,
  LIBRARY_PATHS,
  dreamSymbolPath,
  isAppPath,
  listPrerenderedPaths,
  listSitemapPaths,
} from "./site-routes";

const BLOG = ["a-post"];

describe("the library's paths", () => {
  it("prerender and list in the sitemap every card, every rune and both indexes", () => {
    const expected = [
      "/tarot/cards",
      "/runes/library",
      ...TAROT_DECK.map((slug) => `/tarot/cards/${slug}`),
      ...RUNE_DECK.map((slug) => `/runes/${slug}`),
    ];
    expect(expected).toHaveLength(2 + 78 + 24);
    const prerendered = new Set(listPrerenderedPaths(BLOG));
    const sitemap = new Set(listSitemapPaths(BLOG));
    for (const path of expected) {
      expect(prerendered.has(path), path).toBe(true);
      expect(sitemap.has(path), path).toBe(true);
      expect(isAppPath(path, BLOG), path).toBe(true);
    }
    expect(new Set(LIBRARY_PATHS)).toEqual(new Set(expected));
  });

  it("leave a build without the library a few entries of each kind and every page outside it", () => {
    const every = listPrerenderedPaths(BLOG);
    const few = listPrerenderedPaths(BLOG, { library: false });
    const folderOf = (path: string) => path.slice(0, path.lastIndexOf("/"));
    // Only pages of the full list; a folder whose pages were left out keeps two of them.
    expect(few.every((path) => every.includes(path))).toBe(true);
    const dropped = every.filter((path) => !few.includes(path));
    for (const folder of new Set(dropped.map(folderOf)))
      expect(
        few.filter((path) => folderOf(path) === folder),
        folder,
      ).toHaveLength(2);
    for (const path of ["/tarot/cards", "/runes/library", "/tarot/cards/the-fool", "/", "/pricing", "/blog/a-post"])
      expect(few, path).toContain(path);
    expect(few.length).toBeLessThan(every.length / 5);
  });

  it("lists each path once", () => {
    const sitemap = listSitemapPaths(BLOG);
    expect(new Set(sitemap).size).toBe(sitemap.length);
  });

  it.each([
    "/tarot/cards/no-such-card",
    "/tarot/cards/the-fool/extra",
    "/tarot/cards/fehu",
    "/runes/the-fool",
    "/runes/no-such-rune",
    "/runes/library/fehu",
  ])("leaves %s out, so the server answers 404", (path) => {
    expect(isAppPath(path, BLOG)).toBe(false);
  });

  it("accepts a trailing slash on a library path", () => {
    expect(isAppPath("/runes/dagaz/", BLOG)).toBe(true);
  });
});

describe("the dream journal's paths", () => {
  it("prerender and list in the sitemap the journal, the dictionary's index and each of its 150 symbols", () => {
    const expected = ["/dream-analysis", "/dream-analysis/symbols", ...DREAM_SYMBOL_SLUGS.map(dreamSymbolPath)];
    expect(expected).toHaveLength(152);
    const prerendered = new Set(listPrerenderedPaths(BLOG));
    const sitemap = new Set(listSitemapPaths(BLOG));
    for (const path of expected) {
      expect(prerendered.has(path), path).toBe(true);
      expect(sitemap.has(path), path).toBe(true);
    }
    expect(dreamSymbolPath("teeth")).toBe("/dream-analysis/symbols/teeth");
    expect(new Set(DREAM_SYMBOL_PATHS)).toEqual(new Set(expected.slice(1)));
    expect(isAppPath("/dream-analysis/symbols/no-such-symbol", BLOG)).toBe(false);
  });
});

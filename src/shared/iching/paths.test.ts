import { describe, expect, it } from "vitest";
import { isAppPath, listPrerenderedPaths, listSitemapPaths } from "../site-routes";
import { HEXAGRAM_LIBRARY_PATHS, hexagramOgImagePath, hexagramPath } from "./paths";

const BLOG = ["a-post"];

describe("the library of hexagrams", () => {
  it("prerenders and lists in the sitemap the I Ching's page, the index and all 64 hexagrams", () => {
    const prerendered = new Set(listPrerenderedPaths(BLOG));
    const sitemap = new Set(listSitemapPaths(BLOG));
    for (const path of ["/ancient-texts", ...HEXAGRAM_LIBRARY_PATHS]) {
      expect(prerendered.has(path), path).toBe(true);
      expect(sitemap.has(path), path).toBe(true);
    }
    expect(HEXAGRAM_LIBRARY_PATHS[1]).toBe("/ancient-texts/hexagrams/1-the-creative");
    expect(HEXAGRAM_LIBRARY_PATHS[64]).toBe("/ancient-texts/hexagrams/64-before-completion");
    expect(hexagramPath({ number: 29, slug: "the-abyss" })).toBe("/ancient-texts/hexagrams/29-the-abyss");
    expect(hexagramOgImagePath(29)).toBe("/art/hexagrams/29.svg");
  });

  it.each([
    "/ancient-texts/hexagrams/1-peace",
    "/ancient-texts/hexagrams/65-more",
    "/ancient-texts/hexagrams/the-creative",
  ])("leaves %s out, so the server answers 404", (path) => expect(isAppPath(path, BLOG)).toBe(false));
});

import { describe, expect, it } from "vitest";
import { filesUnder, pageWords, PAGE_SOURCES } from "./page-sources";

/**
 * The tools are named for what they do. The catalogue's old names promised what no app can do: a
 * "scanner" of auras, a "quantum" energy map, a "success probability" predictor, "past life regression",
 * a "spirit animal" oracle (the decisions 036–039 and the Decision Compass's and Intuition Calibration's
 * records tell why). None of those words may appear as a claim in anything a page shows or the guide says;
 * the tools keep their old addresses, which are paths, not claims.
 */
const BANNED = /scanner|quantum|probability of success|success probabilit(y|ies)|regression|spirit animal/i;
/** The catalogue's addresses that keep an old word in their path. */
const OLD_PATHS = /\/(quantum-energy|success-predictor|ai-intuition|spirit-animals|aura-chakra|past-lives)\b/g;

const SOURCES = [
  ...PAGE_SOURCES,
  ...filesUnder("src/client/oracles", /\.tsx?$/),
  ...filesUnder("src/client/lib", /\.tsx?$/),
  ...filesUnder("public", /\.(json|webmanifest|html|txt)$/),
];

describe("the tools' honest names", () => {
  it("reads every page's words, the guide's and the app's manifest", () => {
    expect(SOURCES.length).toBeGreaterThan(200);
    expect(SOURCES.some((file) => file.includes("content/oracle"))).toBe(true);
  });

  it(`never shows ${BANNED.source.replaceAll("|", ", ")} as a claim`, () => {
    const found = SOURCES.flatMap((file) => {
      const { file: name, words } = pageWords(file);
      return words
        .map((text) => text.replace(OLD_PATHS, "/…"))
        .filter((text) => BANNED.test(text))
        .map((text) => `${name}: ${text.slice(0, 120)}`);
    });
    expect(found).toEqual([]);
  });

  it("catches the old names, and lets the addresses be", () => {
    const caught = (text: string) => BANNED.test(text.replace(OLD_PATHS, "/…"));
    expect(caught("Aura & Chakra Scanner")).toBe(true);
    expect(caught("Quantum Energy Mapping")).toBe(true);
    expect(caught("Success Probability Predictor")).toBe(true);
    expect(caught("Past Life Regression")).toBe(true);
    expect(caught("your spirit animal")).toBe(true);
    expect(caught('path: "/quantum-energy"')).toBe(false);
    expect(caught("/success-predictor")).toBe(false);
  });
});

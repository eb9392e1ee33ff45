import { describe, expect, it } from "vitest";
import { HUNCH_KIND_IDS, HUNCH_KINDS } from "../../src/shared/intuition/hunches";
import { longestSharedRun, type NamedText } from "../draws/text-figures";
import { DRAW_WORDS, HUNCH_WORDS, INTUITION_PAGE_WORDS, INTUITION_SERVER_WORDS, RESULT_WORDS } from "./index";

/** Every string in a tree of words, named by its path. */
function everyText(value: unknown, id: string): NamedText[] {
  if (typeof value === "string") return [{ id, text: value }];
  if (Array.isArray(value)) return value.flatMap((item, index) => everyText(item, `${id}.${index}`));
  if (value && typeof value === "object")
    return Object.entries(value).flatMap(([key, item]) => everyText(item, id ? `${id}.${key}` : key));
  return [];
}
const ALL = [
  ...everyText(HUNCH_WORDS, "hunches"),
  ...everyText(DRAW_WORDS, "draws"),
  ...everyText(INTUITION_PAGE_WORDS, "page"),
  ...everyText(RESULT_WORDS, "results"),
  ...everyText(INTUITION_SERVER_WORDS, "server"),
];
const RESULT_LINES = everyText(RESULT_WORDS.lines, "lines");

const trigrams = (text: string) => {
  const words = text
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s]/gu, "")
    .split(/\s+/)
    .filter(Boolean);
  return new Set(words.slice(2).map((_, index) => words.slice(index, index + 3).join(" ")));
};
const jaccard = (a: Set<string>, b: Set<string>) => {
  const shared = [...a].filter((gram) => b.has(gram)).length;
  return shared / (a.size + b.size - shared || 1);
};

describe("Intuition Calibration's words", () => {
  it("name every hunch of the menu and every value it can call, with lines for each outcome and band", () => {
    expect(Object.keys(HUNCH_WORDS).sort()).toEqual([...HUNCH_KIND_IDS].sort());
    for (const kind of HUNCH_KIND_IDS) {
      expect(Object.keys(HUNCH_WORDS[kind].values).sort(), kind).toEqual([...HUNCH_KINDS[kind].values].sort());
    }
    for (const outcome of ["hit", "miss"] as const) {
      for (const band of ["low", "middle", "high"] as const) {
        expect(RESULT_WORDS.lines[outcome][band].length, `${outcome}.${band}`).toBeGreaterThanOrEqual(3);
      }
    }
    expect(INTUITION_PAGE_WORDS.page.title).toBe("Intuition Calibration");
    // Placeholders are the ones the code fills.
    const placeholders = new Set(ALL.flatMap(({ text }) => [...text.matchAll(/\{(\w+)\}/g)].map((match) => match[1])));
    expect([...placeholders].sort()).toEqual(
      ["chance", "confidence", "count", "face", "hits", "hunch", "name", "score"].sort(),
    );
    expect(ALL.filter(({ text }) => text.trim() !== text || text.length === 0).map(({ id }) => id)).toEqual([]);
  });

  it("say each result differently: no shared run over five words, and trigram overlap under 0.2 between any two lines", () => {
    expect(longestSharedRun(RESULT_LINES)).toBeLessThanOrEqual(5);
    const grams = RESULT_LINES.map(({ id, text }) => ({ id, grams: trigrams(text) }));
    const close = grams.flatMap((a, index) =>
      grams
        .slice(index + 1)
        .filter((b) => jaccard(a.grams, b.grams) >= 0.2)
        .map((b) => `${a.id} ~ ${b.id}`),
    );
    expect(close).toEqual([]);
    // Variety: no two lines of one outcome open with the same two words.
    for (const outcome of ["hit", "miss"] as const) {
      const openings = Object.values(RESULT_WORDS.lines[outcome])
        .flat()
        .map((line) => line.toLowerCase().split(/\s+/).slice(0, 2).join(" "));
      expect(new Set(openings).size, outcome).toBe(openings.length);
    }
  });

  it("make no banned claim, and mention AI only to say none is involved", () => {
    const banned = /scanner|quantum|probability of success|success probability|regression|spirit animal/i;
    expect(ALL.filter(({ text }) => banned.test(text)).map(({ id }) => id)).toEqual([]);
    expect(ALL.filter(({ text }) => /psychic power|you are psychic|sixth sense|guaranteed/i.test(text))).toEqual([]);
    const aiMentions = ALL.filter(({ text }) => /\bAI\b|artificial intelligence/i.test(text));
    expect(aiMentions.map(({ id }) => id)).toEqual(["page.page.honesty.3"]);
    expect(aiMentions[0]!.text).toMatch(/\bno AI\b/);
  });
});

import { describe, expect, it } from "vitest";
import { HEXAGRAM_LIBRARY_PATHS, HEXAGRAM_SLUGS, hexagramPath } from "../../src/shared/iching/paths";
import { SITUATIONS } from "../../src/shared/situations";
import { fillWords } from "../../src/shared/text";
import { HEXAGRAMS } from "./index";
import { ICHING_PAGE_WORDS } from "./page";
import { ICHING_READING_WORDS } from "./reading";

/** Every string in the words, named by its path. */
function everyText(value: unknown, id: string): { id: string; text: string }[] {
  if (typeof value === "string") return [{ id, text: value }];
  if (Array.isArray(value)) return value.flatMap((item, index) => everyText(item, `${id}.${index}`));
  if (value && typeof value === "object")
    return Object.entries(value).flatMap(([key, item]) => everyText(item, id ? `${id}.${key}` : key));
  return [];
}

const NEVER = ["quantum", "scanner", "success probability", "regression", "karmic", " ai ", "guarantee", "predicts"];

describe("the I Ching's page and reading words", () => {
  it("give every hexagram the URL its words carry, in the King Wen order", () => {
    expect(HEXAGRAM_SLUGS).toEqual(HEXAGRAMS.map((entry) => entry.slug));
    expect(HEXAGRAM_LIBRARY_PATHS).toHaveLength(65);
    expect(HEXAGRAM_LIBRARY_PATHS[11]).toBe("/ancient-texts/hexagrams/11-peace");
    expect(new Set(HEXAGRAMS.map(hexagramPath)).size).toBe(64);
  });

  it("never say what the product does not claim", () => {
    const texts = [...everyText(ICHING_PAGE_WORDS, "page"), ...everyText(ICHING_READING_WORDS, "reading")];
    const found = texts.flatMap(({ id, text }) =>
      NEVER.filter((word) => ` ${text.toLowerCase()} `.includes(word)).map((word) => `${id}: ${word}`),
    );
    expect(found).toEqual([]);
  });

  it("fill every blank of the movement, the stillness and the titles", () => {
    const values = { primary: "11. Peace", relating: "12. Standstill", from: "harmony", to: "stagnation" };
    for (const template of [ICHING_READING_WORDS.movement, ICHING_READING_WORDS.stillness])
      expect(fillWords(template, values)).not.toMatch(/[{}]/);
    expect(fillWords(ICHING_READING_WORDS.movement, values)).toContain("12. Standstill");
    const title = { number: 11, english: "Peace" };
    for (const template of [ICHING_READING_WORDS.historyTitle, ...Object.values(ICHING_READING_WORDS.share)])
      expect(fillWords(template, title)).toContain("Peace");
  });

  it("keep questions to carry for every situation", () => {
    for (const situation of SITUATIONS)
      expect(ICHING_READING_WORDS.enhancement.questions[situation].length).toBeGreaterThanOrEqual(3);
  });
});

describe("the hexagram library's preview pictures", () => {
  it("draw each of the 64 and the index, with its name", async () => {
    const { hexagramArtFiles } = await import("../../scripts/hexagram-art");
    const files = hexagramArtFiles();
    expect(files.size).toBe(65);
    expect(files.get("/art/hexagrams/11.svg")).toContain(">Peace<");
    expect(files.get("/art/hexagrams/index.svg")).toContain("64 Hexagrams");
  });
});

import { describe, expect, it } from "vitest";
import { SITUATIONS } from "../../src/shared/situations";
import { duplicates, sharedRuns, wordCount, type NamedText } from "../draws/text-figures";
import { CYCLES_PAGE_WORDS } from "./page";
import { CYCLES_READING_WORDS } from "./reading";

/** Every string in some words, named by its path ("enhancement.questions.finances.2"). */
function everyText(value: unknown, id: string): NamedText[] {
  if (typeof value === "string") return [{ id, text: value }];
  if (Array.isArray(value)) return value.flatMap((item, index) => everyText(item, `${id}.${index}`));
  if (value && typeof value === "object")
    return Object.entries(value).flatMap(([key, item]) => everyText(item, id ? `${id}.${key}` : key));
  return [];
}
const READING_TEXTS = everyText(CYCLES_READING_WORDS, "reading");
const PAGE_TEXTS = everyText(CYCLES_PAGE_WORDS, "page");
const ALL_TEXTS = [...READING_TEXTS, ...PAGE_TEXTS];

/** Words the page and the readings never say of a number, and words that would misname the product. */
const FORBIDDEN = [/karm/i, /quantum/i, /scanner/i, /success probability/i, /regression/i, /\bAI\b/];
const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((match) => match[1]).sort();

describe("Your Cycles' page and reading words", () => {
  it("never say karma, nor the words that would misname the product", () => {
    const said = ALL_TEXTS.flatMap(({ id, text }) =>
      FORBIDDEN.filter((pattern) => pattern.test(text)).map((pattern) => `${id}: ${pattern}`),
    );
    expect(ALL_TEXTS.length).toBeGreaterThan(60);
    expect(said).toEqual([]);
  });

  it("fill exactly the placeholders their readers give them", () => {
    const { headings, situationLines, enhancement, share, title } = CYCLES_READING_WORDS;
    expect(placeholders(title)).toEqual(["day", "month", "universal", "year"]);
    for (const heading of Object.values(headings)) expect(placeholders(heading)).toEqual(["number", "title"]);
    for (const situation of SITUATIONS) expect(placeholders(situationLines[situation])).toEqual(["day", "year"]);
    expect(placeholders(enhancement.round)).toEqual(["left", "next", "year", "year"]);
    expect(placeholders(enhancement.questionLead)).toEqual(["question"]);
    expect(placeholders(share.cardTitle)).toEqual(["universal", "year"]);
    expect(placeholders(share.previewTitle)).toEqual(["title"]);
    const { page } = CYCLES_PAGE_WORDS;
    expect(placeholders(page.roundCaption)).toEqual(["year"]);
    expect(placeholders(page.returnHeading)).toEqual(["n", "planet"]);
    expect(placeholders(page.nextHeading)).toEqual(["planet"]);
    expect(placeholders(page.passesLine)).toEqual(["count"]);
    expect(placeholders(page.stepsLine)).toEqual(["steps"]);
  });

  it("give the built-in oracle enough to choose from, said once each", () => {
    const { enhancement } = CYCLES_READING_WORDS;
    expect(enhancement.openings.length).toBeGreaterThanOrEqual(6);
    expect(enhancement.blessings.length).toBeGreaterThanOrEqual(5);
    for (const situation of SITUATIONS) expect(enhancement.questions[situation].length).toBeGreaterThanOrEqual(5);
    expect(duplicates(READING_TEXTS)).toEqual([]);
    const longer = READING_TEXTS.filter(({ text }) => wordCount(text) >= 8);
    expect(sharedRuns(longer, 7).map(({ run, ids }) => `"${run}" in ${ids.join(", ")}`)).toEqual([]);
  });

  it("label tradition as tradition and say the returns are computed", () => {
    const { page } = CYCLES_PAGE_WORDS;
    expect(page.traditionLabel).toBe("Tradition:");
    expect(page.lead).toMatch(/tradition/i);
    expect(page.returnsLead).toMatch(/real position/i);
    expect(CYCLES_READING_WORDS.enhancement.reader).toMatch(/without predicting/);
  });
});

import { describe, expect, it } from "vitest";
import type { CycleNumber, CycleText } from "../../src/shared/cycles/content-types";
import {
  commonestOpening,
  duplicates,
  fieldFigures,
  longestSharedRun,
  sharedRuns,
  wordCount,
  type NamedText,
} from "../draws/text-figures";
import { NUMBERS } from "../numerology";
import { CYCLES } from "./index";

const CYCLE_NUMBERS: CycleNumber[] = [1, 2, 3, 4, 5, 6, 7, 8, 9];
type PersonalCycle = "personalYears" | "personalMonths" | "personalDays";
const PERSONAL_CYCLES: PersonalCycle[] = ["personalYears", "personalMonths", "personalDays"];
type Cycle = PersonalCycle | "universalYears";

/** Each cycle's numbered texts, with the word range its type gives them. */
const CYCLES_MEASURED: { cycle: Cycle; min: number; max: number }[] = [
  { cycle: "personalYears", min: 70, max: 110 },
  { cycle: "personalMonths", min: 40, max: 70 },
  { cycle: "personalDays", min: 25, max: 45 },
  { cycle: "universalYears", min: 25, max: 50 },
];
const RETURN_WORDS = { min: 60, max: 110 };

const numbered = (cycle: Cycle): NamedText[] =>
  CYCLE_NUMBERS.map((n) => ({ id: `${cycle}.${n}`, text: CYCLES[cycle][n]?.text ?? "" }));
const RETURNS: NamedText[] = (["jupiter", "saturn"] as const).map((planet) => ({
  id: `returns.${planet}`,
  text: CYCLES.returns[planet].text,
}));
/** Each field whose texts are measured against each other. */
const FIELDS: { name: string; texts: NamedText[]; min: number; max: number }[] = [
  ...CYCLES_MEASURED.map(({ cycle, min, max }) => ({ name: cycle, texts: numbered(cycle), min, max })),
  { name: "returns", texts: RETURNS, ...RETURN_WORDS },
];
const ALL_ENTRIES: { id: string; entry: CycleText }[] = [
  ...CYCLES_MEASURED.flatMap(({ cycle }) =>
    CYCLE_NUMBERS.map((n) => ({ id: `${cycle}.${n}`, entry: CYCLES[cycle][n] })),
  ),
  { id: "returns.jupiter", entry: CYCLES.returns.jupiter },
  { id: "returns.saturn", entry: CYCLES.returns.saturn },
];
const ALL_TEXTS: NamedText[] = FIELDS.flatMap(({ texts }) => texts);

const MAX_SHARED_RUN = 6;
/** The year, month and day of one number say different things: they share no run longer than this. */
const MAX_RUN_WITHIN_NUMBER = 4;
/**
 * The commonest two-word opening may start at most 10% of a field's texts; a field of fewer than 20
 * texts (9 numbers, 2 returns) may therefore repeat no opening at all.
 */
const maxSharingOpening = (texts: readonly NamedText[]) => Math.max(1, Math.floor(texts.length * 0.1));
/** Words the content never says: the product's points, and words that would misname what it is. */
const FORBIDDEN = [/karm/i, /quantum/i, /scanner/i, /success probability/i, /regression/i, /\bAI\b/];

/** A year reduced to one digit, as numerology reduces the universal year (2026 → 10 → 1). */
function reduce(n: number): number {
  let value = n;
  while (value > 9) value = [...String(value)].reduce((sum, digit) => sum + Number(digit), 0);
  return value;
}

/** The personal year, month and day texts of one number. */
const ownTexts = (n: CycleNumber): NamedText[] =>
  PERSONAL_CYCLES.map((cycle) => ({ id: `${cycle}.${n}`, text: CYCLES[cycle][n].text }));

/** The numerology library's own words on the personal year, month and day of each number. */
const NUMEROLOGY_CYCLE_TEXTS: NamedText[] = NUMBERS.flatMap((entry) =>
  (["personalYear", "personalMonth", "personalDay"] as const).flatMap((position) => {
    const text = entry.positions[position];
    return text === undefined ? [] : [{ id: `numerology.${entry.number}.${position}`, text }];
  }),
);

describe("the personal cycles' words", () => {
  it("give all nine numbers of each cycle, and both returns, a title and a text", () => {
    for (const { cycle } of CYCLES_MEASURED) {
      expect(Object.keys(CYCLES[cycle]).map(Number).sort(), cycle).toEqual(CYCLE_NUMBERS);
    }
    expect(Object.keys(CYCLES.returns).sort()).toEqual(["jupiter", "saturn"]);
    const empty = ALL_ENTRIES.filter(({ entry }) => !entry || entry.title.trim() === "" || entry.text.trim() === "");
    expect(ALL_ENTRIES).toHaveLength(4 * 9 + 2);
    expect(empty.map(({ id }) => id)).toEqual([]);
  });

  it("say each text within its type's word range", () => {
    const outside = FIELDS.flatMap(({ texts, min, max }) =>
      texts
        .filter(({ text }) => wordCount(text) < min || wordCount(text) > max)
        .map(({ id, text }) => `${id}: ${wordCount(text)} words (${min}-${max})`),
    );
    expect(outside).toEqual([]);
  });

  it("give every text a distinct title", () => {
    const titles = ALL_ENTRIES.map(({ entry }) => entry.title.trim().toLowerCase());
    expect(new Set(titles).size).toBe(titles.length);
    for (const { entry } of ALL_ENTRIES) expect(wordCount(entry.title)).toBeLessThanOrEqual(6);
  });

  it(`share no run of more than ${MAX_SHARED_RUN} words between two texts of a cycle, and say no text twice`, () => {
    expect(duplicates(ALL_TEXTS)).toEqual([]);
    const echoes = FIELDS.flatMap(({ name, texts }) =>
      sharedRuns(texts, MAX_SHARED_RUN + 1).map(({ run, ids }) => `${name}: "${run}" in ${ids.join(", ")}`),
    );
    expect(echoes).toEqual([]);
  });

  it("open no two texts of a cycle with the same two words (at most 10% of a field)", () => {
    const crowded = FIELDS.map(({ name, texts }) => {
      const { opening, share } = commonestOpening(texts);
      return { name, opening, count: Math.round(share * texts.length), allowed: maxSharingOpening(texts) };
    }).filter(({ count, allowed }) => count > allowed);
    expect(crowded).toEqual([]);
  });

  it(`keep the year, month and day of one number apart: no run of more than ${MAX_RUN_WITHIN_NUMBER} words between them`, () => {
    const echoes = CYCLE_NUMBERS.flatMap((n) =>
      sharedRuns(ownTexts(n), MAX_RUN_WITHIN_NUMBER + 1).map(({ run, ids }) => `${ids.join(" + ")}: "${run}"`),
    );
    expect(echoes).toEqual([]);
  });

  it(`repeat no run of more than ${MAX_SHARED_RUN} words from the numerology library's personal cycle texts`, () => {
    expect(NUMEROLOGY_CYCLE_TEXTS.length).toBeGreaterThanOrEqual(27);
    const personal = PERSONAL_CYCLES.flatMap(numbered);
    const echoes = sharedRuns([...personal, ...NUMEROLOGY_CYCLE_TEXTS], MAX_SHARED_RUN + 1)
      .filter(({ ids }) => ids.some((id) => id.startsWith("personal")) && ids.some((id) => id.startsWith("numerology")))
      .map(({ run, ids }) => `${ids.join(" + ")}: "${run}"`);
    expect(echoes).toEqual([]);
  });

  it("name, in each universal year's text, only years whose digits reduce to its number", () => {
    const named = CYCLE_NUMBERS.flatMap((n) =>
      [...CYCLES.universalYears[n].text.matchAll(/\b(1\d{3}|2\d{3})\b/g)].map((match) => ({
        n,
        year: Number(match[1]),
      })),
    );
    expect(named.length).toBeGreaterThanOrEqual(9);
    expect(named.filter(({ n, year }) => reduce(year) !== n)).toEqual([]);
  });

  it("give Jupiter its twelve years and Saturn its twenty-nine and a half", () => {
    expect(CYCLES.returns.jupiter.text).toMatch(/twelve years/i);
    expect(CYCLES.returns.saturn.text).toMatch(/twenty-nine and a half years/i);
    expect(CYCLES.returns.jupiter.text).toMatch(/\bgrowth\b/i);
    expect(CYCLES.returns.saturn.text).toMatch(/\bmaturity\b/i);
  });

  it("never say karma anywhere, nor the words that would misname the product", () => {
    const said = ALL_ENTRIES.flatMap(({ id, entry }) =>
      FORBIDDEN.filter((pattern) => pattern.test(`${entry.title}\n${entry.text}`)).map(
        (pattern) => `${id}: ${pattern}`,
      ),
    );
    expect(said).toEqual([]);
    expect(JSON.stringify(CYCLES)).not.toMatch(/karm/i);
  });

  it("print their figures", () => {
    const figures = Object.fromEntries(FIELDS.map(({ name, texts }) => [name, fieldFigures(texts)]));
    const withinNumber = Math.max(...CYCLE_NUMBERS.map((n) => longestSharedRun(ownTexts(n))));
    const titles = ALL_ENTRIES.map(({ entry }) => entry.title);
    console.info(
      "Personal cycles' words:",
      JSON.stringify({
        ...figures,
        longestRunWithinOneNumber: withinNumber,
        titles: `${new Set(titles).size} distinct of ${titles.length}`,
      }),
    );
    expect(withinNumber).toBeLessThanOrEqual(MAX_RUN_WITHIN_NUMBER);
    for (const { longestSharedRun: run } of Object.values(figures)) expect(run).toBeLessThanOrEqual(MAX_SHARED_RUN);
  });
});

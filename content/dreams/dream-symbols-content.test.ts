import { describe, expect, it } from "vitest";
import {
  commonestOpening,
  duplicates,
  longestSharedRun,
  median,
  sharedRuns,
  wordCount,
  type NamedText,
} from "../draws/text-figures";
import { DREAM_SYMBOL_SLUGS } from "../../src/shared/dreams/symbol-slugs";
import { DREAM_SYMBOLS, dreamSymbol } from "./index";

/** The dictionary's 150 symbols by slug, in its order (the list the pages and sitemap are made from). */
const SLUGS = DREAM_SYMBOL_SLUGS;
const SYMBOL_COUNT = 150;
const MIN_REFLECTION_WORDS = 50;
const MAX_REFLECTION_WORDS = 90;
const MIN_FORMS = 2;
const MAX_FORMS = 8;
/** The longest run of consecutive words two reflections, or two questions, may share. */
const MAX_SHARED_RUN = 6;
/** The largest share of a field's texts one two-word opening may start. */
const MAX_OPENING_SHARE = 0.1;

/** Everyday words too common or too ambiguous to name a symbol in a dream's text. */
const NEVER_FORMS = ["like", "well", "can", "may", "will", "fine", "kind", "last", "left", "right", "back"];
NEVER_FORMS.push("present", "mean");

/** What a symbol's words must never say: a prediction, a warning, a diagnosis or a label. */
const FORBIDDEN: RegExp[] = [
  /\bmeans you will\b/i,
  /\byou will\b/i,
  /\byou'll\b/i,
  /\bis a sign that\b/i,
  /\bwarn(s|ed|ing)?\b/i,
  /\bomens?\b/i,
  /\bdepression\b/i,
  /\banxiety disorder\b/i,
  /\btrauma/i,
  /\bdiagnos/i,
  /\bguarantee/i,
  /\bquantum\b/i,
  /\bscanner\b/i,
  /\bsuccess probability\b/i,
  /\bregression\b/i,
  /\bAI\b/,
];

const REFLECTIONS: NamedText[] = DREAM_SYMBOLS.map((entry) => ({ id: entry.slug, text: entry.reflection }));
const QUESTIONS: NamedText[] = DREAM_SYMBOLS.flatMap((entry) =>
  entry.questions.map((text, index) => ({ id: `${entry.slug}.question.${index}`, text })),
);

describe("the dream symbols' words", () => {
  it(`are the dictionary's ${SYMBOL_COUNT} symbols, in its order, found by slug`, () => {
    expect(SLUGS).toHaveLength(SYMBOL_COUNT);
    expect(new Set(SLUGS).size).toBe(SYMBOL_COUNT);
    expect(DREAM_SYMBOLS).toHaveLength(SYMBOL_COUNT);
    expect(DREAM_SYMBOLS.map((entry) => entry.slug)).toEqual(SLUGS);
    for (const entry of DREAM_SYMBOLS) expect(dreamSymbol(entry.slug)).toBe(entry);
    expect(dreamSymbol("unicorn")).toBeUndefined();
  });

  it("fill every field and give each symbol a name of its own", () => {
    const empty = DREAM_SYMBOLS.flatMap((entry) =>
      [
        ["name", entry.name],
        ["reflection", entry.reflection],
        ...entry.questions.map((question, index) => [`question.${index}`, question]),
      ]
        .filter(([, text]) => text === undefined || text.trim() === "")
        .map(([field]) => `${entry.slug}.${field}`),
    );
    expect(empty).toEqual([]);
    const names = DREAM_SYMBOLS.map((entry) => entry.name.toLowerCase());
    expect(names.filter((name, index) => names.indexOf(name) !== index)).toEqual([]);
  });

  it(`name each symbol in ${MIN_FORMS} to ${MAX_FORMS} lowercase single words, each owned by that symbol alone`, () => {
    const owners = new Map<string, string[]>();
    for (const entry of DREAM_SYMBOLS)
      for (const form of entry.forms) owners.set(form, [...(owners.get(form) ?? []), entry.slug]);
    const shared = [...owners].filter(([, slugs]) => slugs.length > 1).map(([form, slugs]) => `${form}: ${slugs}`);
    expect(shared).toEqual([]);
    const wrongCount = DREAM_SYMBOLS.filter(
      (entry) => entry.forms.length < MIN_FORMS || entry.forms.length > MAX_FORMS,
    ).map((entry) => `${entry.slug}: ${entry.forms.length} forms`);
    expect(wrongCount).toEqual([]);
    const notAWord = [...owners.keys()].filter((form) => !/^[a-z]+$/.test(form));
    expect(notAWord).toEqual([]);
    expect([...owners.keys()].filter((form) => NEVER_FORMS.includes(form))).toEqual([]);
  });

  it(`reflect on each symbol in ${MIN_REFLECTION_WORDS} to ${MAX_REFLECTION_WORDS} words`, () => {
    const outside = REFLECTIONS.filter(
      ({ text }) => wordCount(text) < MIN_REFLECTION_WORDS || wordCount(text) > MAX_REFLECTION_WORDS,
    ).map(({ id, text }) => `${id}: ${wordCount(text)} words`);
    expect(outside).toEqual([]);
  });

  it('ask three distinct questions for each symbol, each ending in "?"', () => {
    const wrong = DREAM_SYMBOLS.flatMap((entry) => [
      ...(entry.questions.length === 3 ? [] : [`${entry.slug}: ${entry.questions.length} questions`]),
      ...(new Set(entry.questions.map((question) => question.trim().toLowerCase())).size === entry.questions.length
        ? []
        : [`${entry.slug}: a question asked twice`]),
      ...entry.questions
        .filter((question) => !question.trim().endsWith("?"))
        .map((question) => `${entry.slug}: "${question}"`),
    ]);
    expect(wrong).toEqual([]);
  });

  it("never foretell, warn, diagnose or label", () => {
    const said = DREAM_SYMBOLS.flatMap((entry) => [
      { id: `${entry.slug}.name`, text: entry.name },
      { id: `${entry.slug}.reflection`, text: entry.reflection },
      ...entry.questions.map((text, index) => ({ id: `${entry.slug}.question.${index}`, text })),
    ]);
    const offending = said.flatMap(({ id, text }) =>
      FORBIDDEN.filter((pattern) => pattern.test(text)).map((pattern) => `${id}: ${pattern}`),
    );
    expect(offending).toEqual([]);
  });

  it(`never say a text twice, share more than ${MAX_SHARED_RUN} words in a row, or open more than ${MAX_OPENING_SHARE * 100}% of a field alike`, () => {
    for (const texts of [REFLECTIONS, QUESTIONS]) {
      expect(duplicates(texts)).toEqual([]);
      expect(sharedRuns(texts, MAX_SHARED_RUN + 1)).toEqual([]);
      expect(commonestOpening(texts).share).toBeLessThanOrEqual(MAX_OPENING_SHARE);
    }
  });

  it("print their figures", () => {
    const counts = REFLECTIONS.map(({ text }) => wordCount(text));
    const formCounts = DREAM_SYMBOLS.map((entry) => entry.forms.length);
    const reflectionOpening = commonestOpening(REFLECTIONS);
    const questionOpening = commonestOpening(QUESTIONS);
    const figures = {
      symbols: DREAM_SYMBOLS.length,
      forms: {
        total: formCounts.reduce((sum, count) => sum + count, 0),
        min: Math.min(...formCounts),
        median: median(formCounts),
        max: Math.max(...formCounts),
      },
      reflections: {
        words: { min: Math.min(...counts), median: median(counts), max: Math.max(...counts) },
        commonestOpening: `"${reflectionOpening.opening}" ${(reflectionOpening.share * 100).toFixed(1)}%`,
        longestSharedRun: longestSharedRun(REFLECTIONS),
      },
      questions: {
        count: QUESTIONS.length,
        commonestOpening: `"${questionOpening.opening}" ${(questionOpening.share * 100).toFixed(1)}%`,
        longestSharedRun: longestSharedRun(QUESTIONS),
      },
    };
    console.info("Dream symbols' words:", JSON.stringify(figures));
    expect(figures.reflections.longestSharedRun).toBeLessThanOrEqual(MAX_SHARED_RUN);
    expect(figures.questions.longestSharedRun).toBeLessThanOrEqual(MAX_SHARED_RUN);
  });
});

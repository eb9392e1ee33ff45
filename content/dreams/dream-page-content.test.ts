import { describe, expect, it } from "vitest";
import { DREAM_MOODS } from "../../src/shared/oracles/dream-limits";
import { DREAM_SYMBOL_SLUGS } from "../../src/shared/dreams/symbol-slugs";
import { DREAM_SYMBOLS } from "./index";
import { DREAM_PAGE_WORDS } from "./page";

/** Every string of a nested object of words. */
function stringsOf(value: unknown): string[] {
  if (typeof value === "string") return [value];
  if (Array.isArray(value)) return value.flatMap(stringsOf);
  if (value && typeof value === "object") return Object.values(value).flatMap(stringsOf);
  return [];
}

/** What the journal's words must never say: a prediction, a diagnosis, or a claim the house forbids. */
const FORBIDDEN = [
  /\byou will\b/i,
  /\bomens?\b/i,
  /\bdiagnoses\b(?! or)/i,
  /\bquantum\b/i,
  /\bscanner\b/i,
  /\bkarmic\b/i,
];

describe("the dream journal's words", () => {
  it("list the symbol pages' slugs as the dictionary has them", () => {
    expect(DREAM_SYMBOL_SLUGS).toEqual(DREAM_SYMBOLS.map((symbol) => symbol.slug));
  });

  it("name every mood the journal accepts, and no other", () => {
    expect(Object.keys(DREAM_PAGE_WORDS.moods).sort()).toEqual([...DREAM_MOODS].sort());
  });

  it("are all written, and say nothing the house forbids", () => {
    const strings = stringsOf(DREAM_PAGE_WORDS);
    expect(strings.length).toBeGreaterThan(50);
    for (const text of strings) {
      expect(text.trim().length).toBeGreaterThan(0);
      for (const pattern of FORBIDDEN) expect(text).not.toMatch(pattern);
    }
  });

  it("say the reflection is never a diagnosis or a prediction, and who may read a dream", () => {
    expect(DREAM_PAGE_WORDS.reflection.reader).toMatch(/never diagnose, never predict/);
    expect(DREAM_PAGE_WORDS.symbolPage.note).toMatch(/not a diagnosis/);
    expect(DREAM_PAGE_WORDS.page.privacy).toMatch(/never shared/);
    for (const question of DREAM_PAGE_WORDS.reflection.generalQuestions) expect(question).toMatch(/\?$/);
  });

  it("fill their templates with the names they promise", () => {
    expect(DREAM_PAGE_WORDS.historyTitle).toContain("{date}");
    expect(DREAM_PAGE_WORDS.symbolPage.heading).toContain("{name}");
    expect(DREAM_PAGE_WORDS.symbolPage.metaTitle).toContain("{name}");
    expect(DREAM_PAGE_WORDS.page.recurringCount).toContain("{count}");
  });
});

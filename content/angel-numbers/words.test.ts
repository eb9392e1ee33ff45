import { describe, expect, it } from "vitest";
import { ANGEL_NUMBER_LIBRARY, angelNumberSlug } from "../../src/shared/angel-numbers/library";
import { ANGEL_NUMBERS, ANGEL_NUMBER_WORDS, timesInWords } from "./index";
import { ANGEL_NUMBERS_PAGE_WORDS } from "./page";

/** Every string of a words object, with its path. */
function stringsOf(value: unknown, path = ""): { path: string; text: string }[] {
  if (typeof value === "string") return [{ path, text: value }];
  if (value && typeof value === "object") {
    return Object.entries(value).flatMap(([key, inner]) => stringsOf(inner, `${path}.${key}`));
  }
  return [];
}

describe("the angel numbers' page and server words", () => {
  it("lists the library's numbers in the words' order, each with its slug", () => {
    expect(ANGEL_NUMBERS.map((entry) => entry.number)).toEqual([...ANGEL_NUMBER_LIBRARY]);
    expect(ANGEL_NUMBERS.map((entry) => entry.slug)).toEqual(ANGEL_NUMBER_LIBRARY.map(angelNumberSlug));
    expect(ANGEL_NUMBER_LIBRARY.length).toBeGreaterThanOrEqual(60);
  });

  it("names every shape on the page and in a headline", () => {
    const patterns = new Set(ANGEL_NUMBERS.map((entry) => entry.pattern));
    expect(Object.keys(ANGEL_NUMBER_WORDS.patterns).sort()).toEqual([...patterns].sort());
    expect(Object.keys(ANGEL_NUMBERS_PAGE_WORDS.page.patternNames).sort()).toEqual([...patterns].sort());
  });

  it("counts in words, then in figures", () => {
    expect([1, 2, 6, 10, 11, 14].map(timesInWords)).toEqual([
      "once",
      "twice",
      "six times",
      "ten times",
      "11 times",
      "14 times",
    ]);
  });

  it("promises nothing: no AI, no karma, no prediction, no 'message from' anyone", () => {
    const texts = [...stringsOf(ANGEL_NUMBER_WORDS), ...stringsOf(ANGEL_NUMBERS_PAGE_WORDS)];
    expect(texts.length).toBeGreaterThan(50);
    const forbidden = /\bAI\b|karmic|karma|quantum|scanner|probability|guarantee|message from|angels? (say|tell|send)/i;
    expect(texts.filter(({ text }) => forbidden.test(text))).toEqual([]);
    for (const { path, text } of texts) expect(text.trim(), path).not.toBe("");
  });
});

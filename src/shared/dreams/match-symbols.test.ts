import { describe, expect, it } from "vitest";
import { DREAM_SYMBOLS } from "../../../content/dreams";
import { dreamSymbolsIn, recurringSymbols } from "./match-symbols";

/** A small dictionary, each symbol with only the fields matching reads. */
const FIXTURE = [
  { slug: "falling", name: "Falling", forms: ["fall", "fell", "falling"] },
  { slug: "teeth", name: "Teeth", forms: ["teeth", "tooth"] },
  { slug: "cat", name: "Cat", forms: ["cat", "cats"] },
  { slug: "ex-partner", name: "Ex-Partner", forms: ["ex", "ex-partner"] },
  { slug: "clock", name: "Clock", forms: ["clock", "o'clock"] },
  { slug: "cafe", name: "Café", forms: ["café"] },
  { slug: "kot", name: "Кот", forms: ["кот"] },
];

const keysIn = (text: string) => dreamSymbolsIn(text, FIXTURE).map((symbol) => symbol.key);

describe("the symbols a dream's text names", () => {
  it("are listed once each, in the order of their first mention, with how often each is named", () => {
    expect(dreamSymbolsIn("My tooth ached, then I fell; the cat watched me fall. Teeth everywhere.", FIXTURE)).toEqual([
      { key: "teeth", name: "Teeth", count: 2 },
      { key: "falling", name: "Falling", count: 2 },
      { key: "cat", name: "Cat", count: 1 },
    ]);
    expect(dreamSymbolsIn("", FIXTURE)).toEqual([]);
    expect(dreamSymbolsIn("Nothing of note happened.", FIXTURE)).toEqual([]);
  });

  it("match whole words whatever their case and the punctuation around them", () => {
    expect(keysIn("Teeth, FALLING! (cats)")).toEqual(["teeth", "falling", "cat"]);
    expect(keysIn('"Cat." \u2018Tooth\u2019 \u201cfell\u201d\u2026')).toEqual(["cat", "teeth", "falling"]);
    expect(keysIn("cathedral, scatter, fallacy, befell, toothpaste, teethe, excel, complex")).toEqual([]);
  });

  it("read a possessive as its word, and a curly apostrophe as a straight one", () => {
    expect(keysIn("The cat\u2019s eyes, the cat's tail, the cats' bowls")).toEqual(["cat"]);
    expect(dreamSymbolsIn("At three o\u2019clock, then at four o'clock", FIXTURE)).toEqual([
      { key: "clock", name: "Clock", count: 2 },
    ]);
  });

  it("read a hyphenated word as a whole when it is a form, or else by its parts", () => {
    expect(dreamSymbolsIn("My ex-partner came back", FIXTURE)).toEqual([
      { key: "ex-partner", name: "Ex-Partner", count: 1 },
    ]);
    expect(keysIn("my ex\u2011husband and a cat-like tooth-fairy")).toEqual(["ex-partner", "cat", "teeth"]);
    expect(keysIn("a well-known fall-back")).toEqual(["falling"]);
  });

  it("match letters beyond English, however their accents are encoded", () => {
    expect(keysIn("A CAFÉ, a cafe\u0301, then cafés and a cafe")).toEqual(["cafe"]);
    expect(dreamSymbolsIn("A cafe\u0301 and a CAFÉ", FIXTURE)[0]!.count).toBe(2);
    expect(keysIn("Кот спал, котёнок нет")).toEqual(["kot"]);
  });

  it("match a long text against the same dictionary, counting every mention", () => {
    const paragraph = "I fell from a tower and my teeth crumbled while a cat watched from the clock. ";
    const text = paragraph.repeat(Math.ceil(5000 / paragraph.length));
    expect(text.length).toBeGreaterThanOrEqual(5000);
    const times = text.length / paragraph.length;
    expect(dreamSymbolsIn(text, FIXTURE)).toEqual([
      { key: "falling", name: "Falling", count: times },
      { key: "teeth", name: "Teeth", count: times },
      { key: "cat", name: "Cat", count: times },
      { key: "clock", name: "Clock", count: times },
    ]);
  });
});

describe("the symbols of the dream dictionary", () => {
  it("are named by a plain account of a dream", () => {
    expect(dreamSymbolsIn("I fell down the stairs and my teeth fell out", DREAM_SYMBOLS)).toEqual([
      { key: "falling", name: "Falling", count: 2 },
      { key: "stairs", name: "Stairs", count: 1 },
      { key: "teeth", name: "Teeth", count: 1 },
    ]);
  });

  it("are not found inside other words", () => {
    const keys = (text: string) => dreamSymbolsIn(text, DREAM_SYMBOLS).map((symbol) => symbol.key);
    expect(keys("The cathedral")).toEqual(["temple"]);
    expect(keys("A fallacy, a category, a carpet, a startled scattering, some sandwiches")).toEqual([]);
    expect(keys("My ex-boyfriend was in the sea-shore house")).toEqual(["ex-partner", "ocean", "house"]);
  });

  it("are each found by every one of their forms, written in a sentence", () => {
    const wrong = DREAM_SYMBOLS.flatMap((symbol) =>
      symbol.forms.flatMap((form) => {
        const sentence = `Last night, in the dream, there was ${form.toUpperCase()[0]}${form.slice(1)}, again.`;
        const found = dreamSymbolsIn(sentence, DREAM_SYMBOLS);
        const expected = [{ key: symbol.slug, name: symbol.name, count: 1 }];
        return JSON.stringify(found) === JSON.stringify(expected) ? [] : [`${form}: ${JSON.stringify(found)}`];
      }),
    );
    expect(wrong).toEqual([]);
  });
});

describe("the symbols that recur across dreams", () => {
  const falling = { key: "falling", name: "Falling" };
  const teeth = { key: "teeth", name: "Teeth" };
  const cat = { key: "cat", name: "Cat" };
  const water = { key: "water", name: "Water" };

  it("count the dreams naming each, the most frequent first, ties by name", () => {
    expect(
      recurringSymbols([
        { symbols: [teeth, falling] },
        { symbols: [water, teeth] },
        { symbols: [falling, cat] },
        { symbols: [teeth] },
      ]),
    ).toEqual([
      { key: "teeth", name: "Teeth", dreams: 3 },
      { key: "falling", name: "Falling", dreams: 2 },
      { key: "cat", name: "Cat", dreams: 1 },
      { key: "water", name: "Water", dreams: 1 },
    ]);
  });

  it("count a dream once however often it lists a symbol, and give nothing for no dreams", () => {
    expect(recurringSymbols([{ symbols: [cat, cat] }, { symbols: [cat] }, { symbols: [] }])).toEqual([
      { key: "cat", name: "Cat", dreams: 2 },
    ]);
    expect(recurringSymbols([])).toEqual([]);
  });
});

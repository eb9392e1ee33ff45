import { describe, expect, it } from "vitest";
import { CHAKRA_CENTRES, CHAKRA_ITEMS, STATEMENTS_PER_CENTRE } from "../../src/shared/chakra/check-in";
import { PRACTICE_KINDS } from "../../src/shared/chakra/content-types";
import { fieldFigures, sharedRuns, wordCount, type NamedText } from "../draws/text-figures";
import { CHAKRA_CENTRE_WORDS, CHAKRA_PAGE_WORDS, CHAKRA_READING_WORDS } from "./index";

/** The words of a text, lowercased, punctuation stripped. */
const wordsOf = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s]/gu, "")
    .split(/\s+/)
    .filter(Boolean);

/** The set of a text's word trigrams. */
function trigrams(text: string): Set<string> {
  const words = wordsOf(text);
  return new Set(words.slice(0, -2).map((word, index) => `${word} ${words[index + 1]} ${words[index + 2]}`));
}

/** Jaccard similarity of two texts' word trigrams (0: nothing shared, 1: the same). */
function trigramJaccard(left: string, right: string): number {
  const a = trigrams(left);
  const b = trigrams(right);
  const shared = [...a].filter((gram) => b.has(gram)).length;
  const union = a.size + b.size - shared;
  return union === 0 ? 0 : shared / union;
}

/** The highest trigram Jaccard between two texts of a field, and the pair. */
function closestPair(texts: readonly NamedText[]): { score: number; pair: string } {
  let best = { score: 0, pair: "" };
  texts.forEach((left, index) => {
    for (const right of texts.slice(index + 1)) {
      const score = trigramJaccard(left.text, right.text);
      if (score > best.score) best = { score, pair: `${left.id} ~ ${right.id}` };
    }
  });
  return best;
}

const centres = CHAKRA_CENTRES.map((centre) => ({ centre, words: CHAKRA_CENTRE_WORDS[centre] }));
const STATEMENTS: NamedText[] = centres.flatMap(({ centre, words }) =>
  words.statements.map((text, index) => ({ id: `${centre}-${index + 1}`, text })),
);
const PRACTICES: NamedText[] = centres.flatMap(({ centre, words }) =>
  PRACTICE_KINDS.map((kind) => ({ id: `${centre}.${kind}`, text: words.practices[kind] })),
);
const AURA_LINES: NamedText[] = [
  ...centres.map(({ centre, words }) => ({ id: `${centre}.aura`, text: words.auraLine })),
  { id: "even.aura", text: CHAKRA_READING_WORDS.evenAuraLine },
];
const THEMES: NamedText[] = centres.map(({ centre, words }) => ({ id: `${centre}.theme`, text: words.theme }));

/** Each field of texts, with the word range its texts keep. */
const FIELDS = [
  { name: "statements", texts: STATEMENTS, min: 6, max: 16 },
  { name: "practices", texts: PRACTICES, min: 25, max: 45 },
  { name: "aura lines", texts: AURA_LINES, min: 25, max: 45 },
  { name: "themes", texts: THEMES, min: 8, max: 22 },
];
/** No two texts of a field share more than this share of their word trigrams. */
const MAX_JACCARD = 0.12;
/** No two texts of a field share a run of more than this many words. */
const MAX_SHARED_RUN = 5;

/** Every string a seeker can read, for the words the product never says. */
const EVERY_WORD = JSON.stringify([CHAKRA_CENTRE_WORDS, CHAKRA_PAGE_WORDS, CHAKRA_READING_WORDS]);

describe("the Chakra Check-in's words", () => {
  it("give every centre its names, theme, four statements, aura line and a practice of each kind", () => {
    expect(Object.keys(CHAKRA_CENTRE_WORDS).sort()).toEqual([...CHAKRA_CENTRES].sort());
    const missing = centres.flatMap(({ centre, words }) =>
      [
        words.name,
        words.traditionalName,
        words.colourName,
        words.theme,
        words.auraLine,
        ...words.statements,
        ...PRACTICE_KINDS.map((kind) => words.practices[kind]),
      ]
        .filter((text) => !text || text.trim() === "")
        .map(() => centre),
    );
    expect(missing).toEqual([]);
    expect(STATEMENTS).toHaveLength(CHAKRA_ITEMS.length);
    expect(STATEMENTS.map(({ id }) => id)).toEqual(CHAKRA_ITEMS.map(({ id }) => id));
    for (const { words } of centres) expect(words.statements).toHaveLength(STATEMENTS_PER_CENTRE);
    expect(PRACTICES).toHaveLength(21);
    expect(Object.keys(CHAKRA_READING_WORDS.enhancement.questions).sort()).toEqual([...CHAKRA_CENTRES].sort());
  });

  it("give the seven centres seven different names, Sanskrit names and colours", () => {
    for (const field of ["name", "traditionalName", "colourName"] as const) {
      expect(new Set(centres.map(({ words }) => words[field])).size, field).toBe(7);
    }
    expect(centres.map(({ words }) => words.colourName)).toEqual([
      "Red",
      "Orange",
      "Yellow",
      "Green",
      "Blue",
      "Indigo",
      "Violet",
    ]);
  });

  it("keep each text within its field's word range", () => {
    const outside = FIELDS.flatMap(({ texts, min, max }) =>
      texts
        .filter(({ text }) => wordCount(text) < min || wordCount(text) > max)
        .map(({ id, text }) => `${id}: ${wordCount(text)} words (${min}-${max})`),
    );
    expect(outside).toEqual([]);
  });

  it(`keep texts of a field distinct: trigram Jaccard at most ${MAX_JACCARD}, no run of ${MAX_SHARED_RUN + 1} words shared`, () => {
    const close = FIELDS.map(({ name, texts }) => ({ name, ...closestPair(texts) })).filter(
      ({ score }) => score > MAX_JACCARD,
    );
    expect(close).toEqual([]);
    const echoes = FIELDS.flatMap(({ name, texts }) =>
      sharedRuns(texts, MAX_SHARED_RUN + 1).map(({ run, ids }) => `${name}: "${run}" in ${ids.join(", ")}`),
    );
    expect(echoes).toEqual([]);
  });

  it("say on the page that it is self-reported, not a measurement, not health advice, and name the tradition", () => {
    const { honesty, tradition } = CHAKRA_PAGE_WORDS.page;
    expect(honesty.join(" ")).toMatch(/self-reported/i);
    expect(honesty.join(" ")).toMatch(/not a measurement/i);
    expect(honesty.join(" ")).toMatch(/not health advice/i);
    expect(honesty.join(" ")).toMatch(/no camera/i);
    expect(tradition).toMatch(/Indian yogic and tantric traditions/);
    expect(tradition).toMatch(/modern Western synthesis/);
  });

  it("never claim a scan, quantum energy, a success probability, regression or a spirit animal", () => {
    for (const claim of [/scann?er/i, /\bscanning\b/i, /quantum/i, /probability of success/i, /success probability/i]) {
      expect(EVERY_WORD, String(claim)).not.toMatch(claim);
    }
    expect(EVERY_WORD).not.toMatch(/regression/i);
    expect(EVERY_WORD).not.toMatch(/spirit animal/i);
  });

  it("print their figures", () => {
    const figures = Object.fromEntries(
      FIELDS.map(({ name, texts }) => [name, { ...fieldFigures(texts), closestTrigramJaccard: closestPair(texts) }]),
    );
    console.info("Chakra Check-in's words:", JSON.stringify(figures));
    for (const { closestTrigramJaccard } of Object.values(figures)) {
      expect(closestTrigramJaccard.score).toBeLessThanOrEqual(MAX_JACCARD);
    }
  });
});

import { describe, expect, it } from "vitest";
import { ARCHETYPE_IDS } from "../../src/shared/archetypes/quiz-rule";
import { divinationTools } from "../site/divination-tools";
import { duplicates, longestSharedRun, wordCount, type NamedText } from "../draws/text-figures";
import { ARCHETYPE_ANIMALS, ARCHETYPE_QUIZ, ARCHETYPE_READING_WORDS } from "./index";
import { ARCHETYPE_NAMES } from "./names";
import { ARCHETYPE_PAGE_WORDS } from "./page";

const ANIMALS = ARCHETYPE_IDS.map((id) => ({ id, ...ARCHETYPE_ANIMALS[id] }));
const FIELDS = ["summary", "shadow", "ritual", "lore", "question"] as const;

/** One field of every animal, each named by its animal ("fox.shadow"). */
const fieldTexts = (field: (typeof FIELDS)[number]): NamedText[] =>
  ANIMALS.map((animal) => ({ id: `${animal.id}.${field}`, text: animal[field] }));
const TRAITS: NamedText[] = ANIMALS.flatMap((animal) =>
  animal.traits.map((text, index) => ({ id: `${animal.id}.traits.${index}`, text })),
);
const ALL_ANIMAL_TEXTS = [...FIELDS.flatMap(fieldTexts), ...TRAITS];

/** Every string in a value, named by its path. */
function everyText(value: unknown, id: string): NamedText[] {
  if (typeof value === "string") return [{ id, text: value }];
  if (Array.isArray(value)) return value.flatMap((item, index) => everyText(item, `${id}.${index}`));
  if (value && typeof value === "object")
    return Object.entries(value).flatMap(([key, item]) => everyText(item, id ? `${id}.${key}` : key));
  return [];
}
const EVERY_WORD = [
  ...everyText(ARCHETYPE_ANIMALS, "animals"),
  ...everyText(ARCHETYPE_QUIZ, "quiz"),
  ...everyText(ARCHETYPE_PAGE_WORDS, "page"),
  ...everyText(ARCHETYPE_READING_WORDS, "reading"),
  ...everyText(
    divinationTools.find((tool) => tool.path === "/spirit-animals"),
    "catalogue",
  ),
];

/** The set of a text's word trigrams, lower case, punctuation left out. */
function trigrams(text: string): Set<string> {
  const words = text
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s]/gu, "")
    .split(/\s+/)
    .filter(Boolean);
  return new Set(words.slice(2).map((_, index) => words.slice(index, index + 3).join(" ")));
}
const jaccard = (a: Set<string>, b: Set<string>) => {
  const shared = [...a].filter((gram) => b.has(gram)).length;
  return shared / (a.size + b.size - shared || 1);
};
/** The most alike pair of texts by word-trigram Jaccard, and its figure. */
function mostAlike(texts: readonly NamedText[]): { pair: string; figure: number } {
  const grams = texts.map(({ id, text }) => ({ id, grams: trigrams(text) }));
  let best = { pair: "", figure: 0 };
  for (const [index, a] of grams.entries()) {
    for (const b of grams.slice(index + 1)) {
      const figure = jaccard(a.grams, b.grams);
      if (figure > best.figure) best = { pair: `${a.id} ~ ${b.id}`, figure };
    }
  }
  return best;
}
const openingOf = (text: string) => text.toLowerCase().split(/\s+/).slice(0, 2).join(" ");

describe("the animal archetypes' words", () => {
  it("name twenty animals, each with a distinct name and epithet", () => {
    expect(ARCHETYPE_IDS).toHaveLength(20);
    expect(Object.keys(ARCHETYPE_ANIMALS).sort()).toEqual([...ARCHETYPE_IDS].sort());
    expect(Object.keys(ARCHETYPE_NAMES).sort()).toEqual([...ARCHETYPE_IDS].sort());
    expect(new Set(ANIMALS.map((animal) => animal.name)).size).toBe(20);
    expect(new Set(ANIMALS.map((animal) => animal.epithet)).size).toBe(20);
    for (const animal of ANIMALS) expect(animal.name.toLowerCase()).toBe(`the ${animal.id}`);
  });

  it("give every animal all its parts, each within its length: summary, three gifts, shadow, ritual, lore and a question", () => {
    const outside = (texts: NamedText[], min: number, max: number) =>
      texts
        .filter(({ text }) => wordCount(text) < min || wordCount(text) > max)
        .map(({ id, text }) => `${id}: ${wordCount(text)}`);
    expect(TRAITS).toHaveLength(60);
    expect(outside(fieldTexts("summary"), 30, 70)).toEqual([]);
    expect(outside(TRAITS, 5, 16)).toEqual([]);
    expect(outside(fieldTexts("shadow"), 25, 60)).toEqual([]);
    expect(outside(fieldTexts("ritual"), 20, 55)).toEqual([]);
    expect(outside(fieldTexts("lore"), 18, 60)).toEqual([]);
    expect(outside(fieldTexts("question"), 6, 20)).toEqual([]);
    for (const { id, text } of fieldTexts("question")) expect(text, id).toMatch(/\?$/);
  });

  it("say nothing twice: no repeated text, no two texts of a field alike (word-trigram Jaccard under 0.12)", () => {
    expect(duplicates(ALL_ANIMAL_TEXTS)).toEqual([]);
    const figures = Object.fromEntries(
      [...FIELDS.map((field) => [field, fieldTexts(field)] as const), ["traits", TRAITS] as const].map(
        ([field, texts]) => [field, mostAlike(texts)],
      ),
    );
    for (const [field, { pair, figure }] of Object.entries(figures))
      expect(figure, `${field}: ${pair}`).toBeLessThan(0.12);
    // No run of more than six words is shared between two of any animal's texts.
    expect(longestSharedRun(ALL_ANIMAL_TEXTS)).toBeLessThanOrEqual(6);
  });

  it("vary their openings: no two-word opening starts more than a quarter of a field's texts", () => {
    for (const field of FIELDS) {
      const counts = new Map<string, number>();
      for (const { text } of fieldTexts(field)) counts.set(openingOf(text), (counts.get(openingOf(text)) ?? 0) + 1);
      expect(Math.max(...counts.values()), field).toBeLessThanOrEqual(5);
    }
  });

  it("name each animal's own sources in its lore, and the page names the traditions and what it does not borrow", () => {
    for (const animal of ANIMALS) expect(animal.lore.toLowerCase(), animal.id).toContain(animal.id);
    const { honesty, sources } = ARCHETYPE_PAGE_WORDS.page;
    for (const tradition of ["Aesop", "bestiaries", "heraldry", "folklore"]) expect(sources).toContain(tradition);
    expect(honesty).toContain("does not borrow the sacred practices of Indigenous peoples");
    expect(honesty).toContain("same answers always lead to the same animal");
  });
});

describe("the animal archetypes quiz", () => {
  const ANSWERS = ARCHETYPE_QUIZ.questions.flatMap((question) =>
    question.answers.map((answer, index) => ({ id: `${question.id}.${index}`, ...answer })),
  );

  it("asks distinct questions whose answers are distinct and each point to two different animals", () => {
    expect(new Set(ARCHETYPE_QUIZ.questions.map((question) => question.id)).size).toBe(13);
    expect(duplicates(ARCHETYPE_QUIZ.questions.map(({ id, prompt }) => ({ id, text: prompt })))).toEqual([]);
    expect(duplicates(ANSWERS.map(({ id, text }) => ({ id, text })))).toEqual([]);
    for (const answer of ANSWERS) {
      expect(ARCHETYPE_IDS, answer.id).toContain(answer.points[0]);
      expect(ARCHETYPE_IDS, answer.id).toContain(answer.points[1]);
      expect(answer.points[0], answer.id).not.toBe(answer.points[1]);
    }
  });

  it("names every animal first in at least two answers, and in no more than four", () => {
    const firsts = Object.fromEntries(
      ARCHETYPE_IDS.map((id) => [id, ANSWERS.filter((answer) => answer.points[0] === id).length]),
    );
    expect(Math.min(...Object.values(firsts))).toBeGreaterThanOrEqual(2);
    expect(Math.max(...Object.values(firsts))).toBeLessThanOrEqual(4);
  });
});

describe("the words of Animal Archetypes, anywhere", () => {
  it("never make the claims the catalogue's old names made, nor borrow sacred terms", () => {
    const forbidden =
      /spirit animal|power animal|totem|vision quest|scanner|quantum|regression|probability of success|success probability/i;
    expect(EVERY_WORD.filter(({ text }) => forbidden.test(text)).map(({ id }) => id)).toEqual([]);
  });
});

import { describe, expect, it } from "vitest";
import { PENDULUM_ANSWERS, type PendulumAnswer } from "../../src/shared/oracles/pendulum-rule";
import { SITUATIONS } from "../../src/shared/situations";
import {
  commonestOpening,
  duplicates,
  longestSharedRun,
  median,
  sharedRuns,
  wordCount,
  type NamedText,
} from "../draws/text-figures";
import { PENDULUM_WORDS } from "./index";

const { readings, enhancement, page } = PENDULUM_WORDS;

/** Every string in the words, named by its path ("readings.finances.no.3"). */
function everyText(value: unknown, id: string): NamedText[] {
  if (typeof value === "string") return [{ id, text: value }];
  if (Array.isArray(value)) return value.flatMap((item, index) => everyText(item, `${id}.${index}`));
  if (value && typeof value === "object")
    return Object.entries(value).flatMap(([key, item]) => everyText(item, id ? `${id}.${key}` : key));
  return [];
}
const ALL_TEXTS = everyText(PENDULUM_WORDS, "");

/** The texts of a bank kept per situation and answer, with the cell they are in. */
const cellsOf = (bank: Record<string, Record<string, string[]>>, name: string) =>
  SITUATIONS.flatMap((situation) =>
    PENDULUM_ANSWERS.map((answer) => ({
      situation,
      answer,
      texts: (bank[situation]?.[answer] ?? []).map((text, index) => ({
        id: `${name}.${situation}.${answer}.${index}`,
        text,
      })),
    })),
  );
const READING_CELLS = cellsOf(readings, "readings");
const DEEPER_CELLS = cellsOf(enhancement.deeper, "deeper");
const READINGS = READING_CELLS.flatMap((cell) => cell.texts);
const DEEPER = DEEPER_CELLS.flatMap((cell) => cell.texts);
const QUESTIONS: NamedText[] = SITUATIONS.flatMap((situation) =>
  (enhancement.questions[situation] ?? []).map((text, index) => ({ id: `questions.${situation}.${index}`, text })),
);
/** The texts said for one answer, in the readings and the deeper banks. */
const saidFor = (answer: PendulumAnswer) =>
  [...READING_CELLS, ...DEEPER_CELLS].filter((cell) => cell.answer === answer).flatMap((cell) => cell.texts);

const sentenceCount = (text: string) =>
  text
    .trim()
    .split(/(?<=[.!?])\s+/)
    .filter(Boolean).length;
/** The texts outside [min, max] words or [fewest, most] sentences, with their figures. */
const outside = (texts: NamedText[], [min, max]: [number, number], [fewest, most]: [number, number]) =>
  texts
    .filter(({ text }) => {
      const words = wordCount(text);
      const sentences = sentenceCount(text);
      return words < min || words > max || sentences < fewest || sentences > most;
    })
    .map(({ id, text }) => `${id}: ${wordCount(text)} words, ${sentenceCount(text)} sentences`);
/** A text's first four words, lower case, punctuation left out: how a reading is heard to begin. */
const firstFour = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s]/gu, "")
    .split(/\s+/)
    .slice(0, 4)
    .join(" ");
const saying = (pattern: RegExp, texts: NamedText[]) =>
  texts.filter(({ text }) => pattern.test(text)).map(({ id }) => id);

describe("the yes/no pendulum's words", () => {
  it("name the oracle, its three answers and its button as the page shows them", () => {
    expect(PENDULUM_WORDS.name).toBe("Yes/No Pendulum");
    expect(Object.keys(PENDULUM_WORDS.answers).sort()).toEqual([...PENDULUM_ANSWERS].sort());
    expect(PENDULUM_ANSWERS.map((answer) => PENDULUM_WORDS.answers[answer].label)).toEqual(["Yes", "No", "Ask again"]);
    expect(Object.keys(PENDULUM_WORDS.historyTitle).sort()).toEqual([...PENDULUM_ANSWERS].sort());
    expect(page.askLabel).toBe("Ask the pendulum");
    // Each headline and history title says its own answer, and no other.
    for (const answer of PENDULUM_ANSWERS) {
      const word = PENDULUM_WORDS.answers[answer].label.toLowerCase();
      expect(PENDULUM_WORDS.answers[answer].headline.toLowerCase()).toContain(word);
      expect(PENDULUM_WORDS.historyTitle[answer].toLowerCase()).toContain(word);
    }
  });

  it("fill every cell of situation and answer: six readings, three deeper texts, six questions", () => {
    expect(Object.keys(readings).sort()).toEqual([...SITUATIONS].sort());
    expect(Object.keys(enhancement.deeper).sort()).toEqual([...SITUATIONS].sort());
    expect(Object.keys(enhancement.questions).sort()).toEqual([...SITUATIONS].sort());
    const short = [
      ...READING_CELLS.filter((cell) => cell.texts.length < 6),
      ...DEEPER_CELLS.filter((cell) => cell.texts.length < 3),
    ].map((cell) => `${cell.texts[0]?.id ?? cell.situation}: ${cell.texts.length}`);
    expect(short).toEqual([]);
    expect(SITUATIONS.filter((situation) => (enhancement.questions[situation]?.length ?? 0) < 6)).toEqual([]);
    expect(READINGS.length).toBeGreaterThanOrEqual(SITUATIONS.length * PENDULUM_ANSWERS.length * 6);
    expect(enhancement.openings.length).toBeGreaterThanOrEqual(5);
    expect(enhancement.blessings.length).toBeGreaterThanOrEqual(5);
    expect(page.howItWorks.length).toBeGreaterThanOrEqual(3);
    expect(page.howItWorks.length).toBeLessThanOrEqual(4);
    expect(ALL_TEXTS.filter(({ text }) => text.trim() === "").map(({ id }) => id)).toEqual([]);
  });

  it("keep readings and deeper texts to 25–70 words in 2–3 sentences, and the page's texts short", () => {
    expect(outside(READINGS, [25, 70], [2, 3])).toEqual([]);
    expect(outside(DEEPER, [25, 70], [2, 3])).toEqual([]);
    expect(outside([{ id: "page.tradition", text: page.tradition }], [25, 90], [2, 3])).toEqual([]);
    expect(outside([{ id: "page.fairness", text: page.fairness }], [12, 50], [1, 2])).toEqual([]);
    const steps = page.howItWorks.map((text, index) => ({ id: `page.howItWorks.${index}`, text }));
    expect(outside(steps, [4, 20], [1, 1])).toEqual([]);
    expect(QUESTIONS.filter(({ text }) => !text.endsWith("?") || sentenceCount(text) !== 1)).toEqual([]);
    expect(outside(QUESTIONS, [6, 20], [1, 1])).toEqual([]);
  });

  it("never say the same text twice anywhere, nor share a run of 8 words between two texts", () => {
    expect(duplicates(ALL_TEXTS)).toEqual([]);
    expect(sharedRuns([...READINGS, ...DEEPER, ...QUESTIONS], 8)).toEqual([]);
  });

  it("begin the texts of a cell with different words, and vary openings across the readings", () => {
    const samePairs = [...READING_CELLS, ...DEEPER_CELLS].flatMap(({ texts }) =>
      texts.flatMap((a, index) =>
        texts.slice(index + 1).flatMap((b) => (firstFour(a.text) === firstFour(b.text) ? [`${a.id} ~ ${b.id}`] : [])),
      ),
    );
    expect(samePairs).toEqual([]);
    expect(commonestOpening(READINGS).share).toBeLessThanOrEqual(0.15);
    expect(commonestOpening(DEEPER).share).toBeLessThanOrEqual(0.2);
    const opened = enhancement.openings.map(firstFour);
    expect(new Set(opened).size).toBe(opened.length);
  });

  it("fill only the placeholders it names: {question} in the question's lead, {answer} in the share titles", () => {
    const placeholders = ALL_TEXTS.flatMap(({ id, text }) =>
      [...text.matchAll(/\{([^}]*)\}/g)].map((match) => `${id}: ${match[1]}`),
    );
    expect(placeholders.sort()).toEqual([
      "enhancement.questionLead: question",
      "share.cardTitle: answer",
      "share.previewTitle: answer",
    ]);
    expect(ALL_TEXTS.filter(({ text }) => /[{}]/.test(text.replace(/\{(question|answer)\}/g, "")))).toEqual([]);
  });

  it("never use the banned words, promise an outcome or give medical or financial advice", () => {
    expect(saying(/quantum|scanner|probabilit|success|guarantee/i, ALL_TEXTS)).toEqual([]);
    expect(saying(/\bAI\b/, ALL_TEXTS)).toEqual([]);
    expect(
      saying(
        /\b(will (definitely|surely|certainly)|is certain to|you will (get|win|receive|meet|find|be))\b/i,
        ALL_TEXTS,
      ),
    ).toEqual([]);
    expect(
      saying(
        /\b(invest\w*|stocks?|crypto\w*|lottery|gambl\w*|loans?|diagnos\w*|medication|doctor|cure\w*)\b/i,
        ALL_TEXTS,
      ),
    ).toEqual([]);
    expect(ALL_TEXTS.filter(({ text }) => text.includes("!")).map(({ id }) => id)).toEqual([]);
  });

  it("keep each answer's texts to its own verdict, and let every ask-again reading reshape the question", () => {
    expect(saying(/\bno\b|ask again/i, saidFor("yes"))).toEqual([]);
    expect(saying(/\byes\b|ask again/i, saidFor("no"))).toEqual([]);
    expect(saying(/\b(yes|no)\b/i, saidFor("ask-again"))).toEqual([]);
    // Each says the question is not ready, and how to ask it instead.
    const askAgain = READING_CELLS.filter((cell) => cell.answer === "ask-again").flatMap((cell) => cell.texts);
    const missing = (pattern: RegExp) => askAgain.filter(({ text }) => !pattern.test(text)).map(({ id }) => id);
    expect(missing(/\b(question|answer)\b/i)).toEqual([]);
    expect(missing(/\b(not (yet|ready)|still|for now)\b|waver|circles|hovers/i)).toEqual([]);
    expect(missing(/\b(ask|asking|put it|bring (it|back))\b/i)).toEqual([]);
  });

  it("call dowsing a tradition and the swing a checkable draw, never a physical pendulum", () => {
    expect(page.tradition).toMatch(/\btradition\b/i);
    expect(page.tradition).toMatch(/\bpeople have\b/i);
    expect(page.fairness).toMatch(/seed/);
    expect(page.fairness).toMatch(/browser/);
    expect(page.fairness).toMatch(/fairness page/);
    expect(saying(/\b(dowsing|dowsers?)\b/i, ALL_TEXTS)).toEqual(["page.tradition"]);
  });

  it("print their figures", () => {
    const figuresOf = (texts: NamedText[]) => {
      const counts = texts.map(({ text }) => wordCount(text));
      const opening = commonestOpening(texts);
      return {
        count: texts.length,
        min: Math.min(...counts),
        median: median(counts),
        max: Math.max(...counts),
        opening: `"${opening.opening}" ${(opening.share * 100).toFixed(1)}%`,
      };
    };
    const figures = {
      texts: ALL_TEXTS.length,
      readings: figuresOf(READINGS),
      deeper: figuresOf(DEEPER),
      questions: figuresOf(QUESTIONS),
      longestSharedRun: longestSharedRun([...READINGS, ...DEEPER, ...QUESTIONS]),
    };
    console.log("Pendulum's words:", JSON.stringify(figures));
    expect(figures.longestSharedRun).toBeLessThan(8);
  });
});

import { afterAll, describe, expect, it } from "vitest";
import { loadReadingContent, toReadingRow } from "../../../src/server/db/seed";
import { composeEnhancement } from "../../../src/server/oracles/composer";
import { QUESTION_SUBJECTS, readQuestion, type QuestionReading } from "../../../src/shared/question";
import type { Reading } from "../../../src/shared/reading";
import { interpretationFor, SITUATIONS, type Situation } from "../../../src/shared/situations";
import { seeded } from "../../../src/shared/testing/seeded-random";
import { timingFor } from "../../../src/shared/timing";
import { verdictFor, verdictOf } from "../../../src/shared/verdict";
import { composerFaces } from "./faces";
import { composerSituations, counselByFace } from "./situations";
import { countWords, normalWords, withoutHeadings } from "./text-measures";

/**
 * The depth of the built-in oracle's tiers, measured over 100 readings with questions at each tier (a
 * fixed list of questions × rolls × situations, built the same way every run). The figures are printed:
 * - repeated runs of 8 words across the 100 texts of a tier (how many runs are in more than one text);
 * - restatements: how often one face's same kind of image or meaning (its images, its light, its
 *   shadow, its will, mind or world) is said twice in one text;
 * - questions answered: the share of texts that name the question's term and, in the same
 *   paragraph, give the answer of its form (the verdict for yes or no, the time for when, the counsel
 *   of the counsel die's face for how, what and why);
 * - words per tier as a ratio to the reading it deepens (median).
 * The test fails when any text does not name the term, or a tier's median ratio lies outside
 * 1×, 1.5×, 2×, 2.5× and 3× of the reading, ±20%.
 */

const QUESTIONS = [
  "Will my ex come back?",
  "Should I take the job in Leeds?",
  "When will I find love?",
  "Is my boyfriend loyal?",
  "How can I pay off my debt?",
  "Should I move to Lisbon?",
  "Will I get the promotion?",
  "What should I do about my sister?",
  "When will my money troubles end?",
  "Will the interview go well?",
  "Is moving abroad the right choice?",
  "Why does my boss ignore me?",
  "How do I mend things with my best friend?",
  "Will next month be better?",
  "Should I start my own business?",
  "When will I hear from her?",
  "Will my savings grow this year?",
  "How should I handle my mortgage?",
  "Is my marriage worth saving, and will my husband listen?",
  "Will I pass the exam?",
  "Should I quit my course?",
  "What does March hold for me?",
  "Does my crush like me back?",
  "When will we buy a house?",
  "How can I grow my career?",
  "Will my father forgive me?",
  "Should I lend my brother money?",
  "Will the contract be signed?",
];

const TIERS = [1, 2, 3, 4, 5] as const;
const TARGET_RATIO: Record<number, number> = { 1: 1, 2: 1.5, 3: 2, 4: 2.5, 5: 3 };
const TOLERANCE = 0.2;

interface Case {
  reading: Reading;
  situation: Situation;
  question: string;
  read: QuestionReading;
  baseWords: number;
  texts: string[];
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
const percent = (share: number) => `${(100 * share).toFixed(1)}%`;

const readings: Reading[] = loadReadingContent().map((entry) => ({ id: 1, ...toReadingRow(entry) }));
const cases: Case[] = Array.from({ length: 100 }, (_, index) => {
  const reading = readings[(index * 37 + 11) % readings.length]!;
  const situation = SITUATIONS[index % SITUATIONS.length]!;
  const question = QUESTIONS[index % QUESTIONS.length]!;
  const shown = [
    interpretationFor(reading, situation),
    reading.timingPrediction,
    reading.yesNoAnswer,
    reading.totalSumInterpretation,
  ];
  return {
    reading,
    situation,
    question,
    read: readQuestion(question)!,
    baseWords: shown.reduce((total, text) => total + countWords(text), 0),
    texts: TIERS.map((tier) =>
      composeEnhancement({ reading, situation, tier, question, random: seeded(1000 * tier + index) }),
    ),
  };
});

/** Every way a phrase with choices (`[a|b]`) can be said, placeholders left out. */
function variants(phrase: string): string[] {
  const match = /\[([^[\]]*)\]/.exec(phrase);
  if (!match) return [phrase];
  return match[1]!
    .split("|")
    .flatMap((option) => variants(phrase.slice(0, match.index) + option + phrase.slice(match.index + match[0].length)));
}
/** A phrase as its normal words, or null when a placeholder leaves it too short to find. */
const findable = (phrase: string) => {
  const words = normalWords(phrase.replace(/\{[^}]*\}/g, " "));
  return words.length >= 3 ? ` ${words.join(" ")} ` : null;
};
const phrasesOf = (bank: readonly string[]) => [
  ...new Set(bank.flatMap(variants).flatMap((phrase) => findable(phrase) ?? [])),
];

const FACE_FIELDS = ["images", "light", "shadow", "will", "mind", "world"] as const;
/** Per face, per kind: the phrases that say it. */
const facePhrases = composerFaces.map((face) =>
  Object.fromEntries(FACE_FIELDS.map((field) => [field, phrasesOf(face[field])])),
);

/** How many times a face's kind of image or meaning is said beyond once in a text. */
function restatements(text: string, reading: Reading): number {
  const flat = ` ${normalWords(withoutHeadings(text)).join(" ")} `;
  const faces = new Set([reading.redDice, reading.whiteDice, reading.greenDice]);
  let total = 0;
  for (const face of faces) {
    for (const field of FACE_FIELDS) {
      const said = facePhrases[face - 1]![field]!.filter((phrase) => flat.includes(phrase)).length;
      total += Math.max(0, said - 1);
    }
  }
  return total;
}

const TIME_WORDS: Record<number, RegExp> = {
  1: /\bnew moon\b/i,
  2: /\btwo weeks\b|\bfortnight\b/i,
  3: /\bfull moon\b/i,
  4: /\bseason\b/i,
  5: /\bsudden/i,
  6: /\bcycle\b/i,
};
const VERDICT_WORDS: Record<string, RegExp> = {
  Yes: /\byes\b/i,
  "Likely yes": /\b(?:likely|leans?|probably)\b.*\byes\b|\byes\b/i,
  Uncertain: /\b(?:uncertain|undecided|not yet decided|open|unsettled|in the balance)\b/i,
  "Likely no": /\bno\b|\bnot\b/i,
  No: /\bno\b|\bnot\b/i,
};

/** Whether a text names the term and answers in the form the question asks, in one paragraph. */
function answers(text: string, item: Case): { named: boolean; answered: boolean } {
  const term = item.read.term;
  if (!term) return { named: true, answered: true };
  const paragraphs = withoutHeadings(text)
    .split(/\n\s*\n/)
    .filter((para) => para.toLowerCase().includes(term.toLowerCase()));
  if (paragraphs.length === 0) return { named: false, answered: false };
  const roll = { red: item.reading.redDice, white: item.reading.whiteDice, green: item.reading.greenDice };
  const verdict = verdictOf(item.reading.yesNoAnswer) ?? verdictFor(roll);
  const counselFace = roll[composerSituations[item.situation].counselDie];
  const counsel = phrasesOf(counselByFace[item.situation][counselFace]!);
  const answered = paragraphs.some((para) => {
    if (item.read.form === "yes-no") return VERDICT_WORDS[verdict]!.test(para);
    if (item.read.form === "when") return TIME_WORDS[timingFor(roll).white]!.test(para);
    const flat = ` ${normalWords(para).join(" ")} `;
    return counsel.some((phrase) => flat.includes(phrase));
  });
  return { named: true, answered };
}

/** How many runs of 8 words are in more than one of `texts`, and the most shared one's share. */
function repeatedRuns(texts: string[]): { repeated: number; top: number; run: string } {
  const counts = new Map<string, number>();
  for (const text of texts) {
    const words = normalWords(withoutHeadings(text));
    const seen = new Set<string>();
    for (let index = 0; index + 8 <= words.length; index++) seen.add(words.slice(index, index + 8).join(" "));
    for (const run of seen) counts.set(run, (counts.get(run) ?? 0) + 1);
  }
  let repeated = 0;
  let best = { top: 0, run: "" };
  for (const [run, count] of counts) {
    if (count > 1) repeated += 1;
    if (count > best.top) best = { top: count, run };
  }
  return { repeated, top: best.top / texts.length, run: best.run };
}

const figures: string[] = [];
afterAll(() => console.info(`the built-in oracle's depth, 100 readings with questions:\n${figures.join("\n")}`));

describe("the built-in oracle's tiers deepen rather than lengthen", () => {
  it("asks questions of every subject and form", () => {
    const read = QUESTIONS.map((question) => readQuestion(question)!);
    const subjects = new Set(read.map((item) => item.subject));
    const forms = new Set(read.map((item) => item.form));
    figures.push(
      `questions: ${QUESTIONS.length}, subjects ${[...subjects].join(", ")}, forms ${[...forms].join(", ")}`,
    );
    expect(QUESTION_SUBJECTS.filter((subject) => !subjects.has(subject))).toEqual([]);
    expect(forms.size).toBeGreaterThanOrEqual(4);
  });

  it("measures repeated runs and restatements per tier", () => {
    for (const tier of TIERS) {
      const texts = cases.map((item) => item.texts[tier - 1]!);
      const runs = repeatedRuns(texts);
      const said = cases.map((item) => restatements(item.texts[tier - 1]!, item.reading));
      const mean = said.reduce((total, count) => total + count, 0) / said.length;
      figures.push(
        `tier ${tier}: ${runs.repeated} runs of 8 words repeated across texts (most shared in ${percent(runs.top)}: "${runs.run}"); restatements per text ${mean.toFixed(2)}, texts with any ${percent(said.filter(Boolean).length / said.length)}`,
      );
    }
    expect(cases).toHaveLength(100);
  });

  it("names the question's term in every text, and from tier 2 answers it in the form it asks", () => {
    const missing: string[] = [];
    for (const tier of TIERS) {
      const results = cases.map((item) => answers(item.texts[tier - 1]!, item));
      const named = results.filter((result) => result.named).length;
      const answered = results.filter((result) => result.answered).length;
      figures.push(
        `tier ${tier}: the question's term named in ${named}%, named and answered in its form in ${answered}%`,
      );
      cases.forEach((item, index) => {
        if (!results[index]!.named) missing.push(`tier ${tier} ${item.reading.diceValues}: ${item.question}`);
      });
    }
    expect(missing.slice(0, 10)).toEqual([]);
  });

  it("writes each tier about 1×, 1.5×, 2×, 2.5× and 3× the reading it deepens (median, ±20%)", () => {
    const outside: string[] = [];
    for (const tier of TIERS) {
      const ratios = cases.map((item) => countWords(item.texts[tier - 1]!) / item.baseWords);
      const middle = median(ratios);
      figures.push(
        `tier ${tier}: words / the reading: median ${middle.toFixed(2)} (target ${TARGET_RATIO[tier]}), min ${Math.min(...ratios).toFixed(2)}, max ${Math.max(...ratios).toFixed(2)}`,
      );
      const target = TARGET_RATIO[tier]!;
      if (Math.abs(middle - target) > target * TOLERANCE) outside.push(`tier ${tier}: ${middle.toFixed(2)}`);
    }
    expect(outside).toEqual([]);
  });
});

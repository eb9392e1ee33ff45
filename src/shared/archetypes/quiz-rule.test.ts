import { describe, expect, it } from "vitest";
import { ARCHETYPE_QUIZ } from "../../../content/archetypes/questions";
import {
  ARCHETYPE_ANSWER_COUNT,
  ARCHETYPE_IDS,
  ARCHETYPE_QUESTION_COUNT,
  archetypeOf,
  archetypeScores,
  isCompleteAnswerSet,
  type ArchetypeId,
  type ArchetypeQuizShape,
} from "./quiz-rule";

const QUIZ = ARCHETYPE_QUIZ;

/** The points an answer gives `animal`: 2 named first, 1 named second, else 0. */
const pointsFor = (question: number, answer: number, animal: ArchetypeId) => {
  const [primary, secondary] = QUIZ.questions[question]!.answers[answer]!.points;
  return primary === animal ? 2 : secondary === animal ? 1 : 0;
};

/**
 * An answer set leading to `animal`, found by search: each question's answer that gives the animal most,
 * and where none gives it anything, the answer that keeps the strongest rival lowest; then single changes
 * while any lowers the best rival's lead.
 */
function answersLeadingTo(animal: ArchetypeId): number[] {
  const answers = QUIZ.questions.map((question, index) => {
    const best = Math.max(...question.answers.map((_, answer) => pointsFor(index, answer, animal)));
    return question.answers.findIndex((_, answer) => pointsFor(index, answer, animal) === best);
  });
  const margin = (set: number[]) => {
    const scores = archetypeScores(QUIZ, set);
    return scores[animal] - Math.max(...ARCHETYPE_IDS.filter((id) => id !== animal).map((id) => scores[id]));
  };
  for (let round = 0; round < 20 && archetypeOf(QUIZ, answers) !== animal; round++) {
    let improved = false;
    for (const [index, question] of QUIZ.questions.entries()) {
      for (let answer = 0; answer < question.answers.length; answer++) {
        const tried = answers.with(index, answer);
        if (margin(tried) > margin(answers)) {
          answers[index] = answer;
          improved = true;
        }
      }
    }
    if (!improved) break;
  }
  return answers;
}

/** A small generator of answer sets, the same every run. */
function* answerSets(count: number): Generator<number[]> {
  let state = 20_261_129;
  const next = () => (state = (state * 48_271) % 2_147_483_647);
  for (let made = 0; made < count; made++) {
    yield QUIZ.questions.map((question) => next() % question.answers.length);
  }
}

describe("the animal archetypes quiz rule", () => {
  it("asks its thirteen questions of four answers each", () => {
    expect(QUIZ.questions).toHaveLength(ARCHETYPE_QUESTION_COUNT);
    for (const question of QUIZ.questions) expect(question.answers).toHaveLength(ARCHETYPE_ANSWER_COUNT);
  });

  it.each(ARCHETYPE_IDS)("can lead to %s: an answer set is found for it", (animal) => {
    const answers = answersLeadingTo(animal);
    expect(isCompleteAnswerSet(QUIZ, answers)).toBe(true);
    expect(archetypeOf(QUIZ, answers)).toBe(animal);
  });

  it("gives the same animal for the same answers, every time and whatever came before", () => {
    const sets = [...answerSets(500)];
    const first = sets.map((answers) => archetypeOf(QUIZ, answers));
    const again = [...sets].reverse().map((answers) => archetypeOf(QUIZ, [...answers]));
    expect(again.reverse()).toEqual(first);
  });

  it("gives the animal with the most points: 2 for an answer naming it first, 1 for second", () => {
    for (const answers of answerSets(300)) {
      const scores = archetypeScores(QUIZ, answers);
      expect(Object.values(scores).reduce((sum, score) => sum + score, 0)).toBe(3 * ARCHETYPE_QUESTION_COUNT);
      expect(scores[archetypeOf(QUIZ, answers)]).toBe(Math.max(...Object.values(scores)));
    }
  });

  it("breaks a tie for the tied animal the earliest answer names, first name before second", () => {
    const quiz: ArchetypeQuizShape = {
      questions: [
        { answers: [{ points: ["owl", "fox"] }, { points: ["bee", "crane"] }] },
        { answers: [{ points: ["fox", "owl"] }, { points: ["crane", "bee"] }] },
      ],
    };
    // owl 3, fox 3: the first answer names owl first.
    expect(archetypeOf(quiz, [0, 0])).toBe("owl");
    // bee 3, crane 3: the first answer names bee first.
    expect(archetypeOf(quiz, [1, 1])).toBe("bee");
    const secondFirst: ArchetypeQuizShape = {
      questions: [
        { answers: [{ points: ["wren", "raven"] }] },
        { answers: [{ points: ["raven", "wolf"] }] },
        { answers: [{ points: ["wolf", "wren"] }] },
      ],
    };
    // wren 3, raven 3, wolf 3: the first answer names wren first.
    expect(archetypeOf(secondFirst, [0, 0, 0])).toBe("wren");
  });

  it("refuses an answer set that is short, long or names an answer the question does not offer", () => {
    expect(() => archetypeOf(QUIZ, [0, 1])).toThrow(RangeError);
    expect(() => archetypeOf(QUIZ, Array<number>(ARCHETYPE_QUESTION_COUNT + 1).fill(0))).toThrow(RangeError);
    expect(() => archetypeOf(QUIZ, Array<number>(ARCHETYPE_QUESTION_COUNT).fill(ARCHETYPE_ANSWER_COUNT))).toThrow(
      RangeError,
    );
    expect(() => archetypeOf(QUIZ, Array<number>(ARCHETYPE_QUESTION_COUNT).fill(0.5))).toThrow(RangeError);
  });
});

/**
 * Animal Archetypes' rule (docs/ARCHITECTURE.md, "Animal Archetypes"): a seeker's answers to the quiz's
 * questions lead to one animal, the same answers always to the same animal. Pure and free of zod, so the
 * page loads it at once; the quiz itself (its questions, and which animals each answer points to) is
 * words, in content/archetypes/, handed in as a parameter.
 */

/** Every animal the quiz can lead to, in the bestiary's order (the last rule of a tie). */
export const ARCHETYPE_IDS = [
  "fox",
  "owl",
  "bear",
  "wolf",
  "stag",
  "hare",
  "tortoise",
  "lion",
  "eagle",
  "raven",
  "swan",
  "horse",
  "bee",
  "crane",
  "hound",
  "cat",
  "boar",
  "salmon",
  "wren",
  "pelican",
] as const;
export type ArchetypeId = (typeof ARCHETYPE_IDS)[number];

/** How many questions the quiz asks, and how many answers each offers. */
export const ARCHETYPE_QUESTION_COUNT = 13;
export const ARCHETYPE_ANSWER_COUNT = 4;

/** Points an answer gives the animal it names first, and the one it names second. */
const PRIMARY_POINTS = 2;
const SECONDARY_POINTS = 1;

/** One answer as the rule reads it: the animal it points to most, then the one it points to a little. */
export interface ArchetypeAnswerPoints {
  points: readonly [primary: ArchetypeId, secondary: ArchetypeId];
}

/** The quiz as the rule reads it: its questions in order, each with its answers in order. */
export interface ArchetypeQuizShape {
  questions: readonly { answers: readonly ArchetypeAnswerPoints[] }[];
}

/** True when `answers` holds one answer index for each question of `quiz`, each one it offers. */
export function isCompleteAnswerSet(quiz: ArchetypeQuizShape, answers: readonly number[]): boolean {
  return (
    answers.length === quiz.questions.length &&
    answers.every(
      (answer, index) => Number.isInteger(answer) && answer >= 0 && answer < quiz.questions[index]!.answers.length,
    )
  );
}

/** Each animal's points from a set of answers (PRIMARY_POINTS for an answer naming it first, SECONDARY_POINTS second). */
export function archetypeScores(quiz: ArchetypeQuizShape, answers: readonly number[]): Record<ArchetypeId, number> {
  const scores = Object.fromEntries(ARCHETYPE_IDS.map((id) => [id, 0])) as Record<ArchetypeId, number>;
  answers.forEach((answer, index) => {
    const [primary, secondary] = quiz.questions[index]!.answers[answer]!.points;
    scores[primary] += PRIMARY_POINTS;
    scores[secondary] += SECONDARY_POINTS;
  });
  return scores;
}

/**
 * The animal a complete set of answers leads to: the one with the most points. On a tie, the tied animal
 * the seeker's earliest answer points to wins (the one it names first before the one it names second);
 * should none (never, since every point comes from an answer), the first in the bestiary's order.
 */
export function archetypeOf(quiz: ArchetypeQuizShape, answers: readonly number[]): ArchetypeId {
  if (!isCompleteAnswerSet(quiz, answers)) throw new RangeError("One answer for every question is needed");
  const scores = archetypeScores(quiz, answers);
  const best = Math.max(...Object.values(scores));
  const tied = ARCHETYPE_IDS.filter((id) => scores[id] === best);
  if (tied.length === 1) return tied[0]!;
  for (const [index, answer] of answers.entries()) {
    const named = quiz.questions[index]!.answers[answer]!.points.find((id) => tied.includes(id));
    if (named) return named;
  }
  return tied[0]!;
}

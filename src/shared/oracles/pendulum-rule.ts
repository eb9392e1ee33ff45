import { integerBelow, type ByteSource } from "../draws/draw-fairness";

/**
 * The yes/no pendulum: a question, and one swing that answers yes, no or "ask again". The swing is drawn,
 * not computed: one integer in [0, 3) from the dice's byte stream by the draws' rejection rule (a byte b
 * is kept when b < 255, giving b mod 3), so a committed swing can be checked like a cast or a spread.
 * The rule is kept apart from the oracle's schemas (./pendulum.ts) so the /fairness checker and the
 * client's registry take it without the schema library.
 */
export const PENDULUM_ANSWERS = ["yes", "no", "ask-again"] as const;
export type PendulumAnswer = (typeof PENDULUM_ANSWERS)[number];

/** The swing from a byte source: 0 yes, 1 no, 2 ask again. */
export function swingPendulum(nextByte: ByteSource): PendulumAnswer {
  return PENDULUM_ANSWERS[integerBelow(PENDULUM_ANSWERS.length, nextByte)]!;
}

import type { DiceRoll } from "./dice";

/**
 * The timing rule of the meaning system (content/README.md, "The other fields"): the white die, the die
 * of timing, sets when a reading unfolds (1 a new moon, 2 within two weeks, 3 the next full moon, 4
 * across a season, 5 suddenly and soon, 6 the close of a cycle); a red 5 quickens it and a green 4
 * slows it, unless the white die already shows that face. Every reading's timing follows it, and so do
 * the timing sections of the enhanced readings.
 */
export interface TimingRule {
  /** The white die's face, 1-6: which of the six times. */
  white: number;
  /** A red Storm pulls the time forward. */
  hurried: boolean;
  /** A green Stone holds the time back. */
  slowed: boolean;
}

export function timingFor(roll: DiceRoll): TimingRule {
  return {
    white: roll.white,
    hurried: roll.red === 5 && roll.white !== 5,
    slowed: roll.green === 4 && roll.white !== 4,
  };
}

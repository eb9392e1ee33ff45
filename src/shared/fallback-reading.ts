import type { Reading } from "./reading";
import { formatDice, sumDice, type DiceRoll } from "./dice";

/**
 * The built-in reading shown when the reading lookup fails with a database error.
 * Its id comes from the current time.
 */
export function createFallbackReading(roll: DiceRoll, now: Date = new Date()): Reading {
  return {
    id: now.getTime(),
    diceValues: formatDice(roll),
    redDice: roll.red,
    whiteDice: roll.white,
    greenDice: roll.green,
    interpretationGeneral:
      "The dice speak of a path unfolding before you. Trust the quiet voice within, for it already knows the way forward.",
    interpretationFinance:
      "Your resources are gathering strength. Patience and careful choices now will bring steadier ground in the days ahead.",
    interpretationLove:
      "The heart's currents are moving. Open, honest words will draw closer those who are meant to walk beside you.",
    timingPrediction: "changes will manifest within the next lunar cycle",
    yesNoAnswer: "the signs point to a positive outcome",
    totalSumInterpretation: `The sum of ${sumDice(roll)} suggests growth: what you tend now will flourish.`,
  };
}

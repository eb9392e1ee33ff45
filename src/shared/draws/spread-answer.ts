import type { ItemFacts } from "./relations";
import type { Position } from "./spreads";

/**
 * How a spread answers a typed question. This is the reading's own convention, not a tradition's rule,
 * and the reading says so when it uses it:
 *
 * - The outcome item is the one in the spread's outcome place: the Future, Outcome, Final Outcome,
 *   Skuld, or the East of the five-rune cross; a one-item spread's only item.
 * - Yes or no: the balance of upright against reversed items, with the outcome item counted twice. An
 *   upright outcome with the balance in favour says yes; an upright outcome against the balance leans
 *   yes; a reversed outcome with the balance in favour says not yet; a reversed outcome against it says no.
 * - When: the outcome item's element sets the pace — fire in days, air in weeks, water in months, earth
 *   in seasons; for runes its ætt — Freyr's in weeks, Tyr's in months, Hagal's in seasons. A reversed
 *   outcome adds "later than that".
 */

export type SpreadYesNo = "yes" | "leaning-yes" | "not-yet" | "no";
export type SpreadPace = "days" | "weeks" | "months" | "seasons";

export interface SpreadAnswer {
  /** The outcome item's index in draw order. */
  outcome: number;
  yesNo: SpreadYesNo;
  pace: SpreadPace;
  /** The outcome item lies reversed: the pace is "later than that". */
  delayed: boolean;
}

const OUTCOME_PLACES: readonly Position[] = ["future", "outcome", "final-outcome", "skuld", "east"];

const PACE_OF_ELEMENT = { fire: "days", air: "weeks", water: "months", earth: "seasons" } as const;
const PACE_OF_AETT = { freyr: "weeks", tyr: "months", hagal: "seasons" } as const;

function outcomeIndex(items: readonly ItemFacts<string>[]): number {
  const place = items.findIndex((item) => (OUTCOME_PLACES as readonly string[]).includes(item.position));
  return place >= 0 ? place : items.length - 1;
}

export function spreadAnswer(items: readonly ItemFacts<string>[]): SpreadAnswer {
  const outcome = outcomeIndex(items);
  const last = items[outcome]!;
  const balance = items.reduce((sum, item, index) => sum + (item.reversed ? -1 : 1) * (index === outcome ? 2 : 1), 0);
  const yesNo: SpreadYesNo = last.reversed ? (balance >= 0 ? "not-yet" : "no") : balance > 0 ? "yes" : "leaning-yes";
  const pace: SpreadPace = last.element
    ? PACE_OF_ELEMENT[last.element]
    : last.aett
      ? PACE_OF_AETT[last.aett]
      : "months";
  return { outcome, yesNo, pace, delayed: last.reversed };
}

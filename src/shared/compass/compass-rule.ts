/**
 * The Decision Compass's rule (docs/ARCHITECTURE.md, "The Decision Compass"): what a seeker's OWN weights
 * say about a decision between two to four options. Nothing here predicts anything: each option's total is
 * the sum over the values of weight × score, the totals are put as whole-number shares of 100, and the
 * reasons are the values that gave each option most of its total. The regret question and the coin's gut
 * check are compared with the weights, never added to them.
 *
 * Pure and free of the schema library: the page runs it in the browser for anyone, the server runs it
 * again on a saved decision.
 */

export const OPTIONS_MIN = 2;
export const OPTIONS_MAX = 4;
export const VALUES_MIN = 1;
export const VALUES_MAX = 6;
export const WEIGHT_MIN = 1;
export const WEIGHT_MAX = 5;
export const SCORE_MIN = 1;
export const SCORE_MAX = 5;
/** The decision in a sentence, an option's name and a value's name, in characters. */
export const DECISION_MAX_LENGTH = 300;
export const OPTION_NAME_MAX_LENGTH = 60;
export const VALUE_NAME_MAX_LENGTH = 40;

/** How the seeker felt when the coin chose an option. */
export const COIN_FEELINGS = ["relieved", "disappointed", "indifferent"] as const;
export type CoinFeeling = (typeof COIN_FEELINGS)[number];

/** What a perspective may be drawn from: one tarot card (the one-card spread) or one rune (a single rune). */
export const PERSPECTIVE_DECKS = ["tarot", "runes"] as const;
export type PerspectiveDeck = (typeof PERSPECTIVE_DECKS)[number];

/** How many of an option's values are named as its reasons. */
const REASONS_PER_OPTION = 2;

/** A value that matters to the seeker, and how much (WEIGHT_MIN–WEIGHT_MAX). */
interface CompassValue {
  name: string;
  weight: number;
}

/** A decision as the seeker weighed it. */
export interface CompassDecision {
  options: readonly string[];
  values: readonly CompassValue[];
  /** `scores[option][value]`: how well each option serves each value (SCORE_MIN–SCORE_MAX). */
  scores: readonly (readonly number[])[];
  /** The option they would regret not trying in a year, by its index; null for "none". */
  regret: number | null;
  /** The coin's gut check: the option it chose, and how that felt; null when skipped. */
  coin: { option: number; feeling: CoinFeeling } | null;
}

/** The options' weights at the top: one leads, or two or more are level. */
type CompassLead = { kind: "lead"; option: number; runnerUp: number } | { kind: "tie"; options: number[] };

/**
 * How the regret answer and the gut check sit with the weights: "agrees", "other-way", "quiet" (no regret
 * named; a shrug at the coin; the gut check skipped), or, with the weights level, "tips" towards the named
 * option or "tips-away" from it (disappointed at the coin's choice).
 */
export type CompassSignal = "agrees" | "other-way" | "quiet" | "tips" | "tips-away";

export interface CompassWeighing {
  /** Each option's weighted total, Σ weight × score. */
  totals: number[];
  /** Each option's share of all the totals: whole numbers that sum to 100 (largest remainder). */
  shares: number[];
  lead: CompassLead;
  /** For each option, the values (indices) that gave it the most weight, most first. */
  reasons: number[][];
  /** The values where the leader gained most on the runner-up (empty for a tie). */
  edges: number[];
  regret: CompassSignal;
  gut: CompassSignal;
}

/** Each option's total: the sum over the values of the value's weight times the option's score for it. */
function weightedTotals(decision: Pick<CompassDecision, "values" | "scores">): number[] {
  return decision.scores.map((row) =>
    decision.values.reduce((sum, value, index) => sum + value.weight * (row[index] ?? 0), 0),
  );
}

/**
 * Totals as whole-number shares summing to 100, by the largest remainder: each takes the floor of its exact
 * share, and the points left go one each to the largest remainders. Equal totals are kept equal when the
 * points allow: a group of equal totals too large for the points left is passed over for the next
 * remainder, and only when every group is passed over do the earliest options take the points (three equal
 * totals: 34, 33 and 33). All totals zero gives equal shares by the same rule.
 */
export function sharesOf(totals: readonly number[]): number[] {
  if (totals.length === 0) return [];
  const sum = totals.reduce((a, b) => a + b, 0);
  const exact = totals.map((total) => (sum > 0 ? (total * 100) / sum : 100 / totals.length));
  const shares = exact.map((value) => Math.floor(value + 1e-9));
  let left = 100 - shares.reduce((a, b) => a + b, 0);
  const order = exact
    .map((value, index) => ({ index, remainder: value - shares[index]! }))
    .filter(({ remainder }) => remainder > 1e-9)
    .sort((a, b) => b.remainder - a.remainder || a.index - b.index);
  const given = new Set<number>();
  for (const { index } of order) {
    if (left === 0 || given.has(index)) continue;
    const group = order.filter((entry) => totals[entry.index] === totals[index]).map((entry) => entry.index);
    if (group.length > left) continue;
    for (const member of group) given.add(member);
    for (const member of group) shares[member]! += 1;
    left -= group.length;
  }
  for (const { index } of order) {
    if (left === 0) break;
    if (given.has(index)) continue;
    shares[index]! += 1;
    left -= 1;
  }
  return shares;
}

/** The option that leads and the one behind it, or the options level at the top. */
function leadOf(totals: readonly number[]): CompassLead {
  const top = Math.max(...totals);
  const level = totals.flatMap((total, index) => (total === top ? [index] : []));
  if (level.length > 1) return { kind: "tie", options: level };
  const option = level[0]!;
  const rest = totals.map((total, index) => ({ total, index })).filter(({ index }) => index !== option);
  const runnerUp = rest.sort((a, b) => b.total - a.total || a.index - b.index)[0]!.index;
  return { kind: "lead", option, runnerUp };
}

/** The values ranked by a number each gives, most first (the earlier value first when equal), above zero. */
function ranked(amounts: readonly number[], count: number): number[] {
  return amounts
    .map((amount, index) => ({ amount, index }))
    .filter(({ amount }) => amount > 0)
    .sort((a, b) => b.amount - a.amount || a.index - b.index)
    .slice(0, count)
    .map(({ index }) => index);
}

/** Whether an answer about one option agrees with the weights, goes the other way, or tips a tie. */
function signalFor(lead: CompassLead, option: number, towards: boolean): CompassSignal {
  if (lead.kind === "tie") {
    if (!lead.options.includes(option)) return towards ? "other-way" : "agrees";
    return towards ? "tips" : "tips-away";
  }
  return (option === lead.option) === towards ? "agrees" : "other-way";
}

/**
 * The whole weighing of a decision (its parts checked by the request's schema first): totals, shares, the
 * lead or tie, the reasons, and how the regret answer and the gut check sit with the weights. Scaling every
 * weight by the same factor changes nothing but the totals.
 */
export function weighDecision(decision: CompassDecision): CompassWeighing {
  const totals = weightedTotals(decision);
  const lead = leadOf(totals);
  const contribution = (option: number) =>
    decision.values.map((value, index) => value.weight * (decision.scores[option]?.[index] ?? 0));
  const reasons = decision.options.map((_, option) => ranked(contribution(option), REASONS_PER_OPTION));
  const edges =
    lead.kind === "lead"
      ? ranked(
          decision.values.map((value, index) => {
            const ahead = decision.scores[lead.option]![index]! - decision.scores[lead.runnerUp]![index]!;
            return value.weight * ahead;
          }),
          REASONS_PER_OPTION,
        )
      : [];
  const regret = decision.regret === null ? "quiet" : signalFor(lead, decision.regret, true);
  const { coin } = decision;
  const gut =
    coin === null || coin.feeling === "indifferent"
      ? "quiet"
      : signalFor(lead, coin.option, coin.feeling === "relieved");
  return { totals, shares: sharesOf(totals), lead, reasons, edges, regret, gut };
}

/** Whether a decision's parts fit together: the counts, ranges and every score filled in. */
export function isCompleteDecision(decision: CompassDecision): boolean {
  const { options, values, scores, regret, coin } = decision;
  const whole = (value: number, min: number, max: number) => Number.isInteger(value) && value >= min && value <= max;
  return (
    options.length >= OPTIONS_MIN &&
    options.length <= OPTIONS_MAX &&
    options.every((name) => name.trim().length > 0) &&
    values.length >= VALUES_MIN &&
    values.length <= VALUES_MAX &&
    values.every((value) => value.name.trim().length > 0 && whole(value.weight, WEIGHT_MIN, WEIGHT_MAX)) &&
    scores.length === options.length &&
    scores.every((row) => row.length === values.length && row.every((score) => whole(score, SCORE_MIN, SCORE_MAX))) &&
    (regret === null || whole(regret, 0, options.length - 1)) &&
    (coin === null || whole(coin.option, 0, options.length - 1))
  );
}

import type { CoinFeeling, CompassSignal } from "./compass-rule";

/** The signals a regret answer can give: it always points towards an option, or names none. */
type RegretSignal = Exclude<CompassSignal, "tips-away">;

/**
 * What a weighing says (content/compass/result.ts): the result's sentences, each a bank of phrasings one
 * of which is chosen deterministically from the weighing, with `{name}` slots filled in.
 */
export interface CompassResultWords {
  /** "Decision Compass". */
  name: string;
  /** The result's title: "Your weights favour {leader}", "Your weights hold {names} level". */
  title: { lead: string; tie: string };
  /** The headline: {leader}, {leaderShare}, {runner}, {runnerShare}; a tie's {names} and {shares}. */
  headline: { lead: readonly string[]; tie: readonly string[] };
  /** "{option} drew most of its weight from {values}." */
  reasons: readonly string[];
  /** "{leader} gained most on {runner} through {values}." */
  edges: readonly string[];
  /** "{share} for {name}", the pieces of a tie's {shares}. */
  shareOf: string;
  /** "and", to join the last of a list of names. */
  and: string;
  /** How the regret answer sits with the weights ({option}, {leader}). */
  regret: Record<RegretSignal, readonly string[]>;
  /** How the coin's gut check sits with the weights ({coin}, {feeling}, {leader}); `skipped` when no coin. */
  gut: Record<CompassSignal, readonly string[]> & { skipped: string };
  /** The feelings as the sentences say them: "relieved". */
  feelings: Record<CoinFeeling, string>;
  /** The sections' headings. */
  headings: { result: string; reasons: string; regret: string; gut: string; perspective: string };
  /** The perspective's line: {item} (name and orientation) and {keywords}; one chosen by the item. */
  perspective: readonly string[];
  /** What a perspective is said to be, wherever one is shown. */
  perspectiveNote: string;
  /** How an item reads reversed: "{name}, reversed"; a rune "{name}, merkstave". */
  reversed: { tarot: string; runes: string };
}

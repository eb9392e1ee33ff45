import { CONFIDENCE_LEVELS } from "./hunches";

/**
 * How well a seeker's stated confidence matched what came true (docs/ARCHITECTURE.md, "Intuition
 * Calibration"). Pure: the server hands it every resolved hunch, the page draws what it answers.
 *
 * - `brier`: the mean of (confidence − outcome)², confidence as a probability (0.7) and the outcome 1 when
 *   the hunch came true, else 0. 0 is perfect, 0.25 is what always saying 50 % scores, 1 is always wrong
 *   and sure of it.
 * - `chanceBrier`: the Brier score of someone who always stated each hunch's own chance (`p0`, known for
 *   a hunch about a draw): the line to beat. A real-life hunch has no known chance, so it is left out of
 *   this comparison (`withChance` counts the hunches that are in it), and `brierWithChance` is the seeker's
 *   own score over the same hunches, so the two are compared like with like.
 * - `bins`: one for each confidence a seeker can state (0 %, 10 %, … 100 %): how many hunches, how many came
 *   true, the observed hit rate, and the mean chance of those with one (the chance line of the chart).
 */
export interface ResolvedHunch {
  /** A draw hunch's kind, or "life" for a real-life hunch. */
  kind: string;
  /** 0–100. */
  confidence: number;
  hit: boolean;
  /** The hunch's chance by the draw alone, or null when none is known (a real-life hunch). */
  chance: number | null;
}

interface CalibrationBin {
  confidence: number;
  count: number;
  hits: number;
  /** hits / count, or null for an empty bin. */
  hitRate: number | null;
  /** The mean chance of the bin's hunches that have one, or null when none has. */
  meanChance: number | null;
}

export interface CalibrationSummary {
  count: number;
  hits: number;
  brier: number | null;
  /** How many of the hunches have a known chance. */
  withChance: number;
  /** The seeker's Brier score over the hunches with a known chance only. */
  brierWithChance: number | null;
  /** The Brier score of always stating each hunch's chance, over the same hunches. */
  chanceBrier: number | null;
  bins: CalibrationBin[];
}

export interface Calibration {
  all: CalibrationSummary;
  draws: CalibrationSummary;
  life: CalibrationSummary;
  /** Each kind that has resolved hunches, in the order given. */
  kinds: { kind: string; summary: CalibrationSummary }[];
}

const outcome = (hunch: ResolvedHunch) => (hunch.hit ? 1 : 0);
const meanOf = (values: number[]) =>
  values.length ? values.reduce((sum, value) => sum + value, 0) / values.length : null;

/** One set of resolved hunches summed up. */
export function summarise(hunches: readonly ResolvedHunch[]): CalibrationSummary {
  const squaredError = (stated: number, hunch: ResolvedHunch) => (stated - outcome(hunch)) ** 2;
  const known = hunches.filter((hunch) => hunch.chance !== null);
  const bins = CONFIDENCE_LEVELS.map((confidence) => {
    const inBin = hunches.filter((hunch) => hunch.confidence === confidence);
    const hits = inBin.filter((hunch) => hunch.hit).length;
    const chances = inBin.flatMap((hunch) => (hunch.chance === null ? [] : [hunch.chance]));
    return {
      confidence,
      count: inBin.length,
      hits,
      hitRate: inBin.length ? hits / inBin.length : null,
      meanChance: meanOf(chances),
    };
  });
  return {
    count: hunches.length,
    hits: hunches.filter((hunch) => hunch.hit).length,
    brier: meanOf(hunches.map((hunch) => squaredError(hunch.confidence / 100, hunch))),
    withChance: known.length,
    brierWithChance: meanOf(known.map((hunch) => squaredError(hunch.confidence / 100, hunch))),
    chanceBrier: meanOf(known.map((hunch) => squaredError(hunch.chance!, hunch))),
    bins,
  };
}

/** Every resolved hunch, then the draws' and the real-life ones apart, then each kind of hunch. */
export function calibrate(hunches: readonly ResolvedHunch[], kindOrder: readonly string[] = []): Calibration {
  const kinds = [...new Set([...kindOrder, ...hunches.map((hunch) => hunch.kind)])].flatMap((kind) => {
    const ofKind = hunches.filter((hunch) => hunch.kind === kind);
    return ofKind.length ? [{ kind, summary: summarise(ofKind) }] : [];
  });
  return {
    all: summarise(hunches),
    draws: summarise(hunches.filter((hunch) => hunch.kind !== "life")),
    life: summarise(hunches.filter((hunch) => hunch.kind === "life")),
    kinds,
  };
}

import type { Spread } from "../draws/spreads";
import { isOracleTool, oracleSpec, type OracleTool } from "../oracles/registry";
import type { DistinctCounter, SummedCounter } from "../oracles/spec";

/**
 * What an achievement can count (achievements.requirement_type). The first three come from the
 * profile's counters; the others from the user's readings by oracle and spread (`oracleCounters`).
 */
export const REQUIREMENT_TYPES = [
  "readings",
  "streak",
  "karma",
  "tarot_draws",
  "rune_casts",
  "celtic_cross_draws",
  "three_norns_casts",
  "oracles_in_week",
  "numerology_readings",
  "moon_rituals",
  "moon_principal_phases",
] as const;
export type RequirementType = (typeof REQUIREMENT_TYPES)[number];

/** The window in which "oracles_in_week" counts the different oracles a seeker has used. */
export const ORACLE_WEEK_DAYS = 7;

/**
 * The user's readings grouped by oracle and spread (and a moon ritual's phase): how many, and when the
 * latest was cast.
 */
export interface CastTally {
  tool: string;
  spread: Spread | null;
  /** The Moon's phase of a moon ritual. */
  phase?: string | null;
  count: number;
  lastAt: Date;
}

export interface OracleCounters {
  tarotDraws: number;
  runeCasts: number;
  celticCrossDraws: number;
  threeNornsCasts: number;
  /** How many different oracles (dice, tarot, runes) were used in the last ORACLE_WEEK_DAYS, now included. */
  oraclesInWeek: number;
  numerologyReadings: number;
  moonRituals: number;
  /** How many of the four principal phases (new, first quarter, full, last quarter) had a moon ritual. */
  moonPrincipalPhases: number;
}

export function emptyOracleCounters(): OracleCounters {
  return {
    tarotDraws: 0,
    runeCasts: 0,
    celticCrossDraws: 0,
    threeNornsCasts: 0,
    oraclesInWeek: 0,
    numerologyReadings: 0,
    moonRituals: 0,
    moonPrincipalPhases: 0,
  };
}

/** The oracle counters of a user's readings, as they stand at `now`: each oracle's spec says what it counts. */
export function oracleCounters(tallies: readonly CastTally[], now: Date): OracleCounters {
  const counters = emptyOracleCounters();
  const weekStart = now.getTime() - ORACLE_WEEK_DAYS * 86_400_000;
  const recentTools = new Set<OracleTool>();
  const distinct = new Map<DistinctCounter, Set<string>>();
  for (const tally of tallies) {
    if (!isOracleTool(tally.tool)) continue;
    const spec = oracleSpec(tally.tool);
    // "Three oracles in a week" counts the oracles whose spec says so (the drawn ones: dice, tarot, runes).
    if (spec.countsInOracleWeek && tally.count > 0 && tally.lastAt.getTime() > weekStart) recentTools.add(tally.tool);
    for (const [counter, counts] of Object.entries(spec.achievementCounts ?? {}) as [SummedCounter, Counts][]) {
      if (counts(tally)) counters[counter] += tally.count;
    }
    for (const [counter, valueOf] of Object.entries(spec.achievementDistinct ?? {}) as [DistinctCounter, Value][]) {
      const value = tally.count > 0 ? valueOf(tally) : null;
      if (value) distinct.set(counter, (distinct.get(counter) ?? new Set()).add(value));
    }
  }
  counters.oraclesInWeek = recentTools.size;
  for (const [counter, values] of distinct) counters[counter] = values.size;
  return counters;
}

type Counts = (tally: CastTally) => boolean;
type Value = (tally: CastTally) => string | null;

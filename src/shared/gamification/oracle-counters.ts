import { DRAWN_TOOLS, type OracleTool, type Spread } from "../draws/spreads";
import { isPrincipalPhase } from "../moon/phases";

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
  tool: OracleTool;
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

/** The oracle counters of a user's readings, as they stand at `now`. */
export function oracleCounters(tallies: readonly CastTally[], now: Date): OracleCounters {
  const sum = (keep: (tally: CastTally) => boolean) =>
    tallies.filter(keep).reduce((total, tally) => total + tally.count, 0);
  const weekStart = now.getTime() - ORACLE_WEEK_DAYS * 86_400_000;
  const recentTools = new Set(
    tallies.filter((tally) => tally.count > 0 && tally.lastAt.getTime() > weekStart).map((tally) => tally.tool),
  );
  return {
    tarotDraws: sum((tally) => tally.tool === "tarot"),
    runeCasts: sum((tally) => tally.tool === "runes"),
    celticCrossDraws: sum((tally) => tally.tool === "tarot" && tally.spread === "celtic-cross"),
    threeNornsCasts: sum((tally) => tally.tool === "runes" && tally.spread === "three-norns"),
    // The drawn oracles only: "three oracles in a week" asks for the dice, the tarot and the runes.
    oraclesInWeek: DRAWN_TOOLS.filter((tool) => recentTools.has(tool)).length,
    numerologyReadings: sum((tally) => tally.tool === "numerology"),
    moonRituals: sum((tally) => tally.tool === "moon"),
    moonPrincipalPhases: new Set(
      tallies.flatMap((tally) =>
        tally.tool === "moon" && tally.count > 0 && tally.phase && isPrincipalPhase(tally.phase) ? [tally.phase] : [],
      ),
    ).size,
  };
}

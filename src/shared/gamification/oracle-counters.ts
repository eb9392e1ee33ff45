import type { Spread } from "../draws/spreads";
import { isOracleTool, type OracleTool } from "../oracles/tools";
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
  "iching_casts",
  "angel_sightings",
  "dream_entries",
  "cycle_records",
  "tales_told",
  "archetype_quizzes",
  "energy_checkins",
  "chakra_check_ins",
  "compass_decisions",
  "hunches_resolved",
] as const;
export type RequirementType = (typeof REQUIREMENT_TYPES)[number];

/** The counters a quest can ask of its readings. */
export type QuestRequirementKey =
  | "readings"
  | "distinct_situations"
  | "guidance_readings"
  | "finance_readings"
  | "relationship_readings"
  | "active_days"
  | "tarot_draws"
  | "rune_casts"
  | "tarot_days"
  | "rune_days"
  | "numerology_readings"
  | "moon_rituals"
  | "iching_casts"
  | "angel_sightings"
  | "dream_entries"
  | "cycle_records"
  | "chakra_check_ins"
  | "energy_checkins"
  | "archetype_quizzes"
  | "tales_told"
  | "compass_decisions"
  | "hunches_resolved";

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
  talesTold: number;
  /** How many of the four principal phases (new, first quarter, full, last quarter) had a moon ritual. */
  moonPrincipalPhases: number;
  archetypeQuizzes: number;
  ichingCasts: number;
  angelSightings: number;
  energyCheckIns: number;
  dreamEntries: number;
  cycleRecords: number;
  chakraCheckIns: number;
  compassDecisions: number;
  /** Hunches resolved by a draw (Intuition Calibration; real-life hunches are not readings). */
  hunchesResolved: number;
}

export function emptyOracleCounters(): OracleCounters {
  return {
    tarotDraws: 0,
    runeCasts: 0,
    celticCrossDraws: 0,
    talesTold: 0,
    threeNornsCasts: 0,
    oraclesInWeek: 0,
    numerologyReadings: 0,
    archetypeQuizzes: 0,
    moonRituals: 0,
    moonPrincipalPhases: 0,
    ichingCasts: 0,
    energyCheckIns: 0,
    angelSightings: 0,
    dreamEntries: 0,
    cycleRecords: 0,
    chakraCheckIns: 0,
    compassDecisions: 0,
    hunchesResolved: 0,
  };
}

/** The oracle counters of a user's readings, as they stand at `now`: ORACLE_COUNTS says what each counts. */
export function oracleCounters(tallies: readonly CastTally[], now: Date): OracleCounters {
  const counters = emptyOracleCounters();
  const weekStart = now.getTime() - ORACLE_WEEK_DAYS * 86_400_000;
  const recentTools = new Set<OracleTool>();
  const distinct = new Map<DistinctCounter, Set<string>>();
  for (const tally of tallies) {
    if (!isOracleTool(tally.tool)) continue;
    // "Three oracles in a week" counts the oracles ORACLE_COUNTS names (the dice, the tarot and the runes).
    if (ORACLE_COUNTS[tally.tool]?.inOracleWeek && tally.count > 0 && tally.lastAt.getTime() > weekStart) {
      recentTools.add(tally.tool);
    }
    const counts = ORACLE_COUNTS[tally.tool];
    for (const [counter, countsIt] of Object.entries(counts?.achievements ?? {}) as [SummedCounter, Counts][]) {
      if (countsIt(tally)) counters[counter] += tally.count;
    }
    for (const [counter, valueOf] of Object.entries(counts?.distinct ?? {}) as [DistinctCounter, Value][]) {
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

/**
 * What an oracle's readings count toward beyond every reading's counters (readings, situations, active
 * days): its own achievement and quest counters. An oracle without an entry counts as any reading does.
 */
interface OracleCounts {
  /** Counted among the oracles of "three oracles in a week" (whose achievement names them). */
  inOracleWeek?: boolean;
  /** The achievement counters one of its tallies adds its readings to. */
  achievements?: Partial<Record<SummedCounter, (tally: CastTally) => boolean>>;
  /** A counter of the distinct values its tallies show (the Moon's principal phases seen). */
  distinct?: Partial<Record<DistinctCounter, (tally: CastTally) => string | null>>;
  /** The quest counters a reading moves: how many, and (when tracked) on how many days. */
  quest?: { readings: QuestRequirementKey; days?: { count: QuestRequirementKey; lastDay: QuestLastDayKey } };
}

/** The quest's bookkeeping of the last day an oracle with a day count was used. */
export type QuestLastDayKey = "last_tarot_day" | "last_rune_day";

/** The counters that count distinct values, and those that sum readings. */
type DistinctCounter = "moonPrincipalPhases";
type SummedCounter = Exclude<keyof OracleCounters, DistinctCounter | "oraclesInWeek">;

export const ORACLE_COUNTS: Partial<Record<OracleTool, OracleCounts>> = {
  dice: { inOracleWeek: true },
  tarot: {
    inOracleWeek: true,
    achievements: { tarotDraws: () => true, celticCrossDraws: (tally) => tally.spread === "celtic-cross" },
    quest: { readings: "tarot_draws", days: { count: "tarot_days", lastDay: "last_tarot_day" } },
  },
  runes: {
    inOracleWeek: true,
    achievements: { runeCasts: () => true, threeNornsCasts: (tally) => tally.spread === "three-norns" },
    quest: { readings: "rune_casts", days: { count: "rune_days", lastDay: "last_rune_day" } },
  },
  numerology: { achievements: { numerologyReadings: () => true }, quest: { readings: "numerology_readings" } },
  moon: {
    achievements: { moonRituals: () => true },
    distinct: { moonPrincipalPhases: (tally) => (tally.phase && isPrincipalPhase(tally.phase) ? tally.phase : null) },
    quest: { readings: "moon_rituals" },
  },
  "angel-numbers": { achievements: { angelSightings: () => true }, quest: { readings: "angel_sightings" } },
  cycles: { achievements: { cycleRecords: () => true }, quest: { readings: "cycle_records" } },
  iching: { achievements: { ichingCasts: () => true }, quest: { readings: "iching_casts" } },
  dreams: { achievements: { dreamEntries: () => true }, quest: { readings: "dream_entries" } },
  chakra: { achievements: { chakraCheckIns: () => true }, quest: { readings: "chakra_check_ins" } },
  energy: { achievements: { energyCheckIns: () => true }, quest: { readings: "energy_checkins" } },
  archetypes: { achievements: { archetypeQuizzes: () => true }, quest: { readings: "archetype_quizzes" } },
  tales: { achievements: { talesTold: () => true }, quest: { readings: "tales_told" } },
  compass: { achievements: { compassDecisions: () => true }, quest: { readings: "compass_decisions" } },
  intuition: { achievements: { hunchesResolved: () => true }, quest: { readings: "hunches_resolved" } },
};

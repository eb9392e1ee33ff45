import type { QuestRequirementKey } from "./oracle-counters";
import type { RequirementType } from "./oracle-counters";
import type { Situation } from "../situations";
import { planTerms } from "../billing";
import type { CalendarDay } from "../calendar";
import type { OracleTool } from "../oracles/tools";
import { ORACLE_COUNTS, type QuestLastDayKey } from "./oracle-counters";
import type { OracleCounters } from "./oracle-counters";

/** Karma a cast earns (documented in docs/decisions/004-game-rules.md). */
export const CAST_KARMA = 10;

/**
 * Karma a reading earns: CAST_KARMA, except that an entry outside the daily cap that may be made any
 * number of times a day (a dream written down, a number seen) earns it only as the day's first of its
 * oracle, so writing more entries cannot farm karma. Its counters, quest and achievements count every one.
 */
export function castKarmaFor(
  oracle: { usesAllowance: boolean; oncePerDay: boolean },
  firstOfItsOracleToday: boolean,
): number {
  const uncapped = !oracle.usesAllowance && !oracle.oncePerDay;
  return uncapped && !firstOfItsOracleToday ? 0 : CAST_KARMA;
}

export const MYSTIC_LEVELS = ["Novice", "Initiate", "Explorer", "Adept", "Master"] as const;
export type MysticLevel = (typeof MYSTIC_LEVELS)[number];

/** Karma at which each level begins. */
export const LEVEL_THRESHOLDS: Record<MysticLevel, number> = {
  Novice: 0,
  Initiate: 100,
  Explorer: 300,
  Adept: 700,
  Master: 1500,
};

export function levelForKarma(karma: number): MysticLevel {
  return [...MYSTIC_LEVELS].reverse().find((level) => karma >= LEVEL_THRESHOLDS[level]) ?? "Novice";
}

export function nextLevel(level: MysticLevel): { name: MysticLevel; karma: number } | null {
  const next = MYSTIC_LEVELS[MYSTIC_LEVELS.indexOf(level) + 1];
  return next ? { name: next, karma: LEVEL_THRESHOLDS[next] } : null;
}

/** Tier names 1-5 (docs/product.md, 'Levels and tiers'); tier 5 carries the product's name. */
export const TIER_NAMES = [
  "Free Seeker",
  "Mystic Novice",
  "Arcane Explorer",
  "Oracle Adept",
  "Mystic Dice Master",
] as const;

/** The tier of a mystic level; an unknown level is tier 1. */
export function tierOfLevel(level: string | null | undefined): number {
  const index = MYSTIC_LEVELS.indexOf(level as MysticLevel);
  return index === -1 ? 1 : index + 1;
}

/**
 * The oracle's tier: the higher of the level's tier (earned by play) and the depth the plan gives from
 * its first day (`minTier`, docs/decisions/020-the-offer-and-payments.md).
 */
export function effectiveTier(level: string | null | undefined, planLevel: number): number {
  return Math.min(5, Math.max(tierOfLevel(level), planTerms(planLevel).minTier));
}

/** The profile's counters, and the counts of the user's readings by oracle (./oracle-counters.ts). */
export interface ProfileCounters extends OracleCounters {
  totalReadings: number;
  dailyStreak: number;
  karmaPoints: number;
}

const COUNTER_OF: Record<RequirementType, keyof ProfileCounters> = {
  readings: "totalReadings",
  streak: "dailyStreak",
  karma: "karmaPoints",
  tarot_draws: "tarotDraws",
  rune_casts: "runeCasts",
  celtic_cross_draws: "celticCrossDraws",
  three_norns_casts: "threeNornsCasts",
  oracles_in_week: "oraclesInWeek",
  numerology_readings: "numerologyReadings",
  moon_rituals: "moonRituals",
  moon_principal_phases: "moonPrincipalPhases",
  iching_casts: "ichingCasts",
  angel_sightings: "angelSightings",
  dream_entries: "dreamEntries",
  cycle_records: "cycleRecords",
  tales_told: "talesTold",
  archetype_quizzes: "archetypeQuizzes",
  energy_checkins: "energyCheckIns",
  chakra_check_ins: "chakraCheckIns",
  compass_decisions: "compassDecisions",
  hunches_resolved: "hunchesResolved",
};

/** The counter an achievement's requirement_type names. */
export function counterFor(type: RequirementType, counters: ProfileCounters): number {
  return counters[COUNTER_OF[type]];
}

/** An achievement is met when its counter reaches requirement_value. */
export function isAchievementMet(
  requirement: { requirementType: RequirementType; requirementValue: number },
  counters: ProfileCounters,
): boolean {
  return counterFor(requirement.requirementType, counters) >= requirement.requirementValue;
}

/**
 * A quest's counters (`percent` first), kept in user_quests.progress. The `last_…_day` entries are
 * bookkeeping for the day counts, not requirements.
 */
export type QuestCounters = Record<QuestRequirementKey, number> & {
  percent: number;
  last_active_day: number;
} & Record<QuestLastDayKey, number>;

export function emptyQuestCounters(): QuestCounters {
  return {
    percent: 0,
    readings: 0,
    distinct_situations: 0,
    guidance_readings: 0,
    finance_readings: 0,
    relationship_readings: 0,
    active_days: 0,
    tarot_draws: 0,
    rune_casts: 0,
    tarot_days: 0,
    rune_days: 0,
    numerology_readings: 0,
    moon_rituals: 0,
    iching_casts: 0,
    tales_told: 0,
    angel_sightings: 0,
    archetype_quizzes: 0,
    dream_entries: 0,
    energy_checkins: 0,
    cycle_records: 0,
    chakra_check_ins: 0,
    compass_decisions: 0,
    hunches_resolved: 0,
    last_active_day: 0,
    last_tarot_day: 0,
    last_rune_day: 0,
  };
}

const SITUATION_COUNTER: Record<Situation, QuestRequirementKey> = {
  guidance: "guidance_readings",
  finances: "finance_readings",
  relationships: "relationship_readings",
};

/** The quest's counters after a cast; the percentage is the average completion of its requirements. */
export function advanceQuest(
  counters: QuestCounters,
  requirements: Partial<Record<QuestRequirementKey, number>>,
  cast: { situation: Situation; day: CalendarDay; tool?: OracleTool },
): QuestCounters {
  const dayNumber = Math.round(Date.parse(`${cast.day}T00:00:00Z`) / 86_400_000);
  const next = { ...counters };
  next.readings += 1;
  next[SITUATION_COUNTER[cast.situation]] += 1;
  next.distinct_situations = (["guidance_readings", "finance_readings", "relationship_readings"] as const).filter(
    (key) => next[key] > 0,
  ).length;
  // Only a later day counts as a new one: a seeker's day never moves back (a zone changed to an earlier date).
  if (dayNumber > next.last_active_day) {
    next.active_days += 1;
    next.last_active_day = dayNumber;
  }
  // The oracle's own counters (ORACLE_COUNTS): how many, and on how many days.
  const counts = cast.tool ? ORACLE_COUNTS[cast.tool]?.quest : undefined;
  if (counts) {
    next[counts.readings] += 1;
    if (counts.days && dayNumber > next[counts.days.lastDay]) {
      next[counts.days.count] += 1;
      next[counts.days.lastDay] = dayNumber;
    }
  }
  next.percent = questPercent(next, requirements);
  return next;
}

function questPercent(counters: QuestCounters, requirements: Partial<Record<QuestRequirementKey, number>>): number {
  const entries = Object.entries(requirements) as [QuestRequirementKey, number][];
  if (entries.length === 0) return 100;
  const total = entries.reduce((sum, [key, minimum]) => sum + Math.min(1, counters[key] / minimum), 0);
  return Math.floor((total / entries.length) * 100);
}

/** A quest is complete when every required key reaches its minimum. */
export function isQuestComplete(counters: QuestCounters, requirements: Partial<Record<QuestRequirementKey, number>>) {
  return (Object.entries(requirements) as [QuestRequirementKey, number][]).every(
    ([key, minimum]) => counters[key] >= minimum,
  );
}

/** A quest expires once its duration has passed since it started. */
export function isQuestExpired(startedAt: Date, durationDays: number, now: Date): boolean {
  return now.getTime() >= startedAt.getTime() + durationDays * 86_400_000;
}

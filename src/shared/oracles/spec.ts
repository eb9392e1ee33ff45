import type { CastTally, OracleCounters } from "../gamification/oracle-counters";
import type { QuestRequirementKey } from "../content-types";
import type { QuestCounters } from "../gamification/rules";

/**
 * What an oracle is, in one place: every reader of a reading (history, enhancement, sharing, export, the
 * counters) asks the registry (./registry.ts) instead of naming a tool. The server's part of an oracle is
 * in src/server/oracles/, the page's in src/client/oracles/.
 */
export interface OracleSpec<Tool extends string = string> {
  id: Tool;
  /** Its name on pages and in history: "Dice Oracle", "Tarot". */
  name: string;
  /** Its page. */
  path: string;
  /**
   * "drawn": from random bytes, or from a fairness commitment and the browser's seed (checkable on
   * /fairness); "computed": worked out from the day and the seeker's own facts.
   */
  origin: "drawn" | "computed";
  /** Whether its readings count against the plan's daily cap (the once-a-day rituals do not). */
  usesAllowance: boolean;
  /** At most one reading per seeker per local day (the rituals). */
  oncePerDay: boolean;
  /** Counted among the oracles of "three oracles in a week". */
  countsInOracleWeek: boolean;
  /** The achievement counters one of its tallies adds its readings to. */
  achievementCounts?: Partial<Record<SummedCounter, (tally: CastTally) => boolean>>;
  /** A counter of the distinct values its tallies show (the Moon's principal phases seen). */
  achievementDistinct?: Partial<Record<DistinctCounter, (tally: CastTally) => string | null>>;
  /** The quest counters a reading moves: how many, and (when tracked) on how many days. */
  questCounts?: { readings: QuestRequirementKey; days?: { count: QuestRequirementKey; lastDay: keyof QuestCounters } };
}

/** The counters that sum readings, and those that count distinct values. */
export type DistinctCounter = "moonPrincipalPhases";
export type SummedCounter = Exclude<keyof OracleCounters, DistinctCounter | "oraclesInWeek">;

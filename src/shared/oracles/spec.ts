import type { z } from "zod";

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
  /** Never shared (the dream journal): the share link is refused. */
  private?: boolean;
  /** What a reading of it stores (the `payload` column), checked on the way in and out. */
  payload: z.ZodType<Record<string, unknown>>;
}

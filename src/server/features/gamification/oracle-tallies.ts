import { count, eq, max, sql } from "drizzle-orm";
import type { Spread } from "../../../shared/draws/spreads";
import { oracleCounters, type CastTally, type OracleCounters } from "../../../shared/gamification/oracle-counters";
import type { DatabaseExecutor } from "../../db/client";
import { casts } from "../../db/readings-schema";

/** What the counters group a reading by, from its payload: a spread, a ritual's Moon phase (else null). */
const spread = sql<Spread | null>`${casts.payload} ->> 'spread'`;
const phase = sql<string | null>`${casts.payload} -> 'moon' ->> 'phase'`;

/**
 * The user's readings counted by oracle and spread, and a moon ritual's by phase (inside the cast's
 * transaction, the new one included).
 */
async function castTallies(tx: DatabaseExecutor, userId: string): Promise<CastTally[]> {
  const rows = await tx
    .select({ tool: casts.tool, spread, phase, count: count(), lastAt: max(casts.createdAt) })
    .from(casts)
    .where(eq(casts.userId, userId))
    .groupBy(casts.tool, spread, phase);
  return rows.flatMap((row) =>
    row.lastAt
      ? [
          {
            tool: row.tool,
            spread: row.spread,
            phase: row.phase,
            count: Number(row.count),
            lastAt: new Date(row.lastAt),
          },
        ]
      : [],
  );
}

/** The achievement counters of the user's readings by oracle, as they stand at `now`. */
export async function loadOracleCounters(tx: DatabaseExecutor, userId: string, now: Date): Promise<OracleCounters> {
  return oracleCounters(await castTallies(tx, userId), now);
}

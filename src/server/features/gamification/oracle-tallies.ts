import { count, eq, max } from "drizzle-orm";
import { oracleCounters, type CastTally, type OracleCounters } from "../../../shared/gamification/oracle-counters";
import type { DatabaseExecutor } from "../../db/client";
import { casts } from "../../db/schema";

/** The user's readings counted by oracle and spread (inside the cast's transaction, the new one included). */
async function castTallies(tx: DatabaseExecutor, userId: string): Promise<CastTally[]> {
  const rows = await tx
    .select({ tool: casts.tool, spread: casts.spread, count: count(), lastAt: max(casts.createdAt) })
    .from(casts)
    .where(eq(casts.userId, userId))
    .groupBy(casts.tool, casts.spread);
  return rows.flatMap((row) =>
    row.lastAt ? [{ tool: row.tool, spread: row.spread, count: Number(row.count), lastAt: new Date(row.lastAt) }] : [],
  );
}

/** The achievement counters of the user's readings by oracle, as they stand at `now`. */
export async function loadOracleCounters(tx: DatabaseExecutor, userId: string, now: Date): Promise<OracleCounters> {
  return oracleCounters(await castTallies(tx, userId), now);
}

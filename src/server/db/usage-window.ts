import { and, desc, gt, sql, type SQL } from "drizzle-orm";
import type { PgColumn, PgTable } from "drizzle-orm/pg-core";
import { allowanceState, allowanceWindowStart, type AllowanceState } from "../../shared/allowance";
import type { DatabaseExecutor } from "./client";

/**
 * A daily allowance at `now` (the server's clock): the uses in `table` that match `owned` and were made
 * in the last 24 hours (`at` after the window's start), read as one indexed statement that returns the
 * newest `limit` of them with the total. Call it with the owner's profile locked so the count is exact.
 */
export async function allowanceAt(
  tx: DatabaseExecutor,
  uses: { table: PgTable; at: PgColumn; owned: SQL | undefined },
  now: Date,
  limit: number | null,
): Promise<AllowanceState> {
  const rows = await tx
    .select({ at: uses.at, total: sql<number>`count(*) over ()::int` })
    .from(uses.table)
    .where(and(uses.owned, gt(uses.at, allowanceWindowStart(now))))
    .orderBy(desc(uses.at))
    .limit(limit ?? 1);
  const newestFirst = rows.map((row) => row.at as Date);
  return allowanceState({ used: Number(rows[0]?.total ?? 0), newestFirst }, limit);
}

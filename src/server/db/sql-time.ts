import { sql, type SQL } from "drizzle-orm";

/**
 * A time read from the server's clock (src/server/clock.ts) as a SQL `timestamptz` parameter, for
 * statements that compare or compute times in SQL: never the database's own `now()`.
 */
export const sqlTime = (time: Date): SQL => sql`${time.toISOString()}::timestamptz`;

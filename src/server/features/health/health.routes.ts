import { Hono } from "hono";
import { sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import { AppError } from "../../http/errors";
import type { AppEnv } from "../../http/app-env";

/** /api/health: 200 while the database answers, 503 otherwise (for load balancers and uptime checks). */
export function createHealthRoutes({ db }: { db: Database }) {
  return new Hono<AppEnv>().get("/", async (c) => {
    try {
      await db.execute(sql`select 1`);
    } catch (error) {
      throw new AppError("database_unavailable", "The database is not answering", {
        cause: error,
        retryAfterSeconds: 5,
      });
    }
    c.header("Cache-Control", "no-store");
    return c.json({ status: "ok" as const });
  });
}

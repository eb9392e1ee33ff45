import { Hono } from "hono";
import { sql } from "drizzle-orm";
import { AppError } from "../../errors";
import type { AppEnv } from "../../http/app-env";

export const healthRoutes = new Hono<AppEnv>().get("/", async (c) => {
  try {
    await c.var.db.execute(sql`select 1`);
  } catch (error) {
    throw new AppError("database_unavailable", "The database is not answering", { cause: error, retryAfterSeconds: 5 });
  }
  c.header("Cache-Control", "no-store");
  return c.json({ status: "ok" as const });
});

import { sql } from "drizzle-orm";
import { healthResponseSchema } from "../../../shared/api/health";
import type { Database } from "../../db/client";
import { AppError } from "../../http/errors";
import { apiRoute, createRouter, jsonResponse } from "../../http/openapi";

const health = apiRoute({
  method: "get",
  path: "/",
  operationId: "getHealth",
  tags: ["Health"],
  summary: "Is the server up?",
  description: "200 while the database answers, 503 otherwise (for load balancers and uptime checks).",
  responses: { 200: jsonResponse(healthResponseSchema, "The server and its database answer") },
});

/** /api/health: 200 while the database answers, 503 otherwise (for load balancers and uptime checks). */
export function createHealthRoutes({ db }: { db: Database }) {
  return createRouter().openapi(health, async (c) => {
    try {
      await db.execute(sql`select 1`);
    } catch (error) {
      throw new AppError("database_unavailable", "The database is not answering", {
        cause: error,
        retryAfterSeconds: 5,
      });
    }
    c.header("Cache-Control", "no-store");
    return c.json({ status: "ok" as const }, 200);
  });
}

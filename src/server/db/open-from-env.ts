import type { Env } from "../config/env";
import { connectPostgres, openEmbeddedDatabase, type DatabaseConnection } from "./client";

/** PostgreSQL when DATABASE_URL is set, otherwise the embedded database in DATA_DIR. */
export function openDatabaseFromEnv(env: Pick<Env, "DATABASE_URL" | "DATA_DIR">): Promise<DatabaseConnection> {
  return env.DATABASE_URL ? Promise.resolve(connectPostgres(env.DATABASE_URL)) : openEmbeddedDatabase(env.DATA_DIR);
}

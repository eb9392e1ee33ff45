import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import { migrate as migratePostgres } from "drizzle-orm/postgres-js/migrator";
import type { PgliteDatabase } from "drizzle-orm/pglite";
import { drizzle } from "drizzle-orm/postgres-js";
import postgres from "postgres";
import type { DatabaseConnection } from "./client";
import { fromProjectRoot } from "../project-root";

const migrationsFolder = fromProjectRoot("src/server/db/migrations");
/** Any constant shared by every node: two nodes starting together migrate one after the other. */
const MIGRATION_LOCK_KEY = 72_616_301;

/** Applies the committed SQL migrations that have not run yet. */
export async function migrateDatabase(connection: DatabaseConnection): Promise<void> {
  if (connection.kind === "pglite") {
    await migratePglite(connection.db as unknown as PgliteDatabase, { migrationsFolder });
    return;
  }
  // One connection holds the advisory lock and runs the migrations, so they share its session.
  const single = postgres(connection.url!, { max: 1, onnotice: () => {} });
  try {
    await single`select pg_advisory_lock(${MIGRATION_LOCK_KEY})`;
    await migratePostgres(drizzle(single), { migrationsFolder });
  } finally {
    await single.end({ timeout: 5 });
  }
}

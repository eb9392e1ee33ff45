// `npm run db:migrate`: applies pending migrations to the configured database (the server also does this on start).
import { loadEnv } from "../config/env";
import { restrictNewFiles } from "./data-dir";
import { migrateDatabase } from "./migrate";
import { openDatabaseFromEnv } from "./open-from-env";

restrictNewFiles();
const connection = await openDatabaseFromEnv(loadEnv());
try {
  await migrateDatabase(connection);
  console.log(`Migrations applied (${connection.kind}).`);
} finally {
  await connection.close();
}

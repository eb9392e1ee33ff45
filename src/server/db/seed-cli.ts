// `npm run db:seed`: migrates, then upserts the catalogue content from content/ (the server also does this on start).
import { loadEnv } from "../config/env";
import { restrictNewFiles } from "./data-dir";
import { migrateDatabase } from "./migrate";
import { openDatabaseFromEnv } from "./open-from-env";
import { seedDatabase } from "./seed";

restrictNewFiles();
const connection = await openDatabaseFromEnv(loadEnv());
try {
  await migrateDatabase(connection);
  const seeded = await seedDatabase(connection.db);
  console.log(`Seeded ${seeded.readings} readings (${connection.kind}).`);
} finally {
  await connection.close();
}

import { defineConfig } from "drizzle-kit";

// Only `drizzle-kit generate` is used: migrations are committed SQL, applied by the server on start.
export default defineConfig({
  dialect: "postgresql",
  schema: ["./src/server/db/schema.ts", "./src/server/db/readings-schema.ts", "./src/server/db/billing-schema.ts"],
  out: "./src/server/db/migrations",
});

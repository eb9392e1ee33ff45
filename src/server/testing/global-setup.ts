import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import postgres from "postgres";
import type { TestProject } from "vitest/node";
import { connectPostgres, wrapPglite } from "../db/client";
import { migrateDatabase } from "../db/migrate";
import { seedDatabase } from "../db/seed";

declare module "vitest" {
  export interface ProvidedContext {
    pgliteTemplatePath: string;
    postgresTemplate: { adminUrl: string; templateName: string } | null;
  }
}

/**
 * Builds migrated, seeded templates once per run: a PGlite data-directory dump (creating a PGlite
 * database costs seconds, loading a dump a fraction of that) and, when TEST_DATABASE_URL is set, a
 * PostgreSQL template database that each test file clones.
 */
export default async function setup(project: TestProject) {
  const workDir = mkdtempSync(path.join(os.tmpdir(), "mystic-test-"));
  const pglite = new PGlite();
  const embedded = wrapPglite(pglite);
  await migrateDatabase(embedded);
  await seedDatabase(embedded.db);
  const dump = await pglite.dumpDataDir("none");
  const pgliteTemplatePath = path.join(workDir, "template.tar");
  writeFileSync(pgliteTemplatePath, Buffer.from(await dump.arrayBuffer()));
  await embedded.close();
  project.provide("pgliteTemplatePath", pgliteTemplatePath);

  const adminUrl = process.env.TEST_DATABASE_URL;
  let templateName: string | null = null;
  if (adminUrl) {
    templateName = `mystic_template_${process.pid}`;
    const admin = postgres(adminUrl, { max: 1, onnotice: () => {}, connect_timeout: 5 });
    try {
      await admin.unsafe(`drop database if exists ${templateName}`);
      await admin.unsafe(`create database ${templateName}`);
    } catch (error) {
      await admin.end();
      throw new Error(`TEST_DATABASE_URL is set but PostgreSQL is not reachable at it: ${(error as Error).message}`, {
        cause: error,
      });
    }
    const templateConnection = connectPostgres(withDatabase(adminUrl, templateName), { max: 1 });
    await migrateDatabase(templateConnection);
    await seedDatabase(templateConnection.db);
    await templateConnection.close();
    await admin.end();
  }
  project.provide("postgresTemplate", adminUrl && templateName ? { adminUrl, templateName } : null);

  return async () => {
    rmSync(workDir, { recursive: true, force: true });
    if (adminUrl && templateName) {
      const admin = postgres(adminUrl, { max: 1, onnotice: () => {} });
      await admin.unsafe(`drop database if exists ${templateName} with (force)`);
      await admin.end();
    }
  };
}

export function withDatabase(url: string, database: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${database}`;
  return parsed.toString();
}

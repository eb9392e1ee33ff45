import { spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, renameSync, rmSync, writeFileSync } from "node:fs";
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
 *
 * Under `npm test` (scripts/test.mjs) the stages share one folder for the PGlite dump, named in
 * TEST_SHARED_DIR and removed at the end of the run: the first stage, or project, that needs the dump makes
 * it there and the others load it, instead of each making its own (about 6 s apiece on a 2-core machine). A
 * dump made under `faketime` is kept apart from one made on the real clock, since PGlite's clock is the
 * process's.
 */
export default async function setup(project: TestProject) {
  const shared = process.env.TEST_SHARED_DIR;
  const workDir = shared ?? mkdtempSync(path.join(os.tmpdir(), "mystic-test-"));
  const serverBundleDir = bundleServerForTests();
  const pgliteTemplatePath = path.join(workDir, `template${process.env.FAKETIME ? ".faked" : ""}.tar`);
  if (!existsSync(pgliteTemplatePath)) await writePgliteTemplate(pgliteTemplatePath);
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
    if (!shared) rmSync(workDir, { recursive: true, force: true });
    if (serverBundleDir) rmSync(serverBundleDir, { recursive: true, force: true });
    if (adminUrl && templateName) {
      const admin = postgres(adminUrl, { max: 1, onnotice: () => {} });
      await admin.unsafe(`drop database if exists ${templateName} with (force)`);
      await admin.end();
    }
  };
}

/** A migrated, seeded PGlite database's dump at `file`, written whole or not at all (renamed into place). */
async function writePgliteTemplate(file: string): Promise<void> {
  const pglite = new PGlite();
  const embedded = wrapPglite(pglite);
  await migrateDatabase(embedded);
  await seedDatabase(embedded.db);
  const dump = await pglite.dumpDataDir("none");
  const partial = `${file}.${process.pid}.partial`;
  writeFileSync(partial, Buffer.from(await dump.arrayBuffer()));
  renameSync(partial, file);
  await embedded.close();
}

/**
 * The server bundle the tests that start the server as a process run (src/server/testing/server-process.ts),
 * made from the sources as they are now, in a folder of this run's own two levels below the project root
 * (where the bundled server finds its files), named to the test processes in SERVER_BUNDLE.
 */
function bundleServerForTests(): string | undefined {
  // One bundle for every project of the run (each calls this setup in the same process).
  if (process.env.SERVER_BUNDLE) return undefined;
  const directory = path.resolve("build", `server-test-${process.pid}`);
  const outfile = path.join(directory, "main.mjs");
  const bundled = spawnSync(process.execPath, ["scripts/bundle-server.mjs", outfile], { encoding: "utf8" });
  if (bundled.status !== 0) throw new Error(`the server bundle failed:\n${bundled.stdout}${bundled.stderr}`);
  process.env.SERVER_BUNDLE = outfile;
  return directory;
}

export function withDatabase(url: string, database: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${database}`;
  return parsed.toString();
}

import { spawn } from "node:child_process";
import { existsSync, mkdtempSync, renameSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import postgres from "postgres";
import type { TestProject } from "vitest/node";
import { connectPostgres, readPristineCluster, wrapPglite } from "../db/client";
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
  const pgliteTemplatePath = path.join(workDir, `template${process.env.FAKETIME ? ".faked" : ""}.tar`);
  const adminUrl = process.env.TEST_DATABASE_URL;
  // Side by side: the server's bundle (a child process, which also packs the empty cluster a PGlite database
  // is unpacked from), then the PGlite template, beside the PostgreSQL template.
  const [serverBundleDir, templateName] = await Promise.all([
    bundleServerForTests().then(async (directory) => {
      if (!existsSync(pgliteTemplatePath)) await writePgliteTemplate(pgliteTemplatePath);
      return directory;
    }),
    adminUrl ? createPostgresTemplate(adminUrl) : null,
  ]);
  project.provide("pgliteTemplatePath", pgliteTemplatePath);
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

/** A migrated, seeded PostgreSQL database that each test file clones; resolves to its name. */
async function createPostgresTemplate(adminUrl: string): Promise<string> {
  const templateName = `mystic_template_${process.pid}`;
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
  return templateName;
}

/** A migrated, seeded PGlite database's dump at `file`, written whole or not at all (renamed into place). */
async function writePgliteTemplate(file: string): Promise<void> {
  // From the packed empty cluster, as a new data directory is (PGlite's initdb costs four times the CPU).
  const packed = readPristineCluster();
  const pglite = packed ? await PGlite.create({ loadDataDir: packed }) : new PGlite();
  const embedded = wrapPglite(pglite);
  await migrateDatabase(embedded);
  await seedDatabase(embedded.db);
  const dump = await pglite.dumpDataDir("none");
  const partial = `${file}.${process.pid}.partial`;
  writeFileSync(partial, Buffer.from(await dump.arrayBuffer()));
  renameSync(partial, file);
  await embedded.close();
}

/** The bundling under way, shared by the projects of a run. */
let bundling: Promise<string> | undefined;

/**
 * The server bundle the tests that start the server as a process run (src/server/testing/server-process.ts),
 * made from the sources as they are now, in a folder of this run's own two levels below the project root
 * (where the bundled server finds its files), named to the test processes in SERVER_BUNDLE.
 */
async function bundleServerForTests(): Promise<string | undefined> {
  // One bundle for every project of the run (each calls this setup in the same process); the first cleans up.
  if (process.env.SERVER_BUNDLE) return undefined;
  if (bundling) return bundling.then(() => undefined);
  bundling = bundleInto(path.resolve("build", `server-test-${process.pid}`));
  return bundling;
}

async function bundleInto(directory: string): Promise<string> {
  const outfile = path.join(directory, "main.mjs");
  const child = spawn(process.execPath, ["scripts/bundle-server.mjs", outfile], { stdio: ["ignore", "pipe", "pipe"] });
  let output = "";
  child.stdout.on("data", (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on("data", (chunk: Buffer) => (output += chunk.toString()));
  const code = await new Promise<number | null>((resolve) => child.once("close", resolve));
  if (code !== 0) throw new Error(`the server bundle failed:\n${output}`);
  process.env.SERVER_BUNDLE = outfile;
  return directory;
}

export function withDatabase(url: string, database: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${database}`;
  return parsed.toString();
}

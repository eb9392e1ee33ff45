import { existsSync, readFileSync, rmSync } from "node:fs";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { drizzle as drizzlePglite, PgliteTransaction } from "drizzle-orm/pglite";
import { drizzle as drizzlePostgres } from "drizzle-orm/postgres-js";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import postgres from "postgres";
import { fromProjectRoot } from "../project-root";
import { secureDataDir } from "./data-dir";
import { acquireDataDirLock } from "./data-dir-lock";
import * as billingSchema from "./billing-schema";
import * as readingTables from "./readings-schema";
import * as tables from "./schema";

/** The database's schema: its tables, in three modules. */
const schema = { ...tables, ...readingTables, ...billingSchema };

export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;
/** A database handle or an open transaction on it: services accept either. */
export type DatabaseExecutor = Parameters<Parameters<Database["transaction"]>[0]>[0] | Database;

/**
 * Runs statements of one transaction in the order given and resolves with their results. They must be
 * unstarted query builders (Drizzle's run when awaited), not promises already running. On PostgreSQL
 * they are sent together (postgres.js pipelines a transaction's concurrent statements: one round trip);
 * the embedded database runs in this process, where there is no round trip to save and a transaction's
 * statements must not overlap, so they go one by one.
 */
export async function sendInOrder<const T extends readonly PromiseLike<unknown>[]>(
  tx: DatabaseExecutor,
  statements: T,
): Promise<{ -readonly [K in keyof T]: Awaited<T[K]> }> {
  if (!(tx instanceof PgliteTransaction)) return Promise.all(statements) as never;
  const results: unknown[] = [];
  for (const statement of statements) results.push(await statement);
  return results as never;
}

export interface DatabaseConnection {
  kind: "pglite" | "postgres";
  db: Database;
  /** Closes the pool or the embedded instance and releases the data-directory lock. */
  close(): Promise<void>;
  /** The embedded instance, when kind is pglite (realtime LISTEN needs it). */
  pglite?: PGlite;
  /** The postgres.js client and its URL, when kind is postgres. */
  sql?: postgres.Sql;
  url?: string;
}

/**
 * The postgres.js client as Drizzle gets it, with every statement that has parameters prepared.
 * Drizzle sends its queries through `unsafe` with `prepare: false` unless the query was given a name,
 * so PostgreSQL would parse and plan each one again on every request. postgres.js prepares a statement
 * once per connection, keyed by its text, and from then on sends only its parameters. Statements without
 * parameters (migrations, `begin`) keep the simple protocol. Transactions and savepoints hand Drizzle
 * a client that prepares the same way.
 */
function preparingEveryStatement(sql: postgres.Sql): postgres.Sql {
  return new Proxy(sql, {
    get(target, key, receiver) {
      if (key === "unsafe")
        return (query: string, args: unknown[] = [], options: Record<string, unknown> = {}) =>
          target.unsafe(query, args as never, args.length > 0 ? { ...options, prepare: true } : options);
      if (key === "begin" || key === "savepoint")
        return (...params: unknown[]) => {
          const body = params.pop() as (sql: postgres.Sql) => unknown;
          const start = Reflect.get(target, key, target) as (...a: unknown[]) => unknown;
          return start(...params, (inner: postgres.Sql) => body(preparingEveryStatement(inner)));
        };
      return Reflect.get(target, key, receiver) as unknown;
    },
  });
}

export function connectPostgres(url: string, options: { max?: number } = {}): DatabaseConnection {
  const sql = postgres(url, { max: options.max ?? 10, onnotice: () => {}, connect_timeout: 10 });
  return {
    kind: "postgres",
    db: drizzlePostgres(preparingEveryStatement(sql), { schema }) as unknown as Database,
    sql,
    url,
    close: () => sql.end({ timeout: 5 }),
  };
}

/** Wraps an already-open PGlite (tests clone a migrated template into memory this way). */
export function wrapPglite(pglite: PGlite, release: () => void = () => {}): DatabaseConnection {
  return {
    kind: "pglite",
    db: drizzlePglite(pglite, { schema }) as unknown as Database,
    pglite,
    close: async () => {
      try {
        await pglite.close();
      } finally {
        release();
      }
    },
  };
}

/**
 * PGlite's start parameters for every embedded database, the server's and the tests': its own, plus a
 * buffer pool of 16 MB instead of PostgreSQL's 128 MB. PostgreSQL sets the whole pool up as it starts, so
 * the smaller pool opens an existing data directory in about 0.55 s instead of 0.95 s and leaves the idle
 * server about 130 MB smaller; casts under load ran as fast with it (decision 044, "Cold start, round two"). Pages beyond the pool
 * are read from the operating system's file cache.
 */
export const EMBEDDED_START_PARAMS: readonly string[] = [...PGlite.defaultStartParams, "-c", "shared_buffers=16MB"];

/**
 * An empty database cluster as PGlite's `initdb` leaves it, packed (`scripts/bundle-server.mjs` writes it
 * as the server is bundled). A new data directory is unpacked from it instead of running `initdb`, which
 * costs about 3.6 s of CPU against 0.9 s (decision 044, "A new data directory").
 */
export const PRISTINE_CLUSTER_FILE = fromProjectRoot("build", "pglite-cluster.tar.gz");

/** The packed empty cluster, for PGlite's `loadDataDir`; undefined when none has been packed. */
export function readPristineCluster(file: string = PRISTINE_CLUSTER_FILE): Blob | undefined {
  return existsSync(file) ? new Blob([readFileSync(file)]) : undefined;
}

/**
 * Opens the embedded database in `dataDir/pgdata`, creating the directory if needed: from the pristine
 * cluster when there is one, else by PGlite's own `initdb` (also when the packed cluster will not open,
 * say one left by another PGlite version). Only one process may hold a data directory: a second one fails
 * at once (two PGlite instances corrupt it). The directory and its files are kept private to the owner
 * (data-dir.ts), before and after PGlite opens it: a new database is unpacked with 0666 files.
 */
export async function openEmbeddedDatabase(
  dataDir: string,
  { pristineCluster = PRISTINE_CLUSTER_FILE }: { pristineCluster?: string } = {},
): Promise<DatabaseConnection> {
  const root = path.resolve(dataDir);
  secureDataDir(root);
  const release = acquireDataDirLock(root);
  const pgdata = path.join(root, "pgdata");
  const startParams = [...EMBEDDED_START_PARAMS];
  try {
    const isNew = !existsSync(path.join(pgdata, "PG_VERSION"));
    const packed = isNew ? readPristineCluster(pristineCluster) : undefined;
    let pglite: PGlite;
    try {
      pglite = await PGlite.create(pgdata, { startParams, ...(packed ? { loadDataDir: packed } : {}) });
    } catch (error) {
      if (!packed) throw error;
      rmSync(pgdata, { recursive: true, force: true });
      pglite = await PGlite.create(pgdata, { startParams });
    }
    secureDataDir(root);
    return wrapPglite(pglite, release);
  } catch (error) {
    release();
    throw error;
  }
}

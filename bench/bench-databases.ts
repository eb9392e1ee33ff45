import { randomUUID } from "node:crypto";
import postgres from "postgres";

/** The PostgreSQL the benchmarks run on, as a user that may create databases. */
export const ADMIN_URL = process.env.BENCH_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";

/** Throwaway databases on the benchmark server: each run gets fresh ones and drops them at the end. */
export function benchDatabases() {
  const admin = postgres(ADMIN_URL, { max: 1, onnotice: () => {} });
  const created: string[] = [];
  return {
    async create(): Promise<{ url: string; name: string }> {
      const name = `mystic_bench_${randomUUID().replaceAll("-", "").slice(0, 12)}`;
      await admin.unsafe(`create database ${name}`);
      created.push(name);
      const url = new URL(ADMIN_URL);
      url.pathname = `/${name}`;
      return { url: url.toString(), name };
    },
    async dropAll(): Promise<void> {
      for (const name of created) await admin.unsafe(`drop database if exists ${name} with (force)`);
      await admin.end();
    },
  };
}

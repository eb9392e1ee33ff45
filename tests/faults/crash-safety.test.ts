import { randomUUID } from "node:crypto";
import { mkdtempSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { openEmbeddedDatabase, type DatabaseConnection } from "../../src/server/db/client";
import { startServerProcess, signUpOver, type ServerProcess } from "../../src/server/testing/server-process";
import { createTestDatabase, TEST_DATABASE_KINDS } from "../../src/server/testing/test-app";

/**
 * The server is stopped hard (SIGKILL) or politely (SIGTERM) in the middle of a stream of casts, then
 * restarted: every cast a client saw acknowledged (201) is in the database, and every user's counters
 * and karma agree with their casts and karma ledger.
 */

const SECRET = "fault-test-secret-fault-test-secret-0123";
/** The pause of a client whose server is down or whose daily casts are spent, before it tries again. */
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

interface Seeker {
  cookie: string;
  userId: string;
}

/** Clients casting in a loop against whatever server is up; returns the acknowledged cast ids. */
function castContinuously(server: { current: ServerProcess }, seekers: Seeker[]) {
  const acknowledged = new Map<string, string>();
  const unexpected: string[] = [];
  let running = true;
  const loops = seekers.map(async (seeker) => {
    while (running) {
      const { url } = server.current;
      try {
        const response = await fetch(`${url}/api/casts`, {
          method: "POST",
          headers: { "content-type": "application/json", origin: url, cookie: seeker.cookie },
          body: JSON.stringify({ situation: "guidance" }),
        });
        const body = (await response.json()) as { id?: string; error?: { code: string } };
        if (response.status === 201 && body.id) acknowledged.set(body.id, seeker.userId);
        else if (response.status === 429 && body.error?.code === "daily_limit_reached") await pause(50);
        else if (response.status >= 500 && body.error?.code !== "database_unavailable") {
          unexpected.push(`${response.status} ${JSON.stringify(body)}`);
        }
      } catch {
        await pause(25); // the server is down or restarting
      }
    }
  });
  return {
    acknowledged,
    unexpected,
    /** Resolves once `count` more casts than so far have been acknowledged: the load is running. */
    acknowledgedMore: async (count: number) => {
      const target = acknowledged.size + count;
      await expect.poll(() => acknowledged.size, { timeout: 30_000, interval: 10 }).toBeGreaterThanOrEqual(target);
    },
    stop: async () => {
      running = false;
      await Promise.all(loops);
    },
  };
}

/** Each user's profile counters against their casts and ledger; empty when every user agrees. */
async function inconsistencies(connection: DatabaseConnection, acknowledged: Map<string, string>) {
  const { db } = connection;
  const rows = async <T>(query: ReturnType<typeof sql>) => {
    const result = (await db.execute(query)) as unknown as { rows?: T[] } & T[];
    return result.rows ?? result;
  };
  const stored = new Set((await rows<{ id: string }>(sql`select id::text as id from casts`)).map((row) => row.id));
  const lost = [...acknowledged.keys()].filter((id) => !stored.has(id));
  const mismatched = await rows<Record<string, unknown>>(sql`
    select p.id, p.total_readings, p.karma_points,
           (select count(*)::int from casts c where c.user_id = p.id) as casts,
           (select coalesce(sum(k.amount), 0)::int from karma_events k where k.user_id = p.id) as ledger,
           (select count(*)::int from karma_events k where k.user_id = p.id and k.reason = 'cast') as cast_entries
    from user_profiles p
    where p.total_readings <> (select count(*) from casts c where c.user_id = p.id)
       or p.karma_points <> (select coalesce(sum(k.amount), 0) from karma_events k where k.user_id = p.id)
       or (select count(*) from karma_events k where k.user_id = p.id and k.reason = 'cast')
          <> (select count(*) from casts c where c.user_id = p.id)`);
  return { lost, mismatched };
}

describe.skipIf(!TEST_DATABASE_KINDS.includes("postgres"))("on PostgreSQL, killed mid-load", () => {
  it("keeps every acknowledged cast and consistent counters through three SIGKILLs", async () => {
    const connection = await createTestDatabase("postgres");
    const env = { DATABASE_URL: connection.url!, BETTER_AUTH_SECRET: SECRET };
    const first = await startServerProcess(env);
    const port = Number(new URL(first.url).port);
    const server = { current: first };
    try {
      const seekers: Seeker[] = [];
      for (let index = 0; index < 16; index++)
        seekers.push(await signUpOver(first.url, `kill-${index}-${randomUUID()}@example.com`));
      await connection.db.execute(sql`update user_profiles set plan_level = 3`);
      const load = castContinuously(server, seekers);
      for (let round = 0; round < 3; round++) {
        // Killed at a different point of the load each round, with casts in flight.
        await load.acknowledgedMore(10 + Math.floor(Math.random() * 20));
        expect(await server.current.stop("SIGKILL")).toBe("SIGKILL");
        server.current = await startServerProcess(env, { port });
      }
      await load.acknowledgedMore(10);
      await load.stop();
      await server.current.stop("SIGTERM");
      expect(load.acknowledged.size).toBeGreaterThan(20);
      expect(load.unexpected).toEqual([]);
      expect(await inconsistencies(connection, load.acknowledged)).toEqual({ lost: [], mismatched: [] });
    } finally {
      await server.current.stop("SIGKILL");
      await connection.close();
    }
  }, 120_000);
});

describe("on the embedded database", () => {
  it("stops cleanly on SIGTERM mid-load and keeps every acknowledged cast", async () => {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), "mystic-fault-"));
    const env = { DATA_DIR: dataDir, BETTER_AUTH_SECRET: SECRET };
    const server = { current: await startServerProcess(env) };
    // The free plan allows 3 casts a day, so many seekers keep the stream going.
    const seekers: Seeker[] = [];
    for (let index = 0; index < 40; index++) {
      seekers.push(await signUpOver(server.current.url, `term-${index}-${randomUUID()}@example.com`));
    }
    const load = castContinuously(server, seekers);
    await load.acknowledgedMore(6);
    const stopping = server.current.stop("SIGTERM");
    const exitCode = await stopping;
    expect(exitCode, server.current.output()).toBe(0);
    await load.stop();
    expect(server.current.output()).not.toMatch(/error/i);
    expect(load.acknowledged.size).toBeGreaterThan(5);
    expect(load.unexpected).toEqual([]);

    const connection = await openEmbeddedDatabase(dataDir);
    try {
      expect(await inconsistencies(connection, load.acknowledged)).toEqual({ lost: [], mismatched: [] });
    } finally {
      await connection.close();
    }

    // Restarted on the same directory, it serves the casts; a second process there is refused.
    const restarted = await startServerProcess(env);
    try {
      const casts = await fetch(`${restarted.url}/api/me/readings`, { headers: { cookie: seekers[0]!.cookie } });
      expect(casts.status).toBe(200);
      const second = await startServerProcess(env, { waitForHealth: false });
      expect(await second.exited).toBe(1);
      expect(second.output()).toMatch(/in use by process \d+|is locked|already/i);
    } finally {
      await restarted.stop("SIGTERM");
    }
  }, 120_000);
});

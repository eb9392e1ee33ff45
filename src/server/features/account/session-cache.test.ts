import net from "node:net";
import { sql } from "drizzle-orm";
import pino from "pino";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { connectPostgres } from "../../db/client";
import { EventHub, listenForChanges } from "../realtime";
import { sharedRuns } from "../realtime/event-hub";
import { createTestContext, createTestDatabase, TEST_DATABASE_KINDS, type TestContext } from "../../testing/test-app";
import type { AuthSession } from "./auth";
import { SessionCache } from "./session-cache";

const sessionOf = (userId: string, sessionId: string, expiresAt = new Date(8.64e15)) =>
  ({ user: { id: userId }, session: { id: sessionId, userId, expiresAt } }) as unknown as AuthSession;

function liveCache(options: { ttlMs?: number; maxEntries?: number } = {}) {
  // One test time moves both clocks: the entries' age (monotonic) and the server's (sessions' expiry).
  let now = 1_000;
  const cache = new SessionCache({
    ttlMs: options.ttlMs ?? 60_000,
    maxEntries: options.maxEntries ?? 100,
    elapsed: () => now,
    clock: () => new Date(now),
  });
  cache.setLive(true);
  return { cache, advance: (ms: number) => (now += ms) };
}

describe("the session cache", () => {
  it("keeps nothing while notifications are not heard, and forgets everything when they stop", () => {
    const cache = new SessionCache({ clock: () => new Date(1_000) });
    cache.set("a", sessionOf("u1", "s1"), cache.currentEpoch);
    expect(cache.get("a")).toBeNull();
    cache.setLive(true);
    cache.set("a", sessionOf("u1", "s1"), cache.currentEpoch);
    expect(cache.get("a")?.session.id).toBe("s1");
    cache.setLive(false);
    expect(cache.get("a")).toBeNull();
    cache.setLive(true);
    expect(cache.get("a")).toBeNull();
  });

  it("forgets an ended session, and every session of a changed account", () => {
    const { cache } = liveCache();
    cache.set("a", sessionOf("u1", "s1"), cache.currentEpoch);
    cache.set("b", sessionOf("u1", "s2"), cache.currentEpoch);
    cache.set("c", sessionOf("u2", "s3"), cache.currentEpoch);
    cache.sessionEnded("u1", "s1");
    expect([cache.get("a"), cache.get("b")?.session.id, cache.get("c")?.session.id]).toEqual([null, "s2", "s3"]);
    cache.userChanged("u1");
    expect([cache.get("b"), cache.get("c")?.session.id]).toEqual([null, "s3"]);
  });

  it("does not store a lookup that was under way when something changed", () => {
    const { cache } = liveCache();
    const epoch = cache.currentEpoch;
    cache.sessionEnded("u1", "s1");
    cache.set("a", sessionOf("u1", "s1"), epoch);
    expect(cache.get("a")).toBeNull();
  });

  it("keeps an entry no longer than its time to live or its session", () => {
    const { cache, advance } = liveCache({ ttlMs: 1_000 });
    cache.set("a", sessionOf("u1", "s1"), cache.currentEpoch);
    cache.set("b", sessionOf("u2", "s2", new Date(1_500)), cache.currentEpoch);
    advance(600);
    expect([cache.get("a")?.session.id, cache.get("b")]).toEqual(["s1", null]);
    advance(400);
    expect(cache.get("a")).toBeNull();
    expect(cache.size).toBe(0);
  });

  it("holds at most its bound, dropping the oldest first", () => {
    const { cache } = liveCache({ maxEntries: 2 });
    for (const key of ["a", "b", "c"]) cache.set(key, sessionOf(`u-${key}`, `s-${key}`), cache.currentEpoch);
    expect([cache.get("a"), cache.get("b")?.session.id, cache.get("c")?.session.id]).toEqual([null, "s-b", "s-c"]);
    expect(cache.size).toBe(2);
  });
});

describe("shared runs", () => {
  it("let callers join a run not yet started, and never count a run already under way", async () => {
    const started: Array<() => void> = [];
    const run = sharedRuns(() => new Promise<void>((resolve) => started.push(resolve)));
    const done: string[] = [];
    const first = run().then(() => done.push("first"));
    const second = run().then(() => done.push("second"));
    const third = run().then(() => done.push("third"));
    expect(started).toHaveLength(1);
    started[0]!();
    await first;
    expect(done).toEqual(["first"]);
    await vi.waitFor(() => expect(started).toHaveLength(2));
    started[1]!();
    await Promise.all([second, third]);
    expect(done).toEqual(["first", "second", "third"]);
  });
});

/**
 * A TCP relay to PostgreSQL that holds everything the server sends for `delayMs` (in order), as a
 * loaded machine or network may: a notification then reaches the listener well after the change.
 */
async function delayingRelay(target: URL, delayMs: number): Promise<{ port: number; close(): Promise<void> }> {
  const sockets = new Set<net.Socket>();
  const server = net.createServer((client) => {
    const upstream = net.connect(Number(target.port || 5432), target.hostname);
    for (const socket of [client, upstream]) {
      sockets.add(socket);
      socket.on("error", () => {});
      socket.on("close", () => (client.destroy(), upstream.destroy()));
    }
    client.pipe(upstream);
    upstream.on("data", (chunk) => setTimeout(() => client.writable && client.write(chunk), delayMs));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return {
    port: (server.address() as net.AddressInfo).port,
    close: () => {
      for (const socket of sockets) socket.destroy();
      return new Promise((resolve) => server.close(() => resolve()));
    },
  };
}

describe.skipIf(!TEST_DATABASE_KINDS.includes("postgres"))("a notification still on its way", () => {
  it("is heard before the cache answers: an ended session is refused on the very next lookup", async () => {
    const database = await createTestDatabase("postgres");
    const target = new URL(database.url!);
    const relay = await delayingRelay(target, 300);
    const viaRelay = new URL(target);
    viaRelay.hostname = "127.0.0.1";
    viaRelay.port = String(relay.port);
    const listening = connectPostgres(viaRelay.toString(), { max: 1 });
    const cache = new SessionCache({ clock: () => new Date(1_000) });
    const stop = await listenForChanges(listening, new EventHub(), pino({ level: "silent" }), [cache]);
    try {
      cache.set("a", sessionOf("u1", "s1"), cache.currentEpoch);
      cache.set("b", sessionOf("u1", "s2"), cache.currentEpoch);
      await database.sql!`select pg_notify('mystic_events', ${JSON.stringify({ sessionEnded: "s1", userId: "u1" })})`;
      // The announcement is held in the relay: the cache alone would still serve the ended session.
      expect(cache.get("a")?.session.id).toBe("s1");
      expect(await cache.getHeard("a")).toBeNull();
      expect((await cache.getHeard("b"))?.session.id).toBe("s2");
    } finally {
      await stop();
      await listening.close();
      await relay.close();
      await database.close();
    }
  });
});

describe.each(TEST_DATABASE_KINDS)("signed-in requests on %s", (kind) => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext(kind);
  });
  afterAll(() => ctx.close());

  const security = async (cookie: string) => {
    const response = await ctx.request("/api/me/security", { cookie });
    return {
      status: response.status,
      email: response.ok ? ((await response.json()) as { email: string }).email : null,
    };
  };

  it("are served from the cache, which forgets a session once its end is announced", async () => {
    const { cookie, userId } = await ctx.signUp();
    const { session } = (await (await ctx.request("/api/auth/get-session", { cookie })).json()) as {
      session: { id: string };
    };
    expect((await security(cookie)).status).toBe(200);
    // Ended without the announcement (as if it were lost): this process still knows the session.
    await ctx.connection.db.transaction(async (tx) => {
      await tx.execute(sql`alter table sessions disable trigger sessions_end_notify`);
      await tx.execute(sql`delete from sessions where id = ${session.id}`);
      await tx.execute(sql`alter table sessions enable trigger sessions_end_notify`);
    });
    expect((await security(cookie)).status).toBe(200);
    // The announcement is made: the session is refused on the very next request, though on PostgreSQL
    // the notification may still be on its way to the listening connection (the cache catches up first).
    await ctx.connection.db.execute(
      sql`select pg_notify('mystic_events', json_build_object('sessionEnded', ${session.id}::text, 'userId', ${userId}::text)::text)`,
    );
    expect((await security(cookie)).status).toBe(401);
  });

  it("reads a changed account afresh on the next request after the change", async () => {
    const { cookie, email } = await ctx.signUp();
    expect((await security(cookie)).email).toBe(email);
    const moved = `moved-${email}`;
    await ctx.connection.db.execute(sql`update users set email = ${moved} where email = ${email}`);
    expect((await security(cookie)).email).toBe(moved);
  });
});

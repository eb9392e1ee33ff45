import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { createTestContext, TEST_DATABASE_KINDS, type TestContext } from "../../testing/test-app";
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
    // The announcement arrives (on PostgreSQL through the listening connection, a moment later): the
    // session is refused from then on.
    await ctx.connection.db.execute(
      sql`select pg_notify('mystic_events', json_build_object('sessionEnded', ${session.id}::text, 'userId', ${userId}::text)::text)`,
    );
    await vi.waitFor(async () => expect((await security(cookie)).status).toBe(401), { timeout: 2_000 });
  });

  it("reads a changed account afresh once the change is announced", async () => {
    const { cookie, email } = await ctx.signUp();
    expect((await security(cookie)).email).toBe(email);
    const moved = `moved-${email}`;
    await ctx.connection.db.execute(sql`update users set email = ${moved} where email = ${email}`);
    await vi.waitFor(async () => expect((await security(cookie)).email).toBe(moved), { timeout: 2_000 });
  });
});

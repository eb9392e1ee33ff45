import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { requestLimits } from "../db/schema";
import { createTestDatabase, createTestContext, TEST_DATABASE_KINDS, type TestContext } from "../testing/test-app";
import { startServerProcess, type ServerProcess } from "../testing/server-process";
import { countHit, limitKey } from "./rate-limit";

describe.each(TEST_DATABASE_KINDS)("the shared rate limiter on %s", (kind) => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext(kind, { newsletterLimitPerHour: 2, chat: { limitPerMinute: 3 } });
  });
  afterAll(() => ctx.close());

  const subscribe = (ip: string) =>
    ctx.request("/api/newsletter", { method: "POST", ip, json: { email: `n-${Math.random()}@example.com` } });

  // The limiter's times are the server's clock's, handed to countHit: these tests pick their own.
  const at = (iso: string) => new Date(iso);

  it("counts every concurrent request exactly once", async () => {
    const key = limitKey("concurrency", "198.51.100.1");
    const now = at("2031-05-06T07:08:09Z");
    const hits = await Promise.all(Array.from({ length: 25 }, () => countHit(ctx.connection.db, key, 60_000, now)));
    expect(hits.map((hit) => hit.count).sort((a, b) => a - b)).toEqual(Array.from({ length: 25 }, (_, i) => i + 1));
    expect(hits.map((hit) => hit.retryAfterMs)).toEqual(Array.from({ length: 25 }, () => 60_000));
  });

  it("starts a new window once the old one has ended", async () => {
    const key = limitKey("window", "198.51.100.2");
    expect(await countHit(ctx.connection.db, key, 200, at("2031-05-06T07:08:09.000Z"))).toEqual({
      count: 1,
      retryAfterMs: 200,
    });
    expect(await countHit(ctx.connection.db, key, 200, at("2031-05-06T07:08:09.150Z"))).toEqual({
      count: 2,
      retryAfterMs: 50,
    });
    // The window ends at .200: from then on a hit starts a new one.
    expect(await countHit(ctx.connection.db, key, 200, at("2031-05-06T07:08:09.200Z"))).toEqual({
      count: 1,
      retryAfterMs: 200,
    });
    expect((await countHit(ctx.connection.db, key, 200, at("2031-05-06T07:08:09.250Z"))).count).toBe(2);
  });

  it("puts every address of one IPv6 /64 in one budget, and another /64 in its own", async () => {
    expect((await subscribe("2001:db8:1:2::1")).status).toBe(202);
    expect((await subscribe("2001:db8:1:2:ffff::9")).status).toBe(202);
    const third = await subscribe("2001:db8:1:2:abcd:1234:5678:9abc");
    expect(third.status).toBe(429);
    expect(await third.json()).toMatchObject({ error: { code: "rate_limited" } });
    expect(Number(third.headers.get("retry-after"))).toBeGreaterThan(0);
    // An IPv4-mapped address is its IPv4 address.
    expect((await subscribe("198.51.100.77")).status).toBe(202);
    expect((await subscribe("::ffff:198.51.100.77")).status).toBe(202);
    expect((await subscribe("198.51.100.77")).status).toBe(429);
    expect((await subscribe("2001:db8:1:3::1")).status).toBe(202);
  });

  it("keeps each limit's count apart (chat and newsletter) and stores no address in the clear", async () => {
    const ip = "203.0.113.200";
    for (let i = 0; i < 2; i++) expect((await subscribe(ip)).status).toBe(202);
    const ask = () => ctx.request("/api/chat", { method: "POST", ip, json: { query: "what do the dice mean?" } });
    for (let i = 0; i < 3; i++) expect((await ask()).status).toBe(200);
    expect((await ask()).status).toBe(429);
    const rows = await ctx.connection.db.select({ key: requestLimits.key }).from(requestLimits);
    expect(rows.every((row) => row.key.length === 43 && !row.key.includes("203.0.113"))).toBe(true);
  });

  it("leaves the readings unlimited: reading them writes no counter", async () => {
    const before = (await ctx.connection.db.select().from(requestLimits)).length;
    for (let i = 0; i < 3; i++)
      expect((await ctx.request("/api/readings/1-2-3", { ip: "198.51.100.90" })).status).toBe(200);
    expect((await ctx.connection.db.select().from(requestLimits)).length).toBe(before);
  });

  it("deletes counters whose window has ended", async () => {
    const now = at("2031-05-06T07:08:09Z");
    const fresh = await createTestContext(kind, { newsletterLimitPerHour: 5, clock: () => now });
    try {
      const stale = limitKey("stale", "198.51.100.3");
      const live = limitKey("live", "198.51.100.3");
      await fresh.connection.db.insert(requestLimits).values([
        { key: stale, count: 9, windowEndsAt: new Date(now.getTime() - 60_000) },
        { key: live, count: 9, windowEndsAt: new Date(now.getTime() + 60_000) },
      ]);
      expect(
        (await fresh.request("/api/newsletter", { method: "POST", json: { email: "sweep@example.com" } })).status,
      ).toBe(202);
      await expect
        .poll(
          async () =>
            (await fresh.connection.db.select().from(requestLimits).where(eq(requestLimits.key, stale))).length,
        )
        .toBe(0);
      // A window not yet ended on the server's clock stays.
      expect(await fresh.connection.db.select().from(requestLimits).where(eq(requestLimits.key, live))).toHaveLength(1);
    } finally {
      await fresh.close();
    }
  });
});

describe.each(TEST_DATABASE_KINDS.filter((kind) => kind === "postgres"))(
  "limits across two server processes on %s",
  () => {
    let database: Awaited<ReturnType<typeof createTestDatabase>>;
    let servers: ServerProcess[] = [];
    beforeAll(async () => {
      database = await createTestDatabase("postgres");
      const env = {
        DATABASE_URL: database.url!,
        BETTER_AUTH_SECRET: "two-process-limits-secret-0123456789abcdef",
        STATIC_DIR: "/nonexistent",
        CHAT_LIMIT_PER_MINUTE: "4",
        NEWSLETTER_LIMIT_PER_HOUR: "3",
      };
      // One after the other: both migrate the same database on start.
      servers = [await startServerProcess(env), await startServerProcess(env)];
    }, 60_000);
    afterAll(async () => {
      await Promise.all(servers.map((server) => server.stop()));
      await database?.close();
    });

    const post = (url: string, path: string, body: unknown) =>
      fetch(`${url}${path}`, {
        method: "POST",
        headers: { "content-type": "application/json", origin: url },
        body: JSON.stringify(body),
      });

    it("gives one client one chat budget, whichever node answers", async () => {
      const statuses: number[] = [];
      for (let i = 0; i < 6; i++) {
        const response = await post(servers[i % 2]!.url, "/api/chat", { query: "what do the dice mean?" });
        statuses.push(response.status);
      }
      expect(statuses).toEqual([200, 200, 200, 200, 429, 429]);
    });

    it("gives one client one newsletter budget, whichever node answers", async () => {
      const statuses: number[] = [];
      for (let i = 0; i < 5; i++) {
        const response = await post(servers[i % 2]!.url, "/api/newsletter", { email: `across-${i}@example.com` });
        statuses.push(response.status);
      }
      expect(statuses).toEqual([202, 202, 202, 429, 429]);
    });
  },
);

import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { REALTIME_EVENTS, REALTIME_TOPICS } from "../../../shared/realtime";
import { sessions } from "../../db/schema";
import { EventStreamReader } from "../../testing/event-stream-reader";
import { signUpOver, startServerProcess } from "../../testing/server-process";
import {
  createTestContext,
  createTestDatabase,
  sessionCookieFrom,
  EVERY_TEST_DATABASE_KIND,
  TEST_DATABASE_KINDS,
  type TestContext,
} from "../../testing/test-app";
import { EventHub, STREAM_LIMITS } from "./event-hub";

const HEARTBEAT_FOR_TESTS_MS = 300;
const { ready: READY, change: CHANGE } = REALTIME_EVENTS;

/** Opens a stream and waits for its `ready` event: the stream is then subscribed. */
async function openReadyStream(ctx: TestContext, cookie: string, ip?: string) {
  const response = await ctx.request("/api/events", { cookie, ip });
  expect(response.status).toBe(200);
  const stream = new EventStreamReader(response.body!);
  await stream.event(READY, 2_000);
  return stream;
}

const castAs = (ctx: TestContext, cookie: string) =>
  ctx.request("/api/casts", { method: "POST", cookie, json: { situation: "guidance" } });

describe.each(EVERY_TEST_DATABASE_KIND)("the event stream on %s", (kind) => {
  let ctx: TestContext;
  beforeAll(async () => {
    // A short heartbeat, so a closed stream's loop wakes (and runs its clean-up) within the test.
    ctx = await createTestContext(kind, { eventHeartbeatMs: HEARTBEAT_FOR_TESTS_MS });
  });
  afterAll(() => ctx.close());

  it("needs a session", async () => {
    expect((await ctx.request("/api/events")).status).toBe(401);
  });

  it("tells a user about their own changes only, by topic", async () => {
    const alice = await ctx.signUp();
    const bob = await ctx.signUp();
    const bobResponse = await ctx.request("/api/events", { cookie: bob.cookie });
    expect(bobResponse.headers.get("content-type")).toMatch(/text\/event-stream/);
    const bobStream = new EventStreamReader(bobResponse.body!);
    await bobStream.event(READY, 2_000);
    const aliceStream = await openReadyStream(ctx, alice.cookie);
    expect(ctx.events.streamCount).toBeGreaterThanOrEqual(2);

    await castAs(ctx, alice.cookie);
    const event = await aliceStream.event(CHANGE, 3_000);
    expect(event.data).toEqual({ topic: expect.any(String) });
    expect(REALTIME_TOPICS).toContain((event.data as { topic: string }).topic);
    await aliceStream.close();

    // Bob signs out: the database announces it after Alice's cast, so his stream ends only after
    // anything of hers it would have carried.
    await ctx.request("/api/auth/sign-out", { method: "POST", cookie: bob.cookie, json: {} });
    const { events } = await bobStream.end(HEARTBEAT_FOR_TESTS_MS * 2 + 700);
    expect(events.filter((received) => received.event === CHANGE)).toEqual([]);
  });

  it("reports a change to every table the database announces, by its topic", async () => {
    const seeker = await ctx.signUp();
    const stream = await openReadyStream(ctx, seeker.cookie);
    const result = (await ctx.connection.db.execute(sql`
      select distinct event_object_table as name from information_schema.triggers
      where action_statement like '%notify_user_change%' order by 1`)) as unknown as
      { rows: { name: string }[] } | { name: string }[];
    const tables = ("rows" in result ? result.rows : result).map((row) => row.name);
    expect(tables.length).toBeGreaterThan(0);
    const topics: unknown[] = [];
    for (const table of tables) {
      // What the table's trigger sends (migration 0002_realtime_notify.sql).
      await ctx.connection.db.execute(
        sql`select pg_notify('mystic_events', json_build_object('userId', ${seeker.userId}::text, 'table', ${table}::text)::text)`,
      );
      topics.push(((await stream.event(CHANGE, 2_000)).data as { topic: unknown }).topic);
    }
    expect([...topics].sort()).toEqual([...REALTIME_TOPICS].sort());
    await stream.close();
  });

  it("keeps delivering to a reopened stream after the closed one's heartbeat passes (a reload)", async () => {
    const seeker = await ctx.signUp();
    const first = new AbortController();
    const firstResponse = await ctx.request("/api/events", { cookie: seeker.cookie, signal: first.signal });
    const firstStream = new EventStreamReader(firstResponse.body!);
    await firstStream.event(READY, 2_000);
    first.abort();
    await firstStream.close();
    const second = await openReadyStream(ctx, seeker.cookie);
    // The closed stream's loop wakes first (it slept first), ends and cleans up after itself; the
    // reopened stream's first heartbeat comes after that.
    await second.comment("heartbeat", HEARTBEAT_FOR_TESTS_MS * 3);
    expect(ctx.events.streamCount).toBeGreaterThanOrEqual(1);
    await castAs(ctx, seeker.cookie);
    expect(REALTIME_TOPICS).toContain(((await second.event(CHANGE, 3_000)).data as { topic: string }).topic);
    await second.close();
  });
});

describe.each(TEST_DATABASE_KINDS)("event stream caps and endings on %s", (kind) => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext(kind, { eventHeartbeatMs: HEARTBEAT_FOR_TESTS_MS });
  });
  afterAll(() => ctx.close());
  /** Within one heartbeat, plus the time for the loop to wake and the body to end. */
  const ONE_HEARTBEAT = HEARTBEAT_FOR_TESTS_MS * 2 + 700;

  it(`refuses a user's stream beyond ${STREAM_LIMITS.perUser} with a JSON 429, and opens one again once another closes`, async () => {
    const seeker = await ctx.signUp();
    const open: EventStreamReader[] = [];
    for (let i = 0; i < STREAM_LIMITS.perUser; i++) open.push(await openReadyStream(ctx, seeker.cookie));
    const refused = await ctx.request("/api/events", { cookie: seeker.cookie });
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(await refused.json()).toMatchObject({ error: { code: "rate_limited" } });

    // Closing one (a tab closed) makes room for a new one.
    await open.shift()!.close();
    await expect
      .poll(async () => {
        const again = await ctx.request("/api/events", { cookie: seeker.cookie });
        void again.body?.cancel().catch(() => {});
        return again.status;
      })
      .toBe(200);
    await Promise.all(open.map((stream) => stream.close()));
  });

  it(`refuses a client address's stream beyond ${STREAM_LIMITS.perClient}, whatever the account`, async () => {
    const ip = "198.51.100.60";
    const users = await Promise.all(
      Array.from({ length: Math.ceil(STREAM_LIMITS.perClient / 4) + 1 }, () => ctx.signUp()),
    );
    const streams: EventStreamReader[] = [];
    for (let i = 0; i < STREAM_LIMITS.perClient; i++) {
      streams.push(await openReadyStream(ctx, users[Math.floor(i / 4)]!.cookie, ip));
    }
    const spare = users.at(-1)!;
    expect((await ctx.request("/api/events", { cookie: spare.cookie, ip })).status).toBe(429);
    // Another client is not limited by it.
    const other = await ctx.request("/api/events", { cookie: spare.cookie, ip: "198.51.100.61" });
    expect(other.status).toBe(200);
    void other.body!.cancel();
    await Promise.all(streams.map((stream) => stream.close()));
  });

  it("closes a stream when its session signs out, within one heartbeat", async () => {
    const seeker = await ctx.signUp();
    const stream = await openReadyStream(ctx, seeker.cookie);
    const ended = stream.end(ONE_HEARTBEAT);
    const signOut = await ctx.request("/api/auth/sign-out", { method: "POST", cookie: seeker.cookie, json: {} });
    expect(signOut.status).toBe(200);
    expect((await ended).ms).toBeLessThan(ONE_HEARTBEAT);
  });

  it("closes every stream of an account when it is deleted, whichever session opened them", async () => {
    const seeker = await ctx.signUp();
    const other = await ctx.request("/api/auth/sign-in/email", {
      method: "POST",
      json: { email: seeker.email, password: "correct horse battery" },
    });
    const otherCookie = sessionCookieFrom(other);
    const stream = await openReadyStream(ctx, otherCookie);
    const deleted = await ctx.request("/api/me", {
      method: "DELETE",
      cookie: seeker.cookie,
      json: { email: seeker.email, password: "correct horse battery" },
    });
    expect(deleted.status).toBe(200);
    // Timed from the deletion's answer: checking the password can take longer than a heartbeat on a busy machine.
    expect((await stream.end(ONE_HEARTBEAT)).ms).toBeLessThan(ONE_HEARTBEAT);
  });

  it("closes a stream on its next heartbeat once its session has expired", async () => {
    const seeker = await ctx.signUp();
    const stream = await openReadyStream(ctx, seeker.cookie);
    const ended = stream.end(ONE_HEARTBEAT);
    await ctx.connection.db
      .update(sessions)
      // Expired a second ago on the server's clock, which the stream's heartbeat checks it against.
      .set({ expiresAt: new Date(ctx.services.clock().getTime() - 1_000) })
      .where(eq(sessions.userId, seeker.userId));
    expect((await ended).ms).toBeLessThan(ONE_HEARTBEAT);
  });
});

describe("the event hub", () => {
  it("unsubscribing twice leaves a newer stream of the same user subscribed", () => {
    const hub = new EventHub();
    const received: string[] = [];
    const unsubscribeFirst = hub.subscribe("user-1", { onChange: () => received.push("first"), onClose() {} });
    unsubscribeFirst();
    hub.subscribe("user-1", { onChange: () => received.push("second"), onClose() {} });
    unsubscribeFirst();
    hub.publish("user-1", { topic: "casts" });
    expect(received).toEqual(["second"]);
    expect(hub.streamCount).toBe(1);
  });
});

describe.each(TEST_DATABASE_KINDS.filter((kind) => kind === "postgres"))(
  "realtime across two server processes on %s",
  () => {
    it("delivers a change made through one server to a stream held on the other within 1 s", async () => {
      const database = await createTestDatabase("postgres");
      const env = { DATABASE_URL: database.url!, BETTER_AUTH_SECRET: "two-process-test-secret-0123456789abcdef" };
      const servers = await Promise.all([startServerProcess(env), startServerProcess(env)]);
      try {
        const [first, second] = servers;
        const { cookie } = await signUpOver(first!.url, `two-${Date.now()}@example.com`);

        const response = await fetch(`${second!.url}/api/events`, { headers: { cookie } });
        expect(response.status).toBe(200);
        const stream = new EventStreamReader(response.body!);
        await stream.event(READY, 3_000);

        const castAt = performance.now();
        const cast = await fetch(`${first!.url}/api/casts`, {
          method: "POST",
          headers: { "content-type": "application/json", origin: first!.url, cookie },
          body: JSON.stringify({ situation: "relationships" }),
        });
        expect(cast.status).toBe(201);
        const event = await stream.event(CHANGE, 3_000);
        expect(event.at - castAt).toBeLessThan(1_000);

        // Signing out through the first server ends the session's stream held by the second at once.
        const ended = stream.end(2_000);
        const signOut = await fetch(`${first!.url}/api/auth/sign-out`, {
          method: "POST",
          headers: { "content-type": "application/json", origin: first!.url, cookie },
          body: "{}",
        });
        expect(signOut.status).toBe(200);
        expect((await ended).ms).toBeLessThan(1_000);
      } finally {
        await Promise.all(servers.map((server) => server.stop("SIGTERM")));
        await database.close();
      }
    });
  },
);

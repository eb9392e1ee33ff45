import { spawn, type ChildProcess } from "node:child_process";
import { once } from "node:events";
import { createServer } from "node:net";
import path from "node:path";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sessions } from "../../db/schema";
import { EventHub, STREAM_LIMITS } from "./event-hub";
import {
  createTestContext,
  createTestDatabase,
  sessionCookieFrom,
  TEST_DATABASE_KINDS,
  type TestContext,
} from "../../testing/test-app";

const HEARTBEAT_FOR_TESTS_MS = 300;

/** Reads a server-sent-events body until an event of `name` arrives; resolves with its data and time. */
async function waitForEvent(body: ReadableStream<Uint8Array>, name: string, timeoutMs: number) {
  const reader = body.getReader();
  const decoder = new TextDecoder();
  let buffer = "";
  const deadline = Date.now() + timeoutMs;
  try {
    while (Date.now() < deadline) {
      const chunk = await Promise.race([
        reader.read(),
        new Promise<never>((_, reject) =>
          setTimeout(() => reject(new Error(`no '${name}' event within ${timeoutMs} ms`)), deadline - Date.now()),
        ),
      ]);
      if (chunk.done) break;
      buffer += decoder.decode(chunk.value, { stream: true });
      const match = new RegExp(`event: ${name}\\ndata: (.*)\\n`).exec(buffer);
      if (match) return { data: JSON.parse(match[1]!) as unknown, at: performance.now() };
    }
    throw new Error(`the stream ended before a '${name}' event`);
  } finally {
    void reader.cancel().catch(() => {});
  }
}

/** Reads a stream until it ends; resolves with how long that took, rejects if it is still open at the deadline. */
async function waitForEnd(body: ReadableStream<Uint8Array>, timeoutMs: number): Promise<number> {
  const reader = body.getReader();
  const startedAt = performance.now();
  const deadline = startedAt + timeoutMs;
  try {
    while (performance.now() < deadline) {
      const chunk = await Promise.race([
        reader.read(),
        new Promise<"timeout">((resolve) => setTimeout(() => resolve("timeout"), deadline - performance.now())),
      ]);
      if (chunk === "timeout") break;
      if (chunk.done) return performance.now() - startedAt;
    }
    throw new Error(`the stream was still open after ${timeoutMs} ms`);
  } finally {
    void reader.cancel().catch(() => {});
  }
}

/** Opens a stream and waits for its `ready` event (its body is then read to its end or cancelled). */
async function openReadyStream(ctx: TestContext, cookie: string, ip?: string) {
  const response = await ctx.request("/api/events", { cookie, ip });
  expect(response.status).toBe(200);
  const [forReady, rest] = response.body!.tee();
  await waitForEvent(forReady, "ready", 2_000);
  return rest;
}

describe.each(TEST_DATABASE_KINDS)("the event stream on %s", (kind) => {
  let ctx: TestContext;
  beforeAll(async () => {
    // A short heartbeat, so a closed stream's loop wakes (and runs its clean-up) within the test.
    ctx = await createTestContext(kind, { eventHeartbeatMs: HEARTBEAT_FOR_TESTS_MS });
  });
  afterAll(() => ctx.close());

  it("needs a session", async () => {
    expect((await ctx.request("/api/events")).status).toBe(401);
  });

  it("tells a user about their own changes only", async () => {
    const alice = await ctx.signUp();
    const bob = await ctx.signUp();
    const bobStream = await ctx.request("/api/events", { cookie: bob.cookie });
    expect(bobStream.headers.get("content-type")).toMatch(/text\/event-stream/);
    const aliceEvents = ctx
      .request("/api/events", { cookie: alice.cookie })
      .then((response) => waitForEvent(response.body!, "change", 3_000));
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(ctx.events.streamCount).toBeGreaterThanOrEqual(2);

    const bobGetsNothing = waitForEvent(bobStream.body!, "change", 800).then(
      () => "received",
      () => "nothing",
    );
    await ctx.request("/api/casts", { method: "POST", cookie: alice.cookie, json: { situation: "guidance" } });
    const event = await aliceEvents;
    expect(["casts", "user_profiles", "user_quests", "user_achievements", "user_items"]).toContain(
      (event.data as { table: string }).table,
    );
    expect(await bobGetsNothing).toBe("nothing");
  });

  it("keeps delivering to a reopened stream after the closed one's heartbeat passes (a reload)", async () => {
    const seeker = await ctx.signUp();
    const first = new AbortController();
    const firstStream = await ctx.request("/api/events", { cookie: seeker.cookie, signal: first.signal });
    await waitForEvent(firstStream.body!, "ready", 2_000);
    first.abort();
    const secondStream = await ctx.request("/api/events", { cookie: seeker.cookie });
    const reader = secondStream.body!;
    // Past the closed stream's next heartbeat, when its loop ends and cleans up after itself.
    await new Promise((resolve) => setTimeout(resolve, HEARTBEAT_FOR_TESTS_MS * 3));
    expect(ctx.events.streamCount).toBeGreaterThanOrEqual(1);
    const change = waitForEvent(reader, "change", 3_000);
    await ctx.request("/api/casts", { method: "POST", cookie: seeker.cookie, json: { situation: "guidance" } });
    expect(((await change).data as { table: string }).table).toBeTruthy();
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
    const open: ReadableStream<Uint8Array>[] = [];
    for (let i = 0; i < STREAM_LIMITS.perUser; i++) open.push(await openReadyStream(ctx, seeker.cookie));
    const refused = await ctx.request("/api/events", { cookie: seeker.cookie });
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(await refused.json()).toMatchObject({ error: { code: "rate_limited" } });

    // Closing one (a tab closed) makes room for a new one.
    await open.shift()!.cancel();
    await expect
      .poll(async () => {
        const again = await ctx.request("/api/events", { cookie: seeker.cookie });
        void again.body?.cancel().catch(() => {});
        return again.status;
      })
      .toBe(200);
    await Promise.all(open.map((body) => body.cancel()));
  });

  it(`refuses a client address's stream beyond ${STREAM_LIMITS.perClient}, whatever the account`, async () => {
    const ip = "198.51.100.60";
    const users = await Promise.all(
      Array.from({ length: Math.ceil(STREAM_LIMITS.perClient / 4) + 1 }, () => ctx.signUp()),
    );
    const bodies: ReadableStream<Uint8Array>[] = [];
    for (let i = 0; i < STREAM_LIMITS.perClient; i++) {
      bodies.push(await openReadyStream(ctx, users[Math.floor(i / 4)]!.cookie, ip));
    }
    const spare = users.at(-1)!;
    expect((await ctx.request("/api/events", { cookie: spare.cookie, ip })).status).toBe(429);
    // Another client is not limited by it.
    const other = await ctx.request("/api/events", { cookie: spare.cookie, ip: "198.51.100.61" });
    expect(other.status).toBe(200);
    void other.body!.cancel();
    await Promise.all(bodies.map((body) => body.cancel()));
  });

  it("closes a stream when its session signs out, within one heartbeat", async () => {
    const seeker = await ctx.signUp();
    const stream = await openReadyStream(ctx, seeker.cookie);
    const ended = waitForEnd(stream, ONE_HEARTBEAT);
    const signOut = await ctx.request("/api/auth/sign-out", { method: "POST", cookie: seeker.cookie, json: {} });
    expect(signOut.status).toBe(200);
    expect(await ended).toBeLessThan(ONE_HEARTBEAT);
  });

  it("closes every stream of an account when it is deleted, whichever session opened them", async () => {
    const seeker = await ctx.signUp();
    const other = await ctx.request("/api/auth/sign-in/email", {
      method: "POST",
      json: { email: seeker.email, password: "correct horse battery" },
    });
    const otherCookie = sessionCookieFrom(other);
    const stream = await openReadyStream(ctx, otherCookie);
    const ended = waitForEnd(stream, ONE_HEARTBEAT);
    const deleted = await ctx.request("/api/me", {
      method: "DELETE",
      cookie: seeker.cookie,
      json: { email: seeker.email, password: "correct horse battery" },
    });
    expect(deleted.status).toBe(200);
    expect(await ended).toBeLessThan(ONE_HEARTBEAT);
  });

  it("closes a stream on its next heartbeat once its session has expired", async () => {
    const seeker = await ctx.signUp();
    const stream = await openReadyStream(ctx, seeker.cookie);
    const ended = waitForEnd(stream, ONE_HEARTBEAT);
    await ctx.connection.db
      .update(sessions)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(sessions.userId, seeker.userId));
    expect(await ended).toBeLessThan(ONE_HEARTBEAT);
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
    hub.publish("user-1", { table: "casts" });
    expect(received).toEqual(["second"]);
    expect(hub.streamCount).toBe(1);
  });
});

async function freePort(): Promise<number> {
  const server = createServer().listen(0, "127.0.0.1");
  await once(server, "listening");
  const { port } = server.address() as { port: number };
  server.close();
  return port;
}

async function startServer(databaseUrl: string): Promise<{ url: string; process: ChildProcess }> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, ["--import", "tsx", path.resolve("src/server/main.ts")], {
    env: {
      ...process.env,
      DATABASE_URL: databaseUrl,
      PORT: String(port),
      PUBLIC_URL: url,
      BETTER_AUTH_SECRET: "two-process-test-secret-0123456789abcdef",
      STATIC_DIR: "/nonexistent",
      LOG_LEVEL: "warn",
      NODE_ENV: "test",
    },
    stdio: ["ignore", "inherit", "inherit"],
  });
  for (let attempt = 0; attempt < 150; attempt++) {
    try {
      if ((await fetch(`${url}/api/health`)).ok) return { url, process: child };
    } catch {
      // starting
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  child.kill("SIGKILL");
  throw new Error("a server did not start");
}

describe.each(TEST_DATABASE_KINDS.filter((kind) => kind === "postgres"))(
  "realtime across two server processes on %s",
  () => {
    it("delivers a change made through one server to a stream held on the other within 1 s", async () => {
      const database = await createTestDatabase("postgres");
      const servers = await Promise.all([startServer(database.url!), startServer(database.url!)]);
      try {
        const [first, second] = servers;
        const signUp = await fetch(`${first!.url}/api/auth/sign-up/email`, {
          method: "POST",
          headers: { "content-type": "application/json", origin: first!.url },
          body: JSON.stringify({
            email: `two-${Date.now()}@example.com`,
            password: "two process password",
            name: "Two",
          }),
        });
        expect(signUp.status).toBe(200);
        const cookie = sessionCookieFrom(signUp);

        const stream = await fetch(`${second!.url}/api/events`, { headers: { cookie } });
        expect(stream.status).toBe(200);
        const reader = stream.body!;
        const ready = await waitForEvent(reader, "ready", 3_000).catch((error: unknown) => error);
        expect(ready).not.toBeInstanceOf(Error);
        const next = await fetch(`${second!.url}/api/events`, { headers: { cookie } });
        const change = waitForEvent(next.body!, "change", 3_000);
        await new Promise((resolve) => setTimeout(resolve, 200));

        const castAt = performance.now();
        const cast = await fetch(`${first!.url}/api/casts`, {
          method: "POST",
          headers: { "content-type": "application/json", origin: first!.url, cookie },
          body: JSON.stringify({ situation: "relationships" }),
        });
        expect(cast.status).toBe(201);
        const event = await change;
        expect(event.at - castAt).toBeLessThan(1_000);

        // Signing out through the first server ends the session's stream held by the second at once.
        const held = await fetch(`${second!.url}/api/events`, { headers: { cookie } });
        const [forReady, rest] = held.body!.tee();
        await waitForEvent(forReady, "ready", 3_000);
        const ended = waitForEnd(rest, 2_000);
        const signOut = await fetch(`${first!.url}/api/auth/sign-out`, {
          method: "POST",
          headers: { "content-type": "application/json", origin: first!.url, cookie },
          body: "{}",
        });
        expect(signOut.status).toBe(200);
        expect(await ended).toBeLessThan(1_000);
      } finally {
        servers.forEach((server) => server.process.kill("SIGTERM"));
        await Promise.all(servers.map((server) => once(server.process, "exit")));
        await database.close();
      }
    });
  },
);

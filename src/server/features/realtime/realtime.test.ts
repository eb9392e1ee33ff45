import { spawn, type ChildProcess } from "node:child_process";
import { once } from "node:events";
import { createServer } from "node:net";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { EventHub } from "./event-hub";
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
      } finally {
        servers.forEach((server) => server.process.kill("SIGTERM"));
        await Promise.all(servers.map((server) => once(server.process, "exit")));
        await database.close();
      }
    });
  },
);

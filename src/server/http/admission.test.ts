import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestContext, type TestContext } from "../testing/test-app";
import { AdmissionGate } from "./admission";

describe("the admission gate", () => {
  it("lets `concurrency` requests through, queues the rest first come first served, and admits each as a slot frees", async () => {
    const gate = new AdmissionGate({ concurrency: 2, maxWaitMs: 60_000, retryAfterSeconds: 2 });
    const first = await gate.enter();
    const second = await gate.enter();
    const admitted: string[] = [];
    const third = gate.enter().then((release) => (admitted.push("third"), release));
    const fourth = gate.enter().then((release) => (admitted.push("fourth"), release));
    expect(gate.load).toEqual({ running: 2, waiting: 2 });

    second();
    second(); // a second call gives back nothing more
    const releaseThird = await third;
    expect(admitted).toEqual(["third"]);
    expect(gate.load).toEqual({ running: 2, waiting: 1 });

    first();
    (await fourth)();
    releaseThird();
    expect(admitted).toEqual(["third", "fourth"]);
    expect(gate.load).toEqual({ running: 0, waiting: 0 });
  });

  it("turns a request away with server_busy once it has waited its budget, leaving the queue in order", async () => {
    const gate = new AdmissionGate({ concurrency: 1, maxWaitMs: 5, retryAfterSeconds: 3 });
    const holder = await gate.enter();
    await expect(gate.enter()).rejects.toMatchObject({
      code: "server_busy",
      status: 503,
      retryAfterSeconds: 3,
      details: { retryAfterSeconds: 3 },
    });
    expect(gate.load).toEqual({ running: 1, waiting: 0 });
    holder();
    const next = await gate.enter();
    expect(gate.load).toEqual({ running: 1, waiting: 0 });
    next();
  });
});

describe("the API behind the gate (the embedded database's setting)", () => {
  let ctx: TestContext;
  beforeAll(async () => {
    // One request at a time, and almost no patience: a burst of casts must meet the 503 path.
    ctx = await createTestContext("pglite", { admission: { concurrency: 1, maxWaitMs: 1, retryAfterSeconds: 2 } });
  });
  afterAll(() => ctx.close());

  it("answers a burst with casts and quick 503s (Retry-After, server_busy), never a 500, and keeps exactly the casts it answered", async () => {
    const seekers: Array<{ cookie: string }> = [];
    for (let index = 0; index < 3; index++) seekers.push(await ctx.signUp());
    const answers = await Promise.all(
      Array.from({ length: 24 }, (_, index) =>
        ctx.request("/api/casts", {
          method: "POST",
          cookie: seekers[index % seekers.length]!.cookie,
          json: { situation: "guidance" },
        }),
      ),
    );
    const statuses = answers.map((answer) => answer.status);
    const busy = answers.filter((answer) => answer.status === 503);
    expect(busy.length).toBeGreaterThan(0);
    expect(statuses.every((status) => [201, 429, 503].includes(status))).toBe(true);
    for (const answer of busy) {
      expect(answer.headers.get("retry-after")).toBe("2");
      expect(await answer.json()).toMatchObject({
        error: { code: "server_busy", message: "Many seekers are here at once. Please try again in 2 seconds." },
      });
    }

    // Nothing turned away was recorded: each seeker's history holds exactly the casts answered 201.
    for (const [index, seeker] of seekers.entries()) {
      const answered = answers.filter((answer, at) => at % seekers.length === index && answer.status === 201).length;
      const history = await ctx.request("/api/me/readings?limit=50", { cookie: seeker.cookie });
      const { items } = (await history.json()) as { items: unknown[] };
      expect(items).toHaveLength(answered);
    }

    // Once the burst is over the queue is empty again: the next request goes straight through.
    const calm = await ctx.request("/api/me/profile", { cookie: seekers[0]!.cookie });
    expect(calm.status).toBe(200);
  });
});

import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { Worker } from "node:worker_threads";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestContext, type TestContext } from "../testing/test-app";
import { AdmissionGate, type AdmissionLimits } from "./admission";

/** The gate's limits for a test: one at a time, a minute's patience, and room for every queue. */
const limits = (overrides: Partial<AdmissionLimits> = {}): AdmissionLimits => ({
  concurrency: 1,
  maxWaitMs: 60_000,
  retryAfterSeconds: 2,
  maxWaitingPerClient: 100,
  maxWaiting: 1000,
  ...overrides,
});

describe("the admission gate", () => {
  it("lets `concurrency` requests through, queues the rest (one client's first come first served), and admits each as a slot frees", async () => {
    const gate = new AdmissionGate(limits({ concurrency: 2 }));
    const first = await gate.enter();
    const second = await gate.enter();
    const admitted: string[] = [];
    const third = gate.enter().then((release) => (admitted.push("third"), release));
    const fourth = gate.enter().then((release) => (admitted.push("fourth"), release));
    expect(gate.load).toEqual({ running: 2, waiting: 2, clients: 1 });

    second();
    second(); // a second call gives back nothing more
    const releaseThird = await third;
    expect(admitted).toEqual(["third"]);
    expect(gate.load).toEqual({ running: 2, waiting: 1, clients: 1 });

    first();
    (await fourth)();
    releaseThird();
    expect(admitted).toEqual(["third", "fourth"]);
    expect(gate.load).toEqual({ running: 0, waiting: 0, clients: 0 });
  });

  it("admits each request in a later turn of the event loop, so a draining queue leaves turns for accepting connections", async () => {
    const gate = new AdmissionGate(limits());
    const admitted: string[] = [];
    const enter = (name: string) =>
      gate.enter().then((release) => {
        admitted.push(name);
        return release;
      });
    // Promise callbacks alone (what the embedded database's answers are) never admit anyone.
    const settle = async () => {
      for (let step = 0; step < 20; step++) await Promise.resolve();
    };
    const turn = () => new Promise((resolve) => setImmediate(resolve));

    const first = enter("first");
    const second = enter("second");
    await settle();
    expect(admitted).toEqual([]);
    await turn();
    expect(admitted).toEqual(["first"]);

    (await first)();
    await settle();
    expect(admitted).toEqual(["first"]);
    expect(gate.load).toEqual({ running: 0, waiting: 1, clients: 1 });
    await turn();
    expect(admitted).toEqual(["first", "second"]);
    (await second)();
  });

  it("turns a request away with server_busy once it has waited its budget, leaving the queue in order", async () => {
    const gate = new AdmissionGate(limits({ maxWaitMs: 5, retryAfterSeconds: 3 }));
    const holder = await gate.enter();
    await expect(gate.enter()).rejects.toMatchObject({
      code: "server_busy",
      status: 503,
      retryAfterSeconds: 3,
      details: { retryAfterSeconds: 3 },
    });
    expect(gate.load).toEqual({ running: 1, waiting: 0, clients: 0 });
    holder();
    const next = await gate.enter();
    expect(gate.load).toEqual({ running: 1, waiting: 0, clients: 0 });
    next();
  });
});

describe("the gate's queues, one per client", () => {
  /** Enters the gate as `client`, noting the request's `name` when it is admitted, and leaves at once. */
  const entering = (gate: AdmissionGate, admitted: string[]) => (client: string, name: string) =>
    gate.enter(client).then((release) => {
      admitted.push(name);
      release();
    });

  it("takes the waiting clients in turn, each client's own requests in order, whatever order they came in", async () => {
    const gate = new AdmissionGate(limits());
    const admitted: string[] = [];
    const enter = entering(gate, admitted);
    const holder = await gate.enter("a");
    const waiting = [
      enter("a", "a1"),
      enter("a", "a2"),
      enter("a", "a3"),
      enter("b", "b1"),
      enter("b", "b2"),
      enter("c", "c1"),
    ];
    expect(gate.load).toEqual({ running: 1, waiting: 6, clients: 3 });

    holder();
    await Promise.all(waiting);
    // First come, first served would have been a1, a2, a3, b1, b2, c1.
    expect(admitted).toEqual(["a1", "b1", "c1", "a2", "b2", "a3"]);
    expect(gate.load).toEqual({ running: 0, waiting: 0, clients: 0 });
  });

  it("lets a client that arrives while another's request runs go next, before that client's next", async () => {
    const gate = new AdmissionGate(limits());
    const admitted: string[] = [];
    const enter = entering(gate, admitted);
    const holder = await gate.enter("a");
    const a1 = gate.enter("a");
    const rest = [enter("a", "a2"), enter("a", "a3"), enter("a", "a4")];
    holder();
    const releaseA1 = await a1;
    // a1 runs; b, arriving now, waits for it only (first come, first served: for all of a's).
    rest.push(enter("b", "b1"));
    expect(gate.load).toEqual({ running: 1, waiting: 4, clients: 2 });
    releaseA1();
    await Promise.all(rest);
    expect(admitted).toEqual(["b1", "a2", "a3", "a4"]);
    expect(gate.load).toEqual({ running: 0, waiting: 0, clients: 0 });
  });

  it("turns away at once what would overfill a client's queue or all of them, before it waits", async () => {
    const gate = new AdmissionGate(limits({ maxWaitingPerClient: 2, maxWaiting: 3 }));
    const holder = await gate.enter("a");
    const enter = entering(gate, []);
    const queued = [enter("a", "a1"), enter("a", "a2")];
    await expect(gate.enter("a")).rejects.toMatchObject({ code: "server_busy", status: 503, retryAfterSeconds: 2 });
    queued.push(enter("b", "b1"));
    // Three wait: b's queue is not full, but all of them together are.
    await expect(gate.enter("c")).rejects.toMatchObject({ code: "server_busy", status: 503 });
    await expect(gate.enter("b")).rejects.toMatchObject({ code: "server_busy", status: 503 });
    expect(gate.load).toEqual({ running: 1, waiting: 3, clients: 2 });

    holder();
    await Promise.all(queued);
    expect(gate.load).toEqual({ running: 0, waiting: 0, clients: 0 });
  });

  it("drops a queue once its last request has waited too long, and keeps the others' turns", async () => {
    const gate = new AdmissionGate(limits({ maxWaitMs: 30 }));
    const admitted: string[] = [];
    const enter = entering(gate, admitted);
    const holder = await gate.enter("a");
    const early = enter("a", "a1");
    await new Promise((resolve) => setTimeout(resolve, 15));
    const late = [enter("b", "b1"), enter("c", "c1")];
    await expect(early).rejects.toMatchObject({ code: "server_busy" });
    expect(gate.load).toEqual({ running: 1, waiting: 2, clients: 2 });
    holder();
    await Promise.all(late);
    expect(admitted).toEqual(["b1", "c1"]);
  });
});

describe("a busy server behind the gate", () => {
  it("accepts the connections that arrive while its queue drains, rather than after it", async () => {
    // Each request holds the thread for 5 ms without I/O, as a cast on the embedded database does.
    const gate = new AdmissionGate(limits());
    const events: string[] = [];
    const server = createServer((request, response) => {
      void gate.enter().then((release) => {
        const started = performance.now();
        while (performance.now() - started < 5);
        events.push("answered");
        response.end("ok");
        release();
      });
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    const { port } = server.address() as AddressInfo;

    // The seekers run on their own thread: 20 at first, then 20 more once the server has the first 20.
    const seekers = new Worker(
      `const { connect } = require("node:net");
       const { parentPort, workerData } = require("node:worker_threads");
       const ask = () => new Promise((resolve, reject) => {
         const socket = connect(workerData.port, "127.0.0.1", () =>
           socket.write("GET / HTTP/1.1\\r\\nhost: localhost\\r\\nconnection: close\\r\\n\\r\\n"));
         socket.on("error", reject).on("close", resolve).resume();
       });
       const early = Array.from({ length: 20 }, ask);
       parentPort.once("message", () =>
         Promise.all([...early, ...Array.from({ length: 20 }, ask)]).then(() => parentPort.postMessage("done")));`,
      { eval: true, workerData: { port } },
    );
    server.on("connection", () => {
      events.push("accepted");
      if (events.filter((event) => event === "accepted").length === 20) seekers.postMessage("more");
    });
    await new Promise((resolve, reject) => seekers.once("message", resolve).once("error", reject));
    await seekers.terminate();
    await new Promise<void>((resolve) => server.close(() => resolve()));

    // All 40 were answered, and while connections were waiting to be accepted (the early ones, then the
    // late ones; not while the seekers' thread was opening the late ones) the server never served a run
    // of queued requests without accepting one in between: one of each per turn of its event loop (a
    // run of 2 or 3 leaves room for a busy machine; without the handover the runs were 5 to 18).
    expect(events.filter((event) => event === "answered")).toHaveLength(40);
    const accepts = events.flatMap((event, index) => (event === "accepted" ? [index] : []));
    expect(accepts).toHaveLength(40);
    const whileWaiting = [events.slice(accepts[0], accepts[19]), events.slice(accepts[20], accepts[39])];
    let longestRun = 0;
    for (const stretch of whileWaiting) {
      let run = 0;
      for (const event of stretch) {
        run = event === "answered" ? run + 1 : 0;
        longestRun = Math.max(longestRun, run);
      }
    }
    expect(longestRun).toBeLessThanOrEqual(3);
  });
});

describe("the API behind the gate (the embedded database's setting)", () => {
  let ctx: TestContext;
  beforeAll(async () => {
    // One request at a time, and almost no patience: a burst of casts must meet the 503 path.
    ctx = await createTestContext("pglite", { admission: limits({ maxWaitMs: 1 }) });
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

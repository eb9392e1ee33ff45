import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { commitmentResponseSchema } from "../../shared/api/casts";
import { pendulumResultSchema } from "../../shared/api/pendulum";
import { fromSeeds } from "../../shared/draws/draw-fairness";
import { PENDULUM_ANSWERS, swingPendulum } from "../../shared/oracles/pendulum-rule";
import { PENDULUM_WORDS } from "../../../content/pendulum";
import { createTestContext, type TestContext } from "../testing/test-app";

describe("the pendulum's swing", () => {
  it("takes one byte below 255 as its answer mod 3 (0 yes, 1 no, 2 ask again) and skips 255", () => {
    const from = (bytes: number[]) => {
      let next = 0;
      return swingPendulum(() => bytes[next++]!);
    };
    expect(from([0])).toBe("yes");
    expect(from([4])).toBe("no");
    expect(from([254])).toBe("ask-again");
    expect(from([255, 255, 7])).toBe("no");
  });

  it("gives each answer a third of the time over every byte", () => {
    const counts = { yes: 0, no: 0, "ask-again": 0 };
    for (let byte = 0; byte < 255; byte++) counts[swingPendulum(() => byte)] += 1;
    expect(counts).toEqual({ yes: 85, no: 85, "ask-again": 85 });
  });
});

describe("the pendulum on the reading door", () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext("pglite");
  });
  afterAll(() => ctx.close());

  const ask = (cookie: string, json: unknown) =>
    ctx.request("/api/readings/pendulum", { method: "POST", cookie, json });

  it("swings from a commitment and the seeker's seed, and anyone can swing it again from what it reveals", async () => {
    const seeker = await ctx.signUp();
    const commitment = commitmentResponseSchema.parse(
      await (await ctx.request("/api/fairness/commitments", { method: "POST", cookie: seeker.cookie })).json(),
    );
    const response = await ask(seeker.cookie, {
      situation: "relationships",
      question: "Should I call her?",
      commitmentId: commitment.commitmentId,
      clientSeed: "my own seed",
    });
    expect(response.status).toBe(201);
    const reading = pendulumResultSchema.parse(await response.json());
    expect(reading.fairness).toMatchObject({ serverSeedHash: commitment.serverSeedHash, clientSeed: "my own seed" });
    expect(await fromSeeds(reading.fairness!.serverSeed, "my own seed", swingPendulum)).toBe(reading.answer);
    expect(PENDULUM_ANSWERS).toContain(reading.answer);
    expect(reading.headline).toBe(PENDULUM_WORDS.answers[reading.answer].headline);
    expect(PENDULUM_WORDS.readings.relationships[reading.answer]).toContain(reading.text);
    // The commitment is spent: a second swing with it is refused.
    const again = await ask(seeker.cookie, {
      situation: "guidance",
      commitmentId: commitment.commitmentId,
      clientSeed: "x",
    });
    expect(again.status).toBe(404);
  });

  it("counts toward the plan's daily cap like any reading, and refuses a question that needs help", async () => {
    const seeker = await ctx.signUp();
    for (let index = 0; index < 3; index++)
      expect((await ask(seeker.cookie, { situation: "guidance" })).status).toBe(201);
    const capped = await ask(seeker.cookie, { situation: "guidance" });
    expect(capped.status).toBe(429);
    expect(await capped.json()).toMatchObject({ error: { code: "daily_limit_reached" } });

    const other = await ctx.signUp();
    const help = await ask(other.cookie, { situation: "guidance", question: "I want to kill myself" });
    expect(help.status).toBe(422);
    expect(await help.json()).toMatchObject({ error: { code: "needs_help" } });
    expect((await ask(other.cookie, { situation: "nowhere" })).status).toBe(400);
  });
});

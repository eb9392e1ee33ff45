import { eq } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { tierDepths, tierStyles as TIER_STYLES } from "../../../../content/oracle/tiers";
import { voiceWords } from "../../../../content/oracle/composer/voice";
import { parseDice } from "../../../shared/dice";
import { MAX_TOKENS_BY_TIER, tierSectionTitles } from "../../../shared/oracle";
import { userProfiles } from "../../db/schema";
import { casts, enhancementReservations } from "../../db/readings-schema";
import { startFakeOpenAi } from "../../testing/fake-openai";
import { createTestContext, type TestContext } from "../../testing/test-app";

type SseEvent = { event: string; data: Record<string, unknown> };

/** The time a Timing Prediction names for a white die (content/README.md, the timing rule). */
const TIME_BY_WHITE: Record<number, RegExp> = {
  1: /new moon/,
  2: /two weeks|fortnight/,
  3: /full moon/,
  4: /season/,
  5: /sudden/,
  6: /cycle/,
};

/** Records `count` more casts of the user with the same reading as `castId`, straight in the database. */
async function addCastsLike(ctx: TestContext, castId: string, userId: string, count: number) {
  const [reading] = await ctx.connection.db
    .select({ tool: casts.tool, payload: casts.payload })
    .from(casts)
    .where(eq(casts.id, castId));
  return ctx.connection.db
    .insert(casts)
    .values(Array.from({ length: count }, () => ({ userId, situation: "guidance" as const, ...reading! })))
    .returning({ id: casts.id });
}

/** The enhancements the seeker has reserved (each counts against the allowance for 24 hours). */
async function reservationsOf(ctx: TestContext, userId: string): Promise<number> {
  const rows = await ctx.connection.db
    .select()
    .from(enhancementReservations)
    .where(eq(enhancementReservations.userId, userId));
  return rows.length;
}

/** Reads a whole event stream (or stops after `stopAfter` events and cancels it). */
async function readEvents(response: Response, stopAfter = Infinity): Promise<SseEvent[]> {
  const reader = response.body!.getReader();
  const decoder = new TextDecoder();
  const events: SseEvent[] = [];
  let buffer = "";
  while (events.length < stopAfter) {
    const { done, value } = await reader.read();
    if (done) break;
    buffer += decoder.decode(value, { stream: true });
    let boundary;
    while ((boundary = buffer.indexOf("\n\n")) !== -1) {
      const block = buffer.slice(0, boundary);
      buffer = buffer.slice(boundary + 2);
      const event = /^event: (.*)$/m.exec(block)?.[1];
      const data = /^data: (.*)$/m.exec(block)?.[1];
      if (event && data) events.push({ event, data: JSON.parse(data) as Record<string, unknown> });
    }
  }
  if (events.length >= stopAfter) await reader.cancel();
  return events;
}

const LEVEL_FOR_TIER = ["Novice", "Initiate", "Explorer", "Adept", "Master"] as const;

describe("enhancement through an OpenAI-compatible provider", () => {
  let fake: Awaited<ReturnType<typeof startFakeOpenAi>>;
  let ctx: TestContext;
  beforeAll(async () => {
    fake = await startFakeOpenAi();
    ctx = await createTestContext("pglite", {
      oracle: { apiKey: "sk-test-key", baseUrl: fake.baseUrl, timeoutMs: 1_500 },
    });
  });
  afterAll(async () => {
    await ctx.close();
    await fake.close();
  });
  afterEach(() => fake.setBehaviour({ kind: "stream", chunks: ["The ", "stars ", "speak."] }));

  async function castFor(tier: number, question?: string) {
    const seeker = await ctx.signUp();
    const cast = (await (
      await ctx.request("/api/casts", {
        method: "POST",
        cookie: seeker.cookie,
        json: { situation: "finances", ...(question ? { question } : {}) },
      })
    ).json()) as { id: string; diceValues: string; interpretation: string };
    // After the cast: a cast recomputes the level from karma.
    await ctx.connection.db
      .update(userProfiles)
      .set({ mysticLevel: LEVEL_FOR_TIER[tier - 1], planLevel: 1 })
      .where(eq(userProfiles.id, seeker.userId));
    return { ...seeker, cast };
  }
  const enhance = (castId: string, cookie: string) =>
    ctx.request(`/api/casts/${castId}/enhance`, { method: "POST", cookie });

  it.each([1, 2, 3, 4, 5])("sends the product's request at tier %i and streams the answer in order", async (tier) => {
    const { cookie, cast } = await castFor(tier);
    const before = fake.requests.length;
    const response = await enhance(cast.id, cookie);
    expect(response.headers.get("content-type")).toMatch(/text\/event-stream/);
    const events = await readEvents(response);

    const request = fake.requests.at(before)!;
    expect(fake.requests.length).toBe(before + 1);
    expect(request.path).toBe("/v1/chat/completions");
    expect(request.authorization).toBe("Bearer sk-test-key");
    expect(request.body).toMatchObject({
      model: "gpt-4",
      temperature: 0.7,
      max_tokens: MAX_TOKENS_BY_TIER[tier - 1],
      presence_penalty: 0.3,
      frequency_penalty: 0.5,
      stream: true,
    });
    const messages = request.body.messages as { role: string; content: string }[];
    expect(messages.map((message) => message.role)).toEqual(["system", "user"]);
    expect(messages[0]!.content).toContain(TIER_STYLES[tier]!);
    // What the tier adds (kinds of insight and a length), and the sections the oracle appends itself.
    expect(messages[0]!.content).toContain(`What this tier adds: ${tierDepths[tier]!}`);
    for (const title of tierSectionTitles(tier)) expect(messages[0]!.content).toContain(title);
    expect(messages[0]!.content).toContain(`"diceValues":"${cast.diceValues.replaceAll("-", ",")}"`);
    expect(messages[0]!.content).toContain('"situation":"finances"');
    expect(messages[0]!.content).toContain(JSON.stringify(cast.interpretation).slice(1, 40));
    expect(messages[1]!.content).toBe("Enhance this reading with mystical insights and guidance");

    expect(events[0]).toEqual({ event: "author", data: { kind: "ai", model: "gpt-4" } });
    const chunks = events.filter((event) => event.event === "chunk").map((event) => event.data.text);
    expect(chunks.slice(0, 3)).toEqual(["The ", "stars ", "speak."]);
    const done = events.at(-1)!;
    expect(done.event).toBe("done");
    expect(done.data.enhancedBy).toEqual({ kind: "ai", model: "gpt-4" });
    const text = done.data.text as string;
    expect(text.startsWith("The stars speak.")).toBe(true);
    // The tier's sections follow the provider's text, composed from the roll (the timing by the white
    // die), after a line that says the built-in oracle wrote them.
    if (tierSectionTitles(tier).length > 0) {
      expect(text).toContain(`\n\n${voiceWords.oracleSectionsNote}\n\n## `);
    } else {
      expect(text).not.toContain(voiceWords.oracleSectionsNote);
    }
    const headings = [...text.matchAll(/^## (.+)$/gm)].map((match) => match[1]);
    expect(headings).toEqual(tierSectionTitles(tier));
    if (tier >= 3) {
      const timing = /^## Timing Prediction\n(.+)$/m.exec(text)![1]!;
      expect(timing).toMatch(TIME_BY_WHITE[parseDice(cast.diceValues)!.white]!);
    }
    const stored = (await (await ctx.request(`/api/casts/${cast.id}`, { cookie })).json()) as {
      enhancedText: string;
      enhancedBy: unknown;
    };
    expect(stored.enhancedText).toBe(text);
    expect(stored.enhancedBy).toEqual({ kind: "ai", model: "gpt-4" });
  });

  it("gives the provider the seeker's question in the user message, and nowhere when there is none", async () => {
    const { cookie, cast } = await castFor(2, "Will my little shop\nsee a good winter?");
    const before = fake.requests.length;
    await readEvents(await enhance(cast.id, cookie));
    const messages = fake.requests.at(before)!.body.messages as { role: string; content: string }[];
    expect(messages[1]!.content).toMatch(
      /^Enhance this reading with mystical insights and guidance\n\nThe seeker asked, in their own words: “Will my little shop see a good winter\?”\n/,
    );
    expect(messages[0]!.content).not.toContain("little shop");
  });

  it("tells the provider what the question is about, its form, and to answer it from tier 2", async () => {
    const asks = [
      [
        2,
        "Should I take the job in Leeds?",
        "a decision",
        "“whether to take the job in Leeds”",
        "yes or no",
        "verdict",
      ],
      [3, "When will my ex call me?", "a person", "“your ex”", "when", "timing"],
      [1, "How can I pay off my debt?", "money", "“your debt”", "how", null],
    ] as const;
    for (const [tier, question, subject, term, form, answer] of asks) {
      const { cookie, cast } = await castFor(tier, question);
      const before = fake.requests.length;
      await readEvents(await enhance(cast.id, cookie));
      const user = (fake.requests.at(before)!.body.messages as { role: string; content: string }[])[1]!.content;
      expect(user).toContain(`The question is about ${subject}, named ${term}, and asks ${form}.`);
      if (answer) expect(user).toMatch(new RegExp(`Name ${term} and answer it: .*${answer}`));
      else expect(user).toContain(`Name ${term} once.`);
    }
  });

  it("reports a provider error in the page's words", async () => {
    const { cookie, cast } = await castFor(1);
    fake.setBehaviour({ kind: "status", status: 500 });
    const events = await readEvents(await enhance(cast.id, cookie));
    expect(events.at(-1)).toEqual({
      event: "error",
      data: { message: "The mystical energies are disrupted: the oracle's provider answered 500" },
    });
    const [row] = await ctx.connection.db.select().from(casts).where(eq(casts.id, cast.id));
    expect(row!.enhancedText).toBeNull();
  });

  it("gives up after the timeout", async () => {
    const { cookie, cast } = await castFor(1);
    fake.setBehaviour({ kind: "hang" });
    // Real latency: the provider's time-out runs on real time, measured on the monotonic clock.
    const startedAt = performance.now();
    const events = await readEvents(await enhance(cast.id, cookie));
    expect(events.at(-1)).toEqual({
      event: "error",
      data: { message: "The mystical energies are disrupted: the oracle took too long to answer" },
    });
    expect(performance.now() - startedAt).toBeLessThan(5_000);
  });

  it("refuses an empty answer", async () => {
    const { cookie, cast } = await castFor(2);
    fake.setBehaviour({ kind: "stream", chunks: [] });
    const events = await readEvents(await enhance(cast.id, cookie));
    expect(events.at(-1)).toEqual({
      event: "error",
      data: { message: "The mystical energies are disrupted: Failed to generate enhanced reading" },
    });
  });

  it("aborts the provider's request when the seeker goes away", async () => {
    const { cookie, cast } = await castFor(1);
    fake.setBehaviour({
      kind: "stream",
      chunks: Array.from({ length: 40 }, (_, index) => `word${index} `),
      delayMs: 100,
    });
    const abortedBefore = fake.abortedRequests;
    await readEvents(await enhance(cast.id, cookie), 2);
    await expect.poll(() => fake.abortedRequests, { timeout: 3_000 }).toBe(abortedBefore + 1);
  });

  it("lets one enhancement of a cast run at a time: ten at once make one provider call, nine get 409", async () => {
    const { cookie, cast, userId: seekerId } = await castFor(1);
    fake.setBehaviour({ kind: "stream", chunks: ["One ", "call."], firstChunkDelayMs: 500 });
    const before = fake.requests.length;
    const responses = await Promise.all(Array.from({ length: 10 }, () => enhance(cast.id, cookie)));
    const statuses = responses.map((response) => response.status).sort();
    expect(statuses).toEqual([200, ...Array<number>(9).fill(409)]);
    const refused = responses.find((response) => response.status === 409)!;
    expect(await refused.json()).toMatchObject({ error: { code: "enhancement_in_progress" } });
    const events = await readEvents(responses.find((response) => response.status === 200)!);
    expect(events.at(-1)!.event).toBe("done");
    expect(fake.requests.length).toBe(before + 1);
    expect(await reservationsOf(ctx, seekerId)).toBe(1);
  });

  it("lets a claim its process never finished (a crash) block the cast for ten minutes of the server's clock", async () => {
    const { cookie, cast } = await castFor(1);
    const claimedAgo = (ms: number) =>
      ctx.connection.db
        .update(casts)
        .set({ enhancementStartedAt: new Date(ctx.services.clock().getTime() - ms) })
        .where(eq(casts.id, cast.id));
    await claimedAgo(9 * 60_000);
    expect((await enhance(cast.id, cookie)).status).toBe(409);
    await claimedAgo(10 * 60_000 + 1_000);
    const startedAt = ctx.services.clock();
    const response = await enhance(cast.id, cookie);
    expect(response.status).toBe(200);
    expect((await readEvents(response)).at(-1)!.event).toBe("done");
    const [row] = await ctx.connection.db.select().from(casts).where(eq(casts.id, cast.id));
    expect(row!.enhancedAt!.getTime()).toBeGreaterThanOrEqual(startedAt.getTime());
    expect(row!.enhancedAt!.getTime()).toBeLessThanOrEqual(ctx.services.clock().getTime());
  });

  it("counts an enhancement the seeker left early, so leaving cannot get round the daily allowance", async () => {
    const { cookie, cast, userId } = await castFor(1);
    fake.setBehaviour({ kind: "stream", chunks: Array.from({ length: 40 }, (_, i) => `word${i} `), delayMs: 100 });
    const extra = await addCastsLike(ctx, cast.id, userId, 5);
    // Tier 1 allows 5 a day: five left after their first chunk use it up. Two events (the author, then
    // the first chunk), so the provider's request is under way when the seeker leaves.
    for (const castId of [cast.id, ...extra.slice(0, 4).map((row) => row.id)]) {
      const abortedBefore = fake.abortedRequests;
      await readEvents(await enhance(castId, cookie), 2);
      await expect.poll(() => fake.abortedRequests, { timeout: 3_000 }).toBe(abortedBefore + 1);
    }
    const refused = await enhance(extra[4]!.id, cookie);
    expect(refused.status).toBe(429);
    expect(await refused.json()).toMatchObject({ error: { code: "daily_limit_reached", details: { limit: 5 } } });
  });

  it("gives the allowance back when the provider fails, and the cast can be enhanced again", async () => {
    const { cookie, cast, userId: seekerId } = await castFor(1);
    fake.setBehaviour({ kind: "status", status: 500 });
    expect((await readEvents(await enhance(cast.id, cookie))).at(-1)!.event).toBe("error");
    const used = () => reservationsOf(ctx, seekerId);
    await expect.poll(used).toBe(0);
    fake.setBehaviour({ kind: "stream", chunks: ["The ", "stars ", "speak."] });
    expect((await readEvents(await enhance(cast.id, cookie))).at(-1)!.event).toBe("done");
    expect(await used()).toBe(1);
  });

  it("answers a stored enhancement again without asking the provider", async () => {
    const { cookie, cast } = await castFor(1);
    const first = (await readEvents(await enhance(cast.id, cookie))).at(-1)!;
    const calls = fake.requests.length;
    const again = (await readEvents(await enhance(cast.id, cookie))).at(-1)!;
    expect(again).toEqual(first);
    expect(fake.requests.length).toBe(calls);
  });
});

describe("enhancement with the built-in composer", () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext("pglite");
  });
  afterAll(() => ctx.close());

  it("streams a tier-shaped reading, answers 401 and 404 as JSON, and caps enhancements per day", async () => {
    const seeker = await ctx.signUp();
    const cast = (await (
      await ctx.request("/api/casts", { method: "POST", cookie: seeker.cookie, json: { situation: "relationships" } })
    ).json()) as { id: string } & Record<
      "interpretation" | "timingPrediction" | "yesNoAnswer" | "totalSumInterpretation",
      string
    >;
    const events = await readEvents(
      await ctx.request(`/api/casts/${cast.id}/enhance`, { method: "POST", cookie: seeker.cookie }),
    );
    expect(events[0]).toEqual({ event: "author", data: { kind: "oracle", model: null } });
    expect(events.filter((event) => event.event === "chunk").length).toBeGreaterThan(10);
    const done = events.at(-1)!;
    expect(done.event).toBe("done");
    expect(done.data.enhancedBy).toEqual({ kind: "oracle", model: null });
    // Tier 1: longer than the reading it deepens, in sections under headings.
    const readingWords = [cast.interpretation, cast.timingPrediction, cast.yesNoAnswer, cast.totalSumInterpretation]
      .join(" ")
      .split(/\s+/).length;
    expect((done.data.text as string).split(/\s+/).length).toBeGreaterThan(readingWords);
    expect(done.data.text).toMatch(/^## /);
    const stored = (await (await ctx.request(`/api/casts/${cast.id}`, { cookie: seeker.cookie })).json()) as {
      enhancedText: string;
      enhancedBy: unknown;
    };
    expect(stored).toMatchObject({ enhancedText: done.data.text, enhancedBy: { kind: "oracle", model: null } });
    // Asked again, the stored text comes back with its author.
    const again = await readEvents(
      await ctx.request(`/api/casts/${cast.id}/enhance`, { method: "POST", cookie: seeker.cookie }),
    );
    expect(again[0]).toEqual({ event: "author", data: { kind: "oracle", model: null } });

    expect((await ctx.request(`/api/casts/${cast.id}/enhance`, { method: "POST" })).status).toBe(401);
    const stranger = await ctx.signUp();
    const foreign = await ctx.request(`/api/casts/${cast.id}/enhance`, { method: "POST", cookie: stranger.cookie });
    expect(foreign.status).toBe(404);
    expect(await foreign.json()).toMatchObject({ error: { code: "not_found" } });

    // Tier 1 allows 5 enhancements a day: add casts directly, enhance them, and the sixth is refused.
    const extra = await addCastsLike(ctx, cast.id, seeker.userId, 5);
    for (const row of extra.slice(0, 4)) {
      const done = (
        await readEvents(await ctx.request(`/api/casts/${row.id}/enhance`, { method: "POST", cookie: seeker.cookie }))
      ).at(-1)!;
      expect(done.event).toBe("done");
    }
    const refused = await ctx.request(`/api/casts/${extra[4]!.id}/enhance`, { method: "POST", cookie: seeker.cookie });
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(await refused.json()).toMatchObject({ error: { code: "daily_limit_reached", details: { limit: 5 } } });
  });
});

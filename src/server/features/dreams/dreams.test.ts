import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { SAFETY_ANSWERS } from "../../../../content/oracle/crisis";
import { dreamSymbol } from "../../../../content/dreams";
import {
  dreamJournalSchema,
  dreamReflectionSchema,
  dreamResponseSchema,
  type DreamResponse,
} from "../../../shared/api/dreams";
import { DREAM_TEXT_MAX_LENGTH } from "../../../shared/oracles/dream-limits";
import { casts } from "../../db/readings-schema";
import { karmaEvents, userProfiles } from "../../db/schema";
import { startFakeOpenAi } from "../../testing/fake-openai";
import { createTestContext, TEST_DATABASE_KINDS, type TestContext } from "../../testing/test-app";

const FALLING_AND_TEETH = "I was falling down a well, and then my teeth crumbled in my hand.";

describe.each(TEST_DATABASE_KINDS)("the dream journal on %s", (kind) => {
  let ctx: TestContext;
  let seeker: { cookie: string; userId: string; email: string };
  const now = new Date("2026-03-10T12:00:00Z");

  beforeAll(async () => {
    ctx = await createTestContext(kind, { clock: () => now });
    seeker = await ctx.signUp();
  });
  afterAll(() => ctx.close());

  const write = (json: unknown, cookie = seeker.cookie) =>
    ctx.request("/api/me/dreams", { method: "POST", cookie, json });
  const journal = async (cookie = seeker.cookie) =>
    dreamJournalSchema.parse(await (await ctx.request("/api/me/dreams", { cookie })).json());
  const dreamsStored = async (userId = seeker.userId) =>
    (await ctx.connection.db.select().from(casts).where(eq(casts.userId, userId))).filter(
      (row) => row.tool === "dreams",
    );

  it("writes a dream and answers its id with the symbols its words name, linked by key", async () => {
    const response = await write({
      text: FALLING_AND_TEETH,
      dreamtAt: "2026-03-09",
      mood: "anxious",
      lucidity: 2,
      tags: ["recurring", " night "],
    });
    expect(response.status).toBe(201);
    const dream = dreamResponseSchema.parse(await response.json());
    expect(dream.symbols).toEqual([
      { key: "falling", name: "Falling" },
      { key: "teeth", name: "Teeth" },
    ]);
    expect(dream).toMatchObject({ dreamtAt: "2026-03-09", mood: "anxious", lucidity: 2, tags: ["recurring", "night"] });
    const read = await ctx.request(`/api/me/dreams/${dream.id}`, { cookie: seeker.cookie });
    expect(await read.json()).toMatchObject({ id: dream.id, text: FALLING_AND_TEETH });
    // Another seeker cannot read it.
    const stranger = await ctx.signUp();
    expect((await ctx.request(`/api/me/dreams/${dream.id}`, { cookie: stranger.cookie })).status).toBe(404);
  });

  it("dates a dream today in the seeker's zone when no day is given", async () => {
    const dream = dreamResponseSchema.parse(await (await write({ text: "A quiet garden." })).json());
    expect(dream.dreamtAt).toBe("2026-03-10");
    expect(dream.symbols.map((symbol) => symbol.key)).toEqual(["garden"]);
  });

  it.each([
    ["a text over the limit", { text: "a".repeat(DREAM_TEXT_MAX_LENGTH + 1) }, "text"],
    ["an empty text", { text: "   " }, "text"],
    ["lucidity 7", { text: "A river.", lucidity: 7 }, "lucidity"],
    ["a day that is no day", { text: "A river.", dreamtAt: "2026-02-30" }, "dreamtAt"],
    ["a date that is not a day", { text: "A river.", dreamtAt: "last night" }, "dreamtAt"],
    ["a mood it does not know", { text: "A river.", mood: "ecstatic" }, "mood"],
  ])("refuses %s with 400 and stores nothing", async (_name, body, field) => {
    const before = (await dreamsStored()).length;
    const response = await write(body);
    expect(response.status).toBe(400);
    const error = ((await response.json()) as { error: { code: string; fields: Record<string, string[]> } }).error;
    expect(error.code).toBe("bad_request");
    expect(Object.keys(error.fields)).toContain(field);
    expect(await dreamsStored()).toHaveLength(before);
  });

  it("answers words that say the seeker needs help with the help and stores nothing; a dream of death is a dream", async () => {
    const before = (await dreamsStored()).length;
    const crisis = await write({ text: "I dreamt of the sea. I want to die." });
    expect(crisis.status).toBe(422);
    expect(await crisis.json()).toMatchObject({
      error: { code: "needs_help", message: SAFETY_ANSWERS.crisis.reply },
    });
    expect(await dreamsStored()).toHaveLength(before);

    const death = await write({ text: "I dreamt of death and falling" });
    expect(death.status).toBe(201);
    const dream = dreamResponseSchema.parse(await death.json());
    expect(dream.symbols.map((symbol) => symbol.key)).toEqual(["death", "falling"]);
  });

  it("rewrites a dream: its symbols are found again, and words needing help leave it as it was", async () => {
    const made = dreamResponseSchema.parse(await (await write({ text: "A black cat on the stairs." })).json());
    expect(made.symbols.map((symbol) => symbol.key)).toEqual(["cat", "stairs"]);
    const edited = await ctx.request(`/api/me/dreams/${made.id}`, {
      method: "PUT",
      cookie: seeker.cookie,
      json: { text: "A snake in the kitchen.", lucidity: 4 },
    });
    expect(edited.status).toBe(200);
    expect(await edited.json()).toMatchObject({
      id: made.id,
      text: "A snake in the kitchen.",
      lucidity: 4,
      symbols: [
        { key: "snake", name: "Snake" },
        { key: "kitchen", name: "Kitchen" },
      ],
    });
    const refused = await ctx.request(`/api/me/dreams/${made.id}`, {
      method: "PUT",
      cookie: seeker.cookie,
      json: { text: "I want to kill myself." },
    });
    expect(refused.status).toBe(422);
    const kept = (await (await ctx.request(`/api/me/dreams/${made.id}`, { cookie: seeker.cookie })).json()) as {
      text: string;
    };
    expect(kept.text).toBe("A snake in the kitchen.");
    const stranger = await ctx.signUp();
    const foreign = await ctx.request(`/api/me/dreams/${made.id}`, {
      method: "PUT",
      cookie: stranger.cookie,
      json: { text: "Mine now." },
    });
    expect(foreign.status).toBe(404);
  });

  it("lists the dreams, the latest dreamt first, and counts the symbols that recur", async () => {
    const reader = await ctx.signUp();
    for (const [text, dreamtAt] of [
      ["Falling again, then a dog.", "2026-03-01"],
      ["My teeth and a long fall.", "2026-03-05"],
      ["A dog by the river, falling leaves.", "2026-03-03"],
    ] as const) {
      expect((await write({ text, dreamtAt }, reader.cookie)).status).toBe(201);
    }
    const { items, recurring } = await journal(reader.cookie);
    expect(items.map((dream) => dream.dreamtAt)).toEqual(["2026-03-05", "2026-03-03", "2026-03-01"]);
    expect(recurring.slice(0, 2)).toEqual([
      { key: "falling", name: "Falling", dreams: 3 },
      { key: "dog", name: "Dog", dreams: 2 },
    ]);
  });

  it("deletes a dream for good", async () => {
    const made = dreamResponseSchema.parse(await (await write({ text: "A locked door." })).json());
    const stranger = await ctx.signUp();
    const foreign = await ctx.request(`/api/me/dreams/${made.id}`, { method: "DELETE", cookie: stranger.cookie });
    expect(foreign.status).toBe(404);
    const deleted = await ctx.request(`/api/me/dreams/${made.id}`, { method: "DELETE", cookie: seeker.cookie });
    expect(deleted.status).toBe(204);
    expect((await ctx.request(`/api/me/dreams/${made.id}`, { cookie: seeker.cookie })).status).toBe(404);
    expect((await journal()).items.map((dream) => dream.id)).not.toContain(made.id);
  });

  it("is never shared, is in the export, the Markdown journal and history", async () => {
    const made = dreamResponseSchema.parse(await (await write({ text: "A whale sang under the ice." })).json());
    const share = await ctx.request(`/api/casts/${made.id}/share`, { method: "POST", cookie: seeker.cookie });
    expect(share.status).toBe(403);
    expect((await ctx.connection.db.select().from(casts).where(eq(casts.id, made.id)))[0]!.shareId).toBeNull();
    const exported = JSON.stringify(await (await ctx.request("/api/me/export", { cookie: seeker.cookie })).json());
    expect(exported).toContain("A whale sang under the ice.");
    const markdown = await (await ctx.request("/api/me/journal/export.md", { cookie: seeker.cookie })).text();
    expect(markdown).toContain("A whale sang under the ice.");
    const history = JSON.stringify(await (await ctx.request("/api/me/readings", { cookie: seeker.cookie })).json());
    expect(history).toContain(made.id);
  });

  it("is not counted against the plan's daily cap", async () => {
    const free = await ctx.signUp();
    await ctx.connection.db.update(userProfiles).set({ planLevel: 1 }).where(eq(userProfiles.id, free.userId));
    // The free plan makes three readings a day: five dreams, then still three readings.
    for (let index = 0; index < 5; index++)
      expect((await write({ text: `Dream ${index}` }, free.cookie)).status).toBe(201);
    for (let index = 0; index < 3; index++) {
      const reading = await ctx.request("/api/readings/pendulum", {
        method: "POST",
        cookie: free.cookie,
        json: { situation: "guidance" },
      });
      expect(reading.status).toBe(201);
    }
  });

  it("offers a built-in reflection composed from the dream's symbols, labelled Built-in", async () => {
    const made = dreamResponseSchema.parse(await (await write({ text: FALLING_AND_TEETH })).json());
    const response = await ctx.request(`/api/me/dreams/${made.id}/reflection`, {
      method: "POST",
      cookie: seeker.cookie,
    });
    expect(response.status).toBe(200);
    const reflection = dreamReflectionSchema.parse(await response.json());
    expect(reflection.label).toBe("Built-in");
    expect(reflection.enhancedBy).toEqual({ kind: "oracle", model: null });
    expect(reflection.text).toContain(dreamSymbol("falling")!.reflection);
    expect(reflection.text).toContain(dreamSymbol("teeth")!.reflection);
    const stored = (await (
      await ctx.request(`/api/me/dreams/${made.id}`, { cookie: seeker.cookie })
    ).json()) as DreamResponse;
    expect(stored.enhancedText).toBe(reflection.text);
    // Rewritten, the dream's reflection on its old words is dropped.
    await ctx.request(`/api/me/dreams/${made.id}`, { method: "PUT", cookie: seeker.cookie, json: { text: "Snow." } });
    const rewritten = (await (
      await ctx.request(`/api/me/dreams/${made.id}`, { cookie: seeker.cookie })
    ).json()) as DreamResponse;
    expect(rewritten.enhancedText).toBeNull();
  });

  it("goes with the account", async () => {
    const leaving = await ctx.signUp();
    expect((await write({ text: "A train through fog." }, leaving.cookie)).status).toBe(201);
    expect(await dreamsStored(leaving.userId)).toHaveLength(1);
    const deleted = await ctx.request("/api/me", {
      method: "DELETE",
      cookie: leaving.cookie,
      json: { email: leaving.email, password: "correct horse battery" },
    });
    expect(deleted.status).toBe(200);
    expect(await dreamsStored(leaving.userId)).toHaveLength(0);
  });
});

describe("a dream and the AI provider", () => {
  let fake: Awaited<ReturnType<typeof startFakeOpenAi>>;
  let ctx: TestContext;
  beforeAll(async () => {
    fake = await startFakeOpenAi();
    ctx = await createTestContext("pglite", {
      oracle: { apiKey: "sk-test-key", baseUrl: fake.baseUrl, model: "dream-model-1", timeoutMs: 1_500 },
    });
  });
  afterAll(async () => {
    await ctx.close();
    await fake.close();
  });

  it("receives the dream's words only when the seeker asks for a reflection on that dream", async () => {
    const seeker = await ctx.signUp();
    const text = "An owl with silver eyes opened a violet door.";
    const sentToProvider = () => fake.requests.some((request) => JSON.stringify(request.body).includes("silver eyes"));

    const made = await ctx.request("/api/me/dreams", { method: "POST", cookie: seeker.cookie, json: { text } });
    expect(made.status).toBe(201);
    const dream = dreamResponseSchema.parse(await made.json());
    await ctx.request("/api/me/dreams", { cookie: seeker.cookie });
    await ctx.request(`/api/me/dreams/${dream.id}`, { cookie: seeker.cookie });
    await ctx.request(`/api/me/dreams/${dream.id}`, {
      method: "PUT",
      cookie: seeker.cookie,
      json: { text: `${text} Then silver eyes again.` },
    });
    await ctx.request("/api/me/readings", { cookie: seeker.cookie });
    await ctx.request("/api/me/export", { cookie: seeker.cookie });
    expect(sentToProvider()).toBe(false);

    fake.setBehaviour({ kind: "stream", chunks: ["What did ", "the owl see?"] });
    const response = await ctx.request(`/api/me/dreams/${dream.id}/reflection`, {
      method: "POST",
      cookie: seeker.cookie,
    });
    expect(response.status).toBe(200);
    const reflection = dreamReflectionSchema.parse(await response.json());
    expect(reflection).toMatchObject({
      text: "What did the owl see?",
      label: "dream-model-1",
      enhancedBy: { kind: "ai", model: "dream-model-1" },
    });
    expect(sentToProvider()).toBe(true);
  });
});

describe("a dream's karma", () => {
  it("is paid for the day's first dream only, and again the next day, while every dream counts", async () => {
    let now = new Date("2026-03-10T08:00:00Z");
    const ctx = await createTestContext(TEST_DATABASE_KINDS[0]!, { clock: () => now });
    try {
      const seeker = await ctx.signUp();
      const write = async (text: string) =>
        expect(
          (await ctx.request("/api/me/dreams", { method: "POST", cookie: seeker.cookie, json: { text } })).status,
        ).toBe(201);
      const castKarma = async () =>
        (await ctx.connection.db.select().from(karmaEvents).where(eq(karmaEvents.userId, seeker.userId)))
          .filter((event) => event.reason === "cast")
          .map((event) => event.amount);
      const readings = async () =>
        (await ctx.connection.db.select().from(userProfiles).where(eq(userProfiles.id, seeker.userId)))[0]!
          .totalReadings;
      await write("A house with too many doors.");
      await write("A second house, and a river under it.");
      await write("A third: the river again.");
      expect(await castKarma()).toEqual([10]);
      expect(await readings()).toBe(3);
      now = new Date("2026-03-11T08:00:00Z");
      await write("The doors were open this time.");
      expect(await castKarma()).toEqual([10, 10]);
    } finally {
      await ctx.close();
    }
  });
});

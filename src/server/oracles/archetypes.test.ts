import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { and, eq } from "drizzle-orm";
import { ARCHETYPE_ANIMALS, ARCHETYPE_QUIZ } from "../../../content/archetypes";
import { archetypeResultSchema, sharedArchetypeSchema } from "../../shared/api/archetypes";
import { archetypeOf } from "../../shared/archetypes/quiz-rule";
import { CRISIS_CORPUS } from "../../shared/testing/crisis-corpus";
import { casts } from "../db/readings-schema";
import { createTestContext, type TestContext } from "../testing/test-app";

const ANSWERS = [3, 2, 1, 0, 3, 2, 1, 0, 3, 2, 1, 0, 3];

describe("Animal Archetypes on the reading door", () => {
  let ctx: TestContext;
  let seeker: { cookie: string; userId: string };
  beforeAll(async () => {
    ctx = await createTestContext("pglite");
    seeker = await ctx.signUp();
  });
  afterAll(() => ctx.close());

  const save = (json: unknown, cookie: string | undefined = seeker.cookie) =>
    ctx.request("/api/readings/archetypes", { method: "POST", ...(cookie ? { cookie } : {}), json });
  const savedOf = (userId: string) =>
    ctx.connection.db
      .select()
      .from(casts)
      .where(and(eq(casts.userId, userId), eq(casts.tool, "archetypes")));

  it("saves the animal the rule gives for the answers, its words, and the note in the journal; the same answers again, the same animal", async () => {
    const response = await save({ answers: ANSWERS, note: "Answered on the bus home" });
    expect(response.status).toBe(201);
    const result = archetypeResultSchema.parse(await response.json());
    const animal = archetypeOf(ARCHETYPE_QUIZ, ANSWERS);
    expect(result).toMatchObject({
      tool: "archetypes",
      situation: "guidance",
      question: null,
      animal,
      answers: ANSWERS,
      name: ARCHETYPE_ANIMALS[animal].name,
      shadow: ARCHETYPE_ANIMALS[animal].shadow,
      ritual: ARCHETYPE_ANIMALS[animal].ritual,
    });
    const [row] = await ctx.connection.db.select().from(casts).where(eq(casts.id, result.id));
    expect(row).toMatchObject({ note: "Answered on the bus home", payload: { answers: ANSWERS, animal } });

    const again = archetypeResultSchema.parse(await (await save({ answers: ANSWERS })).json());
    expect(again.animal).toBe(animal);
    // Only the day's first result earns a cast's karma.
    expect([result.rewards.karma > 0, again.rewards.karma]).toEqual([true, 0]);

    // Shared, it shows the animal and nothing of the answers or the note.
    const link = (await (
      await ctx.request(`/api/casts/${result.id}/share`, { method: "POST", cookie: seeker.cookie })
    ).json()) as { url: string };
    const shared = (await (await ctx.request(`/api/shares/${link.url.split("/").at(-1)}`)).json()) as object;
    expect(sharedArchetypeSchema.strict().parse(shared)).toMatchObject({ animal });
    expect(JSON.stringify(shared)).not.toContain("bus home");
  });

  it("refuses answers that are missing, short, long, out of range or not whole, and a note too long: 400, nothing stored", async () => {
    const before = (await savedOf(seeker.userId)).length;
    const bad = [
      {},
      { answers: ANSWERS.slice(1) },
      { answers: [...ANSWERS, 0] },
      { answers: ANSWERS.with(4, 4) },
      { answers: ANSWERS.with(0, -1) },
      { answers: ANSWERS.with(2, 1.5) },
      { answers: ANSWERS.map(String) },
      { answers: "0123" },
      { answers: ANSWERS, note: "x".repeat(2001) },
      { answers: ANSWERS, situation: "weather" },
      { answers: ANSWERS, animal: "fox" },
    ];
    for (const json of bad) {
      const response = await save(json);
      expect(response.status, JSON.stringify(json)).toBe(400);
      expect(await response.json()).toMatchObject({ error: { code: "bad_request" } });
    }
    expect(await savedOf(seeker.userId)).toHaveLength(before);
  });

  it("asks a visitor to sign in: 401, nothing stored", async () => {
    const response = await save({ answers: ANSWERS }, "");
    expect(response.status).toBe(401);
    expect(await response.json()).toMatchObject({ error: { code: "unauthorized" } });
  });

  it("does not store a note that says the seeker needs help: 422 needs_help with the help", async () => {
    const before = (await savedOf(seeker.userId)).length;
    for (const phrasing of CRISIS_CORPUS.slice(0, 3)) {
      const response = await save({ answers: ANSWERS, note: phrasing.text });
      expect(response.status, phrasing.text).toBe(422);
      expect(await response.json()).toMatchObject({ error: { code: "needs_help" } });
    }
    expect(await savedOf(seeker.userId)).toHaveLength(before);
  });
});

import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { castResponseSchema, castResultSchema } from "../../../shared/api/casts";
import { readingHistoryPageSchema } from "../../../shared/api/me";
import { CAST_QUESTION_MAX_LENGTH } from "../../../shared/field-limits";
import pino from "pino";
import { userProfiles } from "../../db/schema";
import { casts } from "../../db/readings-schema";
import { ReadingCatalogue } from "../dice-texts/readings.service";
import { castDice } from "../../oracles/dice/dice.service";
import { createTestContext, TEST_DATABASE_KINDS, type TestContext } from "../../testing/test-app";

describe.each(TEST_DATABASE_KINDS)("casts API on %s", (kind) => {
  let ctx: TestContext;
  let seeker: { cookie: string; userId: string };

  beforeAll(async () => {
    ctx = await createTestContext(kind);
    seeker = await ctx.signUp();
    // These tests cast many times; the daily cap has its own tests.
    await ctx.connection.db.update(userProfiles).set({ planLevel: 3 }).where(eq(userProfiles.id, seeker.userId));
  });
  afterAll(() => ctx.close());

  const cast = (body: unknown, cookie = seeker.cookie) =>
    ctx.request("/api/casts", { method: "POST", cookie, json: body });

  it("answers 401 without a session", async () => {
    const response = await ctx.request("/api/casts", { method: "POST", json: { situation: "finances" } });
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({ error: { code: "unauthorized", message: "Please sign in to continue" } });
  });

  it("casts, records the cast and returns the finance interpretation", async () => {
    const response = await cast({ situation: "finances" });
    expect(response.status).toBe(201);
    const body = castResponseSchema.parse(await response.json());
    const { red, white, green } = body.dice;
    for (const face of [red, white, green]) expect(face).toBeGreaterThanOrEqual(1);
    expect(body.diceValues).toBe(`${red}-${white}-${green}`);
    expect(body.reading.diceValues).toBe(body.diceValues);
    expect(body.interpretation).toBe(body.reading.interpretationFinance);
    expect(body.interpretation.length).toBeGreaterThan(40);

    const [row] = await ctx.connection.db.select().from(casts).where(eq(casts.id, body.id));
    expect(row).toMatchObject({
      userId: seeker.userId,
      situation: "finances",
      payload: { dice: body.diceValues },
    });

    const again = await ctx.request(`/api/casts/${body.id}`, { cookie: seeker.cookie });
    expect(again.status).toBe(200);
    expect(await again.json()).toMatchObject({
      id: body.id,
      diceValues: body.diceValues,
      interpretation: body.interpretation,
    });
  });

  it("shows each situation's interpretation", async () => {
    const guidance = castResponseSchema.parse(await (await cast({ situation: "guidance" })).json());
    expect(guidance.interpretation).toBe(guidance.reading.interpretationGeneral);
    const love = castResponseSchema.parse(await (await cast({ situation: "relationships" })).json());
    expect(love.interpretation).toBe(love.reading.interpretationLove);
  });

  it("redraws a roll equal to avoid, through the service with a scripted die", async () => {
    const faces = [2, 4, 6, 2, 4, 6, 5, 3, 1];
    const cast = await castDice({
      db: ctx.connection.db,
      readings: new ReadingCatalogue(ctx.connection.db),
      logger: pino({ level: "silent" }),
      userId: seeker.userId,
      situation: "guidance",
      avoid: "2-4-6",
      nextFace: () => faces.shift()!,
      now: ctx.services.clock(),
    });
    expect(cast.diceValues).toBe("5-3-1");
    expect(faces).toEqual([]);
  });

  it("never repeats the roll it is asked to avoid", async () => {
    for (let index = 0; index < 20; index++) {
      const response = await cast({ situation: "guidance", avoid: "1-1-1" });
      const body = castResponseSchema.parse(await response.json());
      expect(body.diceValues).not.toBe("1-1-1");
    }
  });

  it("reads the seeker's own dice as a cast like any other, marked physical", async () => {
    const [before] = await ctx.connection.db.select().from(userProfiles).where(eq(userProfiles.id, seeker.userId));
    const response = await cast({ situation: "relationships", source: "physical", dice: "3-1-5", question: " Us? " });
    expect(response.status).toBe(201);
    const body = castResultSchema.parse(await response.json());
    expect(body).toMatchObject({
      diceValues: "3-1-5",
      dice: { red: 3, white: 1, green: 5 },
      source: "physical",
      fairness: null,
      question: "Us?",
    });
    expect(body.reading.diceValues).toBe("3-1-5");
    expect(body.interpretation).toBe(body.reading.interpretationLove);
    expect(body.rewards.karma).toBeGreaterThan(0);
    const [after] = await ctx.connection.db.select().from(userProfiles).where(eq(userProfiles.id, seeker.userId));
    expect(after!.totalReadings).toBe(before!.totalReadings + 1);
    const [row] = await ctx.connection.db.select().from(casts).where(eq(casts.id, body.id));
    expect(row).toMatchObject({ source: "physical", payload: { dice: "3-1-5" }, question: "Us?", serverSeed: null });

    const history = readingHistoryPageSchema.parse(
      await (await ctx.request("/api/me/readings", { cookie: seeker.cookie })).json(),
    );
    expect(history.items[0]).toMatchObject({ id: body.id, source: "physical", question: "Us?", diceValues: "3-1-5" });
    const again = castResponseSchema.parse(
      await (await ctx.request(`/api/casts/${body.id}`, { cookie: seeker.cookie })).json(),
    );
    expect(again).toMatchObject({ source: "physical", question: "Us?", fairness: null });
  });

  it("counts the seeker's own dice against the daily cap", async () => {
    const free = await ctx.signUp();
    for (let index = 0; index < 3; index++) {
      expect((await cast({ situation: "guidance", source: "physical", dice: "6-6-6" }, free.cookie)).status).toBe(201);
    }
    const refused = await cast({ situation: "guidance", source: "physical", dice: "1-2-3" }, free.cookie);
    expect(refused.status).toBe(429);
    expect(await refused.json()).toMatchObject({ error: { code: "daily_limit_reached" } });
    const refusedRoll = await cast({ situation: "guidance" }, free.cookie);
    expect(refusedRoll.status).toBe(429);
  });

  it("keeps the question trimmed, and no question when it is blank or absent", async () => {
    const asked = castResponseSchema.parse(
      await (await cast({ situation: "guidance", question: "  Shall I move to the sea?\n" })).json(),
    );
    expect(asked.question).toBe("Shall I move to the sea?");
    const blank = castResponseSchema.parse(await (await cast({ situation: "guidance", question: "   " })).json());
    expect(blank.question).toBeNull();
    const none = castResponseSchema.parse(await (await cast({ situation: "guidance" })).json());
    expect(none.question).toBeNull();
    const longest = "?".repeat(CAST_QUESTION_MAX_LENGTH);
    const full = castResponseSchema.parse(await (await cast({ situation: "guidance", question: longest })).json());
    expect(full.question).toBe(longest);
    const history = readingHistoryPageSchema.parse(
      await (await ctx.request("/api/me/readings?limit=4", { cookie: seeker.cookie })).json(),
    );
    expect(history.items.map((item) => item.question)).toEqual([longest, null, null, "Shall I move to the sea?"]);
  });

  it("answers 400 with the field's message for a question over 200 characters", async () => {
    const response = await cast({ situation: "guidance", question: "?".repeat(CAST_QUESTION_MAX_LENGTH + 1) });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({
      error: { code: "bad_request", fields: { question: ["A question can be at most 200 characters"] } },
    });
  });

  it.each([
    ["own dice without the physical source", { dice: "3-1-5" }, "source"],
    ["the physical source without dice", { source: "physical" }, "dice"],
    ["own dice with a roll to avoid", { source: "physical", dice: "3-1-5", avoid: "1-1-1" }, "source"],
    ["own dice with a client seed", { source: "physical", dice: "3-1-5", clientSeed: "x" }, "source"],
    ["own dice off the faces", { source: "physical", dice: "7-1-5" }, "dice"],
    ["an unknown source", { source: "moon" }, "source"],
  ])("answers 400 for %s", async (_label, fields, field) => {
    const response = await cast({ situation: "guidance", ...fields });
    expect(response.status).toBe(400);
    const json = (await response.json()) as { error: { code: string; fields: Record<string, string[]> } };
    expect(json.error.code).toBe("bad_request");
    expect(Object.keys(json.error.fields)).toContain(field);
  });

  it.each([
    ["a missing situation", {}, "situation"],
    ["an unknown situation", { situation: "career" }, "situation"],
    ["a non-string situation", { situation: 3 }, "situation"],
    ["a malformed avoid", { situation: "guidance", avoid: "7-1-1" }, "avoid"],
    ["an avoid of the wrong type", { situation: "guidance", avoid: [1, 2, 3] }, "avoid"],
    ["an unknown field", { situation: "guidance", luck: 7 }, "_"],
    ["an array body", [], "_"],
    ["a null body", null, "_"],
  ])("answers 400 JSON for %s", async (_label, body, field) => {
    const response = await cast(body);
    expect(response.status).toBe(400);
    const json = (await response.json()) as { error: { code: string; fields: Record<string, string[]> } };
    expect(json.error.code).toBe("bad_request");
    expect(Object.keys(json.error.fields)).toContain(field);
  });

  it("answers 400 JSON for a body that is not JSON", async () => {
    const response = await ctx.request("/api/casts", {
      method: "POST",
      cookie: seeker.cookie,
      headers: { "content-type": "application/json" },
      body: "{situation: finances",
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      error: { code: "bad_request", message: "The request body must be valid JSON" },
    });
  });

  it("answers 413 for a body over the size limit", async () => {
    const response = await cast({ situation: "guidance", padding: "x".repeat(70_000) });
    expect(response.status).toBe(413);
    expect((await response.json()) as unknown).toMatchObject({ error: { code: "payload_too_large" } });
  });

  it("answers 400 for a history cursor whose id is not a UUID, and pages with a real one", async () => {
    for (const cursor of ["1234567890123_------------------------------------", `1234567890123_${"g".repeat(36)}`]) {
      const response = await ctx.request(`/api/me/readings?cursor=${cursor}`, { cookie: seeker.cookie });
      expect(response.status).toBe(400);
      expect(await response.json()).toMatchObject({
        error: { code: "bad_request", fields: { cursor: ["Cursor is not valid"] } },
      });
    }
    const real = await ctx.request("/api/me/readings?cursor=9999999999999_00000000-0000-0000-0000-000000000000", {
      cookie: seeker.cookie,
    });
    expect(real.status).toBe(200);
  });

  it("hides another user's cast behind a 404", async () => {
    const own = castResponseSchema.parse(await (await cast({ situation: "guidance" })).json());
    const stranger = await ctx.signUp();
    const response = await ctx.request(`/api/casts/${own.id}`, { cookie: stranger.cookie });
    expect(response.status).toBe(404);
    const malformed = await ctx.request("/api/casts/not-a-uuid", { cookie: stranger.cookie });
    expect(malformed.status).toBe(400);
  });

  it("gives a new user a Novice profile with a MYS- display id", async () => {
    const newcomer = await ctx.signUp();
    const [profile] = await ctx.connection.db.select().from(userProfiles).where(eq(userProfiles.id, newcomer.userId));
    expect(profile).toMatchObject({ mysticLevel: "Novice", totalReadings: 0, dailyStreak: 0, karmaPoints: 0 });
    expect(profile!.displayId).toMatch(/^MYS-[A-Z2-9]{6}$/);
  });
});

import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { commitmentResponseSchema } from "../../../shared/api/casts";
import {
  calibrationSchema,
  intuitionResultSchema,
  lifeHunchListSchema,
  lifeHunchSchema,
} from "../../../shared/api/intuition";
import { profileResponseSchema } from "../../../shared/api/me";
import { fromSeeds } from "../../../shared/draws/draw-fairness";
import { chanceOf, drawFor, drawKey, HUNCH_KINDS, isHit } from "../../../shared/intuition/hunches";
import { PENDULUM_ANSWERS, swingPendulum } from "../../../shared/oracles/pendulum-rule";
import { hunches } from "../../db/readings-schema";
import { createTestContext, TEST_DATABASE_KINDS, type TestContext } from "../../testing/test-app";

/**
 * Intuition Calibration through the real app: a hunch about a committed draw (the door's shared promises are
 * held in door.test.ts), bad hunches refused, real-life hunches kept, resolved, deleted, crisis-checked,
 * exported and gone with the account, and the calibration over both.
 */
describe("Intuition Calibration", () => {
  let ctx: TestContext;
  let seeker: { cookie: string; userId: string; email: string };
  let minutes = 0;
  const start = new Date("2026-05-04T09:00:00Z").getTime();

  beforeAll(async () => {
    ctx = await createTestContext(TEST_DATABASE_KINDS[0]!, { clock: () => new Date(start + minutes * 60_000) });
    seeker = await ctx.signUp();
  });
  afterAll(() => ctx.close());

  const call = (cookie: string | undefined, json: unknown) =>
    ctx.request("/api/readings/intuition", { method: "POST", ...(cookie ? { cookie } : {}), json });
  const keep = (cookie: string, json: unknown) => ctx.request("/api/me/hunches", { method: "POST", cookie, json });

  it("settles a hunch with a committed draw anyone can check, outside the daily cap, and refuses bad hunches", async () => {
    const before = profileResponseSchema.parse(
      await (await ctx.request("/api/me/profile", { cookie: seeker.cookie })).json(),
    );
    const commitment = commitmentResponseSchema.parse(
      await (await ctx.request("/api/fairness/commitments", { method: "POST", cookie: seeker.cookie })).json(),
    );
    const hunch = { kind: "die-face", value: "6" } as const;
    const response = await call(seeker.cookie, {
      hunch,
      confidence: 40,
      commitmentId: commitment.commitmentId,
      clientSeed: "a hunch of mine",
    });
    expect(response.status).toBe(201);
    const result = intuitionResultSchema.parse(await response.json());
    const draw = await fromSeeds(result.fairness!.serverSeed, "a hunch of mine", (next) => drawFor("die", next));
    expect(result).toMatchObject({ hunch, confidence: 40, draw, hit: isHit(hunch, draw), question: null });
    expect(result.chance).toBeCloseTo(1 / 6, 12);
    expect(drawKey(result.draw)).toBe(`die:${draw.source === "die" ? draw.face : 0}`);
    // A swing is the pendulum's own: the same answers, from the same bytes.
    expect(HUNCH_KINDS["pendulum-answer"].values).toEqual(PENDULUM_ANSWERS);
    for (const byte of [0, 1, 2, 100, 254]) {
      expect(drawFor("pendulum", () => byte)).toEqual({ source: "pendulum", answer: swingPendulum(() => byte) });
    }
    expect(result.rewards.achievements.map((unlocked) => unlocked.id)).toContain("first-hunch-resolved");
    const after = profileResponseSchema.parse(
      await (await ctx.request("/api/me/profile", { cookie: seeker.cookie })).json(),
    );
    expect(after.daily.used).toBe(before.daily.used);

    expect((await call(undefined, { hunch, confidence: 50 })).status).toBe(401);
    for (const body of [
      { hunch: { kind: "crystal-ball", value: "yes" }, confidence: 50 },
      { hunch: { kind: "card-suit", value: "major" }, confidence: 50 },
      { hunch, confidence: 55 },
      { hunch, confidence: 110 },
      { hunch, confidence: 50, clientSeed: "alone" },
      { hunch, confidence: 50, situation: "guidance" },
    ]) {
      const refused = await call(seeker.cookie, body);
      expect(refused.status, JSON.stringify(body)).toBe(400);
      expect(await refused.json()).toMatchObject({ error: { code: "bad_request" } });
    }
  });

  it("keeps real-life hunches private, resolves them by hand, and measures them beside the draws", async () => {
    const keeper = await ctx.signUp();
    const other = await ctx.signUp();
    const help = await keep(keeper.cookie, { text: "I want to kill myself before Friday", confidence: 80 });
    expect(help.status).toBe(422);
    expect(await help.json()).toMatchObject({ error: { code: "needs_help" } });
    expect(await ctx.connection.db.select().from(hunches).where(eq(hunches.userId, keeper.userId))).toEqual([]);
    for (const body of [
      { text: "x".repeat(281), confidence: 50 },
      { text: "   ", confidence: 50 },
      { text: "late\u0000train", confidence: 50 },
      { text: "Rain", confidence: 35 },
    ]) {
      expect((await keep(keeper.cookie, body)).status, JSON.stringify(body)).toBe(400);
    }

    const train = lifeHunchSchema.parse(
      await (await keep(keeper.cookie, { text: "The 8:10 train will be late", confidence: 70 })).json(),
    );
    minutes += 1;
    const call2 = lifeHunchSchema.parse(
      await (await keep(keeper.cookie, { text: "Sam rings today", confidence: 30 })).json(),
    );
    expect(train).toMatchObject({ cameTrue: null, resolvedAt: null, confidence: 70 });
    const resolve = (id: string, cameTrue: boolean, cookie = keeper.cookie) =>
      ctx.request(`/api/me/hunches/${id}/resolve`, { method: "POST", cookie, json: { cameTrue } });
    expect((await resolve(train.id, true, other.cookie)).status).toBe(404);
    expect(lifeHunchSchema.parse(await (await resolve(train.id, false)).json())).toMatchObject({ cameTrue: false });
    // Resolving again replaces the answer.
    expect(lifeHunchSchema.parse(await (await resolve(train.id, true)).json())).toMatchObject({ cameTrue: true });
    const listed = lifeHunchListSchema.parse(
      await (await ctx.request("/api/me/hunches", { cookie: keeper.cookie })).json(),
    );
    expect(listed.items.map((item) => item.text)).toEqual(["Sam rings today", "The 8:10 train will be late"]);
    expect(
      lifeHunchListSchema.parse(await (await ctx.request("/api/me/hunches", { cookie: other.cookie })).json()).items,
    ).toEqual([]);

    // One hunch about a draw (a plain draw), then the calibration of both.
    const drawn = intuitionResultSchema.parse(
      await (await call(keeper.cookie, { hunch: { kind: "card-arcana", value: "major" }, confidence: 60 })).json(),
    );
    const calibration = calibrationSchema.parse(
      await (await ctx.request("/api/me/intuition", { cookie: keeper.cookie })).json(),
    );
    const drawOutcome = Number(drawn.hit);
    expect(calibration.all).toMatchObject({ count: 2, hits: 1 + drawOutcome, withChance: 1 });
    expect(calibration.all.brier).toBeCloseTo(((0.7 - 1) ** 2 + (0.6 - drawOutcome) ** 2) / 2, 12);
    expect(calibration.draws.chanceBrier).toBeCloseTo(
      (chanceOf({ kind: "card-arcana", value: "major" }) - drawOutcome) ** 2,
      12,
    );
    expect(calibration.life).toMatchObject({ count: 1, chanceBrier: null });
    expect(calibration.openLifeHunches).toBe(1);
    expect(calibration.kinds.map((entry) => entry.kind)).toEqual(["card-arcana", "life"]);

    // The export carries both kinds; deleting removes one; the account's end takes the rest.
    const exported = JSON.stringify(await (await ctx.request("/api/me/export", { cookie: keeper.cookie })).json());
    expect(exported).toContain("The 8:10 train will be late");
    expect(exported).toContain(drawn.id);
    expect((await ctx.request(`/api/me/hunches/${call2.id}`, { method: "DELETE", cookie: other.cookie })).status).toBe(
      404,
    );
    expect((await ctx.request(`/api/me/hunches/${call2.id}`, { method: "DELETE", cookie: keeper.cookie })).status).toBe(
      204,
    );
    expect((await ctx.request(`/api/me/hunches/${call2.id}`, { method: "DELETE", cookie: keeper.cookie })).status).toBe(
      404,
    );
    const deleted = await ctx.request("/api/me", {
      method: "DELETE",
      cookie: keeper.cookie,
      json: { email: keeper.email, password: "correct horse battery" },
    });
    expect(deleted.status).toBe(200);
    expect(await ctx.connection.db.select().from(hunches).where(eq(hunches.userId, keeper.userId))).toEqual([]);
  });
});

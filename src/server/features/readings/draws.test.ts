import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { commitmentResponseSchema } from "../../../shared/api/casts";
import { drawResponseSchema, drawResultSchema } from "../../../shared/api/draws";
import { profileResponseSchema, readingHistoryPageSchema } from "../../../shared/api/me";
import { RUNE_DECK, RUNE_DECK_ENTRIES, TAROT_DECK } from "../../../shared/draws/decks";
import { drawFromSeeds } from "../../../shared/draws/draw-fairness";
import { spreadPositions, spreadsOf, spreadSize, DRAW_TOOLS } from "../../../shared/draws/spreads";
import { rune } from "../../../../content/runes";
import { tarotCard } from "../../../../content/tarot";
import { userProfiles } from "../../db/schema";
import { casts } from "../../db/readings-schema";
import { createTestContext, TEST_DATABASE_KINDS, type TestContext } from "../../testing/test-app";

describe.each(TEST_DATABASE_KINDS)("draws API on %s", (kind) => {
  let ctx: TestContext;
  let paid: { cookie: string; userId: string };
  let free: { cookie: string; userId: string };

  beforeAll(async () => {
    ctx = await createTestContext(kind);
    paid = await ctx.signUp();
    free = await ctx.signUp();
    await ctx.connection.db.update(userProfiles).set({ planLevel: 3 }).where(eq(userProfiles.id, paid.userId));
  });
  afterAll(() => ctx.close());

  const draw = (body: unknown, cookie = paid.cookie) =>
    ctx.request("/api/draws", { method: "POST", cookie, json: body });

  it("answers 401 without a session", async () => {
    const response = await ctx.request("/api/draws", {
      method: "POST",
      json: { tool: "tarot", spread: "one-card", situation: "guidance" },
    });
    expect(response.status).toBe(401);
  });

  it("draws every spread of both oracles: each item in its position, with its words for the situation", async () => {
    for (const tool of DRAW_TOOLS) {
      for (const spread of spreadsOf(tool)) {
        const response = await draw({ tool, spread, situation: "finances", question: "Shall I?" });
        expect(response.status, `${tool} ${spread}`).toBe(201);
        const body = drawResultSchema.parse(await response.json());
        expect(body).toMatchObject({ tool, spread, situation: "finances", question: "Shall I?", fairness: null });
        expect(body.items).toHaveLength(spreadSize(spread));
        expect(body.items.map((item) => item.position)).toEqual(spreadPositions(spread));
        expect(new Set(body.items.map((item) => item.index)).size).toBe(body.items.length);
        for (const item of body.items) {
          if (tool === "tarot") {
            const card = tarotCard(item.key);
            expect(item.key).toBe(TAROT_DECK[item.index]);
            expect(item.name).toBe(card.name);
            expect(item.meaning).toBe((item.reversed ? card.reversed : card.upright).finances);
          } else {
            const stave = rune(item.key);
            expect(item.key).toBe(RUNE_DECK[item.index]);
            if (!RUNE_DECK_ENTRIES[item.index]!.reversible) expect(item.reversed).toBe(false);
            expect(item.meaning).toBe((item.reversed ? stave.merkstave! : stave.upright).finances);
          }
        }
        expect(body.synthesis.length).toBeGreaterThan(80);
        expect(body.rewards.karma).toBeGreaterThan(0);

        const again = drawResponseSchema.parse(
          await (await ctx.request(`/api/draws/${body.id}`, { cookie: paid.cookie })).json(),
        );
        expect(again.items).toEqual(body.items);
        expect(again.synthesis).toBe(body.synthesis);
      }
    }
  });

  it("names the three-card positions by its variant", async () => {
    const body = drawResultSchema.parse(
      await (
        await draw({ tool: "tarot", spread: "three-card", variant: "situation-action-outcome", situation: "guidance" })
      ).json(),
    );
    expect(body.items.map((item) => item.position)).toEqual(["situation", "action", "outcome"]);
    expect(body.items.map((item) => item.positionLabel)).toEqual(["Situation", "Action", "Outcome"]);
  });

  it("draws from a commitment: the revealed seeds give the same items, and the commitment is spent", async () => {
    const commitment = commitmentResponseSchema.parse(
      await (await ctx.request("/api/fairness/commitments", { method: "POST", cookie: paid.cookie })).json(),
    );
    const request = {
      tool: "tarot",
      spread: "celtic-cross",
      situation: "relationships",
      commitmentId: commitment.commitmentId,
      clientSeed: "browser-seed-42",
    };
    const body = drawResultSchema.parse(await (await draw(request)).json());
    expect(body.fairness).toMatchObject({
      serverSeedHash: commitment.serverSeedHash,
      clientSeed: "browser-seed-42",
      deckSize: 78,
    });
    const recomputed = await drawFromSeeds(body.fairness!.serverSeed, "browser-seed-42", "tarot", "celtic-cross");
    expect(body.items.map(({ index, reversed }) => ({ index, reversed }))).toEqual(recomputed);
    const reused = await draw(request);
    expect(reused.status).toBe(404);
    expect(await reused.json()).toMatchObject({ error: { code: "commitment_not_found" } });
  });

  it("refuses a spread of the other oracle, a variant on another spread and a seed without commitment, with the fields", async () => {
    const wrongSpread = await draw({ tool: "tarot", spread: "single", situation: "guidance" });
    expect(wrongSpread.status).toBe(400);
    expect(await wrongSpread.json()).toMatchObject({
      error: { code: "bad_request", fields: { spread: ["Tarot spreads are one-card, three-card and celtic-cross"] } },
    });
    const variant = await draw({
      tool: "runes",
      spread: "single",
      variant: "past-present-future",
      situation: "guidance",
    });
    expect(((await variant.json()) as { error: { fields: object } }).error.fields).toHaveProperty("variant");
    const seedOnly = await draw({ tool: "runes", spread: "single", situation: "guidance", clientSeed: "x" });
    expect(((await seedOnly.json()) as { error: { fields: object } }).error.fields).toHaveProperty("commitmentId");
    const unknown = await draw({ tool: "ouija", spread: "single", situation: "guidance" });
    expect(unknown.status).toBe(400);
  });

  it("keeps the large spreads for the paid plans and counts every oracle against one daily cap", async () => {
    const cross = await draw({ tool: "tarot", spread: "celtic-cross", situation: "guidance" }, free.cookie);
    expect(cross.status).toBe(403);
    expect(await cross.json()).toMatchObject({
      error: {
        code: "spread_not_in_plan",
        message:
          "A spread of 10 opens with the Mystic Novice and Arcane Explorer plans; the Free Seeker plan draws up to 3 at once.",
        details: { pricingPath: "/pricing" },
      },
    });
    const runeCross = await draw({ tool: "runes", spread: "five-rune-cross", situation: "guidance" }, free.cookie);
    expect(runeCross.status).toBe(403);

    expect((await draw({ tool: "tarot", spread: "three-card", situation: "guidance" }, free.cookie)).status).toBe(201);
    expect((await draw({ tool: "runes", spread: "three-norns", situation: "guidance" }, free.cookie)).status).toBe(201);
    const dice = await ctx.request("/api/casts", {
      method: "POST",
      cookie: free.cookie,
      json: { situation: "guidance" },
    });
    expect(dice.status).toBe(201);
    const fourth = await draw({ tool: "runes", spread: "single", situation: "guidance" }, free.cookie);
    expect(fourth.status).toBe(429);
    expect(await fourth.json()).toMatchObject({ error: { code: "daily_limit_reached", details: { limit: 3 } } });

    const profile = profileResponseSchema.parse(
      await (await ctx.request("/api/me/profile", { cookie: free.cookie })).json(),
    );
    expect(profile.stats.totalReadings).toBe(3);
    expect(profile.stats.dailyStreak).toBe(1);
    expect(profile.stats.karmaPoints).toBeGreaterThan(0);

    const history = readingHistoryPageSchema.parse(
      await (await ctx.request("/api/me/readings?limit=10", { cookie: free.cookie })).json(),
    );
    expect(history.items.map((entry) => entry.tool)).toEqual(["dice", "runes", "tarot"]);
    expect(history.items[1]).toMatchObject({ spread: "three-norns", spreadName: "The Three Norns", diceValues: null });
    expect(history.items[1]!.items).toHaveLength(3);
    expect(history.items[0]!.diceValues).toMatch(/^\d-\d-\d$/);
  });

  it("hides another seeker's draw, and a dice cast, behind a 404", async () => {
    const own = drawResultSchema.parse(
      await (await draw({ tool: "runes", spread: "single", situation: "guidance" })).json(),
    );
    expect((await ctx.request(`/api/draws/${own.id}`, { cookie: free.cookie })).status).toBe(404);
    const dice = await ctx.request("/api/casts", {
      method: "POST",
      cookie: paid.cookie,
      json: { situation: "guidance" },
    });
    const { id } = (await dice.json()) as { id: string };
    expect((await ctx.request(`/api/draws/${id}`, { cookie: paid.cookie })).status).toBe(404);
    expect((await ctx.request(`/api/casts/${own.id}`, { cookie: paid.cookie })).status).toBe(404);
  });

  it("enhances a draw in the Oracle's voice, by tier, and stores it on the reading", async () => {
    const body = drawResultSchema.parse(
      await (
        await draw({ tool: "tarot", spread: "three-card", situation: "relationships", question: "Will we?" })
      ).json(),
    );
    const response = await ctx.request(`/api/casts/${body.id}/enhance`, { method: "POST", cookie: paid.cookie });
    expect(response.status).toBe(200);
    const text = await response.text();
    expect(text).toContain("event: done");
    const [row] = await ctx.connection.db.select().from(casts).where(eq(casts.id, body.id));
    expect(row!.enhancedBy).toBe("oracle");
    for (const item of body.items) expect(row!.enhancedText).toContain(item.name);
    // The paid seeker reads at tier 5: the answer to the question, and the ritual near the end.
    expect(row!.enhancedText).toContain("## What the spread answers");
    expect(row!.enhancedText).toContain("## A ritual for the days ahead");
    expect(row!.enhancedText).toContain("Will we?");
    const stored = drawResponseSchema.parse(
      await (await ctx.request(`/api/draws/${body.id}`, { cookie: paid.cookie })).json(),
    );
    expect(stored.enhancedText).toBe(row!.enhancedText);
    expect(stored.enhancedBy).toEqual({ kind: "oracle", model: null });
  });
});

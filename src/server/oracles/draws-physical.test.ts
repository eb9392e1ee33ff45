import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { drawResponseSchema, drawResultSchema } from "../../shared/api/draws";
import { profileResponseSchema, readingHistoryPageSchema } from "../../shared/api/me";
import { RUNE_DECK_ENTRIES, TAROT_DECK } from "../../shared/draws/decks";
import { spreadPositions } from "../../shared/draws/spreads";
import { userProfiles } from "../db/schema";
import { createTestContext, TEST_DATABASE_KINDS, type TestContext } from "../testing/test-app";

const fixed = RUNE_DECK_ENTRIES.find((entry) => !entry.reversible)!.slug;
const turning = RUNE_DECK_ENTRIES.filter((entry) => entry.reversible).map((entry) => entry.slug);

describe.each(TEST_DATABASE_KINDS)("draws from the seeker's own deck on %s", (kind) => {
  let ctx: TestContext;
  let seeker: { cookie: string; userId: string };

  beforeAll(async () => {
    ctx = await createTestContext(kind);
    seeker = await ctx.signUp();
    await ctx.connection.db.update(userProfiles).set({ planLevel: 3 }).where(eq(userProfiles.id, seeker.userId));
  });
  afterAll(() => ctx.close());

  const post = (path: string, json: unknown) => ctx.request(path, { method: "POST", cookie: seeker.cookie, json });
  const fields = async (response: Response) => {
    expect(response.status).toBe(400);
    return ((await response.json()) as { error: { code: string; fields: Record<string, string[]> } }).error;
  };

  it("reads the cards laid, in position order, marked as the seeker's own and with no fairness, and counts it", async () => {
    const laid = [
      { key: "the-tower", reversed: true },
      { key: "ace-of-cups", reversed: false },
      { key: "the-star", reversed: false },
    ];
    const response = await post("/api/draws", {
      tool: "tarot",
      spread: "three-card",
      situation: "relationships",
      question: "Where are we going?",
      source: "physical",
      items: laid,
    });
    expect(response.status).toBe(201);
    const draw = drawResultSchema.parse(await response.json());
    expect(draw).toMatchObject({ tool: "tarot", source: "physical", fairness: null, question: "Where are we going?" });
    expect(draw.items.map(({ key, reversed }) => ({ key, reversed }))).toEqual(laid);
    expect(draw.items.map((item) => item.index)).toEqual(laid.map((item) => TAROT_DECK.indexOf(item.key)));
    expect(draw.items.map((item) => item.position)).toEqual(spreadPositions("three-card"));
    expect(draw.rewards.karma).toBeGreaterThan(0);

    const again = drawResponseSchema.parse(
      await (await ctx.request(`/api/draws/${draw.id}`, { cookie: seeker.cookie })).json(),
    );
    expect(again).toMatchObject({ source: "physical", items: draw.items });
    const history = readingHistoryPageSchema.parse(
      await (await ctx.request("/api/me/readings", { cookie: seeker.cookie })).json(),
    );
    expect(history.items.find((entry) => entry.id === draw.id)).toMatchObject({ source: "physical" });
    const profile = profileResponseSchema.parse(
      await (await ctx.request("/api/me/profile", { cookie: seeker.cookie })).json(),
    );
    expect(profile.stats).toMatchObject({ totalReadings: 1, dailyStreak: 1, karmaPoints: draw.rewards.karma });
    expect(profile.daily.used).toBe(1);

    // A server draw says so too.
    const served = drawResultSchema.parse(
      await (await post("/api/draws", { tool: "tarot", spread: "one-card", situation: "guidance" })).json(),
    );
    expect(served.source).toBe("oracle");
  });

  it("takes the same body on the registry's door for runes, merkstave where a rune can turn", async () => {
    const response = await post("/api/readings/runes", {
      spread: "three-norns",
      situation: "guidance",
      source: "physical",
      items: [
        { key: turning[0]!, reversed: true },
        { key: fixed, reversed: false },
        { key: turning[1]!, reversed: false },
      ],
    });
    expect(response.status).toBe(201);
    const draw = drawResultSchema.parse(await response.json());
    expect(draw).toMatchObject({ tool: "runes", source: "physical", fairness: null });
    expect(draw.items.map((item) => item.key)).toEqual([turning[0], fixed, turning[1]]);
    expect(draw.items[0]!.reversed).toBe(true);
  });

  it("refuses a card twice, an unknown key, the wrong count, a rune that cannot turn, and a commitment", async () => {
    const body = (items: unknown, extra: Record<string, unknown> = {}) => ({
      spread: "three-card",
      situation: "guidance",
      source: "physical",
      items,
      ...extra,
    });
    const twice = await fields(
      await post(
        "/api/readings/tarot",
        body([
          { key: "the-fool", reversed: false },
          { key: "the-fool", reversed: true },
          { key: "the-sun", reversed: false },
        ]),
      ),
    );
    expect(twice.fields["items.1.key"]?.[0]).toMatch(/twice/);
    const unknown = await fields(
      await post(
        "/api/readings/tarot",
        body([
          { key: "the-fool", reversed: false },
          { key: "the-joker", reversed: false },
          { key: "fehu", reversed: false },
        ]),
      ),
    );
    expect(Object.keys(unknown.fields)).toEqual(expect.arrayContaining(["items.1.key", "items.2.key"]));
    const short = await fields(await post("/api/readings/tarot", body([{ key: "the-fool", reversed: false }])));
    expect(short.fields.items?.[0]).toMatch(/3 positions/);
    const merkstave = await fields(
      await post("/api/readings/runes", {
        spread: "single",
        situation: "guidance",
        source: "physical",
        items: [{ key: fixed, reversed: true }],
      }),
    );
    expect(merkstave.fields["items.0.reversed"]?.[0]).toMatch(/cannot lie merkstave/);
    const committed = await fields(
      await post(
        "/api/draws",
        body(
          [
            { key: "the-fool", reversed: false },
            { key: "the-sun", reversed: false },
            { key: "the-moon", reversed: false },
          ],
          { tool: "tarot", commitmentId: "8a6e0804-2bd0-4672-b79d-d19b6d30e4ad", clientSeed: "seed" },
        ),
      ),
    );
    expect(committed.fields.source?.[0]).toMatch(/no commitment/);
    const itemsWithoutSource = await fields(
      await post("/api/draws", {
        tool: "tarot",
        spread: "one-card",
        situation: "guidance",
        items: [{ key: "the-fool", reversed: false }],
      }),
    );
    expect(itemsWithoutSource.fields.source?.[0]).toMatch(/physical/);
    const sourceWithoutItems = await fields(
      await post("/api/draws", { tool: "tarot", spread: "one-card", situation: "guidance", source: "physical" }),
    );
    expect(sourceWithoutItems.fields.items).toBeDefined();
  });
});

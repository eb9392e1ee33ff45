import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { readingHistoryPageSchema } from "../../../shared/api/me";
import { patternsSchema, patternToolsSchema } from "../../../shared/api/patterns";
import { TAROT_DECK } from "../../../shared/draws/decks";
import { userProfiles } from "../../db/schema";
import { casts } from "../../db/readings-schema";
import { createTestContext, TEST_DATABASE_KINDS, type TestContext } from "../../testing/test-app";

const DAY_MS = 24 * 60 * 60 * 1000;
const NOW = new Date("2026-06-15T12:00:00.000Z");

/** A positive ratio of two BigInts as a float, to ~60 bits. */
function ratio(numerator: bigint, denominator: bigint): number {
  if (numerator === 0n) return 0;
  const shift = numerator.toString(2).length - denominator.toString(2).length - 60;
  const quotient =
    shift >= 0 ? numerator / (denominator << BigInt(shift)) : (numerator << BigInt(-shift)) / denominator;
  return Number(quotient) * 2 ** shift;
}

/** P(X ≥ k) for X ~ Binomial(n, 1/d), exactly: Σ_{j≥k} C(n, j) (d−1)^(n−j) / d^n. */
function exactTail(n: number, d: number, k: number): number {
  let choose = 1n;
  let numerator = 0n;
  for (let j = 0; j <= n; j++) {
    if (j >= k) numerator += choose * BigInt(d - 1) ** BigInt(n - j);
    choose = (choose * BigInt(n - j)) / BigInt(j + 1);
  }
  return ratio(numerator, BigInt(d) ** BigInt(n));
}

/** A seeded generator (a linear congruential one): the same history on every run. */
function seeded(seed: number): (below: number) => number {
  let state = seed;
  return (below) => {
    state = (state * 1103515245 + 12345) % 2 ** 31;
    return Math.floor((state / 2 ** 31) * below);
  };
}

describe.each(TEST_DATABASE_KINDS)("the journal's patterns on %s", (kind) => {
  let ctx: TestContext;
  let seeker: { cookie: string; userId: string };
  let other: { cookie: string; userId: string };
  /** The seeded tarot readings inside the last 90 days that the server drew: their items' slugs. */
  const countedSpreads: string[][] = [];
  const rolls: string[] = [];

  beforeAll(async () => {
    ctx = await createTestContext(kind, { clock: () => NOW });
    seeker = await ctx.signUp();
    other = await ctx.signUp();
    await ctx.connection.db.update(userProfiles).set({ planLevel: 3 }).where(eq(userProfiles.id, seeker.userId));
    const random = seeded(20260615);
    const rows: (typeof casts.$inferInsert)[] = [];
    const tarot = (daysAgo: number, source: "oracle" | "physical", userId = seeker.userId) => {
      const size = [1, 3, 10][random(3)]!;
      const indexes: number[] = [];
      while (indexes.length < size) {
        const index = random(TAROT_DECK.length);
        if (!indexes.includes(index)) indexes.push(index);
      }
      rows.push({
        userId,
        tool: "tarot",
        situation: "guidance",
        source,
        payload: {
          spread: size === 1 ? "one-card" : size === 3 ? "three-card" : "celtic-cross",
          items: indexes.map((index) => ({ index, reversed: random(2) === 1 })),
        },
        createdAt: new Date(NOW.getTime() - daysAgo * DAY_MS - 60_000),
      });
      return indexes.map((index) => TAROT_DECK[index]!);
    };
    for (let i = 0; i < 40; i++) countedSpreads.push(tarot(random(89), "oracle"));
    // The Tower, again and again: a pattern chance alone rarely makes.
    for (let i = 0; i < 6; i++) {
      rows.push({
        userId: seeker.userId,
        tool: "tarot",
        situation: "finances",
        payload: { spread: "one-card", items: [{ index: TAROT_DECK.indexOf("the-tower"), reversed: false }] },
        createdAt: new Date(NOW.getTime() - (i + 1) * DAY_MS),
      });
      countedSpreads.push(["the-tower"]);
    }
    for (let i = 0; i < 5; i++) tarot(100 + i, "oracle"); // before the period
    for (let i = 0; i < 3; i++) tarot(5 + i, "physical"); // the seeker's own deck
    for (let i = 0; i < 4; i++) tarot(2, "oracle", other.userId); // another seeker's
    for (let i = 0; i < 30; i++) {
      const roll = [random(6) + 1, random(6) + 1, random(6) + 1].join("-");
      rolls.push(roll);
      rows.push({
        userId: seeker.userId,
        tool: "dice",
        situation: "guidance",
        payload: { dice: roll },
        createdAt: new Date(NOW.getTime() - random(29) * DAY_MS),
      });
    }
    await ctx.connection.db.insert(casts).values(rows);
  });
  afterAll(() => ctx.close());

  const patterns = async (query: string, cookie = seeker.cookie) =>
    ctx.request(`/api/me/journal/patterns?${query}`, { cookie });

  it("counts each card of the period's server-drawn readings, with the chance check worked out exactly", async () => {
    const response = await patterns("tool=tarot");
    expect(response.status).toBe(200);
    const body = patternsSchema.parse(await response.json());
    const counts = new Map<string, number>();
    for (const key of countedSpreads.flat()) counts.set(key, (counts.get(key) ?? 0) + 1);
    const itemsDrawn = countedSpreads.flat().length;
    expect(body).toMatchObject({
      tool: "tarot",
      kind: "cards",
      days: 90,
      deckSize: 78,
      readings: countedSpreads.length,
      itemsDrawn,
      excludedOwnDraws: 3,
      since: new Date(NOW.getTime() - 90 * DAY_MS).toISOString(),
    });
    expect(body.items).toHaveLength(counts.size);
    for (const item of body.items) {
      expect(item.count, item.key).toBe(counts.get(item.key));
      expect(item.expected).toBeCloseTo(itemsDrawn / 78, 12);
      const exact = exactTail(itemsDrawn, 78, item.count);
      expect(Math.abs(item.pAtLeast - exact) / exact, item.key).toBeLessThan(1e-9);
    }
    // Least likely by chance first, then the most frequent.
    for (let i = 1; i < body.items.length; i++) {
      const [before, after] = [body.items[i - 1]!, body.items[i]!];
      expect(before.pAtLeast <= after.pAtLeast).toBe(true);
      if (before.pAtLeast === after.pAtLeast) expect(before.count >= after.count).toBe(true);
    }
    const tower = body.items[0]!;
    expect(tower).toMatchObject({ key: "the-tower", name: "The Tower" });
    expect(tower.sentence).toMatch(
      new RegExp(`^The Tower: ${tower.count} times in ${itemsDrawn} cards; by chance about `),
    );
  });

  it("narrows to the days asked and counts the dice's rolls and faces", async () => {
    const week = patternsSchema.parse(await (await patterns("tool=tarot&days=7")).json());
    expect(week.readings).toBeLessThan(countedSpreads.length);
    expect(week.excludedOwnDraws).toBe(2); // 5 and 6 days ago, not 7 days and a minute

    const rollsBody = patternsSchema.parse(await (await patterns("tool=dice&days=30")).json());
    expect(rollsBody).toMatchObject({ kind: "rolls", deckSize: 216, readings: 30, itemsDrawn: 30 });
    expect(rollsBody.items.reduce((sum, item) => sum + item.count, 0)).toBe(30);

    const faces = patternsSchema.parse(await (await patterns("tool=dice&days=30&kind=faces")).json());
    expect(faces).toMatchObject({ kind: "faces", deckSize: 6, readings: 30, itemsDrawn: 90 });
    const faceCounts = new Map<string, number>();
    for (const face of rolls.flatMap((roll) => roll.split("-"))) faceCounts.set(face, (faceCounts.get(face) ?? 0) + 1);
    for (const item of faces.items) {
      expect(item.count).toBe(faceCounts.get(item.key));
      const exact = exactTail(90, 6, item.count);
      expect(Math.abs(item.pAtLeast - exact) / exact).toBeLessThan(1e-9);
    }
  });

  it("lists the oracles with patterns, and answers 400 with help for one without or a kind it lacks", async () => {
    const tools = patternToolsSchema.parse(
      await (await ctx.request("/api/me/journal/pattern-tools", { cookie: seeker.cookie })).json(),
    );
    expect(tools.tools.map((tool) => tool.tool)).toEqual(["dice", "tarot", "runes", "pendulum"]);
    expect(tools.tools.find((tool) => tool.tool === "runes")?.kinds).toEqual([
      { kind: "runes", label: "Runes", deckSize: 24 },
    ]);
    const ritual = await patterns("tool=numerology");
    expect(ritual.status).toBe(400);
    expect(((await ritual.json()) as { error: { message: string } }).error.message).toMatch(
      /no patterns to count.*Dice Oracle/,
    );
    const kindless = await patterns("tool=tarot&kind=faces");
    expect(kindless.status).toBe(400);
    for (const days of ["0", "366", "abc"]) expect((await patterns(`tool=tarot&days=${days}`)).status).toBe(400);
    expect((await ctx.request("/api/me/journal/patterns?tool=tarot")).status).toBe(401);
  });

  it("counts nothing of another seeker's and leaves out items that never came up", async () => {
    const body = patternsSchema.parse(await (await patterns("tool=tarot", other.cookie)).json());
    expect(body.readings).toBe(4);
    expect(body.items.every((item) => item.count > 0)).toBe(true);
    const none = patternsSchema.parse(await (await patterns("tool=pendulum")).json());
    expect(none).toMatchObject({ readings: 0, itemsDrawn: 0, items: [] });
  });

  it("filters the history by an item: a card, a roll; an unknown item finds nothing", async () => {
    const history = async (query: string) =>
      readingHistoryPageSchema.parse(
        await (await ctx.request(`/api/me/readings?limit=50&${query}`, { cookie: seeker.cookie })).json(),
      );
    const towers = await history("item=the-tower");
    expect(towers.items.length).toBeGreaterThanOrEqual(6);
    for (const entry of towers.items) expect(entry.items.map((item) => item.key)).toContain("the-tower");
    const roll = rolls[0]!;
    const withRoll = await history(`item=${roll}`);
    expect(withRoll.items.length).toBe(rolls.filter((value) => value === roll).length);
    expect(withRoll.items.every((entry) => entry.diceValues === roll)).toBe(true);
    expect((await history("item=no-such-card")).items).toEqual([]);
    const bad = await ctx.request("/api/me/readings?item=The%20Tower", { cookie: seeker.cookie });
    expect(bad.status).toBe(400);
  });
});

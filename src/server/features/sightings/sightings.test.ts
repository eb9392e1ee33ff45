import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { and, eq } from "drizzle-orm";
import { angelNumberBySlug } from "../../../../content/angel-numbers";
import { numberContent } from "../../../../content/numerology";
import { angelNumberResultSchema, recurringNumbersSchema } from "../../../shared/api/angel-numbers";
import { readingHistoryPageSchema } from "../../../shared/api/me";
import { PLAN_TERMS } from "../../../shared/billing";
import { CRISIS_CORPUS } from "../../../shared/testing/crisis-corpus";
import { casts } from "../../db/readings-schema";
import { userProfiles } from "../../db/schema";
import { createTestContext, TEST_DATABASE_KINDS, type TestContext } from "../../testing/test-app";

// Wednesday 25 November 2026, 12:00 in Tokyo (UTC+9, no summer time).
const START = new Date("2026-11-25T03:00:00Z");

describe.each(TEST_DATABASE_KINDS)("angel-number sightings on %s", (kind) => {
  let ctx: TestContext;
  let now = START;
  let seeker: { cookie: string; userId: string };

  beforeAll(async () => {
    ctx = await createTestContext(kind, { clock: () => now });
    seeker = await ctx.signUp();
    await ctx.connection.db
      .update(userProfiles)
      .set({ timezone: "Asia/Tokyo" })
      .where(eq(userProfiles.id, seeker.userId));
  });
  afterAll(() => ctx.close());

  const log = (json: unknown, cookie = seeker.cookie) =>
    ctx.request("/api/me/sightings", { method: "POST", cookie, json });
  const recurring = async (cookie = seeker.cookie) => {
    const response = await ctx.request("/api/me/sightings/recurring", { cookie });
    expect(response.status).toBe(200);
    return recurringNumbersSchema.parse(await response.json());
  };
  const sightingsOf = (userId: string) =>
    ctx.connection.db
      .select()
      .from(casts)
      .where(and(eq(casts.userId, userId), eq(casts.tool, "angel-numbers")));

  it("logs a library number with its meaning for the situation, and its note in the journal", async () => {
    const response = await log({ number: "11:11", situation: "finances", note: "On the station clock" });
    expect(response.status).toBe(201);
    const sighting = angelNumberResultSchema.parse(await response.json());
    const entry = angelNumberBySlug("1111")!;
    expect(sighting).toMatchObject({
      tool: "angel-numbers",
      number: "11:11",
      kind: "library",
      slug: "1111",
      pattern: "quadruple",
      steps: null,
      text: entry.meanings.finances,
      prompt: entry.prompt,
      seenAt: START.toISOString(),
    });
    const [row] = await ctx.connection.db.select().from(casts).where(eq(casts.id, sighting.id));
    expect(row).toMatchObject({ note: "On the station clock", question: null, situation: "finances" });
    expect(row!.payload).toEqual({
      number: "11:11",
      kind: "library",
      pattern: "quadruple",
      seenAt: START.toISOString(),
    });

    const history = readingHistoryPageSchema.parse(
      await (await ctx.request("/api/me/readings?tool=angel-numbers", { cookie: seeker.cookie })).json(),
    );
    expect(history.items.map((item) => [item.id, item.note])).toContainEqual([sighting.id, "On the station clock"]);
  });

  it("shares a sighting without its note, and exports it with the note", async () => {
    const logged = angelNumberResultSchema.parse(
      await (await log({ number: "1212", note: "Private words about my sister" })).json(),
    );
    const shared = (await (
      await ctx.request(`/api/casts/${logged.id}/share`, { method: "POST", cookie: seeker.cookie })
    ).json()) as { url: string };
    const shown = await (await ctx.request(`/api/shares/${shared.url.split("/").at(-1)!}`)).text();
    expect(shown).toContain('"number":"1212"');
    expect(shown).not.toContain("Private words");
    expect(shown).not.toContain("seenAt");
    const markdown = await (await ctx.request("/api/me/journal/export.md", { cookie: seeker.cookie })).text();
    expect(markdown).toContain("Private words about my sister");
    expect(markdown).toContain(angelNumberBySlug("1212")!.meanings.guidance);
  });

  it("reads any other number by its digits, with the steps /numerology shows", async () => {
    const response = await log({ number: "4071", seenAt: "2026-11-24T08:00:00+09:00" });
    expect(response.status).toBe(201);
    const sighting = angelNumberResultSchema.parse(await response.json());
    expect(sighting).toMatchObject({ kind: "digits", slug: null, steps: [12, 3], situation: "guidance" });
    expect(sighting.seenAt).toBe("2026-11-23T23:00:00.000Z");
    expect(sighting.text).toContain(numberContent(3).angles.guidance);
    expect(sighting.headline).toContain(numberContent(3).title);
    // Longer than the lookup's six digits: the same reduction of the digits' sum (1+2+…+9+1+2 = 48 → 12 → 3).
    const long = angelNumberResultSchema.parse(await (await log({ number: "123456789012" })).json());
    expect(long).toMatchObject({ kind: "digits", steps: [48, 12, 3] });
  });

  it("reads zeros alone as the library's 000, through both doors", async () => {
    for (const [path, number] of [
      ["/api/me/sightings", "0"],
      ["/api/readings/angel-numbers", "0:00"],
    ] as const) {
      const response = await ctx.request(path, { method: "POST", cookie: seeker.cookie, json: { number } });
      expect(response.status, number).toBe(201);
      expect(angelNumberResultSchema.parse(await response.json())).toMatchObject({ kind: "library", slug: "000" });
    }
  });

  it("turns away a bad number or time with 400, and records nothing", async () => {
    const before = (await sightingsOf(seeker.userId)).length;
    const bad = [
      {},
      { number: "" },
      { number: "abc" },
      { number: "1234567890123" },
      { number: "11:11:11" },
      { number: ":11" },
      { number: 1111 },
      { number: "1111", seenAt: "yesterday" },
      { number: "1111", seenAt: "1999-12-31T23:59:59Z" },
      { number: "1111", seenAt: new Date(START.getTime() + 60_000).toISOString() },
      { number: "1111", note: "x".repeat(2001) },
      { number: "1111", extra: true },
    ];
    for (const json of bad) {
      const response = await log(json);
      expect(response.status, JSON.stringify(json)).toBe(400);
      expect(await response.json()).toMatchObject({ error: { code: "bad_request" } });
    }
    expect(await sightingsOf(seeker.userId)).toHaveLength(before);
  });

  it("does not store a note that says the seeker needs help: 422 needs_help", async () => {
    const before = (await sightingsOf(seeker.userId)).length;
    const response = await log({ number: "444", note: CRISIS_CORPUS[0]!.text });
    expect(response.status).toBe(422);
    expect(await response.json()).toMatchObject({ error: { code: "needs_help" } });
    expect(await sightingsOf(seeker.userId)).toHaveLength(before);
  });

  it("is not counted against the cap: a Free seeker at the cap can still log", async () => {
    const free = await ctx.signUp();
    const limit = PLAN_TERMS[0]!.dailyLimit!;
    for (let index = 0; index < limit; index++) {
      const cast = await ctx.request("/api/casts", {
        method: "POST",
        cookie: free.cookie,
        json: { situation: "guidance" },
      });
      expect(cast.status).toBe(201);
    }
    const refused = await ctx.request("/api/casts", {
      method: "POST",
      cookie: free.cookie,
      json: { situation: "guidance" },
    });
    expect(refused.status).toBe(429);
    expect((await log({ number: "222" }, free.cookie)).status).toBe(201);
    expect((await log({ number: "222" }, free.cookie)).status).toBe(201);
    const profile = (await (await ctx.request("/api/me/profile", { cookie: free.cookie })).json()) as {
      daily: { used: number };
    };
    expect(profile.daily.used).toBe(limit);
  });

  it("counts the recurring numbers of the last 30 days in the seeker's zone, with a chance check for clock times", async () => {
    const other = await ctx.signUp();
    await ctx.connection.db
      .update(userProfiles)
      .set({ timezone: "Asia/Tokyo" })
      .where(eq(userProfiles.id, other.userId));
    now = new Date("2026-12-20T03:00:00Z"); // 12:00 on 20 December in Tokyo: the period is 21 November to 20 December.
    const seen = [
      ["11:11", "2026-11-20T15:00:00Z"], // 00:00 on the 21st in Tokyo (still the 20th in UTC): inside
      ["11:11", "2026-12-01T02:11:00Z"],
      ["11:11", "2026-12-19T14:11:00Z"],
      ["4071", "2026-12-10T00:00:00Z"],
      ["09:37", "2026-12-11T00:37:00Z"],
      ["11:11", "2026-11-20T14:59:00Z"], // 23:59 on the 20th in Tokyo: outside
    ] as const;
    for (const [number, seenAt] of seen) expect((await log({ number, seenAt }, other.cookie)).status).toBe(201);
    const counted = await recurring(other.cookie);
    expect(counted).toMatchObject({ timeZone: "Asia/Tokyo", from: "2026-11-21", to: "2026-12-20", sightings: 5 });
    expect(counted.clockTimes).toBe(4);
    expect(counted.numbers.map(({ number, count, summary }) => [number, count, summary])).toEqual([
      ["11:11", 3, "11:11 three times this month"],
      ["09:37", 1, "09:37 once this month"],
      ["4071", 1, "4071 once this month"],
    ]);
    const [clock, once, digits] = counted.numbers;
    expect(clock!.slug).toBe("1111");
    expect(clock!.chance!.expected).toBeCloseTo(4 / 1440, 12);
    // P(X ≥ 3) for X ~ Binomial(4, 1/1440): 4·p³·q + p⁴.
    const p = 1 / 1440;
    expect(clock!.chance!.pAtLeast / (4 * p ** 3 * (1 - p) + p ** 4)).toBeCloseTo(1, 9);
    expect(clock!.chance!.sentence).toContain("11:11: 3 times in 4 clock times");
    // Seen once, a clock time does not recur; a number that is no clock time has no known law.
    expect(once!.chance).toBeNull();
    expect(digits!.chance).toBeNull();
    expect(counted.chanceNote).not.toBeNull();

    // A day later in Tokyo the first sighting has left the period.
    now = new Date("2026-12-21T03:00:00Z");
    const later = await recurring(other.cookie);
    expect(later).toMatchObject({ from: "2026-11-22", sightings: 4 });
    expect(later.numbers[0]).toMatchObject({ number: "11:11", count: 2, summary: "11:11 twice this month" });
    now = START;
  });
});

import { mkdtempSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { and, eq } from "drizzle-orm";
import { castResultSchema } from "../../../shared/api/casts";
import { profileResponseSchema, readingHistoryPageSchema, achievementListSchema } from "../../../shared/api/me";
import { ritualResponseSchema, ritualResultSchema, todayRitualsSchema } from "../../../shared/api/rituals";
import { sharedReadingSchema } from "../../../shared/api/sharing";
import { castShareResponseSchema } from "../../../shared/api/casts";
import { calendarDayIn } from "../../../shared/calendar";
import { moonOnDay } from "../../../shared/moon/moon";
import { dailyNumber } from "../../../shared/rituals/rituals";
import { moonPhaseWords } from "../../../../content/moon";
import { dailyNumberContent } from "../../../../content/numerology";
import { userProfiles } from "../../db/schema";
import { casts } from "../../db/readings-schema";
import { createTestContext, TEST_DATABASE_KINDS, type TestContext } from "../../testing/test-app";

/** The built app as far as the shared page needs it: the SPA shell its preview tags go into. */
function tinySite(): string {
  const root = mkdtempSync(path.join(os.tmpdir(), "mystic-rituals-site-"));
  const shell = '<!doctype html><html><head><meta charset="utf-8"/></head><body><div id="app"></div></body></html>';
  writeFileSync(path.join(root, "__spa-fallback.html"), shell);
  writeFileSync(path.join(root, "index.html"), shell);
  return root;
}

describe.each(TEST_DATABASE_KINDS)("the daily rituals on %s", (kind) => {
  let ctx: TestContext;
  // The server's clock, moved by the tests: late evening in UTC, already the next day in Auckland.
  let now = new Date("2026-11-24T20:00:00Z");

  beforeAll(async () => {
    ctx = await createTestContext(kind, { clock: () => now, staticDir: tinySite() });
  });
  afterAll(() => ctx.close());

  const perform = (tool: "numerology" | "moon", cookie: string, body: unknown = { situation: "guidance" }) =>
    ctx.request(`/api/rituals/${tool}`, { method: "POST", cookie, json: body });
  const profileOf = async (cookie: string) =>
    profileResponseSchema.parse(await (await ctx.request("/api/me/profile", { cookie })).json());
  const rowsOf = (userId: string) => ctx.connection.db.select().from(casts).where(eq(casts.userId, userId));
  const setProfile = (cookie: string, json: unknown) =>
    ctx.request("/api/me/profile", { method: "PATCH", cookie, json });

  it("answers 401 without a session", async () => {
    expect((await ctx.request("/api/rituals/moon", { method: "POST", json: { situation: "guidance" } })).status).toBe(
      401,
    );
    expect((await ctx.request("/api/rituals/today")).status).toBe(401);
  });

  it("asks for the full name and birth date before reading today's number, then reads it once a day", async () => {
    const seeker = await ctx.signUp();
    await setProfile(seeker.cookie, { timezone: "Pacific/Auckland" });

    const refused = await perform("numerology", seeker.cookie);
    expect(refused.status).toBe(422);
    expect(await refused.json()).toMatchObject({
      error: {
        code: "profile_incomplete",
        fields: { fullName: expect.any(Array), birthDate: expect.any(Array) },
        details: { missing: ["fullName", "birthDate"] },
      },
    });
    const before = todayRitualsSchema.parse(
      await (await ctx.request("/api/rituals/today", { cookie: seeker.cookie })).json(),
    );
    expect(before).toMatchObject({ day: "2026-11-25", timeZone: "Pacific/Auckland", numerology: null, moon: null });
    expect(before.missing).toEqual(["fullName", "birthDate"]);
    expect(await rowsOf(seeker.userId)).toHaveLength(0);

    await setProfile(seeker.cookie, { fullName: "Ada Lovelace" });
    const halfway = await perform("numerology", seeker.cookie);
    expect(halfway.status).toBe(422);
    expect(await halfway.json()).toMatchObject({ error: { details: { missing: ["birthDate"] } } });

    await setProfile(seeker.cookie, { birthDate: "1990-04-23" });
    const made = await perform("numerology", seeker.cookie, { situation: "finances", question: "A raise?" });
    expect(made.status).toBe(201);
    const reading = ritualResultSchema.parse(await made.json());
    // The seeker's day in Auckland, not the server's in UTC.
    const expected = dailyNumber("1990-04-23", "2026-11-25");
    expect(reading).toMatchObject({
      tool: "numerology",
      day: "2026-11-25",
      situation: "finances",
      question: "A raise?",
      numbers: { dayNumber: expected.dayNumber, personalDay: expected.personalDay, lifePath: 1 },
    });
    const words = dailyNumberContent(expected.dayNumber);
    expect(reading.sections.map((section) => section.text)).toEqual(
      expect.arrayContaining([words.opening, words.angles.finances, words.practice]),
    );
    const moon = moonOnDay("2026-11-25", "Pacific/Auckland");
    expect(reading.moon.phase).toBe(moon.phase);
    expect(reading.moon.sign).toBe(moon.sign);
    expect(reading.sections.some((section) => section.text.includes(moonPhaseWords(moon.phase).name))).toBe(true);
    expect(reading.sections.some((section) => /Life Path 1/.test(section.text))).toBe(true);
    expect(reading.rewards.karma).toBeGreaterThanOrEqual(10);
    expect(reading.rewards.achievements.map((achievement) => achievement.id)).toContain("first-number-read");

    const profile = await profileOf(seeker.cookie);
    expect(profile.stats).toMatchObject({ totalReadings: 1, dailyStreak: 1 });
    expect(profile.stats.karmaPoints).toBe(reading.rewards.karma);

    // Again the same day: the same reading, no second row, nothing earned twice.
    const again = await perform("numerology", seeker.cookie, { situation: "relationships" });
    expect(again.status).toBe(200);
    const repeated = ritualResponseSchema.parse(await again.json());
    expect(repeated).toMatchObject({ id: reading.id, situation: "finances" });
    expect(repeated).not.toHaveProperty("rewards");
    expect(await rowsOf(seeker.userId)).toHaveLength(1);
    expect((await profileOf(seeker.cookie)).stats).toMatchObject({
      totalReadings: 1,
      karmaPoints: profile.stats.karmaPoints,
    });
    const today = todayRitualsSchema.parse(
      await (await ctx.request("/api/rituals/today", { cookie: seeker.cookie })).json(),
    );
    expect(today.numerology?.id).toBe(reading.id);
    expect(today.missing).toEqual([]);
  });

  it("keeps tonight's moon ritual for the phase and sign of the seeker's day, once a day, a new one the next day", async () => {
    const seeker = await ctx.signUp();
    const day = calendarDayIn("UTC", now);
    const made = await perform("moon", seeker.cookie, { situation: "relationships" });
    expect(made.status).toBe(201);
    const ritual = ritualResultSchema.parse(await made.json());
    const moon = moonOnDay(day, "UTC");
    const phase = moonPhaseWords(moon.phase);
    expect(ritual).toMatchObject({ tool: "moon", day, numbers: null, moon: { phase: moon.phase, sign: moon.sign } });
    expect(ritual.title).toContain(phase.name);
    expect(ritual.steps).toEqual(phase.ritual.steps);
    expect(ritual.rewards.achievements.map((achievement) => achievement.id)).toContain("first-moon-ritual");

    const again = await perform("moon", seeker.cookie);
    expect(again.status).toBe(200);
    expect(ritualResponseSchema.parse(await again.json())).toMatchObject({ id: ritual.id });

    const saved = now;
    try {
      now = new Date(now.getTime() + 86_400_000);
      const tomorrow = await perform("moon", seeker.cookie);
      expect(tomorrow.status).toBe(201);
      const next = ritualResultSchema.parse(await tomorrow.json());
      expect(next.id).not.toBe(ritual.id);
      expect(next.day).toBe(calendarDayIn("UTC", now));
      expect((await profileOf(seeker.cookie)).stats.dailyStreak).toBe(2);
    } finally {
      now = saved;
    }
  });

  it("answers two requests at once with one ritual", async () => {
    const seeker = await ctx.signUp();
    const answers = await Promise.all([perform("moon", seeker.cookie), perform("moon", seeker.cookie)]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 201]);
    const [first, second] = await Promise.all(
      answers.map(async (answer) => ritualResponseSchema.parse(await answer.json())),
    );
    expect(first!.id).toBe(second!.id);
    expect(await rowsOf(seeker.userId)).toHaveLength(1);
  });

  it("uses none of the plan's daily readings: a free seeker still casts all three after both rituals", async () => {
    const seeker = await ctx.signUp();
    await setProfile(seeker.cookie, { fullName: "Grace Hopper", birthDate: "1906-12-09" });
    expect((await perform("numerology", seeker.cookie)).status).toBe(201);
    expect((await perform("moon", seeker.cookie)).status).toBe(201);
    const profile = await profileOf(seeker.cookie);
    expect(profile.daily).toMatchObject({ used: 0, limit: 3, remaining: 3 });
    expect(profile.stats.totalReadings).toBe(2);
    for (let cast = 0; cast < 3; cast++) {
      const response = await ctx.request("/api/casts", {
        method: "POST",
        cookie: seeker.cookie,
        json: { situation: "guidance" },
      });
      expect(response.status).toBe(201);
      castResultSchema.parse(await response.json());
    }
    const capped = await ctx.request("/api/casts", {
      method: "POST",
      cookie: seeker.cookie,
      json: { situation: "guidance" },
    });
    expect(capped.status).toBe(429);
    // At the cap, a ritual of a new day is still open, and the day's count stays where the casts left it.
    const saved = now;
    try {
      now = new Date(now.getTime() + 86_400_000);
      expect((await perform("moon", seeker.cookie)).status).toBe(201);
      expect((await profileOf(seeker.cookie)).daily.used).toBe(0);
    } finally {
      now = saved;
    }
  });

  it("lists rituals in the history, opens them as the seeker's own, and hides them from others", async () => {
    const seeker = await ctx.signUp();
    const other = await ctx.signUp();
    const ritual = ritualResultSchema.parse(await (await perform("moon", seeker.cookie)).json());
    const history = readingHistoryPageSchema.parse(
      await (await ctx.request("/api/me/readings", { cookie: seeker.cookie })).json(),
    );
    expect(history.items[0]).toMatchObject({
      id: ritual.id,
      tool: "moon",
      title: ritual.title,
      spread: null,
      items: [],
    });
    expect(history.items[0]!.summary.length).toBeGreaterThan(10);

    const opened = ritualResponseSchema.parse(
      await (await ctx.request(`/api/rituals/${ritual.id}`, { cookie: seeker.cookie })).json(),
    );
    expect(opened.sections).toEqual(ritual.sections);
    expect((await ctx.request(`/api/rituals/${ritual.id}`, { cookie: other.cookie })).status).toBe(404);
    expect((await ctx.request(`/api/draws/${ritual.id}`, { cookie: seeker.cookie })).status).toBe(404);
    expect((await ctx.request(`/api/casts/${ritual.id}`, { cookie: seeker.cookie })).status).toBe(404);
  });

  it("shares a ritual with signed-out viewers, without its day or anything of the seeker's", async () => {
    const seeker = await ctx.signUp();
    await setProfile(seeker.cookie, { fullName: "Katherine Johnson", birthDate: "1918-08-26" });
    const ritual = ritualResultSchema.parse(await (await perform("numerology", seeker.cookie)).json());
    const shared = await ctx.request(`/api/casts/${ritual.id}/share`, { method: "POST", cookie: seeker.cookie });
    expect(shared.status).toBe(201);
    const { url } = castShareResponseSchema.parse(await shared.json());

    const seen = sharedReadingSchema.parse(await (await ctx.request(`/api/shares/${url.slice(3)}`)).json());
    expect(seen).toMatchObject({ tool: "numerology", title: ritual.title, sections: ritual.sections });
    const text = JSON.stringify(seen);
    expect(text).not.toContain("Katherine");
    expect(text).not.toContain("1918");
    expect(text).not.toContain(ritual.day);

    const page = await ctx.request(url);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain(`${ritual.title}: a numerology reading for Guidance`);
    const card = await ctx.request(`${url}.png`);
    expect(card.status).toBe(200);
    expect(card.headers.get("content-type")).toBe("image/png");
  });

  it("enhances a ritual in the Oracle's voice and keeps it with the reading", async () => {
    const seeker = await ctx.signUp();
    await ctx.connection.db.update(userProfiles).set({ planLevel: 3 }).where(eq(userProfiles.id, seeker.userId));
    const ritual = ritualResultSchema.parse(
      await (await perform("moon", seeker.cookie, { situation: "guidance", question: "Shall I rest?" })).json(),
    );
    const response = await ctx.request(`/api/casts/${ritual.id}/enhance`, { method: "POST", cookie: seeker.cookie });
    expect(response.status).toBe(200);
    expect(await response.text()).toContain("event: done");
    const stored = ritualResponseSchema.parse(
      await (await ctx.request(`/api/rituals/${ritual.id}`, { cookie: seeker.cookie })).json(),
    );
    expect(stored.enhancedBy).toEqual({ kind: "oracle", model: null });
    expect(stored.enhancedText).toContain(ritual.title);
    expect(stored.enhancedText).toContain("Shall I rest?");
    // A paid seeker reads at tier 5: the steps and the questions close the text.
    expect(stored.enhancedText).toContain("## The steps");
    for (const step of ritual.steps) expect(stored.enhancedText).toContain(step);
  });

  it("exports every ritual with its day, facts and words, and counts them for achievements", async () => {
    const seeker = await ctx.signUp();
    await setProfile(seeker.cookie, { fullName: "Mary Somerville", birthDate: "1980-12-26" });
    const reading = ritualResultSchema.parse(await (await perform("numerology", seeker.cookie)).json());
    const ritual = ritualResultSchema.parse(await (await perform("moon", seeker.cookie)).json());
    const data = (await (await ctx.request("/api/me/export", { cookie: seeker.cookie })).json()) as {
      rituals: Array<{ id: string; tool: string; day: string; sections: unknown[] }>;
      draws: unknown[];
    };
    expect(data.draws).toEqual([]);
    // Both were made at the same instant of the test's clock: the order between them is not the point.
    const exported = data.rituals.map(({ id, tool, day }) => ({ id, tool, day }));
    expect(exported.sort((a, b) => a.tool.localeCompare(b.tool))).toEqual([
      { id: ritual.id, tool: "moon", day: ritual.day },
      { id: reading.id, tool: "numerology", day: reading.day },
    ]);
    const achievements = achievementListSchema.parse(
      await (await ctx.request("/api/me/achievements", { cookie: seeker.cookie })).json(),
    );
    const unlocked = new Set(achievements.filter((entry) => entry.unlockedAt).map((entry) => entry.id));
    expect(unlocked).toContain("first-number-read");
    expect(unlocked).toContain("first-moon-ritual");
    expect(unlocked).not.toContain("four-faces-of-the-moon");
  });

  it("refuses at the database a second ritual of a kind on one day, and a ritual row without its facts", async () => {
    const seeker = await ctx.signUp();
    const ritual = ritualResultSchema.parse(await (await perform("moon", seeker.cookie)).json());
    const [row] = await ctx.connection.db
      .select()
      .from(casts)
      .where(and(eq(casts.userId, seeker.userId), eq(casts.id, ritual.id)));
    const copy = { userId: seeker.userId, tool: "moon" as const, situation: "guidance" as const };
    await expect(
      ctx.connection.db.insert(casts).values({ ...copy, payload: row!.payload, ritualDay: row!.ritualDay }),
    ).rejects.toThrow();
    // Without its payload (the facts): refused by the database.
    const withoutFacts = { ...copy, ritualDay: "2020-01-01" } as typeof casts.$inferInsert;
    await expect(ctx.connection.db.insert(casts).values(withoutFacts)).rejects.toThrow();
    await expect(
      ctx.connection.db.insert(casts).values({ ...copy, payload: row!.payload, ritualDay: "2020-01-01" }),
    ).resolves.toBeDefined();
  });

  it("refuses a body that is not a situation, with the fields named", async () => {
    const seeker = await ctx.signUp();
    for (const body of [{}, { situation: "career" }, { situation: "guidance", luck: 7 }]) {
      const response = await perform("moon", seeker.cookie, body);
      expect(response.status).toBe(400);
      expect(await response.json()).toMatchObject({ error: { code: "bad_request" } });
    }
  });
});

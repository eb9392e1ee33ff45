import { count, eq, sql } from "drizzle-orm";
import pino from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { AchievementView, ReadingHistoryPage, ItemView, ProfileResponse, QuestView } from "../../../shared/api/me";
import { karmaEvents, userAchievements, userItems, userProfiles, userQuests } from "../../db/schema";
import { casts } from "../../db/readings-schema";
import { createTestContext, TEST_DATABASE_KINDS, type TestContext } from "../../testing/test-app";
import { castDice } from "../../oracles/dice/dice.service";
import { getProfileView } from "../profiles/profile-view.service";
import { ReadingCatalogue } from "../dice-texts/readings.service";

describe.each(TEST_DATABASE_KINDS)("the game loop on %s", (kind) => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext(kind);
  });
  afterAll(() => ctx.close());

  const cast = (cookie: string, situation = "guidance") =>
    ctx.request("/api/casts", { method: "POST", cookie, json: { situation } });
  const get = async <T>(path: string, cookie: string) => (await (await ctx.request(path, { cookie })).json()) as T;
  const setPlan = (userId: string, planLevel: number) =>
    ctx.connection.db.update(userProfiles).set({ planLevel }).where(eq(userProfiles.id, userId));
  const ledgerSum = async (userId: string) => {
    const [row] = await ctx.connection.db
      .select({ total: sql<number>`coalesce(sum(${karmaEvents.amount}), 0)::int` })
      .from(karmaEvents)
      .where(eq(karmaEvents.userId, userId));
    return Number(row!.total);
  };

  it("a new user starts the first quest, and the first cast earns karma, First Cast and its item", async () => {
    const { cookie, userId } = await ctx.signUp();
    const before = await get<{ quest: QuestView | null }>("/api/me/quest", cookie);
    expect(before.quest).toMatchObject({ status: "active", progress: { percent: 0 } });

    const response = await cast(cookie);
    expect(response.status).toBe(201);
    const { rewards } = (await response.json()) as {
      rewards: { karma: number; achievements: { id: string }[]; items: unknown[] };
    };
    expect(rewards.achievements.map((achievement) => achievement.id)).toContain("first-cast");
    expect(rewards.karma).toBeGreaterThanOrEqual(15);
    expect(rewards.items.length).toBeGreaterThanOrEqual(1);

    const profile = await get<ProfileResponse>("/api/me/profile", cookie);
    expect(profile.stats).toMatchObject({ totalReadings: 1, dailyStreak: 1, karmaPoints: rewards.karma });
    expect(profile.daily).toMatchObject({ used: 1, limit: 3, remaining: 2 });
    expect(profile.tier).toEqual({ level: 1, name: "Free Seeker" });
    expect(profile.streakCalendar).toHaveLength(84);
    expect(profile.streakCalendar.at(-1)!.casts).toBe(1);
    expect(profile.karmaHistory.at(-1)!.total).toBe(rewards.karma);
    expect(await ledgerSum(userId)).toBe(profile.stats.karmaPoints);

    const achievements = await get<AchievementView[]>("/api/me/achievements", cookie);
    expect(achievements.length).toBeGreaterThanOrEqual(12);
    expect(achievements.find((achievement) => achievement.id === "first-cast")!.unlockedAt).not.toBeNull();
    const locked = achievements.find(
      (achievement) => achievement.unlockedAt === null && achievement.requirementType === "readings",
    )!;
    expect(locked.progress).toEqual({ current: 1, target: locked.requirementValue });
    const quest = await get<{ quest: QuestView }>("/api/me/quest", cookie);
    expect(quest.quest.progress.counters.readings).toBe(1);
    expect(quest.quest.progress.percent).toBeGreaterThan(0);
  });

  it("stops a Free Seeker's fourth cast of the day with 429, the reset time and Retry-After", async () => {
    const { cookie } = await ctx.signUp();
    for (let index = 0; index < 3; index++) expect((await cast(cookie)).status).toBe(201);
    const fourth = await cast(cookie);
    expect(fourth.status).toBe(429);
    expect(Number(fourth.headers.get("retry-after"))).toBeGreaterThan(0);
    const body = (await fourth.json()) as {
      error: { code: string; message: string; details: { resetsAt: string; limit: number } };
    };
    expect(body.error.code).toBe("daily_limit_reached");
    expect(body.error.details.limit).toBe(3);
    expect(Date.parse(body.error.details.resetsAt)).toBeGreaterThan(Date.now());
    const profile = await get<ProfileResponse>("/api/me/profile", cookie);
    expect(profile.stats.totalReadings).toBe(3);
    expect(profile.daily.remaining).toBe(0);
  });

  it("counts the cap over the last 24 hours and keeps the streak across consecutive local days", async () => {
    const { userId } = await ctx.signUp();
    await ctx.connection.db
      .update(userProfiles)
      .set({ timezone: "America/New_York" })
      .where(eq(userProfiles.id, userId));
    const castAt = (iso: string) =>
      castDice({
        db: ctx.connection.db,
        readings: new ReadingCatalogue(ctx.connection.db),
        logger: pino({ level: "silent" }),
        userId,
        situation: "finances",
        now: new Date(iso),
      });
    // 3 casts late on March 7 in New York (after midnight UTC): local midnight gives none back, the
    // first one comes back 24 hours after it was made (on March 8 in New York, across the DST change).
    for (const iso of ["2026-03-08T02:00:00Z", "2026-03-08T03:00:00Z", "2026-03-08T04:00:00Z"]) await castAt(iso);
    await expect(castAt("2026-03-08T04:30:00Z")).rejects.toMatchObject({ code: "daily_limit_reached" });
    await expect(castAt("2026-03-08T05:30:00Z")).rejects.toMatchObject({
      code: "daily_limit_reached",
      details: { resetsAt: "2026-03-09T02:00:00.000Z" },
    });
    await expect(castAt("2026-03-09T01:59:59Z")).rejects.toMatchObject({ code: "daily_limit_reached" });
    await castAt("2026-03-09T02:00:00Z");
    let [profile] = await ctx.connection.db.select().from(userProfiles).where(eq(userProfiles.id, userId));
    expect(profile).toMatchObject({ dailyStreak: 2, lastCastOn: "2026-03-08", totalReadings: 4 });
    await castAt("2026-03-10T15:00:00Z");
    [profile] = await ctx.connection.db.select().from(userProfiles).where(eq(userProfiles.id, userId));
    expect(profile).toMatchObject({ dailyStreak: 1, lastCastOn: "2026-03-10" });
  });

  it("earns a streak freeze on the seventh day and spends it on a missed day, shown on the calendar", async () => {
    const { userId } = await ctx.signUp();
    const castAt = (iso: string) =>
      castDice({
        db: ctx.connection.db,
        readings: new ReadingCatalogue(ctx.connection.db),
        logger: pino({ level: "silent" }),
        userId,
        situation: "guidance",
        now: new Date(iso),
      });
    for (let day = 1; day <= 6; day++) await castAt(`2026-04-0${day}T12:00:00Z`);
    const seventh = await castAt("2026-04-07T12:00:00Z");
    expect(seventh.rewards.streakFreeze).toEqual({ earned: true, usedOn: [], held: 1 });

    // 8 April passes without a reading: on the 9th the streak still stands, the 8th shown frozen.
    let view = await getProfileView(ctx.connection.db, userId, new Date("2026-04-09T08:00:00Z"));
    expect(view.stats).toMatchObject({ dailyStreak: 7, streakFreezes: 0 });
    expect(view.streakCalendar.find((entry) => entry.day === "2026-04-08")).toEqual({
      day: "2026-04-08",
      casts: 0,
      frozen: true,
    });

    const ninth = await castAt("2026-04-09T12:00:00Z");
    expect(ninth.rewards.streakFreeze).toEqual({ earned: false, usedOn: ["2026-04-08"], held: 0 });
    view = await getProfileView(ctx.connection.db, userId, new Date("2026-04-09T13:00:00Z"));
    expect(view.stats).toMatchObject({ dailyStreak: 8, streakFreezes: 0 });
    expect(view.streakCalendar.filter((entry) => entry.frozen).map((entry) => entry.day)).toEqual(["2026-04-08"]);

    // With no freeze left, two missed days end the streak.
    await castAt("2026-04-12T12:00:00Z");
    const [profile] = await ctx.connection.db.select().from(userProfiles).where(eq(userProfiles.id, userId));
    expect(profile).toMatchObject({ dailyStreak: 1, streakFreezes: 0 });
  });

  it("completes a quest once, pays its reward and item, and starts the next", async () => {
    const { cookie, userId } = await ctx.signUp();
    const first = (await get<{ quest: QuestView }>("/api/me/quest", cookie)).quest;
    expect(first.requirements).toEqual({ readings: 3 });
    for (let index = 0; index < 3; index++) await cast(cookie);
    const next = (await get<{ quest: QuestView }>("/api/me/quest", cookie)).quest;
    expect(next.id).not.toBe(first.id);
    expect(next.progress.percent).toBe(0);
    const questKarma = await ctx.connection.db
      .select()
      .from(karmaEvents)
      .where(sql`${karmaEvents.userId} = ${userId} and ${karmaEvents.reason} = 'quest'`);
    expect(questKarma).toHaveLength(1);
    expect(questKarma[0]!.amount).toBe(first.rewardKarma);
    const statuses = await ctx.connection.db
      .select({ status: userQuests.status })
      .from(userQuests)
      .where(eq(userQuests.userId, userId));
    expect(statuses.map((row) => row.status).sort()).toEqual(["active", "completed"]);
  });

  it("stays exact under 50 concurrent casts by one user", async () => {
    const { cookie, userId } = await ctx.signUp();
    await setPlan(userId, 3);
    const statuses = await Promise.all(
      Array.from({ length: 50 }, (_, index) => cast(cookie, ["guidance", "finances", "relationships"][index % 3])),
    );
    expect(statuses.map((response) => response.status)).toEqual(Array(50).fill(201));
    const [profile] = await ctx.connection.db.select().from(userProfiles).where(eq(userProfiles.id, userId));
    expect(profile!.totalReadings).toBe(50);
    expect(profile!.karmaPoints).toBe(await ledgerSum(userId));
    const perAchievement = await ctx.connection.db
      .select({ id: userAchievements.achievementId, times: count() })
      .from(userAchievements)
      .where(eq(userAchievements.userId, userId))
      .groupBy(userAchievements.achievementId);
    expect(perAchievement.length).toBeGreaterThanOrEqual(4);
    expect(perAchievement.every((row) => Number(row.times) === 1)).toBe(true);
    const castKarma = await ctx.connection.db
      .select({ times: count() })
      .from(karmaEvents)
      .where(sql`${karmaEvents.userId} = ${userId} and ${karmaEvents.reason} = 'cast'`);
    expect(Number(castKarma[0]!.times)).toBe(50);
    const active = await ctx.connection.db
      .select()
      .from(userQuests)
      .where(sql`${userQuests.userId} = ${userId} and ${userQuests.status} = 'active'`);
    expect(active.length).toBeLessThanOrEqual(1);
  });

  const draw = (cookie: string, tool: "tarot" | "runes", spread: string) =>
    ctx.request("/api/draws", { method: "POST", cookie, json: { tool, spread, situation: "guidance" } });
  const rewardIds = async (response: Response) => {
    expect(response.status).toBe(201);
    const { rewards } = (await response.json()) as { rewards: { achievements: { id: string }[] } };
    return rewards.achievements.map((achievement) => achievement.id);
  };
  const unlockedTimes = async (userId: string, achievementId: string) =>
    (
      await ctx.connection.db
        .select()
        .from(userAchievements)
        .where(sql`${userAchievements.userId} = ${userId} and ${userAchievements.achievementId} = ${achievementId}`)
    ).length;

  it("unlocks the first Celtic Cross once, with the first tarot draw, and shows its progress", async () => {
    const { cookie, userId } = await ctx.signUp();
    await setPlan(userId, 2);
    const first = await rewardIds(await draw(cookie, "tarot", "celtic-cross"));
    expect(first).toEqual(expect.arrayContaining(["first-cast", "first-card-turned", "first-celtic-cross"]));
    expect(first).not.toContain("first-stave-cast");
    expect(await rewardIds(await draw(cookie, "tarot", "celtic-cross"))).not.toContain("first-celtic-cross");
    expect(await unlockedTimes(userId, "first-celtic-cross")).toBe(1);

    const achievements = await get<AchievementView[]>("/api/me/achievements", cookie);
    const byId = (id: string) => achievements.find((achievement) => achievement.id === id)!;
    expect(byId("first-celtic-cross")).toMatchObject({
      requirementType: "celtic_cross_draws",
      progress: { current: 1 },
    });
    expect(byId("first-celtic-cross").unlockedAt).not.toBeNull();
    expect(byId("three-norns")).toMatchObject({ unlockedAt: null, progress: { current: 0, target: 1 } });
    expect(byId("three-oracles-one-week")).toMatchObject({ unlockedAt: null, progress: { current: 1, target: 3 } });

    const runes = await rewardIds(await draw(cookie, "runes", "three-norns"));
    expect(runes).toEqual(expect.arrayContaining(["first-stave-cast", "three-norns"]));
    const items = await get<ItemView[]>("/api/me/items", cookie);
    expect(items.map((item) => item.id)).toEqual(
      expect.arrayContaining(["gilt-edged-card-sleeve", "indigo-spread-cloth", "birch-bark-rune-pouch"]),
    );
  });

  it("unlocks Three Oracles in One Week only when the dice, tarot and runes were all used within 7 days", async () => {
    const { cookie, userId } = await ctx.signUp();
    await setPlan(userId, 3);
    expect(await rewardIds(await cast(cookie))).not.toContain("three-oracles-one-week");
    // The dice cast moves eight days into the past: outside the week of the draws that follow.
    await ctx.connection.db
      .update(casts)
      .set({ createdAt: new Date(Date.now() - 8 * 86_400_000) })
      .where(eq(casts.userId, userId));
    expect(await rewardIds(await draw(cookie, "tarot", "one-card"))).not.toContain("three-oracles-one-week");
    expect(await rewardIds(await draw(cookie, "runes", "single"))).not.toContain("three-oracles-one-week");
    expect(await rewardIds(await draw(cookie, "tarot", "three-card"))).not.toContain("three-oracles-one-week");
    expect(await unlockedTimes(userId, "three-oracles-one-week")).toBe(0);

    expect(await rewardIds(await cast(cookie))).toContain("three-oracles-one-week");
    expect(await rewardIds(await draw(cookie, "runes", "single"))).not.toContain("three-oracles-one-week");
    expect(await unlockedTimes(userId, "three-oracles-one-week")).toBe(1);
  });

  it("equips one item per type, unequips, and keeps other users' items out of reach", async () => {
    const alice = await ctx.signUp();
    await setPlan(alice.userId, 3);
    for (let index = 0; index < 10; index++)
      await cast(alice.cookie, ["guidance", "finances", "relationships"][index % 3]);
    const items = await get<ItemView[]>("/api/me/items", alice.cookie);
    expect(items.length).toBeGreaterThanOrEqual(2);
    const target = items[0]!;
    const equipped = (await (
      await ctx.request(`/api/me/items/${target.id}/equip`, { method: "POST", cookie: alice.cookie })
    ).json()) as ItemView[];
    expect(equipped.find((item) => item.id === target.id)!.isEquipped).toBe(true);
    const sameType = items.find((item) => item.type === target.type && item.id !== target.id);
    if (sameType) {
      const swapped = (await (
        await ctx.request(`/api/me/items/${sameType.id}/equip`, { method: "POST", cookie: alice.cookie })
      ).json()) as ItemView[];
      expect(swapped.filter((item) => item.type === target.type && item.isEquipped).map((item) => item.id)).toEqual([
        sameType.id,
      ]);
    }

    const bob = await ctx.signUp();
    const stolen = await ctx.request(`/api/me/items/${target.id}/equip`, { method: "POST", cookie: bob.cookie });
    expect(stolen.status).toBe(404);
    expect(
      (await ctx.request(`/api/me/items/${target.id}/unequip`, { method: "POST", cookie: bob.cookie })).status,
    ).toBe(404);
    const aliceRows = await ctx.connection.db.select().from(userItems).where(eq(userItems.userId, alice.userId));
    expect(aliceRows.filter((row) => row.isEquipped).length).toBeGreaterThanOrEqual(1);
    expect((await ctx.request("/api/me/items/NOT VALID/equip", { method: "POST", cookie: alice.cookie })).status).toBe(
      400,
    );

    const unequipped = (await (
      await ctx.request(`/api/me/items/${sameType?.id ?? target.id}/unequip`, { method: "POST", cookie: alice.cookie })
    ).json()) as ItemView[];
    expect(unequipped.filter((item) => item.type === target.type && item.isEquipped)).toEqual([]);

    const history = await get<ReadingHistoryPage>("/api/me/readings?limit=4", alice.cookie);
    expect(history.items).toHaveLength(4);
    expect(history.nextCursor).not.toBeNull();
    const next = await get<ReadingHistoryPage>(`/api/me/readings?limit=4&cursor=${history.nextCursor}`, alice.cookie);
    expect(next.items.map((entry) => entry.id)).not.toContain(history.items[0]!.id);
    expect(Date.parse(next.items[0]!.createdAt)).toBeLessThanOrEqual(Date.parse(history.items[3]!.createdAt));
    expect((await get<ReadingHistoryPage>("/api/me/readings", bob.cookie)).items).toEqual([]);
    expect((await ctx.request(`/api/casts/${history.items[0]!.id}`, { cookie: bob.cookie })).status).toBe(404);
    expect((await ctx.request("/api/me/readings?cursor=garbage", { cookie: alice.cookie })).status).toBe(400);
  });

  it("validates profile edits and keeps the display id and e-mail read-only", async () => {
    const { cookie } = await ctx.signUp();
    const patch = (json: unknown) => ctx.request("/api/me/profile", { method: "PATCH", cookie, json });
    const saved = await patch({
      fullName: "Ada Starling",
      bio: "Reads the sky.",
      birthDate: "1990-04-23",
      timezone: "Europe/Paris",
      interests: "tarot, runes",
    });
    expect(saved.status).toBe(200);
    expect(await saved.json()).toMatchObject({
      fullName: "Ada Starling",
      birthDate: "1990-04-23",
      timezone: "Europe/Paris",
    });

    for (const [body, field] of [
      [{ birthDate: "2999-01-01" }, "birthDate"],
      [{ birthDate: "2023-02-30" }, "birthDate"],
      [{ birthDate: "yesterday" }, "birthDate"],
      [{ timezone: "Mars/Olympus_Mons" }, "timezone"],
      [{ bio: "x".repeat(501) }, "bio"],
      [{ fullName: 42 }, "fullName"],
      [{ displayId: "MYS-HACKED" }, "_"],
      [{ email: "other@example.com" }, "_"],
    ] as const) {
      const response = await patch(body);
      expect(response.status, JSON.stringify(body)).toBe(400);
      const json = (await response.json()) as { error: { fields: Record<string, string[]> } };
      expect(Object.keys(json.error.fields)).toContain(field);
    }
    // The platform also knows aliases and three-letter ids the database does not: each is kept by its
    // canonical name, so the profile's days still compute (the fuzz run found "cat" answered a 500 later).
    // A new seeker for each: a zone changes once a day, and each seeker's first change is free.
    for (const [alias, canonical] of [
      ["cat", "Africa/Maputo"],
      ["US/Pacific-New", "America/Los_Angeles"],
      ["europe/paris", "Europe/Paris"],
    ] as const) {
      const seeker = await ctx.signUp();
      const response = await ctx.request("/api/me/profile", {
        method: "PATCH",
        cookie: seeker.cookie,
        json: { timezone: alias },
      });
      expect(response.status, alias).toBe(200);
      expect(await response.json()).toMatchObject({ timezone: canonical });
      expect((await ctx.request("/api/me/profile", { cookie: seeker.cookie })).status, alias).toBe(200);
    }
    const profile = await get<ProfileResponse>("/api/me/profile", cookie);
    expect(profile.displayId).toMatch(/^MYS-/);
    expect(profile.fullName).toBe("Ada Starling");
    expect((await ctx.request("/api/me/profile")).status).toBe(401);
  });
});

import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { castResultSchema } from "../../../shared/api/casts";
import { drawResultSchema } from "../../../shared/api/draws";
import { activeQuestResponseSchema, profileResponseSchema } from "../../../shared/api/me";
import { ritualResponseSchema, ritualResultSchema, todayRitualsSchema } from "../../../shared/api/rituals";
import { dailyNumber } from "../../../shared/rituals/rituals";
import { userProfiles } from "../../db/schema";
import { createTestContext, TEST_DATABASE_KINDS, type TestContext } from "../../testing/test-app";

/**
 * One seeker in New York, and the server's clock moved step by step (Services.clock) across local
 * midnight, a month end, the end of daylight saving time and the year end, in 2024 (far from any real
 * date this suite runs on). At every step the profile (the streak, the calendar's today), the streak and
 * the rituals must agree on one local day: the seeker's, never the server's UTC day nor the database's
 * clock. The seeker is on the Arcane Explorer plan: the plans' caps count the last 24 hours, not a local
 * day (src/shared/allowance.ts; their timeline is in allowance-window.test.ts).
 *
 * The times are written in UTC with the New York time beside them: EDT is UTC-4 until 2024-11-03 at
 * 02:00 local (06:00Z), when the clocks fall back to 01:00 EST (UTC-5), so that Sunday lasts 25 hours.
 */
const ZONE = "America/New_York";
const BIRTH_DATE = "1990-04-23";
/** Readings made on the busiest days below (the seeker's plan has no cap). */
const READINGS_A_DAY = 3;

describe.each(TEST_DATABASE_KINDS)("one seeker's calendar on %s", (kind) => {
  let ctx: TestContext;
  let now = new Date("2024-10-27T03:30:00Z"); // Sat 26 Oct, 23:30 EDT (already the 27th in UTC)
  let cookie = "";
  const at = (iso: string) => {
    now = new Date(iso);
  };

  beforeAll(async () => {
    ctx = await createTestContext(kind, { clock: () => now });
  });
  afterAll(() => ctx.close());

  const get = (path: string) => ctx.request(path, { cookie });
  const post = (path: string, json: unknown) => ctx.request(path, { method: "POST", cookie, json });
  const profile = async () => profileResponseSchema.parse(await (await get("/api/me/profile")).json());
  const todaysRituals = async () => todayRitualsSchema.parse(await (await get("/api/rituals/today")).json());

  /** A dice cast: it is recorded at the clock's time, on the seeker's day. */
  const cast = async () => {
    const response = await post("/api/casts", { situation: "guidance" });
    expect(response.status).toBe(201);
    const result = castResultSchema.parse(await response.json());
    expect(result.createdAt).toBe(now.toISOString());
    return result;
  };
  /** A one-card tarot draw: the same streak. */
  const draw = async () => {
    const response = await post("/api/draws", { tool: "tarot", spread: "one-card", situation: "finances" });
    expect(response.status).toBe(201);
    return drawResultSchema.parse(await response.json());
  };
  /** Today's ritual of a kind: made (201) the first time of the local day, the same one (200) after. */
  const ritual = async (tool: "numerology" | "moon", expected: "new" | "again") => {
    const response = await post(`/api/rituals/${tool}`, { situation: "guidance" });
    expect(response.status).toBe(expected === "new" ? 201 : 200);
    const body: unknown = await response.json();
    return expected === "new" ? ritualResultSchema.parse(body) : ritualResponseSchema.parse(body);
  };
  /**
   * Everything that names "today" agrees: the streak, the calendar's last day and its readings, today's
   * rituals.
   */
  const expectDay = async (expected: {
    day: string;
    streak: number;
    freezes: number;
    /** Readings of the day on the calendar: casts, draws and rituals. */
    readings: number;
  }) => {
    const seen = await profile();
    const today = seen.streakCalendar.at(-1)!;
    expect({
      today: today.day,
      streak: seen.stats.dailyStreak,
      freezes: seen.stats.streakFreezes,
      readings: today.casts,
    }).toEqual({
      today: expected.day,
      streak: expected.streak,
      freezes: expected.freezes,
      readings: expected.readings,
    });
    expect(seen.daily.limit).toBeNull();
    const rituals = await todaysRituals();
    expect({ day: rituals.day, timeZone: rituals.timeZone }).toEqual({ day: expected.day, timeZone: ZONE });
    return { profile: seen, rituals };
  };
  const calendarDay = async (day: string) => (await profile()).streakCalendar.find((entry) => entry.day === day);

  it("starts a seeker in New York on their own day, not the server's UTC day", async () => {
    const seeker = await ctx.signUp();
    cookie = seeker.cookie;
    await ctx.connection.db.update(userProfiles).set({ planLevel: 3 }).where(eq(userProfiles.id, seeker.userId));
    const patched = await ctx.request("/api/me/profile", {
      method: "PATCH",
      cookie,
      json: { timezone: ZONE, fullName: "Ada Lovelace", birthDate: BIRTH_DATE },
    });
    expect(patched.status).toBe(200);
    // 23:30 on Saturday the 26th in New York, 03:30 on the 27th in UTC.
    const { rituals } = await expectDay({
      day: "2024-10-26",
      streak: 0,
      freezes: 0,
      readings: 0,
    });
    expect(rituals).toMatchObject({ numerology: null, moon: null, missing: [] });
    // The first quest began when the seeker signed up, on the server's clock.
    const { quest } = activeQuestResponseSchema.parse(await (await get("/api/me/quest")).json());
    expect(quest?.startedAt).toBe("2024-10-27T03:30:00.000Z");
  });

  it("crosses local midnight: the day's rituals hold until then, and the next day starts afresh", async () => {
    at("2024-10-27T04:00:00Z"); // Sun 27 Oct, 00:00 EDT
    for (let index = 0; index < READINGS_A_DAY; index++) await cast();
    const numerology = await ritual("numerology", "new");
    expect(numerology).toMatchObject({ tool: "numerology", day: "2024-10-27" });
    expect(numerology.numbers?.dayNumber).toBe(dailyNumber(BIRTH_DATE, "2024-10-27").dayNumber);
    expect(await ritual("moon", "new")).toMatchObject({ tool: "moon", day: "2024-10-27" });
    expect((await ritual("numerology", "again")).id).toBe(numerology.id);
    await expectDay({
      day: "2024-10-27",
      streak: 1,
      freezes: 0,
      readings: 5,
    });
    // Karma is earned on the seeker's day too (the ledger's times are the clock's).
    expect((await profile()).karmaHistory.at(-1)?.day).toBe("2024-10-27");

    at("2024-10-28T03:59:59Z"); // Sun 27 Oct, 23:59:59 EDT: Monday already in UTC
    const { rituals } = await expectDay({
      day: "2024-10-27",
      streak: 1,
      freezes: 0,
      readings: 5,
    });
    expect(rituals.numerology?.id).toBe(numerology.id);
    expect((await ritual("numerology", "again")).id).toBe(numerology.id);

    at("2024-10-28T04:00:00Z"); // Mon 28 Oct, 00:00 EDT
    const monday = await expectDay({
      day: "2024-10-28",
      streak: 1,
      freezes: 0,
      readings: 0,
    });
    expect(monday.rituals).toMatchObject({ numerology: null, moon: null });
    await cast();
    const mondayNumber = await ritual("numerology", "new");
    expect(mondayNumber.id).not.toBe(numerology.id);
    expect(mondayNumber.day).toBe("2024-10-28");
    await expectDay({
      day: "2024-10-28",
      streak: 2,
      freezes: 0,
      readings: 2,
    });
  });

  it("keeps the streak going on evenings that are already tomorrow in UTC", async () => {
    at("2024-10-30T01:00:00Z"); // Tue 29 Oct, 21:00 EDT
    await cast();
    await expectDay({
      day: "2024-10-29",
      streak: 3,
      freezes: 0,
      readings: 1,
    });
    at("2024-10-31T01:00:00Z"); // Wed 30 Oct, 21:00 EDT
    await draw();
    await expectDay({
      day: "2024-10-30",
      streak: 4,
      freezes: 0,
      readings: 1,
    });
  });

  it("crosses a month end", async () => {
    at("2024-10-31T15:00:00Z"); // Thu 31 Oct, 11:00 EDT
    await cast();
    await draw();
    await cast();
    await expectDay({
      day: "2024-10-31",
      streak: 5,
      freezes: 0,
      readings: 3,
    });

    at("2024-11-01T03:59:00Z"); // Thu 31 Oct, 23:59 EDT: November in UTC
    await expectDay({
      day: "2024-10-31",
      streak: 5,
      freezes: 0,
      readings: 3,
    });

    at("2024-11-01T04:00:00Z"); // Fri 1 Nov, 00:00 EDT
    await cast();
    expect(await ritual("moon", "new")).toMatchObject({ day: "2024-11-01" });
    await expectDay({
      day: "2024-11-01",
      streak: 6,
      freezes: 0,
      readings: 2,
    });
    expect(await calendarDay("2024-10-31")).toEqual({ day: "2024-10-31", casts: 3, frozen: false });
  });

  it("earns a freeze on the seventh day of the streak", async () => {
    at("2024-11-02T14:00:00Z"); // Sat 2 Nov, 10:00 EDT
    const seventh = await cast();
    expect(seventh.rewards.streakFreeze).toEqual({ earned: true, usedOn: [], held: 1 });
    await cast();
    await cast();
    // The next local midnight is still on daylight time: 00:00 EDT on Sunday.
    await expectDay({
      day: "2024-11-02",
      streak: 7,
      freezes: 1,
      readings: 3,
    });
  });

  it("crosses the end of daylight saving time: the seeker's Sunday lasts 25 hours", async () => {
    at("2024-11-03T04:00:00Z"); // Sun 3 Nov, 00:00 EDT
    // Sunday's midnight is 25 hours later, on standard time.
    await expectDay({
      day: "2024-11-03",
      streak: 7,
      freezes: 1,
      readings: 0,
    });
    for (let index = 0; index < READINGS_A_DAY; index++) await cast();

    // 01:30 twice: first on daylight time, then again on standard time. Still Sunday, both times.
    for (const instant of ["2024-11-03T05:30:00Z", "2024-11-03T06:30:00Z"]) {
      at(instant);
    }

    // 23:30 EST on Sunday: on the summer offset it would already be Monday 00:30.
    at("2024-11-04T04:30:00Z");
    expect(await ritual("moon", "new")).toMatchObject({ day: "2024-11-03" });
    await expectDay({
      day: "2024-11-03",
      streak: 8,
      freezes: 1,
      readings: 4,
    });

    at("2024-11-04T05:00:00Z"); // Mon 4 Nov, 00:00 EST
    const monday = await expectDay({
      day: "2024-11-04",
      streak: 8,
      freezes: 1,
      readings: 0,
    });
    expect(monday.rituals).toMatchObject({ numerology: null, moon: null });
    // The seeker does nothing more on Monday.
  });

  it("lets a held freeze cover the missed day, and the streak go on", async () => {
    at("2024-11-05T05:30:00Z"); // Tue 5 Nov, 00:30 EST
    // Monday was missed; the held freeze covers it, so the streak still stands, its freeze in use.
    await expectDay({
      day: "2024-11-05",
      streak: 8,
      freezes: 0,
      readings: 0,
    });
    expect(await calendarDay("2024-11-04")).toEqual({ day: "2024-11-04", casts: 0, frozen: true });

    const drawn = await draw();
    expect(drawn.rewards.streakFreeze).toEqual({ earned: false, usedOn: ["2024-11-04"], held: 0 });
    await expectDay({
      day: "2024-11-05",
      streak: 9,
      freezes: 0,
      readings: 1,
    });
    expect(await calendarDay("2024-11-04")).toEqual({ day: "2024-11-04", casts: 0, frozen: true });
  });

  it("resets the streak after days missed with no freeze held", async () => {
    at("2024-12-30T17:00:00Z"); // Mon 30 Dec, 12:00 EST
    await expectDay({
      day: "2024-12-30",
      streak: 0,
      freezes: 0,
      readings: 0,
    });
    await cast();
    const { profile: seen } = await expectDay({
      day: "2024-12-30",
      streak: 1,
      freezes: 0,
      readings: 1,
    });
    // The calendar still shows November: the covered Monday, the draw of the Tuesday, nothing after.
    const november = seen.streakCalendar.filter((entry) => entry.day.startsWith("2024-11-0"));
    expect(november.find((entry) => entry.day === "2024-11-04")).toMatchObject({ casts: 0, frozen: true });
    expect(november.find((entry) => entry.day === "2024-11-05")).toMatchObject({ casts: 1, frozen: false });
    expect(seen.streakCalendar.find((entry) => entry.day === "2024-11-06")).toMatchObject({ casts: 0, frozen: false });
  });

  it("crosses the year end", async () => {
    at("2024-12-31T12:00:00Z"); // Tue 31 Dec, 07:00 EST
    for (let index = 0; index < READINGS_A_DAY; index++) await cast();
    const lastNumber = await ritual("numerology", "new");
    expect(lastNumber.day).toBe("2024-12-31");
    await expectDay({
      day: "2024-12-31",
      streak: 2,
      freezes: 0,
      readings: 4,
    });

    at("2025-01-01T04:59:00Z"); // Tue 31 Dec, 23:59 EST: 2025 in UTC
    expect((await ritual("numerology", "again")).id).toBe(lastNumber.id);
    await expectDay({
      day: "2024-12-31",
      streak: 2,
      freezes: 0,
      readings: 4,
    });

    at("2025-01-01T05:00:00Z"); // Wed 1 Jan 2025, 00:00 EST
    const newYear = await expectDay({
      day: "2025-01-01",
      streak: 2,
      freezes: 0,
      readings: 0,
    });
    expect(newYear.rituals).toMatchObject({ numerology: null, moon: null });
    await cast();
    const firstNumber = await ritual("numerology", "new");
    expect(firstNumber.id).not.toBe(lastNumber.id);
    expect(firstNumber.day).toBe("2025-01-01");
    // A new year: the seeker's Personal Year moves on with the seeker's calendar.
    expect(firstNumber.numbers?.personalYear).toBe(dailyNumber(BIRTH_DATE, "2025-01-01").personalYear);
    expect(firstNumber.numbers?.personalYear).not.toBe(lastNumber.numbers?.personalYear);
    await expectDay({
      day: "2025-01-01",
      streak: 3,
      freezes: 0,
      readings: 2,
    });
    expect((await profile()).karmaHistory.at(-1)?.day).toBe("2025-01-01");
  });
});

import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { and, eq } from "drizzle-orm";
import { energyMapSchema, energyResponseSchema, energyResultSchema } from "../../../shared/api/energy";
import { readingHistoryPageSchema } from "../../../shared/api/me";
import { casts } from "../../db/readings-schema";
import { userProfiles } from "../../db/schema";
import { createTestContext, type TestContext } from "../../testing/test-app";

// Sunday 29 November 2026, 23:30 in Tokyo (UTC+9): the last half hour of a local week.
const START = new Date("2026-11-29T14:30:00Z");
const HOUR = 3_600_000;

describe("the Energy Map's check-ins and map", () => {
  let ctx: TestContext;
  let now = START;
  let seeker: { cookie: string; userId: string };

  beforeAll(async () => {
    ctx = await createTestContext("pglite", { clock: () => now });
    seeker = await ctx.signUp();
    await ctx.connection.db
      .update(userProfiles)
      .set({ timezone: "Asia/Tokyo" })
      .where(eq(userProfiles.id, seeker.userId));
  });
  afterAll(() => ctx.close());

  const checkIn = (json: unknown, cookie: string | undefined = seeker.cookie) =>
    ctx.request("/api/readings/energy", { method: "POST", cookie, json });
  const checkInsOf = (userId: string) =>
    ctx.connection.db
      .select()
      .from(casts)
      .where(and(eq(casts.userId, userId), eq(casts.tool, "energy")));
  const mapOf = async (query = "") => {
    const response = await ctx.request(`/api/me/energy${query}`, { cookie: seeker.cookie });
    expect(response.status).toBe(200);
    return energyMapSchema.parse(await response.json());
  };

  it("saves one check-in a local day, and a second the same day replaces it", async () => {
    const first = await checkIn({ pleasant: 8, energy: 9, word: " buoyant ", note: "Long walk by the river" });
    expect(first.status).toBe(201);
    const saved = energyResultSchema.parse(await first.json());
    expect(saved).toMatchObject({ day: "2026-11-29", quadrant: "bright", intensity: "clear", word: "buoyant" });
    expect(saved.rewards.karma).toBeGreaterThan(0);
    const [row] = await checkInsOf(seeker.userId);
    expect(row).toMatchObject({ note: "Long walk by the river", ritualDay: "2026-11-29", situation: "guidance" });

    const second = await checkIn({ pleasant: 2, energy: 3 });
    expect(second.status).toBe(200);
    const replaced = energyResponseSchema.parse(await second.json());
    expect(replaced).toMatchObject({ id: saved.id, quadrant: "heavy", word: null });
    expect(replaced).not.toHaveProperty("rewards");
    const rows = await checkInsOf(seeker.userId);
    expect(rows).toHaveLength(1);
    expect(rows[0]!.note).toBeNull();

    // Past local midnight in Tokyo, a new day: a second check-in of its own, the first day kept.
    now = new Date(START.getTime() + HOUR);
    const nextDay = await checkIn({ pleasant: 6, energy: 4, note: "Slept eight hours" });
    expect(nextDay.status).toBe(201);
    expect(await checkInsOf(seeker.userId)).toHaveLength(2);
  });

  it("draws the map: every day with the Moon, the check-ins, the readings of other oracles and each week", async () => {
    await ctx.request("/api/readings/pendulum", {
      method: "POST",
      cookie: seeker.cookie,
      json: { situation: "guidance", question: "Call her?" },
    });
    const map = await mapOf("?weeks=4");
    expect(map).toMatchObject({ timeZone: "Asia/Tokyo", today: "2026-11-30" });
    expect(map.weeks).toHaveLength(4);
    expect(map.weeks.at(-1)).toMatchObject({ start: "2026-11-30", end: "2026-12-06", checkIns: 1, readings: 1 });
    expect(map.weeks.at(-2)).toMatchObject({ start: "2026-11-23", checkIns: 1, meanPleasant: 2, quadrant: "heavy" });
    // Four weeks from Monday 9 November up to today; the full moon of 24 November 2026 is marked.
    expect(map.days[0]!.day).toBe("2026-11-09");
    expect(map.days.at(-1)!.day).toBe("2026-11-30");
    expect(map.days.find((day) => day.day === "2026-11-24")).toMatchObject({
      moonPhase: "full-moon",
      isPrincipalPhase: true,
    });
    expect(map.days.find((day) => day.day === "2026-11-29")!.checkIn).toEqual({ pleasant: 2, energy: 3, word: null });
    expect(map.todayCheckIn).toMatchObject({ day: "2026-11-30", note: "Slept eight hours", quadrant: "settled" });
    expect((await mapOf()).weeks).toHaveLength(8);

    // In the journal's history with its quadrant as the title.
    const history = readingHistoryPageSchema.parse(
      await (await ctx.request("/api/me/readings?tool=energy", { cookie: seeker.cookie })).json(),
    );
    expect(history.items.map((item) => item.title)).toEqual(["Check-in: Settled and Easy", "Check-in: Low and Heavy"]);
  });

  it("refuses bad input with 400, a visitor with 401, and a share link with 403", async () => {
    for (const body of [
      { pleasant: 0, energy: 5 },
      { pleasant: 11, energy: 5 },
      { pleasant: 5.5, energy: 5 },
      { pleasant: 5 },
      { pleasant: "5", energy: 5 },
      { pleasant: 5, energy: 5, word: "x".repeat(33) },
      { pleasant: 5, energy: 5, word: "two\nlines" },
      { pleasant: 5, energy: 5, note: "x".repeat(501) },
      { pleasant: 5, energy: 5, situation: "finances" },
    ]) {
      const response = await checkIn(body);
      expect(response.status, JSON.stringify(body)).toBe(400);
      expect(await response.json()).toMatchObject({ error: { code: "bad_request" } });
    }
    for (const query of ["?weeks=3", "?weeks=27", "?weeks=many"]) {
      const response = await ctx.request(`/api/me/energy${query}`, { cookie: seeker.cookie });
      expect(response.status, query).toBe(400);
    }
    expect(
      (await ctx.request("/api/readings/energy", { method: "POST", json: { pleasant: 5, energy: 5 } })).status,
    ).toBe(401);
    expect((await ctx.request("/api/me/energy")).status).toBe(401);

    const [row] = await checkInsOf(seeker.userId);
    const share = await ctx.request(`/api/casts/${row!.id}/share`, { method: "POST", cookie: seeker.cookie });
    expect(share.status).toBe(403);
  });

  it("answers words that need help with the help, in the word or the note, and stores nothing", async () => {
    const other = await ctx.signUp();
    for (const body of [
      { pleasant: 1, energy: 1, word: "suicidal" },
      { pleasant: 1, energy: 1, note: "I don't want to be here anymore" },
      { pleasant: 2, energy: 9, note: "My chest pain will not stop and my arm is numb" },
    ]) {
      const response = await checkIn(body, other.cookie);
      expect(response.status, JSON.stringify(body)).toBe(422);
      expect(await response.json()).toMatchObject({ error: { code: "needs_help" } });
    }
    expect(await checkInsOf(other.userId)).toHaveLength(0);
  });
});

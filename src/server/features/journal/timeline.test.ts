import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { timelineSchema } from "../../../shared/api/timeline";
import { casts } from "../../db/readings-schema";
import { userProfiles } from "../../db/schema";
import { createTestContext, TEST_DATABASE_KINDS, type TestContext } from "../../testing/test-app";

// Wednesday 25 November 2026, 12:00 in Tokyo (UTC+9, no summer time).
const NOW = new Date("2026-11-25T03:00:00Z");

describe.each(TEST_DATABASE_KINDS)("My Timeline's counts on %s", (kind) => {
  let ctx: TestContext;
  let seeker: { cookie: string; userId: string };

  beforeAll(async () => {
    ctx = await createTestContext(kind, { clock: () => NOW });
    seeker = await ctx.signUp();
    await ctx.connection.db
      .update(userProfiles)
      .set({ timezone: "Asia/Tokyo" })
      .where(eq(userProfiles.id, seeker.userId));
    const reading = (createdAt: string, fields: Partial<typeof casts.$inferInsert> = {}) => ({
      userId: seeker.userId,
      tool: "dice" as const,
      situation: "guidance" as const,
      payload: { dice: "1-2-3" },
      createdAt: new Date(createdAt),
      ...fields,
    });
    await ctx.connection.db.insert(casts).values([
      // Monday 23 November, 01:00 in Tokyo (still Sunday the 22nd in UTC): this week.
      reading("2026-11-22T16:00:00Z", { note: "The week began with a question", outcome: "yes" }),
      reading("2026-11-24T09:00:00Z", {
        tool: "tarot",
        payload: { spread: "one-card", items: [{ index: 3, reversed: false }] },
      }),
      reading("2026-11-24T10:00:00Z", { tool: "moon", ritualDay: "2026-11-24", payload: {} }),
      // Sunday 22 November, 23:00 in Tokyo: last week.
      reading("2026-11-22T14:00:00Z", { outcome: "partly" }),
      // Twelve weeks before this week's Monday: outside the timeline of weeks, inside the months'.
      reading("2026-08-30T03:00:00Z", { outcome: "no" }),
    ]);
  });
  afterAll(() => ctx.close());

  const timeline = async (by?: string) => {
    const response = await ctx.request(`/api/me/journal/timeline${by ? `?by=${by}` : ""}`, { cookie: seeker.cookie });
    expect(response.status).toBe(200);
    return timelineSchema.parse(await response.json());
  };

  it("counts the last twelve weeks in the seeker's zone, Monday to Sunday", async () => {
    const weeks = await timeline();
    expect(weeks.by).toBe("week");
    expect(weeks.timeZone).toBe("Asia/Tokyo");
    expect(weeks.periods).toHaveLength(12);
    const [lastWeek, thisWeek] = weeks.periods.slice(-2);
    expect(thisWeek).toMatchObject({ start: "2026-11-23", end: "2026-11-29", readings: 3, rituals: 1, notes: 1 });
    expect(thisWeek!.outcomes).toEqual({ yes: 1, partly: 0, no: 0 });
    expect(thisWeek!.oracles).toEqual(
      expect.arrayContaining([
        { tool: "dice", count: 1 },
        { tool: "tarot", count: 1 },
        { tool: "moon", count: 1 },
      ]),
    );
    expect(lastWeek).toMatchObject({ start: "2026-11-16", readings: 1, outcomes: { yes: 0, partly: 1, no: 0 } });
    expect(weeks.periods[0]!.start).toBe("2026-09-07");
    expect(weeks.periods.reduce((sum, period) => sum + period.readings, 0)).toBe(4);
  });

  it("counts by month on asking, the older reading included", async () => {
    const months = await timeline("month");
    expect(months.periods[0]).toMatchObject({ start: "2025-12-01", end: "2025-12-31" });
    expect(months.periods.find((period) => period.start === "2026-08-01")).toMatchObject({
      readings: 1,
      outcomes: { yes: 0, partly: 0, no: 1 },
    });
    expect(months.periods.at(-1)).toMatchObject({ start: "2026-11-01", readings: 4 });
  });

  it("answers 400 for another scale, and 401 signed out", async () => {
    const wrong = await ctx.request("/api/me/journal/timeline?by=year", { cookie: seeker.cookie });
    expect(wrong.status).toBe(400);
    expect(await wrong.json()).toMatchObject({ error: { fields: { by: ['Count by "week" or "month"'] } } });
    expect((await ctx.request("/api/me/journal/timeline")).status).toBe(401);
  });
});

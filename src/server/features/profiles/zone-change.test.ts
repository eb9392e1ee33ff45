import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { profileResponseSchema } from "../../../shared/api/me";
import { ritualResultSchema } from "../../../shared/api/rituals";
import { userProfiles } from "../../db/schema";
import { createTestContext, type TestContext } from "../../testing/test-app";

/**
 * A seeker's time zone changes at most once in 24 hours, and no change of zone replays a day: the
 * rituals, the streak and the quests' days only move forward (docs/product.md, "Plans and the daily cap").
 */
const WEST = "Etc/GMT+12";
const EAST = "Pacific/Kiritimati";

describe("changing the time zone", () => {
  let ctx: TestContext;
  // 12:00 UTC: 00:00 on the 24th in WEST, 02:00 on the 25th in EAST.
  let now = new Date("2026-11-24T12:00:00Z");

  beforeAll(async () => {
    ctx = await createTestContext("pglite", { clock: () => now });
  });
  afterAll(() => ctx.close());

  const patch = (cookie: string, json: unknown) => ctx.request("/api/me/profile", { method: "PATCH", cookie, json });
  const setZone = (userId: string, timezone: string) =>
    ctx.connection.db.update(userProfiles).set({ timezone }).where(eq(userProfiles.id, userId));

  it("takes the first change at once, then refuses another within 24 hours, saying when it opens", async () => {
    const seeker = await ctx.signUp();
    expect((await patch(seeker.cookie, { timezone: "Europe/Paris" })).status).toBe(200);

    now = new Date("2026-11-25T11:59:59Z");
    const refused = await patch(seeker.cookie, { timezone: "Asia/Tokyo", bio: "Travelling" });
    expect(refused.status).toBe(400);
    const body = (await refused.json()) as {
      error: { code: string; message: string; fields: { timezone: string[] }; details: { nextChangeAt: string } };
    };
    expect(body.error).toMatchObject({
      code: "zone_change_too_soon",
      details: { nextChangeAt: "2026-11-25T12:00:00.000Z" },
    });
    // Written in the seeker's current zone: 13:00 in Paris.
    expect(body.error.message).toBe(
      "Your time zone can change once a day. You can change it again from 2026-11-25T13:00+01:00.",
    );
    expect(body.error.fields.timezone).toEqual([body.error.message]);
    // Nothing of the refused edit is saved; the same zone again, and other fields, are no change of zone.
    let profile = profileResponseSchema.parse(
      await (await ctx.request("/api/me/profile", { cookie: seeker.cookie })).json(),
    );
    expect(profile).toMatchObject({ timezone: "Europe/Paris", bio: null });
    expect((await patch(seeker.cookie, { timezone: "Europe/Paris", bio: "Home" })).status).toBe(200);

    now = new Date("2026-11-25T12:00:00Z");
    const moved = await patch(seeker.cookie, { timezone: "Asia/Tokyo" });
    expect(moved.status).toBe(200);
    profile = profileResponseSchema.parse(await moved.json());
    expect(profile).toMatchObject({ timezone: "Asia/Tokyo", bio: "Home" });
    expect((await patch(seeker.cookie, { timezone: "Europe/Paris" })).status).toBe(400);
    now = new Date("2026-11-24T12:00:00Z");
  });

  it("makes each day's ritual once however the zone alternates, and grows the streak once a day", async () => {
    const seeker = await ctx.signUp();
    const ritual = async (tool: "numerology" | "moon") =>
      (
        await ctx.request(`/api/rituals/${tool}`, {
          method: "POST",
          cookie: seeker.cookie,
          json: { situation: "guidance" },
        })
      ).status;
    await setZone(seeker.userId, WEST);
    expect(await ritual("moon")).toBe(201); // the 24th in WEST
    await setZone(seeker.userId, EAST);
    const east = await ctx.request("/api/rituals/moon", {
      method: "POST",
      cookie: seeker.cookie,
      json: { situation: "guidance" },
    });
    expect(east.status).toBe(201); // the 25th in EAST: a later day
    expect(ritualResultSchema.parse(await east.json()).day).toBe("2026-11-25");
    for (const zone of [WEST, EAST, WEST, EAST]) {
      await setZone(seeker.userId, zone);
      expect(await ritual("moon"), zone).toBe(200);
    }
    // Readings back and forth between the two dates: the 25th has been had, the 24th is not had again.
    for (const zone of [WEST, EAST, WEST]) {
      await setZone(seeker.userId, zone);
      const cast = { method: "POST", cookie: seeker.cookie, json: { situation: "guidance" } };
      expect((await ctx.request("/api/casts", cast)).status, zone).toBe(201);
    }
    const profile = profileResponseSchema.parse(
      await (await ctx.request("/api/me/profile", { cookie: seeker.cookie })).json(),
    );
    expect(profile.stats.dailyStreak).toBe(2);
    const [row] = await ctx.connection.db.select().from(userProfiles).where(eq(userProfiles.id, seeker.userId));
    expect(row!.lastCastOn).toBe("2026-11-25");
    expect(row!.totalReadings).toBe(5);
  });
});

import { eq } from "drizzle-orm";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { profileResponseSchema } from "../../../shared/api/me";
import { userProfiles } from "../../db/schema";
import { casts } from "../../db/readings-schema";
import { startFakeOpenAi } from "../../testing/fake-openai";
import { createTestContext, type TestContext } from "../../testing/test-app";

/**
 * The plans' allowances count the last 24 hours, whatever the seeker's time zone (src/shared/allowance.ts):
 * the finding was that alternating Etc/GMT+12 and Pacific/Kiritimati, always on different dates, reset
 * the day's count at every switch. Zones are written straight into the profile here, past the once-a-day
 * rule of PATCH, so the caps themselves are what is tested; the AI provider is the fake on 127.0.0.1,
 * whose requests are the calls the operator would pay for.
 */
const WEST = "Etc/GMT+12"; // UTC-12
const EAST = "Pacific/Kiritimati"; // UTC+14: always a later date than WEST
const FREE_READINGS = 3;
const FREE_ENHANCEMENTS = 5;
const HOUR = 3_600_000;

describe("the allowances under time-zone changes", () => {
  let fake: Awaited<ReturnType<typeof startFakeOpenAi>>;
  let ctx: TestContext;
  // Tuesday 24 November 2026, 12:00 UTC: 00:00 on the 24th in WEST, 02:00 on the 25th in EAST.
  let now = new Date("2026-11-24T12:00:00Z");

  beforeAll(async () => {
    fake = await startFakeOpenAi();
    fake.setBehaviour({ kind: "stream", chunks: ["The ", "stars."] });
    ctx = await createTestContext("pglite", {
      clock: () => now,
      oracle: { apiKey: "sk-test-key", baseUrl: fake.baseUrl, timeoutMs: 5_000 },
    });
  });
  afterAll(async () => {
    await ctx.close();
    await fake.close();
  });

  const setZone = (userId: string, timezone: string) =>
    ctx.connection.db.update(userProfiles).set({ timezone }).where(eq(userProfiles.id, userId));
  const cast = (cookie: string) =>
    ctx.request("/api/casts", { method: "POST", cookie, json: { situation: "guidance" } });
  /** An enhancement, read to its end: the stream's last event ("done" or "error"), or the refusal's status. */
  const enhance = async (cookie: string, castId: string) => {
    const response = await ctx.request(`/api/casts/${castId}/enhance`, { method: "POST", cookie });
    if (response.status !== 200) return response.status;
    const text = await response.text();
    return /event: done/.test(text) ? "done" : "error";
  };
  /** A seeker with `count` readings made two days ago (out of the window): casts to enhance. */
  const seekerWithOldCasts = async (count: number) => {
    const seeker = await ctx.signUp();
    const first = (await (await cast(seeker.cookie)).json()) as { id: string };
    const [model] = await ctx.connection.db.select().from(casts).where(eq(casts.id, first.id));
    const old = new Date(now.getTime() - 48 * HOUR);
    await ctx.connection.db.update(casts).set({ createdAt: old }).where(eq(casts.id, first.id));
    const rows = await ctx.connection.db
      .insert(casts)
      .values(
        Array.from({ length: count - 1 }, () => ({
          userId: seeker.userId,
          situation: "guidance" as const,
          tool: model!.tool,
          payload: model!.payload,
          createdAt: old,
        })),
      )
      .returning({ id: casts.id });
    return { ...seeker, castIds: [first.id, ...rows.map((row) => row.id)] };
  };

  it("gives a Free seeker alternating Etc/GMT+12 and Pacific/Kiritimati 3 readings, not 12", async () => {
    const seeker = await ctx.signUp();
    const statuses: number[] = [];
    for (let index = 0; index < 12; index++) {
      await setZone(seeker.userId, index % 2 === 0 ? WEST : EAST);
      statuses.push((await cast(seeker.cookie)).status);
    }
    expect(statuses.filter((status) => status === 201)).toHaveLength(FREE_READINGS);
    expect(statuses.slice(FREE_READINGS).every((status) => status === 429)).toBe(true);
    const profile = profileResponseSchema.parse(
      await (await ctx.request("/api/me/profile", { cookie: seeker.cookie })).json(),
    );
    expect(profile.daily).toEqual({ used: 3, limit: 3, remaining: 0, resetsAt: "2026-11-25T12:00:00.000Z" });
  });

  it("lets the same alternation make 5 provider calls, not 12", async () => {
    const seeker = await seekerWithOldCasts(12);
    const callsBefore = fake.requests.length;
    const outcomes: Array<string | number> = [];
    for (const [index, castId] of seeker.castIds.entries()) {
      await setZone(seeker.userId, index % 2 === 0 ? WEST : EAST);
      outcomes.push(await enhance(seeker.cookie, castId));
    }
    expect(outcomes.filter((outcome) => outcome === "done")).toHaveLength(FREE_ENHANCEMENTS);
    expect(outcomes.slice(FREE_ENHANCEMENTS).every((outcome) => outcome === 429)).toBe(true);
    expect(fake.requests.length - callsBefore).toBe(FREE_ENHANCEMENTS);
  });

  it("gives nothing back at local midnight: each reading counts for 24 hours from when it was made", async () => {
    now = new Date("2026-11-24T10:00:00Z"); // 22:00 on the 23rd in WEST
    const seeker = await ctx.signUp();
    await setZone(seeker.userId, WEST);
    const profile = async () =>
      profileResponseSchema.parse(await (await ctx.request("/api/me/profile", { cookie: seeker.cookie })).json()).daily;
    expect(await profile()).toEqual({ used: 0, limit: 3, remaining: 3, resetsAt: null });
    for (const iso of ["2026-11-24T10:00:00Z", "2026-11-24T11:00:00Z"]) {
      now = new Date(iso);
      expect((await cast(seeker.cookie)).status).toBe(201);
    }
    // One left: the oldest comes back 24 hours after it was made.
    expect(await profile()).toEqual({ used: 2, limit: 3, remaining: 1, resetsAt: "2026-11-25T10:00:00.000Z" });
    now = new Date("2026-11-24T12:30:00Z"); // 00:30 on the 24th in WEST: a new local day
    expect((await cast(seeker.cookie)).status).toBe(201);
    const refused = await cast(seeker.cookie);
    expect(refused.status).toBe(429);
    expect(await refused.json()).toMatchObject({
      error: { code: "daily_limit_reached", details: { limit: 3, resetsAt: "2026-11-25T10:00:00.000Z" } },
    });
    expect(refused.headers.get("retry-after")).toBe(String(21.5 * 3600));
    now = new Date("2026-11-25T09:59:59Z");
    expect((await cast(seeker.cookie)).status).toBe(429);
    now = new Date("2026-11-25T10:00:00Z");
    expect((await cast(seeker.cookie)).status).toBe(201);
    expect(await profile()).toEqual({ used: 3, limit: 3, remaining: 0, resetsAt: "2026-11-25T11:00:00.000Z" });
    now = new Date("2026-11-24T12:00:00Z");
  });

  it("never lets readings and enhancements inside 24 hours pass the Free plan's, whatever the zones do", async () => {
    const zones = [WEST, EAST, "UTC", "Asia/Kathmandu", "America/St_Johns", "Pacific/Chatham", "Europe/Paris"];
    const step = fc.oneof(
      fc.record({ kind: fc.constant("zone" as const), zone: fc.constantFrom(...zones) }),
      fc.record({ kind: fc.constant("cast" as const) }),
      fc.record({ kind: fc.constant("enhance" as const) }),
      fc.record({ kind: fc.constant("wait" as const), ms: fc.integer({ min: 1, max: 6 * HOUR }) }),
    );
    const start = now;
    await fc.assert(
      fc.asyncProperty(fc.array(step, { minLength: 8, maxLength: 24 }), async (steps) => {
        now = start;
        const seeker = await seekerWithOldCasts(9);
        const toEnhance = [...seeker.castIds];
        const callsBefore = fake.requests.length;
        let readings = 0;
        let enhancements = 0;
        for (const action of steps) {
          if (action.kind === "zone") await setZone(seeker.userId, action.zone);
          // Every step stays inside the 24 hours after the first.
          if (action.kind === "wait")
            now = new Date(Math.min(now.getTime() + action.ms, start.getTime() + 24 * HOUR - 1));
          if (action.kind === "cast" && (await cast(seeker.cookie)).status === 201) readings++;
          if (
            action.kind === "enhance" &&
            toEnhance.length > 0 &&
            (await enhance(seeker.cookie, toEnhance[0]!)) === "done"
          ) {
            enhancements++;
            toEnhance.shift();
          }
        }
        expect(readings).toBeLessThanOrEqual(FREE_READINGS);
        expect(enhancements).toBeLessThanOrEqual(FREE_ENHANCEMENTS);
        expect(fake.requests.length - callsBefore).toBe(enhancements);
      }),
      { numRuns: 12, endOnFailure: true },
    );
    now = start;
  }, 60_000);
});

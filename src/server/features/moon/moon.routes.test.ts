import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { moonResponseSchema } from "../../../shared/api/moon";
import { createTestContext, type TestContext } from "../../testing/test-app";

// The sky needs no database; one kind is enough.
describe("GET /api/moon", () => {
  let ctx: TestContext;
  // The server's clock: late evening of 8 July 2031 in UTC, already the 9th in Auckland.
  const now = new Date("2031-07-08T23:30:00Z");
  beforeAll(async () => {
    ctx = await createTestContext("pglite", { clock: () => now });
  });
  afterAll(() => ctx.close());

  it("answers the Moon of a day in the seeker's zone, with the next phases in local time", async () => {
    // The full moon of 3 March 2026 fell at 11:38 UTC: 06:38 in New York (UTC−5 until 8 March).
    const response = await ctx.request("/api/moon?date=2026-03-03&tz=America/New_York");
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toBe("public, max-age=86400");
    const moon = moonResponseSchema.parse(await response.json());
    expect(moon).toMatchObject({ date: "2026-03-03", timeZone: "America/New_York", phase: "full-moon" });
    expect(moon.illumination).toBeGreaterThan(0.98);
    expect(moon.next[0]).toEqual({ type: "full", at: "2026-03-03T06:38-05:00" });
    // Three months ahead, in order; after the change to summer time the offset follows it.
    expect(moon.next.length).toBeGreaterThanOrEqual(12);
    expect(moon.next.map((event) => event.type).slice(0, 4)).toEqual(["full", "last-quarter", "new", "first-quarter"]);
    expect(moon.next.find((event) => event.type === "new")!.at).toMatch(/^2026-03-18T21:2\d-04:00$/);
  });

  it("defaults to today, by the server's clock, in UTC or the zone asked", async () => {
    const response = await ctx.request("/api/moon");
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toBe("public, max-age=600");
    const moon = moonResponseSchema.parse(await response.json());
    expect(moon).toMatchObject({ timeZone: "UTC", date: "2031-07-08" });
    const auckland = moonResponseSchema.parse(await (await ctx.request("/api/moon?tz=Pacific/Auckland")).json());
    expect(auckland).toMatchObject({ timeZone: "Pacific/Auckland", date: "2031-07-09" });
  });

  it.each([
    ["date=2026-02-30", "Date must be a real date"],
    ["date=24-11-2026", "Date must be written YYYY-MM-DD"],
    ["date=1800-01-01", "Date must be between 1900 and 2199"],
    ["tz=Mars/Olympus_Mons", "Time zone must be a known time zone such as Europe/Paris"],
  ])("answers 400 with a message for %s", async (query, message) => {
    const response = await ctx.request(`/api/moon?${query}`);
    expect(response.status).toBe(400);
    expect(JSON.stringify(await response.json())).toContain(message);
  });
});

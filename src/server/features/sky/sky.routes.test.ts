import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { skyResponseSchema } from "../../../shared/api/sky";
import { createTestContext, type TestContext } from "../../testing/test-app";

// The sky needs no database; one kind is enough.
describe("GET /api/sky", () => {
  let ctx: TestContext;
  // The server's clock: late evening of 10 August 2026 in UTC.
  const now = new Date("2026-08-10T22:15:00Z");
  beforeAll(async () => {
    ctx = await createTestContext("pglite", { clock: () => now });
  });
  afterAll(() => ctx.close());

  it("answers the events of the days asked, in order, as UTC instants to the minute", async () => {
    const response = await ctx.request("/api/sky?from=2026-08-01&days=31");
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toBe("public, max-age=86400");
    const sky = skyResponseSchema.parse(await response.json());
    expect(sky).toMatchObject({ from: "2026-08-01", days: 31 });
    const instants = sky.events.map((event) => event.at);
    expect(instants).toEqual([...instants].sort());
    expect(instants.every((at) => /^2026-08-\d\dT\d\d:\d\d:00\.000Z$/.test(at))).toBe(true);
    // The total solar eclipse of 12 August 2026 peaks about 17:46 UTC, just after the new moon in Leo.
    const eclipse = sky.events.find((event) => event.type === "solar-eclipse");
    expect(eclipse).toMatchObject({ body: "sun", sign: "leo", kind: "total" });
    expect(eclipse!.at).toMatch(/^2026-08-12T17:4\d/);
    expect(sky.events).toContainEqual(expect.objectContaining({ type: "new-moon", body: "moon", sign: "leo" }));
    expect(sky.events).toContainEqual(
      expect.objectContaining({ type: "lunar-eclipse", kind: "partial", sign: "pisces" }),
    );
    // The Sun enters Virgo on 23 August.
    const virgo = sky.events.find((event) => event.type === "ingress" && event.body === "sun");
    expect(virgo).toMatchObject({ sign: "virgo" });
    expect(virgo!.at).toMatch(/^2026-08-23T0/);
  });

  it("defaults to eight weeks from today, by the server's clock in UTC", async () => {
    const response = await ctx.request("/api/sky");
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toBe("public, max-age=600");
    const sky = skyResponseSchema.parse(await response.json());
    expect(sky).toMatchObject({ from: "2026-08-10", days: 56 });
    expect(sky.events[0]!.at >= "2026-08-10T00:00").toBe(true);
    expect(sky.events.at(-1)!.at < "2026-10-05T00:00").toBe(true);
    // Cut from the same ninety days: a shorter stretch is the start of the longer one.
    const week = skyResponseSchema.parse(await (await ctx.request("/api/sky?days=7")).json());
    expect(week.events).toEqual(sky.events.filter((event) => event.at < "2026-08-17"));
  });

  it.each([
    ["from=2026-02-30", "From must be a real date"],
    ["from=10-08-2026", "From must be a date written YYYY-MM-DD"],
    ["from=1800-01-01", "From must be between 1900 and 2199"],
    ["days=0", "Days must be a whole number from 1 to 90"],
    ["days=91", "Days must be a whole number from 1 to 90"],
    ["days=2.5", "Days must be a whole number from 1 to 90"],
    ["days=eight", "Days must be a whole number from 1 to 90"],
  ])("answers 400 with a message for %s", async (query, message) => {
    const response = await ctx.request(`/api/sky?${query}`);
    expect(response.status).toBe(400);
    expect(JSON.stringify(await response.json())).toContain(message);
  });
});

import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestContext, TEST_DATABASE_KINDS, type TestContext } from "../testing/test-app";

/**
 * The work that costs far more than a request (drawing a reading's card, gathering an account's export)
 * has a budget per account, counted in the database like every limit: the same from any address.
 */
describe.each(TEST_DATABASE_KINDS)("the per-account limits on costly work on %s", (kind) => {
  let ctx: TestContext;
  let now = new Date("2031-03-04T05:06:07Z");
  const later = (ms: number) => {
    now = new Date(now.getTime() + ms);
  };
  beforeAll(async () => {
    ctx = await createTestContext(kind, {
      clock: () => now,
      perAccountLimits: { cardImagesPerMinute: 2, exportsPerHour: 1 },
    });
  });
  afterAll(() => ctx.close());

  /** A new seeker with one cast of the dice. */
  const seekerWithCast = async () => {
    const seeker = await ctx.signUp();
    const cast = await ctx.request("/api/casts", {
      method: "POST",
      cookie: seeker.cookie,
      json: { situation: "guidance" },
    });
    expect(cast.status).toBe(201);
    return { ...seeker, castId: ((await cast.json()) as { id: string }).id };
  };

  const expectRateLimited = async (response: Response, longestWaitSeconds: number) => {
    expect(response.status).toBe(429);
    const retryAfter = Number(response.headers.get("retry-after"));
    expect(retryAfter).toBeGreaterThanOrEqual(1);
    expect(retryAfter).toBeLessThanOrEqual(longestWaitSeconds);
    const body = (await response.json()) as { error: { code: string; message: string } };
    expect(body.error.code).toBe("rate_limited");
    expect(body.error.message).toMatch(/try again/);
  };

  it("draws an account's reading cards up to the limit a minute, from any address, then answers 429 with Retry-After", async () => {
    const seeker = await seekerWithCast();
    const card = (ip: string, cookie = seeker.cookie, castId = seeker.castId) =>
      ctx.request(`/api/casts/${castId}/image.png`, { cookie, ip });
    expect((await card("198.51.100.1")).status).toBe(200);
    expect((await card("198.51.100.2")).status).toBe(200);
    await expectRateLimited(await card("198.51.100.3"), 60);
    await expectRateLimited(await card("2001:db8:9::1"), 60);

    // Another seeker, at the same address, has a budget of their own.
    const other = await seekerWithCast();
    expect((await card("198.51.100.3", other.cookie, other.castId)).status).toBe(200);

    // A minute later the seeker's budget is whole again.
    later(60_000);
    expect((await card("198.51.100.3")).status).toBe(200);
  });

  it("gives an account its data export once an hour here, then 429 with Retry-After until the hour is over", async () => {
    const seeker = await ctx.signUp();
    const exportFrom = (ip: string, cookie = seeker.cookie) => ctx.request("/api/me/export", { cookie, ip });
    expect((await exportFrom("198.51.100.4")).status).toBe(200);
    later(30 * 60_000);
    await expectRateLimited(await exportFrom("198.51.100.5"), 30 * 60);

    const other = await ctx.signUp();
    expect((await exportFrom("198.51.100.5", other.cookie)).status).toBe(200);

    later(30 * 60_000);
    expect((await exportFrom("198.51.100.5")).status).toBe(200);
  });
});

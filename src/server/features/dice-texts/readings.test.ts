import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { readingSchema } from "../../../shared/reading";
import { formatDice, listAllRolls } from "../../../shared/dice";
import { createTestContext, TEST_DATABASE_KINDS, type TestContext } from "../../testing/test-app";

describe.each(TEST_DATABASE_KINDS)("readings API on %s", (kind) => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext(kind);
  });
  afterAll(() => ctx.close());

  it("answers every one of the 216 combinations to anyone", async () => {
    for (const roll of listAllRolls()) {
      const dice = formatDice(roll);
      const response = await ctx.request(`/api/readings/${dice}`);
      expect(response.status, dice).toBe(200);
      const reading = readingSchema.parse(await response.json());
      expect(reading).toMatchObject({
        diceValues: dice,
        redDice: roll.red,
        whiteDice: roll.white,
        greenDice: roll.green,
      });
    }
  });

  it("answers a combination the same with a query, and still refuses a query that holds NUL", async () => {
    const direct = await ctx.request("/api/readings/3-1-5");
    const declared = await ctx.request("/api/readings/3-1-5?from=share");
    expect([direct.status, declared.status]).toEqual([200, 200]);
    expect(await direct.text()).toBe(await declared.text());
    const headersOf = (response: Response) =>
      [...response.headers].filter(([name]) => name !== "x-request-id" && name !== "date");
    expect(headersOf(direct)).toEqual(headersOf(declared));
    expect(direct.headers.get("cache-control")).toBe("public, max-age=3600");
    expect(direct.headers.get("x-request-id")).toMatch(/^[\w-]{36}$/);
    // The query still meets the layers that look at it: text with NUL is refused, as on every endpoint.
    const nul = await ctx.request("/api/readings/3-1-5?q=%00");
    expect(nul.status).toBe(400);
    expect(await nul.json()).toMatchObject({ error: { code: "bad_request" } });
  });

  it.each(["7-1-1", "a-b-c", "1-2", "1-2-3-4", "0-0-0", "%20"])("answers 400 JSON for %j", async (dice) => {
    const response = await ctx.request(`/api/readings/${dice}`);
    expect(response.status).toBe(400);
    expect(response.headers.get("content-type")).toMatch(/application\/json/);
    expect(await response.json()).toMatchObject({ error: { code: "bad_request" } });
  });

  it("answers 404 JSON when the combination has no stored reading", async () => {
    const fresh = await createTestContext(kind);
    try {
      await fresh.connection.db.execute("delete from dice_readings where dice_values = '6-6-6'");
      const response = await fresh.request("/api/readings/6-6-6");
      expect(response.status).toBe(404);
      expect(await response.json()).toEqual({
        error: { code: "reading_not_found", message: "No reading found for this combination" },
      });
    } finally {
      await fresh.close();
    }
  });

  it("answers 404 JSON for an unknown API path and reports health", async () => {
    const missing = await ctx.request("/api/no-such-thing");
    expect(missing.status).toBe(404);
    expect(await missing.json()).toMatchObject({ error: { code: "not_found" } });
    const unknownAuth = await ctx.request("/api/auth/no-such-thing");
    expect(unknownAuth.status).toBe(404);
    expect(await unknownAuth.json()).toMatchObject({ error: { code: "not_found" } });
    const health = await ctx.request("/api/health");
    expect(health.headers.get("x-content-type-options")).toBe("nosniff");
    expect(health.headers.get("x-frame-options")).toBe("DENY");
    expect(await health.json()).toEqual({ status: "ok" });
  });
});

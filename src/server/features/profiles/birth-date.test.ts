import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { profileResponseSchema } from "../../../shared/api/me";
import { createTestContext, TEST_DATABASE_KINDS, type TestContext } from "../../testing/test-app";

/**
 * A profile's birth date makes its seeker 18 or older on their own day, by the server's clock (held here
 * at 27 November 2026, 12:00 UTC, when it is already the 28th in Auckland): a younger seeker or a day still
 * to come is a 400 naming the field, and nothing is saved.
 */
describe.each(TEST_DATABASE_KINDS)("a profile's birth date on %s", (kind) => {
  let ctx: TestContext;
  const now = new Date("2026-11-27T12:00:00Z");

  beforeAll(async () => {
    ctx = await createTestContext(kind, { clock: () => now });
  });
  afterAll(() => ctx.close());

  const patch = (cookie: string, json: unknown) => ctx.request("/api/me/profile", { method: "PATCH", cookie, json });
  const savedBirthDate = async (cookie: string) =>
    profileResponseSchema.parse(await (await ctx.request("/api/me/profile", { cookie })).json()).birthDate;

  async function expectRefused(cookie: string, json: unknown, message: string) {
    const response = await patch(cookie, json);
    expect(response.status, JSON.stringify(json)).toBe(400);
    expect(await response.json()).toMatchObject({
      error: { code: "bad_request", fields: { birthDate: [message] } },
    });
  }

  it("takes a seeker who turns 18 today, and refuses one who turns 18 tomorrow", async () => {
    const { cookie } = await ctx.signUp();
    await patch(cookie, { timezone: "UTC" });
    const turnsEighteenToday = await patch(cookie, { birthDate: "2008-11-27" });
    expect(turnsEighteenToday.status).toBe(200);
    expect(await savedBirthDate(cookie)).toBe("2008-11-27");

    await expectRefused(cookie, { birthDate: "2008-11-28" }, "You must be 18 or older to use Mystic Dice");
    await expectRefused(
      cookie,
      { birthDate: "2020-05-01", fullName: "Young One" },
      "You must be 18 or older to use Mystic Dice",
    );
    expect(await savedBirthDate(cookie)).toBe("2008-11-27");
  });

  it("refuses a birth date still to come on the seeker's day", async () => {
    const { cookie } = await ctx.signUp();
    await patch(cookie, { timezone: "UTC" });
    await expectRefused(cookie, { birthDate: "2026-11-28" }, "Birth date must be in the past");
    await expectRefused(cookie, { birthDate: "2999-01-01" }, "Birth date must be in the past");
    expect(await savedBirthDate(cookie)).toBeNull();
  });

  it("counts the seeker's own day: in Auckland it is already the 28th", async () => {
    const { cookie } = await ctx.signUp();
    await expectRefused(
      cookie,
      { birthDate: "2008-11-28", timezone: "UTC" },
      "You must be 18 or older to use Mystic Dice",
    );
    const inAuckland = await patch(cookie, { birthDate: "2008-11-28", timezone: "Pacific/Auckland" });
    expect(inAuckland.status).toBe(200);
    expect(await savedBirthDate(cookie)).toBe("2008-11-28");
  });
});

import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { and, eq } from "drizzle-orm";
import { SAFETY_ANSWERS } from "../../../../content/oracle/crisis";
import { chakraResultSchema, chakraTrendSchema } from "../../../shared/api/chakra";
import { CHAKRA_ITEMS, type ChakraCentre } from "../../../shared/chakra/check-in";
import { casts } from "../../db/readings-schema";
import { createTestContext, TEST_DATABASE_KINDS, type TestContext } from "../../testing/test-app";

/** Every statement answered 3, save a centre's plain statements `plain` and its reversed one `6 − plain`. */
function answersLifting(centre: ChakraCentre | null, plain = 5): Record<string, number> {
  return Object.fromEntries(
    CHAKRA_ITEMS.map((item) => [item.id, item.centre === centre ? (item.reversed ? 6 - plain : plain) : 3]),
  );
}

/**
 * The check-in's own routes: saving through the one door (the door's shared promises are held in
 * door.test.ts), its note through the crisis detector, bad answers refused, and the chart's data.
 */
describe("the Chakra Check-in", () => {
  let ctx: TestContext;
  let seeker: { cookie: string; userId: string };
  let minutes = 0;
  const start = new Date("2026-03-10T12:00:00Z").getTime();

  beforeAll(async () => {
    ctx = await createTestContext(TEST_DATABASE_KINDS[0]!, { clock: () => new Date(start + minutes * 60_000) });
    seeker = await ctx.signUp();
  });
  afterAll(() => ctx.close());

  const save = (json: unknown, cookie = seeker.cookie) =>
    ctx.request("/api/readings/chakra", { method: "POST", cookie, json });
  const stored = async () =>
    ctx.connection.db
      .select()
      .from(casts)
      .where(and(eq(casts.userId, seeker.userId), eq(casts.tool, "chakra")));

  it("saves a check-in scored from the answers, with its note kept private", async () => {
    const response = await save({ answers: answersLifting("heart"), note: "A good week with my sister." });
    expect(response.status).toBe(201);
    const checkIn = chakraResultSchema.parse(await response.json());
    expect(checkIn.balances.map((entry) => entry.balance)).toEqual([50, 50, 50, 100, 50, 50, 50]);
    expect(checkIn.aura).toMatchObject({ kind: "blend", primary: "heart", secondary: "root" });
    expect(checkIn.lowest.map((entry) => entry.centre)).toEqual(["root", "sacral"]);
    expect(checkIn.lowest[0]!.practices.map((practice) => practice.kind)).toEqual([
      "breathing",
      "journaling",
      "movement",
    ]);
    const [row] = await stored();
    expect(row).toMatchObject({ note: "A good week with my sister.", question: null });
    expect(JSON.stringify(checkIn)).not.toContain("sister");
  });

  it("answers a note that says the seeker needs help with the help, and stores nothing", async () => {
    const before = (await stored()).length;
    const response = await save({ answers: answersLifting(null), note: "Honestly I want to die." });
    expect(response.status).toBe(422);
    expect(await response.json()).toMatchObject({
      error: { code: "needs_help", message: SAFETY_ANSWERS.crisis.reply },
    });
    expect(await stored()).toHaveLength(before);
  });

  it.each([
    ["no answers", {}, "answers"],
    ["a statement left out", { answers: { ...answersLifting(null), "crown-4": undefined } }, "answers.crown-4"],
    ["an answer of 6", { answers: { ...answersLifting(null), "root-1": 6 } }, "answers.root-1"],
    ["an answer of 2.5", { answers: { ...answersLifting(null), "heart-2": 2.5 } }, "answers.heart-2"],
    ["a statement it does not ask", { answers: { ...answersLifting(null), "aura-1": 3 } }, "answers"],
    ["a note over 2,000 characters", { answers: answersLifting(null), note: "a".repeat(2001) }, "note"],
  ])("refuses %s with 400 and stores nothing", async (_name, body, field) => {
    const before = (await stored()).length;
    const response = await save(body);
    expect(response.status).toBe(400);
    const error = ((await response.json()) as { error: { code: string; fields: Record<string, string[]> } }).error;
    expect(error.code).toBe("bad_request");
    expect(Object.keys(error.fields).join(" ")).toContain(field);
    expect(await stored()).toHaveLength(before);
  });

  it("asks a visitor to sign in to save (401), and keeps the chart's data to the seeker", async () => {
    const visitor = await ctx.request("/api/readings/chakra", {
      method: "POST",
      json: { answers: answersLifting(null) },
    });
    expect(visitor.status).toBe(401);
    expect((await ctx.request("/api/me/chakra")).status).toBe(401);
  });

  it("gives the chart each saved check-in's balances, oldest first, and another seeker none of them", async () => {
    minutes += 10;
    expect((await save({ answers: answersLifting("throat", 1) })).status).toBe(201);
    const trend = chakraTrendSchema.parse(
      await (await ctx.request("/api/me/chakra", { cookie: seeker.cookie })).json(),
    );
    expect(trend.items.map((item) => item.balances)).toEqual([
      [50, 50, 50, 100, 50, 50, 50],
      [50, 50, 50, 50, 0, 50, 50],
    ]);
    const stranger = await ctx.signUp();
    const theirs = chakraTrendSchema.parse(
      await (await ctx.request("/api/me/chakra", { cookie: stranger.cookie })).json(),
    );
    expect(theirs.items).toEqual([]);
  });
});

import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { and, eq } from "drizzle-orm";
import { SAFETY_ANSWERS } from "../../../content/oracle/crisis";
import { commitmentResponseSchema } from "../../shared/api/casts";
import { compassResultSchema } from "../../shared/api/compass";
import { readingHistoryPageSchema } from "../../shared/api/me";
import { drawPerspective, perspectiveKey } from "../../shared/compass/perspective-rule";
import { fromSeeds } from "../../shared/draws/draw-fairness";
import { casts } from "../db/readings-schema";
import { createTestContext, TEST_DATABASE_KINDS, type TestContext } from "../testing/test-app";

/** Leeds (4·5 + 5·2 = 30) or staying (4·2 + 5·4 = 28), regretted Leeds, relieved when the coin chose staying. */
const DECISION = {
  question: "Should I take the job in Leeds?",
  options: ["Leeds", "Stay near my sister"],
  values: [
    { name: "Money", weight: 4 },
    { name: "Family", weight: 5 },
  ],
  scores: [
    [5, 2],
    [2, 4],
  ],
  regret: 0,
  coin: { option: 1, feeling: "relieved" },
};

/**
 * The Decision Compass on the reading door (the door's shared promises are held in door.test.ts): the
 * weighing worked out again on the server, the decision as the journal's question, a perspective drawn on
 * a commitment, the shared view without the seeker's words, the crisis detector on every text, bad input.
 */
describe("the Decision Compass", () => {
  let ctx: TestContext;
  let seeker: { cookie: string; userId: string };

  beforeAll(async () => {
    ctx = await createTestContext(TEST_DATABASE_KINDS[0]!, { clock: () => new Date("2026-04-02T09:00:00Z") });
    seeker = await ctx.signUp();
  });
  afterAll(() => ctx.close());

  const save = (json: unknown, cookie: string | null = seeker.cookie) =>
    ctx.request("/api/readings/compass", { method: "POST", ...(cookie ? { cookie } : {}), json });
  const stored = async () =>
    ctx.connection.db
      .select()
      .from(casts)
      .where(and(eq(casts.userId, seeker.userId), eq(casts.tool, "compass")));

  it("saves a weighed decision with a fairly drawn perspective; the shared view keeps the decision private", async () => {
    const commitment = commitmentResponseSchema.parse(
      await (await ctx.request("/api/fairness/commitments", { method: "POST", cookie: seeker.cookie })).json(),
    );
    const response = await save({
      ...DECISION,
      perspective: "runes",
      commitmentId: commitment.commitmentId,
      clientSeed: "my seed",
    });
    expect(response.status).toBe(201);
    const decision = compassResultSchema.parse(await response.json());
    expect(decision.options.map(({ name, share }) => [name, share])).toEqual([
      ["Leeds", 52],
      ["Stay near my sister", 48],
    ]);
    expect(decision.title).toBe("Your weights favour Leeds");
    expect(decision.headline).toMatch(/52 to 48/);
    expect(decision).toMatchObject({ regret: { option: "Leeds", signal: "agrees" }, gut: "other-way" });
    expect(decision.sections.map((section) => section.heading)).toContain("A perspective");
    expect(decision.perspective).toMatchObject({ deck: "runes" });
    expect(decision.fairness).toMatchObject({ serverSeedHash: commitment.serverSeedHash, clientSeed: "my seed" });
    const drawn = await fromSeeds(decision.fairness!.serverSeed, "my seed", (next) => drawPerspective("runes", next));
    expect(perspectiveKey("runes", drawn)).toBe(perspectiveKey("runes", decision.perspective!));
    expect(JSON.stringify(decision)).not.toMatch(/chance of success|probability/i);

    // The decision sentence is the reading's question, so the journal's follow-up finds it.
    const [row] = await stored();
    expect(row).toMatchObject({ question: DECISION.question, situation: "guidance" });
    const history = readingHistoryPageSchema.parse(
      await (await ctx.request("/api/me/readings?tool=compass", { cookie: seeker.cookie })).json(),
    );
    expect(history.items[0]).toMatchObject({ id: decision.id, question: DECISION.question });

    // Shared: options, shares and the rune; not the decision, the values or the reasons.
    const link = (await (
      await ctx.request(`/api/casts/${decision.id}/share`, { method: "POST", cookie: seeker.cookie })
    ).json()) as { url: string };
    const shared = JSON.stringify(await (await ctx.request(`/api/shares/${link.url.split("/").at(-1)}`)).json());
    expect(shared).toContain("Stay near my sister");
    for (const privateWord of ["Leeds?", "Money", "Family", "Should I"]) expect(shared).not.toContain(privateWord);
  });

  it("saves without a perspective, and refuses a commitment for none", async () => {
    const plain = await save({ ...DECISION, regret: null, coin: null });
    expect(plain.status).toBe(201);
    expect(compassResultSchema.parse(await plain.json())).toMatchObject({ perspective: null, fairness: null });
    const committed = await save({
      ...DECISION,
      commitmentId: "00000000-0000-4000-8000-000000000000",
      clientSeed: "x",
    });
    expect(committed.status).toBe(400);
  });

  it("answers words that say the seeker needs help, in any field, with the help, and stores nothing", async () => {
    const before = (await stored()).length;
    for (const body of [
      { ...DECISION, question: "Should I kill myself or keep going?" },
      { ...DECISION, options: ["End my life", "Stay"] },
      { ...DECISION, values: [{ name: "I want to die", weight: 3 }, DECISION.values[1]] },
    ]) {
      const response = await save(body);
      expect(response.status).toBe(422);
      expect(await response.json()).toMatchObject({
        error: { code: "needs_help", message: SAFETY_ANSWERS.crisis.reply },
      });
    }
    expect(await stored()).toHaveLength(before);
  });

  it("refuses a visitor (401) and bad input (400), storing nothing", async () => {
    expect((await save(DECISION, null)).status).toBe(401);
    const before = (await stored()).length;
    for (const [name, body] of [
      ["one option", { ...DECISION, options: ["Leeds"], scores: [[5, 2]], regret: null, coin: null }],
      ["five options", { ...DECISION, options: ["a", "b", "c", "d", "e"] }],
      ["a missing score", { ...DECISION, scores: [[5], [2, 4]] }],
      ["a weight of 6", { ...DECISION, values: [{ name: "Money", weight: 6 }, DECISION.values[1]] }],
      [
        "a score of 0",
        {
          ...DECISION,
          scores: [
            [0, 2],
            [2, 4],
          ],
        },
      ],
      ["a regret past the options", { ...DECISION, regret: 3 }],
      ["an unknown feeling", { ...DECISION, coin: { option: 0, feeling: "thrilled" } }],
      ["a decision of 301 characters", { ...DECISION, question: "a".repeat(301) }],
      ["an empty option", { ...DECISION, options: ["Leeds", "  "] }],
      ["a deck it does not draw", { ...DECISION, perspective: "dice" }],
    ] as const) {
      const response = await save(body);
      expect(response.status, name).toBe(400);
      expect(await response.json()).toMatchObject({ error: { code: "bad_request" } });
    }
    expect(await stored()).toHaveLength(before);
  });
});

import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { SAFETY_ANSWERS } from "../../../../content/oracle/crisis";
import { commitmentResponseSchema } from "../../../shared/api/casts";
import { classifyCrisis, type CrisisKind } from "../../../shared/crisis";
import {
  CRISIS_CORPUS,
  DISTRESS_CORPUS,
  MEDICAL_EMERGENCY_CORPUS,
  ORDINARY_CORPUS,
} from "../../../shared/testing/crisis-corpus";
import { userProfiles } from "../../db/schema";
import { casts } from "../../db/readings-schema";
import { createTestContext, TEST_DATABASE_KINDS, type TestContext } from "../../testing/test-app";

/** Every oracle's question field: the dice, the two drawing oracles, the two daily rituals and Your Cycles. */
const ORACLES: { name: string; path: string; body: Record<string, unknown> }[] = [
  { name: "the dice", path: "/api/casts", body: { situation: "guidance" } },
  { name: "the tarot", path: "/api/draws", body: { tool: "tarot", spread: "one-card", situation: "relationships" } },
  { name: "the runes", path: "/api/draws", body: { tool: "runes", spread: "single", situation: "finances" } },
  { name: "today's number", path: "/api/rituals/numerology", body: { situation: "guidance" } },
  { name: "the moon ritual", path: "/api/rituals/moon", body: { situation: "guidance" } },
  { name: "Your Cycles", path: "/api/readings/cycles", body: { situation: "guidance" } },
];

/** Every phrasing of the corpus that needs help, with the kind of help the detector gives it. */
const NEEDS_HELP = [...CRISIS_CORPUS, ...MEDICAL_EMERGENCY_CORPUS, ...DISTRESS_CORPUS].map(({ text }) => ({
  text,
  kind: classifyCrisis(text),
}));

describe.each(TEST_DATABASE_KINDS)("a question that needs help, asked of any oracle, on %s", (kind) => {
  let ctx: TestContext;
  let seeker: { cookie: string; userId: string };

  beforeAll(async () => {
    ctx = await createTestContext(kind);
    seeker = await ctx.signUp();
    // A name and birth date, so today's number would be read if the question were ordinary.
    const saved = await ctx.request("/api/me/profile", {
      method: "PATCH",
      cookie: seeker.cookie,
      json: { fullName: "Ada Lovelace", birthDate: "1985-12-10" },
    });
    expect(saved.status).toBe(200);
  });
  afterAll(() => ctx.close());

  const ask = (path: string, json: unknown, cookie = seeker.cookie) =>
    ctx.request(path, { method: "POST", cookie, json });
  const rowsOf = (userId: string) => ctx.connection.db.select().from(casts).where(eq(casts.userId, userId));

  it(`is not read by any oracle: all ${NEEDS_HELP.length} phrasings get their help, and nothing is recorded or counted`, async () => {
    const profileNow = async () =>
      (await ctx.connection.db.select().from(userProfiles).where(eq(userProfiles.id, seeker.userId)))[0]!;
    const before = await profileNow();
    expect(NEEDS_HELP.length).toBeGreaterThanOrEqual(150);
    expect(NEEDS_HELP.filter((phrasing) => phrasing.kind === null)).toEqual([]);
    for (const oracle of ORACLES) {
      for (const { text, kind: help } of NEEDS_HELP) {
        const response = await ask(oracle.path, { ...oracle.body, question: text });
        expect(response.status, `${oracle.name}: ${text}`).toBe(422);
        expect(await response.json(), `${oracle.name}: ${text}`).toEqual({
          error: { code: "needs_help", message: SAFETY_ANSWERS[help as CrisisKind].reply, details: { kind: help } },
        });
      }
    }
    expect(await rowsOf(seeker.userId)).toEqual([]);
    expect(await profileNow()).toMatchObject({
      totalReadings: 0,
      karmaPoints: before.karmaPoints,
      dailyStreak: before.dailyStreak,
    });
  });

  it("gives each kind its own help: emergency numbers for a body in trouble, a check-in for distress", async () => {
    const answers = await Promise.all(
      ["I want to kill myself", "my chest hurts and my left arm is numb", "I feel so hopeless lately"].map(
        async (question) =>
          (await (await ask("/api/casts", { situation: "guidance", question })).json()) as {
            error: { message: string; details: { kind: string } };
          },
      ),
    );
    expect(answers.map((answer) => answer.error.details.kind)).toEqual(["crisis", "medical", "distress"]);
    expect(answers[0]!.error.message).toContain("988");
    expect(answers[1]!.error.message).toMatch(/911.*112/);
    expect(answers[1]!.error.message).not.toContain("988");
    expect(answers[2]!.error.message).toContain("Is there someone you trust");
  });

  it("leaves a fair commitment usable: the same commitment then casts an ordinary question", async () => {
    const commitment = commitmentResponseSchema.parse(
      await (await ctx.request("/api/fairness/commitments", { method: "POST", cookie: seeker.cookie })).json(),
    );
    const sealed = { situation: "guidance", commitmentId: commitment.commitmentId, clientSeed: "my-own-seed" };
    const refused = await ask("/api/casts", { ...sealed, question: "tonight is my last night, goodbye everyone" });
    expect(refused.status).toBe(422);
    const cast = await ask("/api/casts", { ...sealed, question: "Will the new job suit me?" });
    expect(cast.status).toBe(201);
    expect(await cast.json()).toMatchObject({
      question: "Will the new job suit me?",
      fairness: { clientSeed: "my-own-seed" },
    });
  });

  it(`reads every one of the ${ORDINARY_CORPUS.length} ordinary questions that use dark words loosely, an equal share of them in each oracle`, async () => {
    const reader = await ctx.signUp();
    await ctx.connection.db.update(userProfiles).set({ planLevel: 3 }).where(eq(userProfiles.id, reader.userId));
    const saved = await ctx.request("/api/me/profile", {
      method: "PATCH",
      cookie: reader.cookie,
      json: { fullName: "Grace Hopper", birthDate: "1980-12-09" },
    });
    expect(saved.status).toBe(200);
    expect(ORDINARY_CORPUS.length).toBeGreaterThanOrEqual(150);
    // Each question goes to one oracle in turn, so every oracle reads an equal share of them (a ritual read
    // once today answers again with the one already made, which still means the question passed).
    for (const [index, { text }] of ORDINARY_CORPUS.entries()) {
      const oracle = ORACLES[index % ORACLES.length]!;
      const response = await ask(oracle.path, { ...oracle.body, question: text }, reader.cookie);
      expect([200, 201], `${oracle.name}: ${text} (${response.status})`).toContain(response.status);
    }
    const recorded = await rowsOf(reader.userId);
    expect(recorded.filter((row) => row.tool === "dice")).toHaveLength(
      Math.ceil(ORDINARY_CORPUS.length / ORACLES.length),
    );
  });
});

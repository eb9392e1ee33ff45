import { createHash, createHmac } from "node:crypto";
import { eq } from "drizzle-orm";
import pino from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { castResponseSchema, commitmentResponseSchema } from "../../../shared/api/casts";
import { COMMITMENT_TTL_MS, FAIRNESS_ALGORITHM } from "../../../shared/fairness";
import { userProfiles } from "../../db/schema";
import { fairnessCommitments } from "../../db/readings-schema";
import { AppError } from "../../http/errors";
import { createTestContext, TEST_DATABASE_KINDS, type TestContext } from "../../testing/test-app";
import { castDice } from "../../oracles/dice/dice.service";
import { ReadingCatalogue } from "../dice-texts/readings.service";
import { createCommitment, MAX_OPEN_COMMITMENTS } from "./fairness.service";

/** The rolls two seeds give, written again from the algorithm's description with node:crypto. */
function referenceRolls(serverSeed: string, clientSeed: string, count: number): string[] {
  const faces: number[] = [];
  for (let block = 0; faces.length < count * 3; block++) {
    for (const byte of createHmac("sha256", serverSeed).update(`${clientSeed}:${block}`).digest()) {
      if (byte < 252) faces.push((byte % 6) + 1);
    }
  }
  return Array.from({ length: count }, (_, index) => faces.slice(index * 3, index * 3 + 3).join("-"));
}

const sha256 = (text: string) => createHash("sha256").update(text, "utf8").digest("hex");

describe.each(TEST_DATABASE_KINDS)("provably fair casts on %s", (kind) => {
  let ctx: TestContext;
  let seeker: { cookie: string; userId: string };

  const setPlan = (userId: string, planLevel: number) =>
    ctx.connection.db.update(userProfiles).set({ planLevel }).where(eq(userProfiles.id, userId));
  const commit = async (cookie = seeker.cookie) => {
    const response = await ctx.request("/api/fairness/commitments", { method: "POST", cookie });
    expect(response.status).toBe(201);
    return commitmentResponseSchema.parse(await response.json());
  };
  const cast = (body: unknown, cookie = seeker.cookie) =>
    ctx.request("/api/casts", { method: "POST", cookie, json: body });
  const storedSeed = async (commitmentId: string) => {
    const [row] = await ctx.connection.db
      .select()
      .from(fairnessCommitments)
      .where(eq(fairnessCommitments.id, commitmentId));
    return row!.serverSeed;
  };
  const serviceOptions = () => ({
    db: ctx.connection.db,
    readings: new ReadingCatalogue(ctx.connection.db),
    logger: pino({ level: "silent" }),
    userId: seeker.userId,
    situation: "guidance" as const,
  });

  beforeAll(async () => {
    ctx = await createTestContext(kind);
    seeker = await ctx.signUp();
    await setPlan(seeker.userId, 3);
  });
  afterAll(() => ctx.close());

  it("answers 401 without a session", async () => {
    const response = await ctx.request("/api/fairness/commitments", { method: "POST" });
    expect(response.status).toBe(401);
  });

  it("commits to a 64-hex server seed by its SHA-256, for 10 minutes", async () => {
    const before = Date.now();
    const commitment = await commit();
    expect(commitment.commitmentId).toMatch(/^[0-9a-f-]{36}$/);
    expect(commitment.serverSeedHash).toMatch(/^[0-9a-f]{64}$/);
    const expiresAt = Date.parse(commitment.expiresAt);
    expect(expiresAt).toBeGreaterThanOrEqual(before + COMMITMENT_TTL_MS);
    expect(expiresAt).toBeLessThanOrEqual(Date.now() + COMMITMENT_TTL_MS);
    const serverSeed = await storedSeed(commitment.commitmentId);
    expect(serverSeed).toMatch(/^[0-9a-f]{64}$/);
    expect(sha256(serverSeed)).toBe(commitment.serverSeedHash);
    const other = await commit();
    expect(other.serverSeedHash).not.toBe(commitment.serverSeedHash);
  });

  it("casts from the committed seed and the client seed, and reveals both", async () => {
    const commitment = await commit();
    const clientSeed = "my own words: ~ spaces & signs {ok}";
    const response = await cast({
      situation: "finances",
      commitmentId: commitment.commitmentId,
      clientSeed,
      question: "Will the harvest be good?",
    });
    expect(response.status).toBe(201);
    const body = castResponseSchema.parse(await response.json());
    expect(body.source).toBe("oracle");
    expect(body.fairness).toEqual({
      algorithm: FAIRNESS_ALGORITHM,
      serverSeed: expect.stringMatching(/^[0-9a-f]{64}$/),
      serverSeedHash: commitment.serverSeedHash,
      clientSeed,
    });
    // Anyone can recompute the dice and the hash from what the cast reveals.
    expect(sha256(body.fairness!.serverSeed)).toBe(commitment.serverSeedHash);
    expect(body.diceValues).toBe(referenceRolls(body.fairness!.serverSeed, clientSeed, 1)[0]);
    expect(body.question).toBe("Will the harvest be good?");

    const again = castResponseSchema.parse(
      await (await ctx.request(`/api/casts/${body.id}`, { cookie: seeker.cookie })).json(),
    );
    expect(again.fairness).toEqual(body.fairness);
    expect(again.diceValues).toBe(body.diceValues);
  });

  it("skips the roll to avoid: the dice are the next roll the seeds give", async () => {
    const commitment = await commit();
    const serverSeed = await storedSeed(commitment.commitmentId);
    const clientSeed = "avoid-me";
    const rolls = referenceRolls(serverSeed, clientSeed, 100);
    const expected = rolls.find((roll) => roll !== rolls[0]);
    const body = castResponseSchema.parse(
      await (
        await cast({ situation: "guidance", commitmentId: commitment.commitmentId, clientSeed, avoid: rolls[0] })
      ).json(),
    );
    expect(body.diceValues).toBe(expected);
  });

  it("uses a commitment once", async () => {
    const commitment = await commit();
    const body = { situation: "guidance", commitmentId: commitment.commitmentId, clientSeed: "once" };
    expect((await cast(body)).status).toBe(201);
    const reused = await cast(body);
    expect(reused.status).toBe(404);
    expect(await reused.json()).toEqual({
      error: {
        code: "commitment_not_found",
        message:
          "This commitment is unknown or already used: each one serves a single cast. The Oracle will make a new one.",
      },
    });
  });

  it("refuses another user's commitment and an unknown one", async () => {
    const stranger = await ctx.signUp();
    const theirs = await commit(stranger.cookie);
    const stolen = await cast({ situation: "guidance", commitmentId: theirs.commitmentId, clientSeed: "mine" });
    expect(stolen.status).toBe(404);
    expect(await stolen.json()).toMatchObject({ error: { code: "commitment_not_found" } });
    const unknown = await cast({
      situation: "guidance",
      commitmentId: "00000000-0000-4000-8000-000000000000",
      clientSeed: "mine",
    });
    expect(unknown.status).toBe(404);
    // Still the stranger's to use.
    expect(
      (await cast({ situation: "guidance", commitmentId: theirs.commitmentId, clientSeed: "x" }, stranger.cookie))
        .status,
    ).toBe(201);
  });

  it("refuses a commitment from 10 minutes ago (injected clock), through the service and the API", async () => {
    const madeAt = new Date("2026-11-20T10:00:00Z");
    const commitment = await createCommitment({ db: ctx.connection.db, userId: seeker.userId, now: madeAt });
    const option = { commitment: { id: commitment.commitmentId, clientSeed: "late" } };
    const atExpiry = new Date(madeAt.getTime() + COMMITMENT_TTL_MS);
    const refused = await castDice({ ...serviceOptions(), ...option, now: atExpiry }).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(AppError);
    expect((refused as AppError).code).toBe("commitment_expired");
    expect((refused as AppError).status).toBe(410);
    const justInTime = await castDice({ ...serviceOptions(), ...option, now: new Date(atExpiry.getTime() - 1) });
    expect(justInTime.fairness?.serverSeedHash).toBe(commitment.serverSeedHash);

    // Made 10 minutes and a second before now: the API answers 410 with a message the Oracle can show.
    const stale = await createCommitment({
      db: ctx.connection.db,
      userId: seeker.userId,
      now: new Date(Date.now() - COMMITMENT_TTL_MS - 1000),
    });
    const response = await cast({ situation: "guidance", commitmentId: stale.commitmentId, clientSeed: "late" });
    expect(response.status).toBe(410);
    expect(await response.json()).toEqual({
      error: { code: "commitment_expired", message: "This commitment has expired; the Oracle will make a new one." },
    });
  });

  it("lets exactly one of two parallel casts use a commitment", async () => {
    const commitment = await commit();
    const body = { situation: "relationships", commitmentId: commitment.commitmentId, clientSeed: "race" };
    const responses = await Promise.all([cast(body), cast(body), cast(body)]);
    expect(responses.map((response) => response.status).sort()).toEqual([201, 404, 404]);
  });

  it("leaves the commitment usable when the daily cap refuses the cast", async () => {
    const capped = await ctx.signUp();
    for (let index = 0; index < 3; index++) {
      expect((await cast({ situation: "guidance" }, capped.cookie)).status).toBe(201);
    }
    const commitment = await commit(capped.cookie);
    const body = { situation: "guidance", commitmentId: commitment.commitmentId, clientSeed: "patient" };
    const refused = await cast(body, capped.cookie);
    expect(refused.status).toBe(429);
    expect(await refused.json()).toMatchObject({ error: { code: "daily_limit_reached" } });
    await setPlan(capped.userId, 3);
    const accepted = await cast(body, capped.cookie);
    expect(accepted.status).toBe(201);
    expect(castResponseSchema.parse(await accepted.json()).fairness?.serverSeedHash).toBe(commitment.serverSeedHash);
  });

  it(`holds at most ${MAX_OPEN_COMMITMENTS} unused commitments per seeker, and forgets expired ones`, async () => {
    const hoarder = await ctx.signUp();
    const madeAt = new Date(Date.now() - 5 * 60 * 1000);
    for (let index = 0; index < MAX_OPEN_COMMITMENTS; index++) {
      await createCommitment({ db: ctx.connection.db, userId: hoarder.userId, now: madeAt });
    }
    const refused = await ctx.request("/api/fairness/commitments", { method: "POST", cookie: hoarder.cookie });
    expect(refused.status).toBe(429);
    const retryAfter = Number(refused.headers.get("retry-after"));
    expect(retryAfter).toBeGreaterThan(4 * 60);
    expect(retryAfter).toBeLessThanOrEqual(5 * 60 + 1);
    expect(await refused.json()).toMatchObject({ error: { code: "rate_limited" } });
    // Another seeker is not held back.
    await commit();
    // Once they expire, they are deleted, and the next commitment is made.
    const later = await createCommitment({
      db: ctx.connection.db,
      userId: hoarder.userId,
      now: new Date(madeAt.getTime() + COMMITMENT_TTL_MS),
    });
    const rows = await ctx.connection.db
      .select()
      .from(fairnessCommitments)
      .where(eq(fairnessCommitments.userId, hoarder.userId));
    expect(rows.map((row) => row.id)).toEqual([later.commitmentId]);
  });

  it.each([
    ["a client seed without a commitment", { clientSeed: "abc" }, "commitmentId", "A client seed needs a commitment"],
    [
      "a commitment without a client seed",
      { commitmentId: "00000000-0000-4000-8000-000000000000" },
      "clientSeed",
      "A committed cast needs your client seed",
    ],
    [
      "a client seed that is too long",
      { commitmentId: "00000000-0000-4000-8000-000000000000", clientSeed: "x".repeat(65) },
      "clientSeed",
      "A client seed is 1 to 64 printable characters (letters, digits, signs)",
    ],
    [
      "a commitment id that is not a UUID",
      { commitmentId: "seven", clientSeed: "abc" },
      "commitmentId",
      "A commitment id is a UUID",
    ],
  ])("answers 400 for %s", async (_label, fields, field, message) => {
    const response = await cast({ situation: "guidance", ...fields });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ error: { code: "bad_request", fields: { [field]: [message] } } });
  });

  it("answers fairness null for a cast without a commitment", async () => {
    const body = castResponseSchema.parse(await (await cast({ situation: "guidance" })).json());
    expect(body.fairness).toBeNull();
    expect(body.source).toBe("oracle");
  });

  it("exports each cast's question, source and revealed values", async () => {
    const exporter = await ctx.signUp();
    await setPlan(exporter.userId, 3);
    const commitment = await commit(exporter.cookie);
    const committed = castResponseSchema.parse(
      await (
        await cast(
          { situation: "guidance", commitmentId: commitment.commitmentId, clientSeed: "export", question: "Why?" },
          exporter.cookie,
        )
      ).json(),
    );
    await cast({ situation: "finances", source: "physical", dice: "6-6-1" }, exporter.cookie);
    const data = (await (await ctx.request("/api/me/export", { cookie: exporter.cookie })).json()) as {
      casts: Array<{ id: string; question: string | null; source: string; fairness: unknown }>;
    };
    expect(data.casts).toEqual([
      expect.objectContaining({ id: committed.id, question: "Why?", source: "oracle", fairness: committed.fairness }),
      expect.objectContaining({ diceValues: "6-6-1", question: null, source: "physical", fairness: null }),
    ]);
    const [leftover] = await ctx.connection.db
      .select()
      .from(fairnessCommitments)
      .where(eq(fairnessCommitments.userId, exporter.userId));
    expect(leftover).toBeUndefined();
  });
});

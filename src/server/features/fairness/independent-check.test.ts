import { spawnSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import path from "node:path";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { castResultSchema, commitmentResponseSchema, type Fairness } from "../../../shared/api/casts";
import { formatDice, parseDice } from "../../../shared/dice";
import { rollFromSeeds } from "../../../shared/fairness";
import { userProfiles } from "../../db/schema";
import { createTestContext, type TestContext } from "../../testing/test-app";

/**
 * The independent check: 1,000 committed casts made through the API, each avoiding the roll before it as
 * the Dice Oracle does, are recomputed by scripts/check-fairness.mjs, which shares no code with src/ (its
 * own node:crypto implementation of the algorithm's description), run as a separate program.
 */
const CASTS = 1000;
const SCRIPT = path.resolve("scripts/check-fairness.mjs");

interface RevealedCast {
  id: string;
  dice: string;
  avoid?: string;
  fairness: Fairness;
}

function runCheck(casts: unknown[]) {
  const run = spawnSync(process.execPath, [SCRIPT], { input: JSON.stringify(casts), encoding: "utf8" });
  return { status: run.status, stdout: run.stdout, stderr: run.stderr };
}

describe("1,000 committed casts, checked by a program that shares no code with the server", () => {
  let ctx: TestContext;
  const revealed: RevealedCast[] = [];

  beforeAll(async () => {
    ctx = await createTestContext("pglite");
  });
  afterAll(() => ctx.close());

  it(`makes ${CASTS} committed casts through the API, and every one recomputes`, async () => {
    const seeker = await ctx.signUp();
    // The unlimited plan: the daily cap has its own tests.
    await ctx.connection.db.update(userProfiles).set({ planLevel: 3 }).where(eq(userProfiles.id, seeker.userId));
    const started = performance.now();
    let previous: string | undefined;
    for (let index = 0; index < CASTS; index++) {
      const committed = await ctx.request("/api/fairness/commitments", { method: "POST", cookie: seeker.cookie });
      const { commitmentId, serverSeedHash } = commitmentResponseSchema.parse(await committed.json());
      const clientSeed = randomBytes(16).toString("base64url");
      const response = await ctx.request("/api/casts", {
        method: "POST",
        cookie: seeker.cookie,
        json: { situation: "guidance", commitmentId, clientSeed, ...(previous ? { avoid: previous } : {}) },
      });
      expect(response.status).toBe(201);
      const cast = castResultSchema.parse(await response.json());
      expect(cast.fairness?.serverSeedHash).toBe(serverSeedHash);
      revealed.push({ id: cast.id, dice: cast.diceValues, avoid: previous, fairness: cast.fairness! });
      previous = cast.diceValues;
    }
    const castSeconds = (performance.now() - started) / 1000;

    const checkStarted = performance.now();
    const check = runCheck(revealed);
    const checkSeconds = (performance.now() - checkStarted) / 1000;
    console.info(
      `${CASTS} committed casts through the API in ${castSeconds.toFixed(1)} s; checked in ${checkSeconds.toFixed(2)} s`,
    );
    expect(check.stderr).toBe("");
    expect(check.stdout).toBe(`checked ${CASTS} casts: ${CASTS} matched, 0 did not\n`);
    expect(check.status).toBe(0);
  }, 180_000);

  it("fails on a tampered cast: another face, another client seed, or a seed that is not the committed one", async () => {
    expect(revealed).toHaveLength(CASTS);
    const first = revealed[0]!;
    // A cast whose client seed, changed, gives other dice (for one in 216 the dice would not change).
    let second = revealed[1]!;
    for (const cast of revealed.slice(1)) {
      const { serverSeed, clientSeed } = cast.fairness;
      const avoid = cast.avoid ? parseDice(cast.avoid) : null;
      if (formatDice((await rollFromSeeds(serverSeed, `${clientSeed}x`, avoid)).roll) !== cast.dice) {
        second = cast;
        break;
      }
    }
    const third = revealed.find((cast) => cast !== first && cast !== second)!;
    const untouched = revealed.filter((cast) => ![first, second, third].includes(cast)).slice(0, 7);
    const otherFace = first.dice.replace(/^\d/, (face) => String((Number(face) % 6) + 1));
    const tampered = [
      { ...first, dice: otherFace },
      { ...second, fairness: { ...second.fairness, clientSeed: `${second.fairness.clientSeed}x` } },
      { ...third, fairness: { ...third.fairness, serverSeedHash: "0".repeat(64) } },
      ...untouched,
    ];
    const check = runCheck(tampered);
    expect(check.status).toBe(1);
    expect(check.stdout).toContain(`✗ cast 1 (${first.id}): the seeds give ${first.dice}`);
    expect(check.stdout).toContain(`, not ${otherFace}`);
    expect(check.stdout).toContain(`✗ cast 2 (${second.id}): the seeds give`);
    expect(check.stdout).toContain(
      `✗ cast 3 (${third.id}): the server seed hashes to ${third.fairness.serverSeedHash}`,
    );
    expect(check.stdout).toContain("checked 10 casts: 7 matched, 3 did not");
  });

  it("refuses input it cannot read", () => {
    const notArray = spawnSync(process.execPath, [SCRIPT], { input: "{}", encoding: "utf8" });
    expect(notArray.status).toBe(2);
    expect(notArray.stderr).toContain("the input must be a JSON array of casts");
  });
});

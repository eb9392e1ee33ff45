import { spawnSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import path from "node:path";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { commitmentResponseSchema } from "../../../shared/api/casts";
import { drawResultSchema, type DrawResult } from "../../../shared/api/draws";
import { DRAW_TOOLS, spreadsOf } from "../../../shared/draws/spreads";
import { userProfiles } from "../../db/schema";
import { createTestContext, type TestContext } from "../../testing/test-app";

/**
 * The independent check of the drawing oracles: 500 committed tarot draws and 500 committed rune casts
 * made through the API (every spread in turn) are recomputed by scripts/check-fairness.mjs, which shares
 * no code with src/ (its own node:crypto byte stream, shuffle, deck sizes and unreversible runes), run as
 * a separate program.
 */
const DRAWS_PER_ORACLE = 500;
const SCRIPT = path.resolve("scripts/check-fairness.mjs");

function runCheck(draws: unknown[]) {
  const run = spawnSync(process.execPath, [SCRIPT], { input: JSON.stringify(draws), encoding: "utf8" });
  return { status: run.status, stdout: run.stdout, stderr: run.stderr };
}

describe("1,000 committed tarot draws and rune casts, checked by a program that shares no code with the server", () => {
  let ctx: TestContext;
  const revealed: DrawResult[] = [];

  beforeAll(async () => {
    ctx = await createTestContext("pglite");
  });
  afterAll(() => ctx.close());

  it(`makes ${DRAWS_PER_ORACLE} of each through the API, and every one recomputes`, async () => {
    const seeker = await ctx.signUp();
    // The unlimited plan opens every spread; the daily cap has its own tests.
    await ctx.connection.db.update(userProfiles).set({ planLevel: 3 }).where(eq(userProfiles.id, seeker.userId));
    const started = performance.now();
    for (const tool of DRAW_TOOLS) {
      const spreads = spreadsOf(tool);
      for (let index = 0; index < DRAWS_PER_ORACLE; index++) {
        const committed = await ctx.request("/api/fairness/commitments", { method: "POST", cookie: seeker.cookie });
        const { commitmentId, serverSeedHash } = commitmentResponseSchema.parse(await committed.json());
        const response = await ctx.request("/api/draws", {
          method: "POST",
          cookie: seeker.cookie,
          json: {
            tool,
            spread: spreads[index % spreads.length],
            situation: "guidance",
            commitmentId,
            clientSeed: randomBytes(16).toString("base64url"),
          },
        });
        expect(response.status).toBe(201);
        const draw = drawResultSchema.parse(await response.json());
        expect(draw.fairness?.serverSeedHash).toBe(serverSeedHash);
        revealed.push(draw);
      }
    }
    const drawSeconds = (performance.now() - started) / 1000;
    const check = runCheck(revealed);
    console.info(`${revealed.length} committed draws through the API in ${drawSeconds.toFixed(1)} s`);
    expect(check.stderr).toBe("");
    expect(check.stdout).toMatch(
      new RegExp(`^checked ${revealed.length} draws: ${revealed.length} matched, 0 did not\\n$`),
    );
    expect(check.status).toBe(0);
  }, 300_000);

  it("fails on a tampered draw: another card, a turned card, or another client seed", () => {
    const [first, second, third, ...rest] = revealed;
    const swapped = first!.items.map((item, position) =>
      position === 0 ? { ...item, index: (item.index + 1) % first!.fairness!.deckSize } : item,
    );
    const tarot = revealed.find((draw) => draw.tool === "tarot" && draw !== first)!;
    const turned = tarot.items.map((item, position) => (position === 0 ? { ...item, reversed: !item.reversed } : item));
    const tampered = [
      { ...first!, items: swapped },
      { ...tarot, items: turned },
      { ...third!, fairness: { ...third!.fairness!, clientSeed: `${third!.fairness!.clientSeed}x` } },
      ...rest.filter((draw) => draw !== tarot).slice(0, 7),
    ];
    expect(second).toBeDefined();
    const check = runCheck(tampered);
    expect(check.status).toBe(1);
    expect(check.stdout).toContain("checked 10 draws: 7 matched, 3 did not");
  });
});

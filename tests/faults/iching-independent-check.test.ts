import { spawn } from "node:child_process";
import { randomUUID } from "node:crypto";
import path from "node:path";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { userProfiles } from "../../src/server/db/schema";
import { signUpOver, startServerProcess } from "../../src/server/testing/server-process";
import { createTestDatabase, TEST_DATABASE_KINDS } from "../../src/server/testing/test-app";

/**
 * The independent check of the I Ching: scripts/check-iching-casts.mjs, which shares no code with src/ (its
 * own node:crypto byte stream, integer rule, coin and yarrow rules and King Wen table), makes 500 committed
 * casts with three coins and 500 with yarrow stalks over HTTP against the real server in its own process,
 * and recomputes every cast's lines and hexagrams from the revealed seeds.
 */
const CASTS_PER_METHOD = 500;
const SCRIPT = path.resolve("scripts/check-iching-casts.mjs");
const SECRET = "iching-independent-check-secret-0123456789";

function runScript(args: string[]): Promise<{ status: number | null; stdout: string; stderr: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [SCRIPT, ...args], { stdio: ["ignore", "pipe", "pipe"] });
    let stdout = "";
    let stderr = "";
    child.stdout.on("data", (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on("data", (chunk: Buffer) => (stderr += chunk.toString()));
    child.once("exit", (status) => resolve({ status, stdout, stderr }));
  });
}

describe.skipIf(!TEST_DATABASE_KINDS.includes("postgres"))(
  "the I Ching's casts, checked over HTTP by a program that shares no code with the server",
  () => {
    it(`recomputes ${CASTS_PER_METHOD} committed casts of each method from their revealed seeds`, async () => {
      const connection = await createTestDatabase("postgres");
      const server = await startServerProcess({ DATABASE_URL: connection.url!, BETTER_AUTH_SECRET: SECRET });
      try {
        const { cookie, userId } = await signUpOver(server.url, `iching-${randomUUID()}@example.com`);
        // The unlimited plan: a thousand readings in a day.
        await connection.db.update(userProfiles).set({ planLevel: 3 }).where(eq(userProfiles.id, userId));
        const started = performance.now();
        const run = await runScript(["--url", server.url, "--cookie", cookie, "--count", String(CASTS_PER_METHOD)]);
        console.info(
          `${2 * CASTS_PER_METHOD} casts over HTTP, checked in ${((performance.now() - started) / 1000).toFixed(1)} s`,
        );
        expect(run.stderr).toBe("");
        expect(run.stdout).toBe(`checked ${2 * CASTS_PER_METHOD} casts: ${2 * CASTS_PER_METHOD} matched, 0 did not\n`);
        expect(run.status).toBe(0);
      } finally {
        await server.stop();
        await connection.close();
      }
    }, 120_000);
  },
);

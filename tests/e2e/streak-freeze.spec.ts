import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import pino from "pino";
import { calendarDayIn } from "../../src/shared/calendar";
import { openEmbeddedDatabase } from "../../src/server/db/client";
import { userProfiles, users } from "../../src/server/db/schema";
import { castDice } from "../../src/server/oracles/dice/dice.service";
import { ReadingCatalogue } from "../../src/server/features/dice-texts/readings.service";
import { freePort, startServerProcess, type ServerProcess } from "../../src/server/testing/server-process";
import { expect, newEmail, PASSWORD, test } from "./fixtures";

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * A week of readings earns a streak freeze; a missed day spends it. The seeker's past week is cast by
 * the real cast service at past instants (a browser cannot wait seven days), on the server's own
 * embedded database while that server is stopped; today's cast and everything shown are the browser's.
 */
test.describe("streak freezes", () => {
  let dataDir: string;
  let port: number;
  let server: ServerProcess | null = null;

  test.beforeEach(async () => {
    dataDir = mkdtempSync(path.join(os.tmpdir(), "mystic-freeze-"));
    port = await freePort();
  });

  test.afterEach(async () => {
    await server?.stop();
    server = null;
    rmSync(dataDir, { recursive: true, force: true });
  });

  test("a week earns a freeze, the missed day spends it, and the calendar shows the ice @phone", async ({
    page,
    consoleErrors,
  }) => {
    // It starts a server of its own twice around the journey: some 10 s each when idle, 40 s seen on a busy machine.
    test.setTimeout(180_000);
    server = await startServerProcess({ DATA_DIR: dataDir }, { port });
    const site = server.url;
    const email = newEmail("freeze");
    const signUp = await page.request.post(`${site}/api/auth/sign-up/email`, {
      data: { email, password: PASSWORD, name: "Frost" },
      headers: { origin: site },
    });
    expect(signUp.status(), await signUp.text()).toBe(200);
    await server.stop();
    server = null;

    // Seven days in a row, ending the day before yesterday: the seventh earns the freeze. Yesterday is missed.
    const connection = await openEmbeddedDatabase(dataDir);
    let missedDay: string;
    try {
      const [user] = await connection.db.select({ id: users.id }).from(users).where(eq(users.email, email));
      const [profile] = await connection.db.select().from(userProfiles).where(eq(userProfiles.id, user!.id));
      const zone = profile!.timezone;
      const now = Date.now();
      for (let daysAgo = 8; daysAgo >= 2; daysAgo--) {
        await castDice({
          db: connection.db,
          readings: new ReadingCatalogue(connection.db),
          logger: pino({ level: "silent" }),
          userId: user!.id,
          situation: "guidance",
          now: new Date(now - daysAgo * DAY_MS),
        });
      }
      missedDay = calendarDayIn(zone, new Date(now - DAY_MS));
    } finally {
      await connection.close();
    }

    server = await startServerProcess({ DATA_DIR: dataDir }, { port });
    await page.goto(`${site}/dashboard`);
    const value = (stat: string) => page.getByTestId(`stat-${stat}`).locator("dd").first();
    // The freeze already stands in for yesterday, so the streak is still a week long.
    await expect(value("streak")).toHaveText("7");
    const missed = page.getByRole("img", { name: `Streak freeze used on ${missedDay}` });
    await expect(missed).toBeVisible();
    await expect(missed).toHaveAttribute("data-frozen", "true");
    await expect(page.getByTestId("streak-freezes")).toContainText("Streak freezes held: 0 of 2");

    // Today's cast keeps the streak going and says why.
    await page.goto(`${site}/dice-divination`);
    await page.getByRole("button", { name: "Guidance" }).click();
    await page.getByRole("button", { name: "Cast the Mystical Dice" }).click();
    const celebration = page.getByTestId("cast-celebration");
    await expect(celebration).toBeVisible({ timeout: 8_000 });
    await expect(celebration).toContainText("A streak freeze covered the day you missed: your streak goes on.");

    await page.goto(`${site}/dashboard`);
    await expect(value("streak")).toHaveText("8");
    await expect(page.getByRole("img", { name: `Streak freeze used on ${missedDay}` })).toBeVisible();
    expect(consoleErrors).toEqual([]);
  });
});

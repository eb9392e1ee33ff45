import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import { openEmbeddedDatabase } from "../../src/server/db/client";
import { userProfiles, users, weeklyReports } from "../../src/server/db/schema";
import { composePersonalReport } from "../../src/server/features/weekly/personal-report";
import { editionWeek } from "../../src/shared/weekly/week";
import { freePort, startServerProcess, type ServerProcess } from "../../src/server/testing/server-process";
import {
  expect,
  expectNoSidewaysScroll,
  holdRequests,
  newEmail,
  painted,
  PASSWORD,
  recordLayoutShifts,
  signUpViaApi,
  test,
} from "./fixtures";

/**
 * The weekly reports at a phone's width: a paid seeker's archive shows the report the Sunday tick made
 * (written here into the server's database while it is stopped, as the tick writes it) and it opens as a
 * page; a free seeker sees the offer and a sample.
 */
test.describe("the weekly reports", () => {
  let dataDir: string;
  let server: ServerProcess | null = null;

  test.beforeEach(() => {
    dataDir = mkdtempSync(path.join(os.tmpdir(), "mystic-reports-"));
  });
  test.afterEach(async () => {
    await server?.stop();
    server = null;
    rmSync(dataDir, { recursive: true, force: true });
  });

  test("a paid seeker reads this week's report from the archive; a free seeker sees the offer", async ({
    page,
    consoleErrors,
  }) => {
    // Two server starts of its own.
    test.setTimeout(120_000);
    const port = await freePort();
    server = await startServerProcess({ DATA_DIR: dataDir }, { port });
    const site = server.url;
    const paid = newEmail("weekly");
    const free = newEmail("weekly-free");
    for (const email of [free, paid]) {
      const response = await page.request.post(`${site}/api/auth/sign-up/email`, {
        data: { email, password: PASSWORD, name: "Wren Weekly" },
        headers: { origin: site },
      });
      expect(response.status(), await response.text()).toBe(200);
    }
    await server.stop();
    server = null;

    const week = editionWeek("UTC", new Date());
    const connection = await openEmbeddedDatabase(dataDir);
    try {
      const [user] = await connection.db.select({ id: users.id }).from(users).where(eq(users.email, paid));
      await connection.db
        .update(userProfiles)
        .set({ planLevel: 2, timezone: "UTC", birthDate: "1990-07-14" })
        .where(eq(userProfiles.id, user!.id));
      const report = composePersonalReport({
        week,
        timeZone: "UTC",
        name: "Wren",
        birthDate: "1990-07-14",
        readings: {
          made: 0,
          byTool: [],
          patterns: [],
          streak: 0,
          quest: null,
          followUpsAnswered: 0,
          openQuestion: null,
        },
        community: null,
        createdAt: new Date(),
      });
      await connection.db
        .insert(weeklyReports)
        .values({ userId: user!.id, week, report: report as unknown as Record<string, unknown> });
    } finally {
      await connection.close();
    }
    server = await startServerProcess({ DATA_DIR: dataDir }, { port });

    await page.setViewportSize({ width: 360, height: 780 });
    await page.goto(`${site}/reports`);
    await expect(page.getByRole("heading", { level: 1, name: "Your weekly reports" })).toBeVisible();
    const archive = page.getByRole("region", { name: "Your reports" });
    await expect(archive).toContainText(week);
    await expectNoSidewaysScroll(page);
    await archive.getByRole("link", { name: /^Read: Your week of / }).click();
    await expect(page).toHaveURL(new RegExp(`/reports/${week}$`));
    await expect(page.getByRole("heading", { level: 1, name: /^Your week of / })).toBeVisible();
    await expect(page.getByRole("heading", { name: "The week's sky" })).toBeVisible();
    await expect(page.getByRole("heading", { name: "One ritual" })).toBeVisible();
    await expect(page.getByText("The Oracle's voice")).toBeVisible();
    await expectNoSidewaysScroll(page);

    // The free seeker: the offer and a sample of the real week.
    await page.context().clearCookies();
    const signIn = await page.request.post(`${site}/api/auth/sign-in/email`, {
      data: { email: free, password: PASSWORD },
      headers: { origin: site },
    });
    expect(signIn.status(), await signIn.text()).toBe(200);
    await page.goto(`${site}/reports`);
    await expect(page.getByRole("heading", { name: "The weekly report comes with the paid plans" })).toBeVisible();
    await expect(page.getByRole("link", { name: "See the plans" })).toHaveAttribute("href", "/pricing");
    const sample = page.getByRole("region", { name: "Sample report" });
    await expect(sample.getByRole("heading", { level: 2, name: /^Your week of / })).toBeVisible();
    await expectNoSidewaysScroll(page);
    expect(consoleErrors).toEqual([]);
  });
});

test("a free seeker's archive shows the offer without a refused request, and the footer keeps its place", async ({
  page,
  consoleErrors,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signUpViaApi(page);
  const refused: string[] = [];
  page.on("response", (response) => {
    if (response.status() >= 400) refused.push(`${response.status()} ${new URL(response.url()).pathname}`);
  });
  const layoutShift = await recordLayoutShifts(page);
  // The seeker's answers wait until the page has painted its placeholders, as on a slow connection.
  const answer = await holdRequests(page, "**/api/me/**");
  await page.goto("/reports");
  await expect(page.getByRole("heading", { level: 1, name: "Your weekly reports" })).toBeVisible();
  await expect(page.locator("[aria-busy=true]").first()).toBeVisible();
  await painted(page);
  answer();

  await expect(page.getByRole("heading", { name: "The weekly report comes with the paid plans" })).toBeVisible();
  const sample = page.getByRole("region", { name: "Sample report" });
  await expect(sample.getByRole("heading", { level: 2, name: /^Your week of / })).toBeVisible();
  await painted(page);
  // The plan was read from the profile: nothing was asked that the server refuses a free seeker.
  expect(refused).toEqual([]);
  expect(consoleErrors).toEqual([]);
  // The footer stayed below the first screen while the placeholders became the offer and its sample.
  const { total, moves } = await layoutShift();
  expect(total, moves).toBeLessThan(0.01);
});

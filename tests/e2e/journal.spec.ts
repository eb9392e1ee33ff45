import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import type { Locator, Page } from "@playwright/test";
import { eq } from "drizzle-orm";
import { openEmbeddedDatabase } from "../../src/server/db/client";
import { userProfiles, users } from "../../src/server/db/schema";
import { drawReading } from "../../src/server/oracles/draws/draws.service";
import { freePort, startServerProcess, type ServerProcess } from "../../src/server/testing/server-process";
import { expect, holdRequests, newEmail, painted, PASSWORD, recordLayoutShifts, signUpViaApi, test } from "./fixtures";

const DAY_MS = 24 * 60 * 60 * 1000;

/** Scrolls down a screen at a time until the part is on the page (My Timeline loads its parts near view). */
async function scrollUntilShown(page: Page, part: Locator): Promise<void> {
  for (let screen = 0; screen < 20 && (await part.count()) === 0; screen++) {
    await page.mouse.wheel(0, 600);
    await page.waitForTimeout(150);
  }
  await part.first().scrollIntoViewIfNeeded();
}
const QUESTION = "Should I take the lighthouse job?";

/**
 * The journal, end to end: a seeker's readings are drawn by the real draw service (yesterday, while the
 * server is stopped), then the server comes back with its clock seven days ahead (Debian's faketime), so
 * the reading with a question is due its first "How did it turn out?". Everything shown and done after
 * that is the browser's: a note, the follow-up answered, the note found by a word, a Celtic Cross recorded
 * from the seeker's own deck, the Markdown journal downloaded, and My Timeline with its patterns and the
 * sky ahead.
 */
test.describe("the journal that remembers", () => {
  let dataDir: string;
  let server: ServerProcess | null = null;

  test.beforeEach(() => {
    dataDir = mkdtempSync(path.join(os.tmpdir(), "mystic-journal-"));
  });

  test.afterEach(async () => {
    await server?.stop();
    server = null;
    rmSync(dataDir, { recursive: true, force: true });
  });

  test("notes, a follow-up a week later, search, an own-deck Celtic Cross, the Markdown journal and My Timeline", async ({
    page,
    consoleErrors,
  }) => {
    // Two server starts of its own (some 10 s each when idle, more on a busy machine).
    test.setTimeout(180_000);
    const port = await freePort();
    server = await startServerProcess({ DATA_DIR: dataDir }, { port });
    const site = server.url;
    const email = newEmail("journal");
    const signUp = await page.request.post(`${site}/api/auth/sign-up/email`, {
      data: { email, password: PASSWORD, name: "Keeper" },
      headers: { origin: site },
    });
    expect(signUp.status(), await signUp.text()).toBe(200);
    await server.stop();
    server = null;

    // The Arcane Explorer plan (bought in billing.spec.ts) opens the Celtic Cross; six spreads yesterday.
    const connection = await openEmbeddedDatabase(dataDir);
    try {
      const [user] = await connection.db.select({ id: users.id }).from(users).where(eq(users.email, email));
      await connection.db.update(userProfiles).set({ planLevel: 3 }).where(eq(userProfiles.id, user!.id));
      const yesterday = new Date(Date.now() - DAY_MS);
      for (let index = 0; index < 6; index++) {
        await drawReading({
          db: connection.db,
          userId: user!.id,
          now: new Date(yesterday.getTime() + index * 60_000),
          request: {
            tool: "tarot",
            spread: "three-card",
            situation: "guidance",
            ...(index === 0 ? { question: QUESTION } : {}),
          },
        });
      }
    } finally {
      await connection.close();
    }

    server = await startServerProcess({ DATA_DIR: dataDir }, { port, clockAheadDays: 7 });
    await page.goto(`${site}/dashboard`);

    // A note on the reading, in its detail.
    const history = page.getByRole("region", { name: "Reading History" });
    await history.getByText(QUESTION).click();
    const detail = page.getByRole("dialog");
    await detail.getByLabel("Your note").fill("The keeper's cottage smelled of salt and old books");
    await detail.getByRole("button", { name: "Save note" }).click();
    await expect(detail.getByText("Note saved.")).toBeVisible();
    await page.keyboard.press("Escape");

    // A week on, the dashboard asks how it turned out; the answer is kept and the card goes.
    const followUp = page.getByRole("region", { name: "How did it turn out?" }).first();
    await expect(followUp).toContainText(QUESTION);
    await followUp.getByRole("radio", { name: "Yes" }).check();
    await followUp.getByRole("button", { name: "Save answer" }).click();
    await expect(followUp).toBeHidden();

    // Found again by a word of its note.
    const search = history.getByRole("search", { name: "Filter your readings" });
    await search.getByLabel("Search questions and notes").fill("cottage");
    await expect(history.getByTestId("history-question")).toHaveCount(1);
    await expect(history.getByTestId("history-question")).toHaveText(new RegExp("lighthouse job"));
    await expect(history.getByTestId("history-note")).toContainText("salt and old books");

    // A Celtic Cross from the seeker's own deck: ten cards picked in place.
    await page.goto(`${site}/tarot`);
    await page
      .getByRole("list", { name: "Spread" })
      .getByRole("button", { name: /Celtic Cross/ })
      .click();
    await page.getByRole("button", { name: "Guidance", exact: true }).click();
    await page.getByText("Record a draw from your own deck").click();
    const form = page.getByRole("form", { name: "Record a draw from your own deck" });
    const places = form.locator("select");
    await expect(places).toHaveCount(10);
    for (let index = 0; index < 10; index++) await places.nth(index).selectOption({ index: index + 1 });
    await form.getByRole("button", { name: "Read my draw" }).click();
    await expect(page.getByTestId("own-draw")).toHaveText("Your own draw", { timeout: 15_000 });
    await expect(page.getByTestId("drawn-item")).toHaveCount(10);

    // The whole journal as Markdown, with the note and the answer.
    await page.goto(`${site}/dashboard`);
    const download = page.waitForEvent("download");
    await page.getByRole("link", { name: "Download journal (Markdown)" }).first().click();
    const file = await (await download).path();
    const markdown = readFileSync(file, "utf8");
    expect(markdown).toContain("The keeper's cottage smelled of salt and old books");
    expect(markdown).toContain(QUESTION);
    expect(markdown).toContain("- **Spread:** Celtic Cross");
    expect(markdown).toContain("- **Drawn with:** your own deck, stones or dice");

    // My Timeline: the readings by week, the patterns with their chance check, the sky ahead.
    await page.goto(`${site}/timelines`);
    await expect(page.getByRole("heading", { level: 1, name: "My Timeline" })).toBeVisible();
    const overTime = page.getByRole("region", { name: "Your readings over time" });
    await expect(overTime).toContainText("7 readings in twelve weeks");
    // The parts below the chart load as the page scrolls towards them.
    const patterns = page.getByRole("region", { name: "Patterns" });
    await scrollUntilShown(page, patterns);
    await patterns.getByLabel("Oracle").selectOption({ label: "Tarot" });
    await expect(patterns.getByTestId("patterns-summary")).toContainText("6 readings");
    await expect(patterns.getByRole("listitem").first()).toContainText(/by chance about/);
    await expect(patterns.getByTestId("patterns-own-draws")).toContainText("Not counted: 1 reading from your own deck");
    const sky = page.getByTestId("sky-ahead");
    await scrollUntilShown(page, sky.getByTestId("sky-event").first());
    await expect(sky.getByRole("heading", { name: "The sky ahead" })).toBeVisible();
    await expect(sky.getByText(/(New|Full) Moon in /).first()).toBeVisible();
    expect(consoleErrors).toEqual([]);
  });
});

test("My Timeline keeps its place on a phone while the seeker's part and its answers arrive", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signUpViaApi(page);
  const layoutShift = await recordLayoutShifts(page);
  // Each step of the load waits until the one before it has painted, as on a slow phone and connection.
  const sendSeekersPart = await holdRequests(page, "**/assets/signed-in-timeline-*.js");
  const sendTimeline = await holdRequests(page, "**/api/me/journal/timeline**");
  const sendProfile = await holdRequests(page, "**/api/me/profile");
  await page.goto("/timelines");
  await expect(page.getByRole("heading", { level: 1, name: "My Timeline" })).toBeVisible();
  await painted(page);
  sendSeekersPart();
  await expect(page.getByText("Finding the readings…")).toBeAttached();
  await painted(page);
  sendTimeline();
  await expect(page.getByRole("list", { name: "Your readings over time" })).toBeVisible();
  await painted(page);
  sendProfile();
  await expect(page.getByText("0 days", { exact: true }).first()).toBeVisible();
  await painted(page);
  // The placeholders held the places of what came: nothing on the first screen moved.
  const { total, moves } = await layoutShift();
  expect(total, moves).toBeLessThan(0.01);
});

import { readFileSync } from "node:fs";
import type { Page } from "@playwright/test";
import { expect, signUpViaApi, test } from "./fixtures";

const SHOTS = process.env.ORACLE_SHOTS_DIR;

async function shoot(page: Page, name: string) {
  if (!SHOTS) return;
  for (const width of [390, 1440]) {
    await page.setViewportSize({ width, height: width < 768 ? 844 : 900 });
    await page.screenshot({ path: `${SHOTS}/${name}-${width}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

/** Buys the Arcane Explorer plan through the local test checkout. */
async function buyPaidPlan(page: Page) {
  await page.goto("/pricing");
  await page.getByRole("button", { name: "Choose the Arcane Explorer plan" }).click();
  await expect(page).toHaveURL(/\/billing\/test-checkout\/cs_test_[A-Za-z0-9]{24}$/);
  await page.getByRole("button", { name: "Pay" }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
}

/** Draws `spread` for Guidance and waits until every item is face up; returns the drawn names in order. */
async function drawSpread(page: Page, spreadName: string, size: number, drawLabel: string) {
  await page
    .getByRole("list", { name: "Spread" })
    .getByRole("button", { name: new RegExp(spreadName) })
    .click();
  await page.getByRole("button", { name: "Guidance", exact: true }).click();
  await page.getByRole("button", { name: drawLabel }).click();
  const reading = page.getByTestId("draw-reading");
  await expect(reading.getByRole("heading", { level: 2 })).toHaveText(`Your Guidance Reading · ${spreadName}`);
  await expect(page.getByTestId("synthesis")).toBeVisible({ timeout: 15_000 });
  const slots = page.getByTestId("spread-slot");
  await expect(slots).toHaveCount(size);
  await expect(page.locator('[data-testid="flip-card"][data-turned="true"]')).toHaveCount(size);
  const items = page.getByTestId("drawn-item");
  await expect(items).toHaveCount(size);
  const names: string[] = [];
  for (let index = 0; index < size; index++) {
    const item = items.nth(index);
    const name = (await item.getByRole("heading", { level: 3 }).innerText()).replace(/\s*(Reversed|Merkstave)$/, "");
    const label = await slots.nth(index).locator("p span").first().innerText();
    await expect(item).toContainText(`${index + 1} · ${label}`, { ignoreCase: true });
    expect((await item.getByTestId("item-meaning").innerText()).length).toBeGreaterThan(30);
    await expect(item.getByRole("link", { name: `More about ${name}` })).toHaveAttribute(
      "href",
      /^\/(tarot\/cards|runes)\/[a-z0-9-]+$/,
    );
    names.push(name);
  }
  expect((await page.getByTestId("synthesis").innerText()).length).toBeGreaterThan(40);
  return names;
}

test.describe("the drawing oracles", () => {
  test("a visitor sees what each oracle offers and the call to sign up", async ({ page, consoleErrors }) => {
    for (const [path, title] of [
      ["/tarot", "Tarot"],
      ["/runes", "Runes & Symbols"],
    ] as const) {
      await page.goto(path);
      await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
      await expect(page.getByTestId("spread-feature")).toHaveCount(3);
      await expect(page.getByTestId("spread-feature").filter({ hasText: "Paid plans" })).toHaveCount(1);
      await expect(page.getByRole("link", { name: "See plans" })).toHaveAttribute("href", "/pricing");
      await expect(page.getByRole("link", { name: /^Browse all/ })).toHaveAttribute(
        "href",
        path === "/tarot" ? "/tarot/cards" : "/runes/library",
      );
      await page.getByTestId("sign-up-call").getByRole("button", { name: "Sign Up Free" }).click();
      await expect(page.getByRole("dialog")).toBeVisible();
      await page.keyboard.press("Escape");
      if (path === "/tarot") await shoot(page, "tarot-signed-out");
    }
    const html = await (await page.request.get("/tarot")).text();
    expect(html).toContain("<title>Tarot Reading · One Card, Three Cards or the Celtic Cross · Mystic Dice</title>");
    expect(html).toMatch(/<link rel="canonical" href="https?:\/\/[^"]+\/tarot"/);
    expect(consoleErrors).toEqual([]);
  });

  test("a free seeker finds the Celtic Cross and the five-rune cross locked", async ({ page }) => {
    await signUpViaApi(page);
    await page.goto("/tarot");
    await expect(page.getByRole("heading", { level: 2, name: "Draw the Tarot" })).toBeVisible();
    const celtic = page.getByTestId("spread-option").filter({ hasText: "Celtic Cross" });
    await expect(celtic).toHaveAttribute("data-locked", "true");
    await expect(celtic.getByRole("link", { name: "See plans" })).toHaveAttribute("href", "/pricing");
    await expect(page.getByTestId("spread-option").filter({ hasText: "One Card" })).toHaveAttribute(
      "data-locked",
      "false",
    );
    await shoot(page, "tarot-signed-in");
    await page.goto("/runes");
    await expect(page.getByTestId("spread-option").filter({ hasText: "Five-Rune Cross" })).toHaveAttribute(
      "data-locked",
      "true",
    );
  });

  test("a seeker on a paid plan draws every spread, enhances, downloads, shares and finds them in the history", async ({
    page,
    browser,
  }) => {
    test.setTimeout(180_000);
    await signUpViaApi(page);
    await buyPaidPlan(page);
    const drawn: string[][] = [];

    await page.goto("/tarot");
    drawn.push(await drawSpread(page, "One Card", 1, "Draw the Cards"));
    drawn.push(await drawSpread(page, "Three Cards", 3, "Draw the Cards"));
    await page
      .getByRole("list", { name: "Spread" })
      .getByRole("button", { name: /Three Cards/ })
      .click();
    await page.getByRole("button", { name: "Situation · Action · Outcome" }).click();
    await page.getByRole("button", { name: "Draw the Cards" }).click();
    await expect(page.getByTestId("drawn-item").first()).toContainText("1 · Situation", { timeout: 15_000 });
    await expect(page.getByTestId("synthesis")).toBeVisible({ timeout: 15_000 });
    drawn.push(await drawSpread(page, "Celtic Cross", 10, "Draw the Cards"));
    await expect(page.getByTestId("spread-board")).toHaveAttribute("data-shape", "celtic-cross");
    await shoot(page, "celtic-cross-revealed");

    // Download: the file holds every card in its position and the synthesis.
    const downloading = page.waitForEvent("download");
    await page.getByRole("button", { name: "Download Reading" }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toMatch(/^tarot-reading-\d{4}-\d{2}-\d{2}\.txt$/);
    const text = readFileSync((await download.path())!, "utf8");
    expect(text).toContain("Mystic Dice — Tarot Reading");
    expect(text).toContain("Spread: Celtic Cross");
    for (const name of drawn.at(-1)!) expect(text).toContain(name);
    expect(text).toContain(`The reading as a whole: ${await page.getByTestId("synthesis").locator("p").innerText()}`);

    // Enhance.
    await page.getByRole("button", { name: "Enhance Reading" }).click();
    await expect(page.getByTestId("enhanced-text")).not.toBeEmpty({ timeout: 30_000 });
    await expect(page.getByRole("button", { name: "Enhance Reading" })).toBeEnabled({ timeout: 30_000 });

    // Share: the draw gets its public link.
    await page.getByRole("button", { name: "Share" }).click();
    const link = await page.getByLabel("Public link to this reading").inputValue();
    expect(link).toMatch(/\/r\/[A-Za-z0-9_-]{22}$/);
    await expect(page.getByRole("button", { name: "Stop Sharing" })).toBeVisible();
    // The link opens for anyone: a fresh browser, signed out, sees the spread's cards and its synthesis.
    const stranger = await browser.newContext();
    const shared = await stranger.newPage();
    await shared.goto(new URL(link, page.url()).pathname);
    const sharedCards = shared.getByRole("region", { name: "The cards" }).getByRole("heading", { level: 3 });
    await expect(sharedCards).toHaveCount(10);
    for (const [index, name] of drawn.at(-1)!.entries()) await expect(sharedCards.nth(index)).toContainText(name);
    await stranger.close();

    await page.goto("/runes");
    drawn.push(await drawSpread(page, "Single Rune", 1, "Cast the Runes"));
    drawn.push(await drawSpread(page, "The Three Norns", 3, "Cast the Runes"));
    drawn.push(await drawSpread(page, "Five-Rune Cross", 5, "Cast the Runes"));
    await expect(page.getByTestId("spread-board")).toHaveAttribute("data-shape", "rune-cross");
    await shoot(page, "runes-five-rune-cross-revealed");

    await page.goto("/dashboard");
    const history = page.getByRole("region", { name: "Reading History" });
    await expect(history.getByTestId("draw-chips").first()).toContainText("Runes · Five-Rune Cross");
    await expect(history.getByTestId("draw-chips").filter({ hasText: "Tarot · Celtic Cross" })).toHaveCount(1);
    await shoot(page, "history-with-draws");
    await history.getByTestId("draw-chips").filter({ hasText: "Tarot · Celtic Cross" }).click();
    const dialog = page.getByRole("dialog");
    await expect(dialog.getByTestId("drawn-item")).toHaveCount(10);
    await expect(dialog.getByTestId("synthesis")).toBeVisible();
    await expect(dialog.getByText("The Oracle Speaks")).toBeVisible();
    for (const name of drawn[2]!)
      await expect(dialog.getByRole("heading", { name, exact: false }).first()).toBeVisible();
  });
});

import type { Page } from "@playwright/test";
import { expect, followMailedSignInLink, newEmail, openMenuOnPhone, PASSWORD, signUpViaApi, test } from "./fixtures";

/** The first-visit gate, as a new tab or session meets it. */
const gateOf = (page: Page) => page.getByRole("dialog", { name: "Before You Consult the Oracle" });

test.describe("the gate and a session that already exists", () => {
  test("accepting in a new session while signed in opens no sign-up modal", async ({ freshPage: page }) => {
    await signUpViaApi(page);
    await page.goto("/about");
    await gateOf(page).getByRole("button", { name: "I Accept" }).click();
    await expect(gateOf(page)).toBeHidden();
    await openMenuOnPhone(page);
    await expect(page.getByRole("button", { name: "Logout" })).toBeVisible();
    // Sign-up would have opened by now (the session is known before the gate can be accepted).
    await page.waitForTimeout(500);
    await expect(page.getByRole("dialog")).toHaveCount(0);
  });

  test("right after following a mailed sign-in link, accepting opens no sign-up modal", async ({ browser }) => {
    const asker = await browser.newContext();
    await asker.addInitScript(() => window.sessionStorage.setItem("disclaimerAccepted", "true"));
    const email = newEmail("link");
    const askPage = await asker.newPage();
    await askPage.goto("/");
    const asked = await askPage.request.post("/api/auth/sign-in/magic-link", {
      data: { email, callbackURL: "/dashboard" },
      headers: { origin: new URL(askPage.url()).origin },
    });
    expect(asked.ok()).toBe(true);

    // The link opens in a new browser session, where the disclaimer was never accepted.
    const linkSession = await browser.newContext();
    const page = await linkSession.newPage();
    await followMailedSignInLink(page, email);
    await expect(page).toHaveURL(/\/dashboard$/);
    await gateOf(page).getByRole("button", { name: "I Accept" }).click();
    await expect(page.getByRole("heading", { name: "Your Mystic Dashboard" })).toBeVisible();
    await page.waitForTimeout(500);
    await expect(page.getByRole("dialog")).toHaveCount(0);
    await asker.close();
    await linkSession.close();
  });

  test("a visitor who accepts still gets sign-up", async ({ freshPage: page }) => {
    await page.goto("/about");
    await gateOf(page).getByRole("button", { name: "I Accept" }).click();
    await expect(page.getByRole("dialog").getByRole("heading", { name: "Begin Your Journey" })).toBeVisible();
  });
});

test.describe("the gate's own legal links", () => {
  test("the Privacy Policy and Terms open readable from the gate, then lead back to it @phone", async ({
    freshPage: page,
  }) => {
    await page.goto("/about");
    await gateOf(page).getByRole("link", { name: "Privacy Policy" }).click();
    await expect(page).toHaveURL(/\/privacy-policy$/);
    await expect(gateOf(page)).toBeHidden();
    await expect(page.getByRole("heading", { level: 1, name: "Privacy Policy" })).toBeVisible();
    await expect(page.locator("div[inert]")).toHaveCount(0);

    await page.getByRole("button", { name: "Back to the disclaimer" }).click();
    await expect(page).toHaveURL(/\/about$/);
    await expect(gateOf(page)).toBeVisible();

    await gateOf(page).getByRole("link", { name: "Terms of Service" }).click();
    await expect(page).toHaveURL(/\/terms-of-service$/);
    await expect(page.getByRole("heading", { level: 1, name: "Terms of Service" })).toBeVisible();
    await page.getByRole("button", { name: "Back to the disclaimer" }).click();
    await gateOf(page).getByRole("button", { name: "I Accept" }).click();
    await expect(gateOf(page)).toBeHidden();
    await expect(page.getByRole("button", { name: "Back to the disclaimer" })).toHaveCount(0);
  });

  test("a legal page opened directly is readable, and the way back shows the gate in place", async ({
    freshPage: page,
  }) => {
    await page.goto("/terms-of-service");
    await expect(page.getByRole("heading", { level: 1, name: "Terms of Service" })).toBeVisible();
    await expect(gateOf(page)).toBeHidden();
    await page.getByRole("button", { name: "Back to the disclaimer" }).click();
    await expect(gateOf(page)).toBeVisible();
    // Anywhere else, the gate still blocks.
    await page.goto("/services");
    await expect(gateOf(page)).toBeVisible();
  });

  test("on a phone the gate opens at its top, title in view @phone-only", async ({ freshPage: page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto("/");
    const title = gateOf(page).getByRole("heading", { name: "Before You Consult the Oracle" });
    await expect(title).toBeInViewport();
  });
});

test.describe("signing out and signing in where the seeker meant to go", () => {
  test("logging out on the dashboard goes home quietly @phone", async ({ page }) => {
    await signUpViaApi(page);
    await page.goto("/dashboard");
    await expect(page.getByRole("heading", { name: "Your Mystic Dashboard" })).toBeVisible();
    await openMenuOnPhone(page);
    await page.getByRole("button", { name: "Logout" }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await page.waitForTimeout(500);
    await expect(page.getByRole("dialog")).toHaveCount(0);
  });

  test("signing in from the dashboard's prompt returns to the dashboard", async ({ page }) => {
    const email = newEmail("returning");
    await signUpViaApi(page, email);
    await page.context().clearCookies();
    await page.goto("/dashboard");
    const modal = page.getByRole("dialog");
    await expect(modal.getByRole("heading", { name: "Welcome Back, Seeker" })).toBeVisible();
    await expect(page).toHaveURL(/\/dashboard$/);
    await modal.getByLabel("Email").fill(email);
    await modal.getByLabel("Password").fill(PASSWORD);
    await modal.getByRole("button", { name: "Sign In", exact: true }).click();
    await expect(page).toHaveURL(/\/dashboard$/, { timeout: 5_000 });
    await expect(page.getByRole("heading", { name: "Your Mystic Dashboard" })).toBeVisible();
  });
});

test.describe("no cast to make at 0 readings left", () => {
  test("the dashboard and the Dice Oracle disable casting and say when the dice wake @phone", async ({ page }) => {
    await signUpViaApi(page);
    for (let index = 0; index < 3; index++) {
      expect((await page.request.post("/api/casts", { data: { situation: "guidance" } })).status()).toBe(201);
    }
    await page.goto("/dashboard");
    const daily = page.getByRole("region", { name: "Daily Readings" });
    await expect(daily.getByText("of 3 readings left")).toBeVisible();
    const dashboardCast = daily.getByRole("button", { name: "Cast the dice" });
    await expect(dashboardCast).toBeDisabled();
    await expect(dashboardCast).toHaveAccessibleDescription(
      /used your readings for now\. .*the next one opens .*\d.*\(in \d+/,
    );
    await expect(daily.getByRole("link", { name: "Cast the dice" })).toHaveCount(0);
    await expect(daily.getByRole("link", { name: "See plans" })).toHaveAttribute("href", "/pricing");

    await page.goto("/dice-divination");
    await page.getByRole("button", { name: "Relationships" }).click();
    const oracleCast = page.getByRole("button", { name: "Cast the Mystical Dice" });
    await expect(oracleCast).toBeDisabled();
    await expect(oracleCast).toHaveAccessibleDescription(/The dice rest until .*\d.*\(in \d+ (hours?|minutes?)\)/);
    await expect(page.getByRole("link", { name: "See plans" })).toHaveAttribute("href", "/pricing");
  });

  test("the last reading of the day disables the Dice Oracle as soon as it arrives", async ({ page }) => {
    await signUpViaApi(page);
    for (let index = 0; index < 2; index++) {
      expect((await page.request.post("/api/casts", { data: { situation: "guidance" } })).status()).toBe(201);
    }
    await page.goto("/dice-divination");
    await page.getByRole("button", { name: "Guidance" }).click();
    const cast = page.getByRole("button", { name: "Cast the Mystical Dice" });
    await expect(cast).toBeEnabled();
    await cast.click();
    await expect(page.getByTestId("reading-panel")).toBeVisible({ timeout: 6_000 });
    await expect(page.getByRole("button", { name: "Cast the Mystical Dice" })).toBeDisabled();
    await expect(page.getByText(/The dice rest until/)).toBeVisible();
  });
});

test.describe("after the cast", () => {
  test("on a phone the reading's heading scrolls into view when it arrives @phone-only", async ({ page }) => {
    await signUpViaApi(page);
    await page.goto("/dice-divination");
    await page.getByRole("button", { name: "Relationships" }).click();
    await page.getByRole("button", { name: "Cast the Mystical Dice" }).click();
    const heading = page.getByRole("heading", { name: "Your Relationships Reading" });
    await expect(heading).toBeAttached({ timeout: 6_000 });
    await expect(heading).toBeInViewport();
    // At the top of the screen, with the reading's words under it rather than the cast button.
    await expect
      .poll(async () => (await heading.boundingBox())!.y, { timeout: 3_000 })
      .toBeLessThan(page.viewportSize()!.height * 0.4);
    await expect(page.getByTestId("interpretation")).toBeInViewport();
  });

  test("the 'Channeling Mystical Energies' overlay stays up at least 700 ms, not a flicker", async ({ page }) => {
    await signUpViaApi(page);
    await page.goto("/dice-divination");
    await page.getByRole("button", { name: "Guidance" }).click();
    await page.getByRole("button", { name: "Cast the Mystical Dice" }).click();
    await expect(page.getByTestId("reading-panel")).toBeVisible({ timeout: 6_000 });
    await page.evaluate(() => {
      const observer = new MutationObserver(() => {
        const isShown = Boolean(document.querySelector('[data-testid="enhancing-overlay"]'));
        if (isShown && !document.body.dataset.overlayShownAt)
          document.body.dataset.overlayShownAt = `${performance.now()}`;
        if (!isShown && document.body.dataset.overlayShownAt && !document.body.dataset.overlayHiddenAt)
          document.body.dataset.overlayHiddenAt = `${performance.now()}`;
      });
      observer.observe(document.body, { childList: true, subtree: true });
    });
    await page.getByRole("button", { name: "Enhance Reading" }).click();
    await expect(page.locator("body")).toHaveAttribute("data-overlay-hidden-at", /\d/, { timeout: 10_000 });
    const shownFor = await page.evaluate(
      () => Number(document.body.dataset.overlayHiddenAt) - Number(document.body.dataset.overlayShownAt),
    );
    expect(shownFor).toBeGreaterThanOrEqual(690);
    await expect(page.getByTestId("enhanced-text")).not.toBeEmpty();
  });
});

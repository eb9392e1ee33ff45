import { FACE_NAMES } from "../../src/shared/dice";
import {
  expect,
  holdRequests,
  newEmail,
  openMenuOnPhone,
  painted,
  PASSWORD,
  recordLayoutShifts,
  signUpViaApi,
  test,
} from "./fixtures";

test.describe("a newcomer's first reading", () => {
  test("signs up in the modal, casts for Finances, stays signed in on reload, logs out @phone", async ({
    page,
    consoleErrors,
  }) => {
    await page.goto("/");
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();

    await page.getByRole("button", { name: "Reveal Your True Path Now" }).click();
    await page
      .getByRole("dialog", { name: "You're closer than ever..." })
      .getByRole("button", { name: "Sign Up" })
      .click();
    const modal = page.getByRole("dialog");
    await expect(modal).toBeVisible();
    await modal.getByLabel("Email").fill(newEmail("newcomer"));
    await modal.getByLabel("Password").fill(PASSWORD);
    await modal.getByRole("button", { name: "Sign Up", exact: true }).click();
    await expect(modal.getByText("Account created successfully! Welcome!")).toBeVisible();
    await expect(modal).toBeHidden({ timeout: 5_000 });
    await expect(page).toHaveURL(/\/$/);
    await openMenuOnPhone(page);
    await expect(page.getByRole("button", { name: "Logout" })).toBeVisible();

    await page.goto("/dice-divination");
    await expect(page.getByRole("heading", { name: "Mystical Dice Oracle" })).toBeVisible();
    const castButton = page.getByRole("button", { name: "Cast the Mystical Dice" });
    await expect(castButton).toBeDisabled();
    await expect(page.getByText("Please select a situation")).toBeVisible();

    await page.getByRole("button", { name: "Finances" }).click();
    await expect(page.getByRole("button", { name: "Finances" })).toHaveAttribute("aria-pressed", "true");
    const castResponse = page.waitForResponse(
      (response) => response.url().endsWith("/api/casts") && response.request().method() === "POST",
    );
    await castButton.click();
    await expect(page.getByRole("button", { name: /The dice are rolling/ })).toBeDisabled();
    const cast = await (await castResponse).json();
    expect(cast.situation).toBe("finances");

    const panel = page.getByTestId("reading-panel");
    await expect(panel).toBeVisible({ timeout: 5_000 });
    for (const color of ["red", "white", "green"] as const) {
      await expect(page.getByTestId(`die-${color}`)).toHaveAttribute("data-value", String(cast.dice[color]));
      await expect(
        page.getByRole("img", {
          name: new RegExp(`^${color} die: ${cast.dice[color]}, ${FACE_NAMES[cast.dice[color] - 1]}$`, "i"),
        }),
      ).toBeVisible();
    }
    const reading = await (await page.request.get(`/api/readings/${cast.diceValues}`)).json();
    await expect(panel.getByTestId("interpretation")).toHaveText(reading.interpretationFinance);
    await expect(panel.getByText(reading.timingPrediction)).toBeVisible();
    // The yes/no line is its verdict as a badge, then its reason as text.
    const [, verdict, reason] = /^(Yes|Likely yes|Uncertain|Likely no|No)\s*[—–-]\s*(.*)$/s.exec(reading.yesNoAnswer)!;
    await expect(panel.getByTestId("verdict")).toHaveText(verdict!);
    await expect(panel.getByTestId("yes-no")).toContainText(reason!.slice(1));
    await expect(panel.getByText(reading.totalSumInterpretation)).toBeVisible();
    await expect(page.getByRole("button", { name: "Enhance Reading" })).toBeVisible();
    await expect(page.getByRole("button", { name: "Download Reading" })).toBeDisabled();

    await page.reload();
    await expect(page.getByRole("heading", { name: "Mystical Dice Oracle" })).toBeVisible();
    await openMenuOnPhone(page);
    await expect(page.getByRole("button", { name: "Logout" })).toBeVisible();

    await page.getByRole("button", { name: "Logout" }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole("button", { name: "Logout" })).toHaveCount(0);
    await openMenuOnPhone(page);
    await expect(page.getByRole("button", { name: /^(Sign in|Login)$/ })).toBeVisible();
    await page.goto("/dice-divination");
    await expect(page.getByRole("heading", { name: "Features" })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Mystical Dice Oracle" })).toHaveCount(0);
    expect(consoleErrors).toEqual([]);
  });

  test("changing the situation resets the dice and the reading", async ({ page }) => {
    await signUpViaApi(page);
    await page.goto("/dice-divination");
    await page.getByRole("button", { name: "Guidance" }).click();
    await page.getByRole("button", { name: "Cast the Mystical Dice" }).click();
    await expect(page.getByTestId("reading-panel")).toBeVisible({ timeout: 6_000 });

    await page.getByRole("button", { name: "Relationships" }).click();
    await expect(page.getByTestId("reading-panel")).toHaveCount(0);
    for (const color of ["red", "white", "green"]) {
      await expect(page.getByTestId(`die-${color}`)).toHaveAttribute("data-value", "1");
    }
    await expect(page.locator("section[data-situation]")).toHaveAttribute("data-situation", "relationships");
  });

  test("a second cast never repeats the roll just shown", async ({ page }) => {
    await signUpViaApi(page);
    await page.goto("/dice-divination");
    await page.getByRole("button", { name: "Guidance" }).click();
    const cast = async () => {
      const response = page.waitForResponse((r) => r.url().endsWith("/api/casts"));
      await page.getByRole("button", { name: "Cast the Mystical Dice" }).click();
      const resolved = await response;
      await expect(page.getByTestId("reading-panel")).toBeVisible({ timeout: 6_000 });
      return { body: await resolved.json(), request: resolved.request().postDataJSON() };
    };
    const first = await cast();
    expect(first.request.avoid).toBeUndefined();
    const second = await cast();
    expect(second.request.avoid).toBe(first.body.diceValues);
    expect(second.body.diceValues).not.toBe(first.body.diceValues);
  });

  test("the oracle shows the server's error in the red banner", async ({ page }) => {
    await signUpViaApi(page);
    await page.goto("/dice-divination");
    await page.route("**/api/casts", (route) =>
      route.fulfill({
        status: 404,
        contentType: "application/json",
        body: JSON.stringify({ error: { code: "reading_not_found", message: "x" } }),
      }),
    );
    await page.getByRole("button", { name: "Finances" }).click();
    await page.getByRole("button", { name: "Cast the Mystical Dice" }).click();
    await expect(page.getByRole("alert")).toHaveText("No reading found for this combination", { timeout: 6_000 });
  });

  test("a database failure shows the built-in fallback reading", async ({ page }) => {
    await signUpViaApi(page);
    await page.goto("/dice-divination");
    await page.route("**/api/casts", (route) =>
      route.fulfill({
        status: 503,
        contentType: "application/json",
        body: JSON.stringify({ error: { code: "database_unavailable", message: "down" } }),
      }),
    );
    await page.getByRole("button", { name: "Guidance" }).click();
    await page.getByRole("button", { name: "Cast the Mystical Dice" }).click();
    const panel = page.getByTestId("reading-panel");
    await expect(panel).toBeVisible({ timeout: 6_000 });
    await expect(panel.getByText("changes will manifest within the next lunar cycle")).toBeVisible();
    await expect(panel.getByText("the signs point to a positive outcome")).toBeVisible();
    await expect(panel.getByText(/suggests growth/)).toBeVisible();
  });

  test("any other failure shows 'The cosmic energies are unclear'", async ({ page }) => {
    await signUpViaApi(page);
    await page.goto("/dice-divination");
    await page.route("**/api/casts", (route) => route.abort("connectionrefused"));
    await page.getByRole("button", { name: "Guidance" }).click();
    await page.getByRole("button", { name: "Cast the Mystical Dice" }).click();
    await expect(page.getByRole("alert")).toHaveText("The cosmic energies are unclear. Please try again.", {
      timeout: 6_000,
    });
  });
});

test.describe("the Dice Oracle's page", () => {
  test("paints the site's frame before its scripts have run, and the oracle takes its place without moving it @phone", async ({
    page,
    consoleErrors,
  }) => {
    await signUpViaApi(page);
    const layoutShift = await recordLayoutShifts(page);
    // The page's scripts are held back: what shows meanwhile is the page's own HTML.
    const sendScripts = await holdRequests(page, "**/assets/*.js");
    await page.goto("/dice-divination", { waitUntil: "commit" });
    await expect(page.getByRole("banner").getByRole("link", { name: "Mystic Dice home" })).toBeVisible();
    await expect(page.getByRole("contentinfo")).toBeAttached();
    await painted(page);
    sendScripts();
    await expect(page.getByRole("heading", { name: "Mystical Dice Oracle" })).toBeVisible();
    await expect(page.getByRole("button", { name: "Cast the Mystical Dice" })).toBeVisible();
    await painted(page);
    const { total, moves } = await layoutShift();
    expect(total, moves).toBeLessThan(0.01);
    expect(consoleErrors).toEqual([]);
  });
});

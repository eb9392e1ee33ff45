import { expect, signUpViaApi, test } from "./fixtures";

test.describe("the home page", () => {
  test("shows the hero, the 50% bar, the stats and the cards", async ({ page }) => {
    await page.goto("/");
    const bar = page.getByRole("progressbar", { name: "Your destiny awaits revelation..." });
    await expect(bar).toHaveAttribute("aria-valuenow", "50");
    for (const stat of ["10,000+", "50,000+", "95%", "24/7"])
      await expect(page.getByText(stat, { exact: true })).toBeVisible();
    for (const label of ["Active Seekers", "Readings Given", "Accuracy Rate", "Oracle Guide"]) {
      await expect(page.getByText(label, { exact: true })).toBeVisible();
    }
    await expect(page.getByRole("region", { name: "Choose Your Divination" }).getByRole("button")).toHaveCount(4);
  });

  test("a visitor's locked cards open the unlock prompt, which opens the auth modal in either mode", async ({
    page,
  }) => {
    await page.goto("/");
    const cards = page.getByRole("region", { name: "Choose Your Divination" });
    await cards.getByRole("button", { name: /Dice Divination/ }).click();
    const prompt = page.getByRole("dialog", { name: "You're closer than ever..." });
    await expect(prompt).toBeVisible();
    await prompt.getByRole("button", { name: "Sign In" }).click();
    await expect(page.getByRole("dialog").getByRole("heading", { name: "Welcome Back, Seeker" })).toBeVisible();
    await page.keyboard.press("Escape");

    await page.getByRole("button", { name: "Reveal Your True Path Now" }).click();
    await page
      .getByRole("dialog", { name: "You're closer than ever..." })
      .getByRole("button", { name: "Sign Up" })
      .click();
    await expect(page.getByRole("dialog").getByRole("heading", { name: "Begin Your Journey" })).toBeVisible();
  });

  test("every card click counts, and a visitor's click opens the unlock prompt", async ({ page }) => {
    await page.goto("/");
    const list = page.locator("ul[data-interactions]");
    for (let click = 1; click <= 5; click++) {
      await list
        .getByRole("button")
        .nth(click % 4)
        .click();
      await expect(list).toHaveAttribute("data-interactions", String(click));
      await expect(page.getByRole("dialog", { name: "You're closer than ever..." })).toBeVisible();
      await page.keyboard.press("Escape");
    }
  });

  test("a signed-in seeker's Dice card and main button open the oracle", async ({ page }) => {
    await signUpViaApi(page);
    await page.goto("/");
    await expect(page.getByText(/Continue your quest|explore/i).first()).toBeVisible();
    await page
      .getByRole("region", { name: "Choose Your Divination" })
      .getByRole("button", { name: /Dice Divination/ })
      .click();
    await expect(page).toHaveURL(/\/dice-divination$/);
    // Landing on / later in the session would return to the last page, so follow the logo link.
    await page.getByRole("link", { name: "Mystic Dice home" }).click();
    await page.getByRole("button", { name: "Reveal Your True Path Now" }).click();
    await expect(page.getByRole("heading", { name: "Mystical Dice Oracle" })).toBeVisible();
  });
});

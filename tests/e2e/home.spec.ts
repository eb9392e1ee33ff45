import { expect, signUpViaApi, test } from "./fixtures";

test.describe("the home page", () => {
  test("shows the hero, the 50% bar, the product's true figures and the cards", async ({ page }) => {
    await page.goto("/");
    const bar = page.getByRole("progressbar", { name: "Your destiny awaits revelation..." });
    await expect(bar).toHaveAttribute("aria-valuenow", "50");
    const figures = page.getByRole("region", { name: "Mystic Dice in numbers" });
    for (const [value, label] of [
      ["216", "Dice readings, one for each roll"],
      ["78", "Tarot cards"],
      ["24", "Elder Futhark runes"],
      ["Fair", "Dice and draws anyone can verify"],
    ] as const) {
      await expect(figures.getByText(value, { exact: true })).toBeVisible();
      await expect(figures.getByText(label, { exact: true })).toBeVisible();
    }
    await expect(figures).not.toContainText(/seekers|accuracy|%|\+/i);
    await expect(figures.getByRole("link", { name: "Dice and draws anyone can verify" })).toHaveAttribute(
      "href",
      "/fairness",
    );
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
    // The prerendered page shows every card locked; the Dice card opens once the page knows who is signed in.
    const diceCard = page
      .getByRole("region", { name: "Choose Your Divination" })
      .getByRole("button", { name: /Dice Divination/ });
    await expect(diceCard).toHaveAccessibleDescription("Open");
    await diceCard.click();
    await expect(page).toHaveURL(/\/dice-divination$/);
    // Landing on / later in the session would return to the last page, so follow the logo link.
    await page.getByRole("link", { name: "Mystic Dice home" }).click();
    await page.getByRole("button", { name: "Reveal Your True Path Now" }).click();
    await expect(page.getByRole("heading", { name: "Mystical Dice Oracle" })).toBeVisible();
  });
});

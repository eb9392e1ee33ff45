import { expect, test } from "./fixtures";

test.describe("the disclaimer gate", () => {
  test("blocks the first visit; I Accept stores the flag, shows the app and opens sign-up", async ({
    freshPage: page,
  }) => {
    await page.goto("/about");
    const gate = page.getByRole("dialog", { name: "Before You Consult the Oracle" });
    await expect(gate).toBeVisible();
    await expect(gate.getByRole("button", { name: "Decline" })).toBeVisible();
    // The gate paints with the page; the page behind it turns inert once the scripts know the session.
    await expect(page.locator("div[inert]")).toHaveCount(1);
    await gate.getByRole("button", { name: "I Accept" }).click();
    await expect(gate).toBeHidden();
    await expect(page.getByRole("dialog").getByRole("heading", { name: "Begin Your Journey" })).toBeVisible();
    expect(await page.evaluate(() => sessionStorage.getItem("disclaimerAccepted"))).toBe("true");
  });

  test("the home page's e-mail capture card waits for the gate: absent while it is open, shown once accepted", async ({
    freshPage: page,
  }) => {
    await page.goto("/");
    const gate = page.getByRole("dialog", { name: "Before You Consult the Oracle" });
    await expect(gate).toBeVisible();
    const card = page.getByRole("region", { name: "Your destiny is almost revealed!" });
    await expect(page.getByRole("heading", { name: "Why Seekers Choose Mystic Dice" })).toBeAttached();
    await expect(card).toHaveCount(0);
    await gate.getByRole("button", { name: "I Accept" }).click();
    await expect(page.getByRole("dialog").getByRole("heading", { name: "Begin Your Journey" })).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(card.getByRole("button", { name: "Reveal My Destiny" })).toBeVisible();
  });

  test("Decline sends the browser to a search engine", async ({ freshPage: page }) => {
    await page.route("https://www.google.com/**", (route) =>
      route.fulfill({ contentType: "text/html", body: "<title>Search</title><h1>Search</h1>" }),
    );
    await page.goto("/");
    await page.getByRole("button", { name: "Decline" }).click();
    await expect(page).toHaveURL(/^https:\/\/www\.google\.com\//);
  });

  test("later in the session: no gate, the reconnect banner, and / goes to the last page", async ({
    freshPage: page,
  }) => {
    await page.goto("/");
    await page.getByRole("button", { name: "I Accept" }).click();
    await expect(page.getByRole("dialog").getByRole("heading", { name: "Begin Your Journey" })).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(page.getByRole("dialog")).toHaveCount(0);
    await page.getByRole("navigation", { name: "Quick Links" }).getByRole("link", { name: "Services" }).click();
    await expect(page).toHaveURL(/\/services$/);
    await expect(page.getByRole("heading", { level: 1, name: "Services" })).toBeVisible();

    await page.goto("/");
    // The banner lives 1.5 s, so it is checked first.
    const banner = page.getByRole("status").filter({ hasText: "Reconnecting your session… Welcome back!" });
    await expect(banner).toBeVisible();
    await expect(page).toHaveURL(/\/services$/);
    await expect(page.getByRole("heading", { level: 1, name: "Services" })).toBeVisible();
    await expect(page.getByRole("dialog")).toHaveCount(0);
    await expect(banner).toBeHidden({ timeout: 3_000 });
  });
});

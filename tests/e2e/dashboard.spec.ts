import { dayYearsAgo, expect, holdRequests, newEmail, PASSWORD, signUpViaApi, test } from "./fixtures";

test.describe("the gamified dashboard", () => {
  test.use({ timezoneId: "Asia/Tokyo" });

  test("a profile made in the sign-up modal takes the browser's time zone", async ({ page }) => {
    await page.goto("/");
    await page.getByRole("button", { name: "Reveal Your True Path Now" }).click();
    await page.getByRole("dialog").getByRole("button", { name: "Sign Up" }).click();
    const modal = page.getByRole("dialog");
    await modal.getByLabel("Email").fill(newEmail("tokyo"));
    await modal.getByLabel("Password").fill(PASSWORD);
    await modal.getByRole("button", { name: "Sign Up", exact: true }).click();
    await expect(modal.getByText("Account created successfully! Welcome!")).toBeVisible();
    const profile = await (await page.request.get("/api/me/profile")).json();
    expect(profile.timezone).toBe("Asia/Tokyo");
  });

  test("a first cast shows up live: 1 reading, a 1-day streak, karma and First Cast, with no reload", async ({
    page,
    context,
    consoleErrors,
  }) => {
    await signUpViaApi(page);
    await page.goto("/dashboard");
    await expect(page.getByRole("heading", { level: 1, name: /Dashboard/ })).toBeVisible();
    const value = (stat: string) => page.getByTestId(`stat-${stat}`).locator("dd").first();
    await expect(value("readings")).toHaveText("0");
    await expect(value("streak")).toHaveText("0");
    // The depth as "tier n of 5", and the plan named as a plan: a tier's name repeats a plan's.
    await expect(page.getByText("Tier 1 of 5")).toBeVisible();
    await expect(page.getByRole("region", { name: "Daily Readings" })).toContainText("Free Seeker plan");
    // The quest starts with the account, before any cast.
    await expect(page.getByText(/In progress/).first()).toBeVisible();
    const navigations: string[] = [];
    page.on("framenavigated", (frame) => {
      if (frame === page.mainFrame()) navigations.push(frame.url());
    });

    // Cast in another tab of the same session; the dashboard hears it through /api/events.
    const oracle = await context.newPage();
    await oracle.goto("/dice-divination");
    await oracle.getByRole("button", { name: "Guidance" }).click();
    await oracle.getByRole("button", { name: "Cast the Mystical Dice" }).click();
    const celebration = oracle.getByTestId("cast-celebration");
    await expect(celebration).toBeVisible({ timeout: 8_000 });
    await expect(celebration).toContainText("First Cast");
    const karma = (await celebration.getByText(/^\+\d+ Karma$/).textContent())!.match(/\d+/)![0];

    await expect(value("readings")).toHaveText("1");
    await expect(value("streak")).toHaveText("1");
    await expect(value("karma")).toHaveText(karma);
    await expect(page.getByText(/Unlocked on/).first()).toBeVisible();
    await expect(page.getByRole("heading", { name: "First Cast" })).toBeVisible();
    expect(navigations).toEqual([]);
    expect(consoleErrors).toEqual([]);
  });

  test("the first screen keeps its place on a phone while the profile arrives", async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await signUpViaApi(page);
    // The profile's answer is held back, so the page can be seen as it stands while it waits.
    const sendProfile = await holdRequests(page, "**/api/me/profile");
    await page.goto("/dashboard");
    // The seeker's own dashboard (it greets them), still waiting for the profile.
    await expect(page.getByText(/Welcome back/)).toBeVisible();
    const quest = page.getByRole("heading", { name: "Active Quest" });
    await expect(quest).toBeVisible();
    await page.evaluate(() => document.fonts.ready.then(() => undefined));
    const waiting = (await quest.boundingBox())!;

    sendProfile();
    await expect(page.getByTestId("stat-readings").locator("dd").first()).toHaveText("0");
    await expect(page.getByText("Tier 1 of 5")).toBeVisible();
    await expect(page.getByRole("region", { name: "Daily Readings" })).toContainText("of 3 readings left");
    // The stats and the Daily Readings panel took the places kept for them: the quest has not moved.
    const shown = (await quest.boundingBox())!;
    expect(Math.abs(shown.y - waiting.y)).toBeLessThan(1);
  });

  test("equips and unequips an earned item", async ({ page }) => {
    await signUpViaApi(page);
    const cast = await page.request.post("/api/casts", { data: { situation: "finances" } });
    expect(cast.status()).toBe(201);
    await page.goto("/dashboard");
    const equip = page.getByRole("button", { name: /^Equip / }).first();
    await expect(equip).toBeVisible();
    const itemName = (await equip.getAttribute("aria-label"))!.replace(/^Equip /, "");
    await equip.click();
    await expect(page.getByRole("button", { name: `Unequip ${itemName}` })).toBeVisible();
    const items = await (await page.request.get("/api/me/items")).json();
    expect(items.find((item: { name: string }) => item.name === itemName).isEquipped).toBe(true);
    await page.getByRole("button", { name: `Unequip ${itemName}` }).click();
    await expect(page.getByRole("button", { name: `Equip ${itemName}` })).toBeVisible();
  });

  test("edits the profile with inline validation and a saved confirmation", async ({ page }) => {
    await signUpViaApi(page);
    await page.goto("/dashboard");
    await expect(page.getByText(/^MYS-[A-Z2-9]{6}$/)).toBeVisible();
    await page.getByLabel("Full name").fill("Ada Starling");
    await page.getByLabel("Birth date").fill("2999-01-01");
    await page.getByRole("button", { name: "Save profile" }).click();
    await expect(page.getByText(/Birth date must be in the past/)).toBeVisible();
    await page.getByLabel("Birth date").fill("1990-04-23");
    await page.getByRole("button", { name: "Save profile" }).click();
    await expect(page.getByText("Profile saved")).toBeVisible();
    await page.reload();
    await expect(page.getByLabel("Full name")).toHaveValue("Ada Starling");
    await expect(page.getByLabel("Birth date")).toHaveValue("1990-04-23");
  });

  test("a birth date that makes the seeker under 18 is refused, in the form and by the server", async ({
    page,
    consoleErrors,
  }) => {
    await signUpViaApi(page);
    await page.goto("/dashboard");
    const tenYearsAgo = await dayYearsAgo(page, 10);
    const field = page.getByLabel("Birth date");
    await field.fill(tenYearsAgo);
    await page.getByRole("button", { name: "Save profile" }).click();
    // The footer says the rule too: the field's own error is the one read out with it.
    await expect(field).toHaveAttribute("aria-invalid", "true");
    await expect(field).toHaveAccessibleDescription(/You must be 18 or older to use Mystic Dice/);
    await expect(page.getByText("Profile saved")).toBeHidden();

    const refused = await page.request.patch("/api/me/profile", { data: { birthDate: tenYearsAgo } });
    expect(refused.status()).toBe(400);
    expect(await refused.json()).toMatchObject({
      error: { code: "bad_request", fields: { birthDate: ["You must be 18 or older to use Mystic Dice"] } },
    });
    expect((await (await page.request.get("/api/me/profile")).json()).birthDate).toBeNull();

    await field.fill("1990-04-23");
    await page.getByRole("button", { name: "Save profile" }).click();
    await expect(page.getByText("Profile saved")).toBeVisible();
    expect(consoleErrors).toEqual([]);
  });
});

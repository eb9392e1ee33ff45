import { dayYearsAgo, expect, expectNoSeriousAxeViolations, signUpViaApi, test } from "./fixtures";

test.describe("the daily rituals", () => {
  test("a new seeker gives a birth date, reads today's number, keeps tonight's moon ritual, and finds both in the history", async ({
    page,
    consoleErrors,
  }) => {
    await page.goto("/numerology");
    await signUpViaApi(page);
    await page.reload();

    const numerology = page.getByTestId("ritual-card-numerology");
    await expect(numerology.getByRole("heading", { name: "Today's Reading" })).toBeVisible();
    // A new account has neither a full name nor a birth date: the card asks for them before reading.
    await numerology.getByRole("button", { name: "Finances", exact: true }).click();
    await numerology.getByLabel("Full name").fill("Ada Lovelace");
    // A birth date under 18 is refused before anything is sent.
    const profileEdits: string[] = [];
    page.on("request", (request) => {
      if (request.method() === "PATCH" && request.url().endsWith("/api/me/profile")) profileEdits.push(request.url());
    });
    await numerology.getByLabel("Birth date").fill(await dayYearsAgo(page, 10));
    await numerology.getByRole("button", { name: "Save and Read" }).click();
    await expect(numerology.getByLabel("Birth date")).toHaveAccessibleDescription(
      /You must be 18 or older to use Mystic Dice/,
    );
    expect(profileEdits).toEqual([]);
    await numerology.getByLabel("Birth date").fill("1990-04-23");
    await expectNoSeriousAxeViolations(page);
    await numerology.getByRole("button", { name: "Save and Read" }).click();

    const reading = numerology.getByTestId("ritual-numerology");
    await expect(reading.getByRole("heading", { level: 3 })).toHaveText(/^Personal Day (\d|11\/2|22\/4|33\/6) · The /);
    await expect(reading.getByTestId("ritual-facts")).toContainText("Life Path 1");
    await expect(reading.getByRole("heading", { name: "Finances", level: 4 })).toBeVisible();
    await expect(reading.getByRole("heading", { name: "The Moon today", level: 4 })).toBeVisible();
    // Its rewards, as the drawing oracles show them: karma, and the first numerology achievement.
    const celebration = reading.getByTestId("cast-celebration");
    await expect(celebration).toContainText(/\+\d+ Karma/);
    await expect(celebration).toContainText("The First Count");
    await expect(reading.getByRole("button", { name: "Enhance Reading" })).toBeVisible();
    await expect(reading.getByRole("link", { name: "See it in your history" })).toHaveAttribute("href", "/dashboard");
    await expectNoSeriousAxeViolations(page);

    // Once read today, the page shows today's reading instead of the button.
    await page.reload();
    await expect(page.getByTestId("ritual-numerology").getByRole("heading", { level: 3 })).toHaveText(/^Personal Day/);
    await expect(page.getByRole("button", { name: "Read Today's Number" })).toHaveCount(0);

    await page.goto("/moon-phases");
    const moon = page.getByTestId("ritual-card-moon");
    await expect(moon.getByRole("heading", { name: "Tonight's Ritual" })).toBeVisible();
    await moon.getByRole("button", { name: "Begin Tonight's Ritual" }).click();
    const ritual = moon.getByTestId("ritual-moon");
    await expect(ritual.getByRole("heading", { level: 3 })).toHaveText(
      / in (Aries|Taurus|Gemini|Cancer|Leo|Virgo|Libra|Scorpio|Sagittarius|Capricorn|Aquarius|Pisces)$/,
    );
    await expect(ritual.getByRole("listitem").first()).toBeVisible();
    await expect(ritual.getByTestId("cast-celebration")).toContainText("Under the Same Moon");
    await expectNoSeriousAxeViolations(page);

    await page.goto("/dashboard");
    const history = page.getByTestId("ritual-chips");
    await expect(history).toHaveCount(2);
    await expect(history.filter({ hasText: "Numerology · Personal Day" })).toHaveCount(1);
    await expect(history.filter({ hasText: "Moon Ritual ·" })).toHaveCount(1);
    await history.filter({ hasText: "Moon Ritual ·" }).click();
    await expect(page.getByRole("dialog").getByTestId("ritual-text")).toBeVisible();
    expect(consoleErrors).toEqual([]);
  });
});

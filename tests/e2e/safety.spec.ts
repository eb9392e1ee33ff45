import type { Page } from "@playwright/test";
import { expect, signUpViaApi, test } from "./fixtures";

const SHOTS = process.env.SAFETY_SHOTS_DIR;

/** The seeker's readings, as the history lists them. */
async function readingCount(page: Page): Promise<number> {
  const response = await page.request.get("/api/me/readings");
  expect(response.status()).toBe(200);
  return ((await response.json()) as { items: unknown[] }).items.length;
}

test.describe("a seeker whose words need help", () => {
  test("a question to the dice, the cards or the moon that needs help gets help, not a reading @phone", async ({
    page,
  }) => {
    await page.goto("/");
    await signUpViaApi(page);

    await page.goto("/dice-divination");
    await page.getByRole("button", { name: "Guidance", exact: true }).click();
    await page.getByLabel("Ask the dice a question (optional)").fill("should i just end my life tonight");
    await page.getByRole("button", { name: "Cast the Mystical Dice" }).click();
    const notice = page.getByTestId("safety-notice");
    await expect(notice).toBeVisible({ timeout: 15_000 });
    await expect(notice.getByRole("heading", { name: "You deserve real help, right now" })).toBeVisible();
    await expect(notice.getByRole("link", { name: "988" })).toHaveAttribute("href", "tel:988");
    await expect(notice).toContainText("No reading was drawn for this question, and it was not saved.");
    await expect(page.getByRole("heading", { name: /Your Guidance Reading/ })).toHaveCount(0);
    await expect(notice).toBeInViewport();
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/dice-${page.viewportSize()!.width}.png` });

    await page.goto("/tarot");
    await page.getByRole("button", { name: "Guidance", exact: true }).click();
    await page.getByLabel("Ask the cards a question (optional)").fill("I have crushing chest pain and can't breathe");
    await page.getByRole("button", { name: "Draw the Cards" }).click();
    const medical = page.getByTestId("safety-notice");
    await expect(medical.getByRole("heading", { name: "Call for help now" })).toBeVisible({ timeout: 15_000 });
    await expect(medical.getByRole("link", { name: "911" })).toHaveAttribute("href", "tel:911");
    await expect(medical.getByRole("link", { name: "112" })).toHaveAttribute("href", "tel:112");
    await expect(page.getByTestId("draw-reading")).toHaveCount(0);

    await page.goto("/moon-phases");
    const ritual = page.getByTestId("ritual-card-moon");
    await ritual.getByLabel("Your question (optional)").fill("nothing matters anymore and I feel so empty");
    await ritual.getByRole("button", { name: "Begin Tonight's Ritual" }).click();
    await expect(
      ritual.getByTestId("safety-notice").getByRole("heading", { name: "Before any reading" }),
    ).toBeVisible();
    await expect(ritual.getByTestId("safety-notice")).toContainText("Is there someone you trust");

    expect(await readingCount(page)).toBe(0);
  });
});

test.describe("the oracle guide", () => {
  test("answers a medical emergency with the emergency numbers, and distress with a check-in", async ({ page }) => {
    await page.goto("/about");
    await page.getByRole("button", { name: "Open the oracle guide" }).click();
    const panel = page.getByRole("region", { name: /Lyra/ });
    const input = panel.getByLabel("Your question for Lyra");
    const lines = panel.getByRole("log").getByRole("listitem");

    await input.fill("my dad collapsed and isnt breathing");
    await input.press("Enter");
    await expect(lines.nth(2)).toContainText("This sounds like a medical emergency");
    await expect(lines.nth(2).getByRole("link", { name: "911" })).toHaveAttribute("href", "tel:911");
    await expect(lines.nth(2).getByRole("link", { name: "988" })).toHaveCount(0);

    await input.fill("i feel hopeless, like nothing will ever get better");
    await input.press("Enter");
    await expect(lines.nth(4)).toContainText("Is there someone you trust you could talk to today?");
    await expect(lines.nth(4).getByRole("link", { name: "116 123" })).toHaveAttribute("href", "tel:116123");
  });
});

import { expect, signUpViaApi, test } from "./fixtures";

test.describe("a spread from the seeker's own deck", () => {
  test("is recorded card by card on a phone, read in place and marked as their own draw @phone", async ({
    page,
    consoleErrors,
  }) => {
    await page.setViewportSize({ width: 360, height: 800 });
    await signUpViaApi(page);
    await page.goto("/tarot");
    await page
      .getByRole("list", { name: "Spread" })
      .getByRole("button", { name: /Three Cards/ })
      .click();
    await page.getByRole("button", { name: "Guidance", exact: true }).click();
    await page.getByText("Record a draw from your own deck").click();
    const form = page.getByRole("form", { name: "Record a draw from your own deck" });
    await form.getByLabel("1 · Past").selectOption("the-tower");
    await form.getByRole("checkbox", { name: "Reversed" }).check();
    await form.getByLabel("2 · Present").selectOption("ace-of-cups");
    await form.getByLabel("3 · Future").selectOption("the-star");
    // The open form fits a phone: nothing scrolls sideways.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);

    const response = page.waitForResponse((r) => r.url().endsWith("/api/draws") && r.request().method() === "POST");
    await form.getByRole("button", { name: "Read my draw" }).click();
    const answered = await response;
    expect(answered.request().postDataJSON()).toMatchObject({
      tool: "tarot",
      spread: "three-card",
      situation: "guidance",
      source: "physical",
      items: [
        { key: "the-tower", reversed: true },
        { key: "ace-of-cups", reversed: false },
        { key: "the-star", reversed: false },
      ],
    });
    expect(answered.request().postDataJSON()).not.toHaveProperty("commitmentId");
    await expect(page.getByTestId("synthesis")).toBeVisible({ timeout: 15_000 });
    await expect(page.getByTestId("own-draw")).toHaveText("Your own draw");
    await expect(page.getByTestId("drawn-item").first()).toContainText("The Tower");
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    expect(consoleErrors).toEqual([]);
  });
});

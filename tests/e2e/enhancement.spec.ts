import { readFile } from "node:fs/promises";
import { PROVIDER_DOWN_URL } from "../../playwright.config";
import { expect, newEmail, PASSWORD, signUpViaApi, test } from "./fixtures";

test.describe("enhancing a reading", () => {
  test("Enhance shows the overlay, streams the oracle's words, and Download saves them @phone", async ({
    page,
    consoleErrors,
  }) => {
    await signUpViaApi(page);
    await page.goto("/dice-divination");
    await page.getByRole("button", { name: "Finances" }).click();
    await page.getByRole("button", { name: "Cast the Mystical Dice" }).click();
    const panel = page.getByTestId("reading-panel");
    await expect(panel).toBeVisible({ timeout: 6_000 });
    const download = page.getByRole("button", { name: "Download Reading" });
    await expect(download).toBeDisabled();

    // The overlay lives only until the first words arrive (often under 100 ms): record it from inside the page.
    await page.evaluate(() => {
      const observer = new MutationObserver(() => {
        if (document.body.textContent?.includes("Channeling Mystical Energies"))
          document.body.dataset.overlaySeen = "true";
        const busy = [...document.querySelectorAll("button")].find((button) =>
          button.textContent?.includes("Enhancing…"),
        );
        if (busy?.disabled) document.body.dataset.enhancingButtonDisabled = "true";
      });
      observer.observe(document.body, { childList: true, subtree: true, characterData: true });
    });
    await page.getByRole("button", { name: "Enhance Reading" }).click();
    await expect(page.locator("body")).toHaveAttribute("data-overlay-seen", "true");
    const text = page.getByTestId("enhanced-text");
    await expect(text).not.toBeEmpty();
    await expect(page.getByTestId("enhancing-overlay")).toBeHidden();
    await expect(download).toBeEnabled({ timeout: 15_000 });
    // While the words were arriving the button said 'Enhancing…' and could not be pressed again.
    await expect(page.locator("body")).toHaveAttribute("data-enhancing-button-disabled", "true");
    const enhanced = (await text.textContent())!;
    // It continues the reading: the faces the dice show are the ones it reads (at tier 1, about as long as the reading).
    const faces = (await panel.locator("p").first().textContent())!.match(/Red (\w+) · White (\w+) · Green (\w+)/)!;
    for (const face of faces.slice(1)) expect(enhanced).toContain(face);
    expect(enhanced.split(/\s+/).length).toBeGreaterThan(60);
    // The built-in oracle wrote it: in sections under headings, and said to be the Oracle's voice, not AI.
    await expect(text.getByRole("heading").first()).toBeVisible();
    await expect(page.getByTestId("enhanced-reading").getByTestId("enhancement-author")).toHaveText(
      "Written by The Oracle's voice",
    );
    const firstParagraph = (await text.locator("p").first().textContent())!;

    const saving = page.waitForEvent("download");
    await download.click();
    const file = await saving;
    expect(file.suggestedFilename()).toMatch(/^enhanced-mystical-dice-reading-\d{4}-\d{2}-\d{2}\.txt$/);
    const contents = await readFile((await file.path())!, "utf8");
    const dice = (await panel.locator("p").first().textContent())!;
    expect(contents).toContain("Situation: Finances");
    expect(contents).toMatch(/Dice values: Red \d, White \d, Green \d/);
    expect(dice).toMatch(/Red (Seed|Mirror|Spark|Stone|Storm|Crown) · White \w+ · Green \w+/);
    expect(contents).toContain(firstParagraph.trim().slice(0, 80));
    expect(contents).toContain("written by The Oracle's voice");
    for (const label of ["Date: ", "Timing: ", "Yes or No: ", "Total sum: "]) expect(contents).toContain(label);
    expect(consoleErrors).toEqual([]);
  });

  test("a provider that is down shows the red banner in the page's words", async ({ browser }) => {
    const context = await browser.newContext({ baseURL: PROVIDER_DOWN_URL });
    await context.addInitScript(() => window.sessionStorage.setItem("disclaimerAccepted", "true"));
    const page = await context.newPage();
    const signUp = await page.request.post("/api/auth/sign-up/email", {
      data: { email: newEmail("down"), password: PASSWORD, name: "down" },
      headers: { origin: PROVIDER_DOWN_URL },
    });
    expect(signUp.status()).toBe(200);
    await page.goto("/dice-divination");
    await page.getByRole("button", { name: "Guidance" }).click();
    await page.getByRole("button", { name: "Cast the Mystical Dice" }).click();
    await expect(page.getByTestId("reading-panel")).toBeVisible({ timeout: 6_000 });
    await page.getByRole("button", { name: "Enhance Reading" }).click();
    await expect(page.getByRole("alert")).toHaveText(
      /^The mystical energies are disrupted: the oracle could not be reached$/,
      {
        timeout: 15_000,
      },
    );
    await expect(page.getByRole("button", { name: "Download Reading" })).toBeDisabled();
    await context.close();
  });
});

import { expect, expectNoSeriousAxeViolations, signUpViaApi, test } from "./fixtures";

test("a visitor reads the I Ching's page and a hexagram of the library", async ({ page, consoleErrors }) => {
  await page.goto("/ancient-texts");
  await expect(page.getByRole("heading", { level: 1, name: "I Ching — the Book of Changes" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Cast the I Ching" })).toBeVisible();
  await expectNoSeriousAxeViolations(page);

  await page.getByRole("link", { name: "Read all 64 hexagrams" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "The 64 Hexagrams of the I Ching" })).toBeVisible();
  await expect(page.getByTestId("hexagram-glyph")).toHaveCount(64);
  await page.getByRole("link", { name: /11 · .*Peace/ }).click();
  await expect(page).toHaveURL(/\/ancient-texts\/hexagrams\/11-peace$/);
  await expect(page.getByRole("heading", { level: 1, name: "11. Peace" })).toBeVisible();
  // Heaven below, earth above: three unbroken lines under three broken ones.
  await expect(page.getByTestId("hexagram-glyph")).toHaveAttribute("data-lines", "7-7-7-8-8-8");
  await expectNoSeriousAxeViolations(page);
  expect(consoleErrors).toEqual([]);
});

test("a seeker casts with three coins, reads the hexagram, finds it in the history and checks it", async ({
  page,
  consoleErrors,
}) => {
  await page.goto("/ancient-texts");
  await signUpViaApi(page);
  await page.reload();
  await page.getByRole("button", { name: "Guidance", exact: true }).click();
  await expect(page.getByRole("radio", { name: "Three coins", exact: true })).toBeChecked();
  await page.getByRole("button", { name: "Cast the hexagram" }).click();
  const reading = page.getByTestId("iching-result");
  const name = reading.getByTestId("iching-hexagram");
  await expect(name).toBeVisible({ timeout: 15_000 });
  const hexagram = await name.innerText();
  const lines = await reading.getByTestId("hexagram-glyph").first().getAttribute("data-lines");
  expect(lines).toMatch(/^[6-9](-[6-9]){5}$/);
  await expect(reading.getByRole("heading", { name: "The judgment" })).toBeVisible();
  await expect(reading.getByTestId("iching-movement")).toContainText(hexagram);
  await expectNoSeriousAxeViolations(page);

  const href = await reading.getByRole("link", { name: "Verify this cast" }).getAttribute("href");
  expect(href).toContain(`lines=${lines}`);

  await page.goto("/dashboard");
  const history = page.getByRole("region", { name: "Reading History" });
  const chips = history.getByTestId("ritual-chips").filter({ hasText: "I Ching · Hexagram" });
  await expect(chips).toHaveCount(1);
  await expect(chips).toContainText(hexagram);

  await page.goto(href!);
  await expect(page.getByTestId("fairness-result")).toContainText("This cast of the I Ching checks out.");
  expect(consoleErrors).toEqual([]);
});

test("a seeker enters the six lines of their own coins and reads them as thrown", async ({ page, consoleErrors }) => {
  await page.goto("/ancient-texts");
  await signUpViaApi(page);
  await page.reload();
  await page.getByRole("button", { name: "Relationships", exact: true }).click();
  await page.getByRole("radio", { name: "My own coins", exact: true }).check();
  // Heaven below (7, 7, 7), earth above with an old yin at the top (8, 8, 6).
  for (const [position, value] of [
    [4, "8"],
    [5, "8"],
    [6, "6"],
  ] as const)
    await page.getByLabel(`Line ${position}`, { exact: true }).selectOption(value);
  await page.getByRole("button", { name: "Cast the hexagram" }).click();
  const reading = page.getByTestId("iching-result");
  await expect(reading.getByTestId("iching-hexagram")).toHaveText("Peace", { timeout: 15_000 });
  await expect(reading.getByTestId("hexagram-glyph").first()).toHaveAttribute("data-lines", "7-7-7-8-8-6");
  await expect(reading.getByTestId("iching-changing-lines")).toContainText("Line 6 (6):");
  await expect(reading.getByTestId("iching-relating")).toBeVisible();
  // Nothing was drawn by the server, so there is nothing to verify.
  await expect(reading.getByRole("link", { name: "Verify this cast" })).toHaveCount(0);
  expect(consoleErrors).toEqual([]);
});

import { expect, expectNoSeriousAxeViolations, expectNoSidewaysScroll, signUpViaApi, test } from "./fixtures";

test("a visitor places today's point and reads its quarter beside today's Moon, and nothing is sent to be stored", async ({
  page,
  consoleErrors,
}) => {
  const writes: string[] = [];
  page.on("request", (request) => {
    if (request.method() !== "GET" && request.url().includes("/api/")) writes.push(request.url());
  });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto("/quantum-energy");
  await expect(page.getByRole("heading", { level: 1, name: "Energy Map" })).toBeVisible();
  await expect(page.getByTestId("energy-reminder")).toContainText("Patterns you notice, not causes");
  await expect(page.getByTestId("sign-up-call")).toBeVisible();

  // A tap on the grid's top-left square: unpleasant and energised.
  await page.locator('[data-cell="1-10"]').click();
  const point = page.getByTestId("energy-point");
  await expect(point.getByRole("heading", { name: "Charged and Uneasy" })).toBeVisible();
  await expect(point).toContainText("out at the edge of the grid");
  // The sliders move it from the keyboard: pleasant up to 8, energy down to 3.
  const pleasant = page.getByLabel("How pleasant does today feel?");
  await pleasant.focus();
  for (let step = 0; step < 7; step += 1) await page.keyboard.press("ArrowRight");
  await expect(pleasant).toHaveValue("8");
  const energy = page.getByLabel("How much energy do you have?");
  await energy.fill("3");
  await expect(point.getByRole("heading", { name: "Settled and Easy" })).toBeVisible();
  await expect(page.getByTestId("energy-moon-today")).toContainText("Today's Moon:");
  await expectNoSidewaysScroll(page);

  await page.setViewportSize({ width: 1440, height: 900 });
  await expectNoSidewaysScroll(page);
  await expect(page.locator("main")).not.toContainText(/quantum/i);
  await expectNoSeriousAxeViolations(page);
  expect(writes).toEqual([]);
  expect(consoleErrors).toEqual([]);
});

test("a seeker saves today's check-in with a word and a note, replaces it, and finds it in the map, the journal and the export", async ({
  page,
  consoleErrors,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto("/quantum-energy");
  await signUpViaApi(page);
  await page.reload();

  await page.locator('[data-cell="9-8"]').click();
  const save = page.getByTestId("energy-save");
  await save.getByRole("button", { name: "buoyant" }).click();
  await expect(save.getByLabel("One word for today (optional)")).toHaveValue("buoyant");
  await save.getByLabel("A note (optional)").fill("Swam in the cold lake before work");
  await save.getByRole("button", { name: "Save today's check-in" }).click();
  await expect(page.getByTestId("energy-saved")).toHaveText("Today's check-in is saved in your journal.");
  await expect(page.getByTestId("cast-celebration")).toBeVisible();
  await expectNoSidewaysScroll(page);

  // Saved again the same day: it replaces the day's point.
  await page.locator('[data-cell="8-7"]').click();
  await save.getByRole("button", { name: "Save today's check-in" }).click();
  await expect(page.getByTestId("energy-saved")).toContainText("Today's check-in is updated");
  const map = page.getByTestId("energy-map");
  await expect(map.getByRole("img", { name: /Your check-ins over the last 8 weeks/ })).toBeVisible();
  await expect(map.getByRole("row").nth(1)).toContainText("Bright and Lively");

  await page.setViewportSize({ width: 1440, height: 900 });
  await expectNoSidewaysScroll(page);
  await expectNoSeriousAxeViolations(page);

  const exported = await page.request.get("/api/me/export");
  const data = JSON.stringify(await exported.json());
  expect(data).toContain('"energy"');
  expect(data).toContain("Swam in the cold lake before work");
  expect(data.match(/"tool":"energy"/g) ?? []).toHaveLength(1);

  await page.goto("/dashboard");
  const history = page.getByRole("region", { name: "Reading History" });
  const chips = history.getByTestId("ritual-chips").filter({ hasText: "Energy Map · Check-in: Bright and Lively" });
  // The history's chips load with their oracle's parts.
  await expect(chips).toBeVisible({ timeout: 30_000 });
  await expect(chips).toHaveCount(1);
  await chips.click();
  // The dialog's title names the check-in and its word; the reading inside names the point's quadrant.
  const dialog = page.getByRole("dialog");
  await expect(dialog.getByRole("heading", { name: "Check-in: Bright and Lively · “buoyant”" })).toBeVisible();
  await expect(dialog.getByRole("heading", { name: "Bright and Lively", exact: true })).toBeVisible();
  expect(consoleErrors).toEqual([]);
});

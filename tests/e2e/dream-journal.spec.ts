import { expect, expectNoSeriousAxeViolations, signUpViaApi, test } from "./fixtures";

test("a visitor reads what the dream journal is, its dictionary, and a symbol's page", async ({
  page,
  consoleErrors,
}) => {
  await page.goto("/dream-analysis");
  await expect(page.getByRole("heading", { level: 1, name: "Your Dream Journal" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Private by design" })).toBeVisible();
  await expectNoSeriousAxeViolations(page);

  await page.getByRole("link", { name: "Teeth", exact: true }).click();
  await expect(page).toHaveURL(/\/dream-analysis\/symbols\/teeth$/);
  await expect(page.getByRole("heading", { level: 1, name: "Teeth in dreams" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Questions to ask yourself" })).toBeVisible();
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", /\/dream-analysis\/symbols\/teeth$/);
  await expectNoSeriousAxeViolations(page);
  expect(consoleErrors).toEqual([]);
});

test("a seeker writes a dream and finds its symbols linked in the journal", async ({ page, consoleErrors }) => {
  await page.goto("/dream-analysis");
  await signUpViaApi(page);
  await page.reload();

  const text = "I was falling from a tower and my teeth crumbled like chalk.";
  await page.getByRole("textbox", { name: "Your dream" }).fill(text);
  await page.getByLabel("Lucidity (0 to 5)").fill("2");
  await page.getByRole("button", { name: "Save dream" }).click();

  const entry = page.getByTestId("dream-entry").filter({ hasText: text });
  await expect(entry).toHaveCount(1);
  const symbols = entry.getByRole("list", { name: "Symbols" });
  await expect(symbols.getByRole("link", { name: "Falling" })).toHaveAttribute(
    "href",
    "/dream-analysis/symbols/falling",
  );
  await expect(symbols.getByRole("link", { name: "Teeth" })).toHaveAttribute("href", "/dream-analysis/symbols/teeth");
  await expect(page.getByRole("textbox", { name: "Your dream" })).toHaveValue("");
  await expectNoSeriousAxeViolations(page);
  expect(consoleErrors).toEqual([]);
});

import { angelNumberBySlug } from "../../content/angel-numbers";
import { expect, expectNoSeriousAxeViolations, signUpViaApi, test } from "./fixtures";

test("a visitor looks up numbers in the browser and reads a library page", async ({ page, consoleErrors }) => {
  await page.goto("/angel-numbers");
  await expect(page.getByRole("heading", { level: 1, name: "Angel Numbers" })).toBeVisible();
  const input = page.getByLabel("A number you noticed");
  const result = page.getByTestId("lookup-result");

  await input.fill("1111");
  await page.getByRole("button", { name: "Relationships", exact: true }).click();
  await page.getByRole("button", { name: "Read the number" }).click();
  await expect(result).toContainText(angelNumberBySlug("1111")!.meanings.relationships);

  await input.fill("4071");
  await page.getByRole("button", { name: "Read the number" }).click();
  await expect(result).toContainText("Read by its digits");
  await expect(result.getByTestId("lookup-steps")).toHaveText("The steps: 4 + 0 + 7 + 1 = 12 → 3");

  await page.getByRole("link", { name: "12:21", exact: true }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Angel Number 12:21" })).toBeVisible();
  await expect(page.getByText(angelNumberBySlug("12-21")!.prompt)).toBeVisible();
  await expectNoSeriousAxeViolations(page);
  expect(consoleErrors).toEqual([]);
});

test("a seeker logs a sighting with a note, and finds it under recurring and in the journal", async ({
  page,
  consoleErrors,
}) => {
  await page.goto("/angel-numbers");
  await signUpViaApi(page);
  await page.reload();
  await page.getByLabel("The number you saw").fill("11:11");
  await page.getByLabel("A note (private, optional)").fill("On the station clock");
  await page.getByRole("button", { name: "Log it" }).click();
  await expect(page.getByText("Logged 11:11. It is in your journal.")).toBeVisible();
  await expect(page.getByTestId("recurring-numbers")).toContainText("11:11 once this month");

  await page.goto("/dashboard");
  const history = page.getByRole("region", { name: "Reading History" });
  await expect(
    history.getByTestId("ritual-chips").filter({ hasText: "Angel Numbers · Angel number 11:11" }),
  ).toHaveCount(1);
  await expect(history).toContainText("On the station clock");
  expect(consoleErrors).toEqual([]);
});

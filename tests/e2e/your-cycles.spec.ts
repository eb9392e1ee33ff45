import { dayYearsAgo, expect, expectNoSeriousAxeViolations, signUpViaApi, test } from "./fixtures";

/** The digital root, 1–9: how numerology reduces a sum (worked out here, not by the app's code). */
const root = (n: number) => 1 + ((n - 1) % 9);

test("a visitor types a birth date and sees the numbers, the round of nine and the returns, axe-clean", async ({
  page,
  consoleErrors,
}) => {
  await page.goto("/karmic-cycle");
  await expect(page.getByRole("heading", { level: 1, name: "Your Cycles" })).toBeVisible();
  await page.getByLabel("Your birth date").fill("1985-11-18");
  await page.getByRole("button", { name: "Show my cycles" }).click();

  const today = await page.evaluate(() => new Date().toLocaleDateString("en-CA"));
  const [year, month, day] = today.split("-").map(Number) as [number, number, number];
  const personalYear = root(11 + 18 + year);
  await expect(page.getByTestId("cycle-personalYear")).toHaveText(String(personalYear));
  await expect(page.getByTestId("cycle-personalMonth")).toHaveText(String(root(personalYear + month)));
  await expect(page.getByTestId("cycle-personalDay")).toHaveText(String(root(personalYear + month + day)));
  await expect(page.getByTestId("cycle-universalYear")).toHaveText(String(root(year)));
  await expect(page.getByRole("img", { name: `You are in year ${personalYear} of nine.` })).toBeVisible();

  // The Saturn return of 2014–15 crossed three times; Jupiter has come back three times by 2021.
  const saturn = page.getByTestId("returns-saturn");
  await expect(saturn.getByText("Saturn return 1")).toBeVisible({ timeout: 15_000 });
  await expect(saturn.getByText(/Crosses 3 times/).first()).toBeVisible();
  await expect(saturn.getByText(/2014/).first()).toBeVisible();
  await expect(page.getByTestId("returns-jupiter").getByText(/^Jupiter return \d$/)).toHaveCount(3);
  await expect(saturn.getByText("Tradition:")).toBeVisible();
  await expect(page.locator("main")).not.toContainText(/karmic/i);
  await expectNoSeriousAxeViolations(page);
  expect(consoleErrors).toEqual([]);
});

test("a seeker with a birth date in the profile records today's cycles into the journal", async ({
  page,
  consoleErrors,
}) => {
  await page.goto("/karmic-cycle");
  await signUpViaApi(page);
  const birthDate = await dayYearsAgo(page, 40);
  const saved = await page.request.patch("/api/me/profile", {
    data: { birthDate },
    headers: { origin: new URL(page.url()).origin },
  });
  expect(saved.status(), await saved.text()).toBe(200);
  await page.reload();

  // The profile's birth date fills the page, and today's cycles can be recorded once.
  await expect(page.getByLabel("Your birth date")).toHaveValue(birthDate);
  await expect(page.getByTestId("cycle-personalYear")).toBeVisible();
  await page.getByRole("button", { name: "Finances", exact: true }).click();
  await page.getByRole("button", { name: "Record today's cycles" }).click();
  const recorded = page.getByTestId("cycles-recorded");
  await expect(recorded.getByText("Today's cycles are in your journal.")).toBeVisible({ timeout: 15_000 });
  const personalYear = await page.getByTestId("cycle-personalYear").innerText();
  await expect(recorded).toContainText(`Personal Year ${personalYear} ·`);

  await page.goto("/dashboard");
  const history = page.getByRole("region", { name: "Reading History" });
  const chips = history.getByTestId("ritual-chips").filter({ hasText: "Your Cycles · Personal Year" });
  await expect(chips).toHaveCount(1);
  await chips.click();
  await expect(page.getByRole("dialog").getByTestId("cycles-text")).toContainText(`Personal Year ${personalYear}`);
  expect(consoleErrors).toEqual([]);
});

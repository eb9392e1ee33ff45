import { expect, expectNoSeriousAxeViolations, expectNoSidewaysScroll, signUpViaApi, test } from "./fixtures";

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1440, height: 900 };

test("a visitor reads what the tool is and is not and tries a practice draw, with nothing sent or stored", async ({
  page,
  consoleErrors,
}) => {
  const writes: string[] = [];
  page.on("request", (request) => {
    if (request.method() !== "GET" && new URL(request.url()).pathname.startsWith("/api/")) writes.push(request.url());
  });
  await page.setViewportSize(PHONE);
  await page.goto("/ai-intuition");
  await expect(page.getByRole("heading", { level: 1, name: "Intuition Calibration" })).toBeVisible();
  await expect(page.getByText(/no AI writes, guesses or scores anything here/)).toBeVisible();
  await expect(page.getByText(/Not a source of hunches/)).toBeVisible();
  await expect(page.getByTestId("sign-up-call")).toBeVisible();

  await page.getByLabel("What to call").selectOption("die-high");
  await page.getByRole("radio", { name: "the red die above 3" }).check();
  await expect(page.getByTestId("hunch-chance").first()).toHaveText("By the draw alone: 50 %.");
  await page.getByLabel("How sure are you that it comes true?").selectOption("70");
  await page.getByRole("button", { name: "Practice draw" }).click();
  const result = page.getByTestId("practice-result");
  await expect(result).toBeFocused();
  await expect(result.getByText("Practice, not saved")).toBeVisible();
  await expect(result.getByTestId("hunch-draw")).toHaveText(/^The red die: [1-6]$/);
  const face = Number((await result.getByTestId("hunch-draw").textContent())!.slice(-1));
  await expect(result.getByTestId("hunch-outcome")).toHaveText(face > 3 ? "It came." : "Not this time.");
  await expectNoSidewaysScroll(page);

  await page.setViewportSize(DESKTOP);
  await expect(result.getByTestId("hunch-outcome")).toBeVisible();
  await expectNoSidewaysScroll(page);
  await expectNoSeriousAxeViolations(page);
  expect(writes).toEqual([]);
  expect(consoleErrors).toEqual([]);
});

test("a seeker calls a hunch that a fair draw settles, keeps a real-life hunch, and finds both in the chart, journal and export", async ({
  page,
  consoleErrors,
}) => {
  await page.setViewportSize(PHONE);
  await page.goto("/ai-intuition");
  await signUpViaApi(page);
  await page.reload();
  await expect(page.getByTestId("calibration").getByText("Resolve a few hunches")).toBeVisible({ timeout: 15_000 });

  await page.getByLabel("What to call").selectOption("card-arcana");
  await page.getByRole("radio", { name: "a Major Arcana card" }).check();
  await page.getByLabel("How sure are you that it comes true?").selectOption("60");
  await page.getByRole("button", { name: "Draw and see" }).click();
  const result = page.getByTestId("hunch-result");
  await expect(result).toBeFocused({ timeout: 15_000 });
  await expect(result.getByText("You called a Major Arcana card at 60 %.")).toBeVisible();
  await expect(result.getByTestId("hunch-draw")).toHaveText(/^The card: /);
  await expect(result.getByRole("link", { name: "Check this draw" })).toHaveAttribute(
    "href",
    /tool=intuition&answer=card/,
  );
  await expect(page.getByTestId("calibration")).toContainText("Hunches resolved: 1.", { timeout: 15_000 });
  await expect(page.getByTestId("brier")).toContainText("always guessing the odds would score");
  await expectNoSidewaysScroll(page);

  await page.setViewportSize(DESKTOP);
  await page.getByLabel("Your hunch", { exact: true }).fill("The parcel arrives before noon");
  await page.getByLabel("How sure are you?").selectOption("80");
  await page.getByRole("button", { name: "Keep this hunch" }).click();
  const kept = page.getByTestId("life-hunch").filter({ hasText: "The parcel arrives before noon" });
  await kept.getByRole("button", { name: "It came true" }).click();
  await expect(kept.getByText("Came true")).toBeVisible();
  await expect(page.getByTestId("calibration")).toContainText("Hunches resolved: 2.", { timeout: 15_000 });
  await expect(page.getByTestId("brier")).toContainText("Real-life hunches have no known odds");
  await expectNoSidewaysScroll(page);
  await expectNoSeriousAxeViolations(page);

  await page.goto("/dashboard");
  const history = page.getByRole("region", { name: "Reading History" });
  await expect(
    history.getByTestId("ritual-chips").filter({ hasText: "Intuition Calibration · Hunch: a Major Arcana card" }),
  ).toHaveCount(1);
  const exported = JSON.stringify(await (await page.request.get("/api/me/export")).json());
  expect(exported).toContain('"intuition"');
  expect(exported).toContain("The parcel arrives before noon");
  expect(consoleErrors).toEqual([]);
});

import type { Page } from "@playwright/test";
import { expect, expectNoSeriousAxeViolations, expectNoSidewaysScroll, signUpViaApi, test } from "./fixtures";

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1440, height: 900 };
const DECISION = "Should I take the job in Leeds?";

/** One choice of a group of radio buttons, by the group's legend and the choice's words. */
const choose = (page: Page, group: string, choice: string) =>
  page.getByRole("group", { name: group, exact: true }).getByText(choice, { exact: true }).click();

/**
 * Leeds or staying near family, on money (weight 4: Leeds 5, staying 2) and family (weight 5: Leeds 2,
 * staying 4): 30 to 28, shares 52 and 48. Leeds is the one they would regret; the coin's choice is a relief.
 */
async function weighTheMove(page: Page) {
  await page.getByLabel("Your decision").fill(DECISION);
  await page.getByRole("textbox", { name: "Option 1", exact: true }).fill("Leeds");
  await page.getByRole("textbox", { name: "Option 2", exact: true }).fill("Stay");
  await page.getByRole("textbox", { name: "Value 1", exact: true }).fill("Money");
  await choose(page, "Weight of Money", "4");
  await page.getByRole("button", { name: "Add a value" }).click();
  await page.getByRole("textbox", { name: "Value 2", exact: true }).fill("Family");
  await choose(page, "Weight of Family", "5");
  await choose(page, "Leeds for Money", "5");
  await choose(page, "Leeds for Family", "2");
  await choose(page, "Stay for Money", "2");
  await choose(page, "Stay for Family", "4");
  await choose(page, "5. A year from now", "Leeds");
  await expect(page.getByRole("button", { name: "Fill in every step to see the result" })).toBeDisabled();
  await page.getByRole("button", { name: "Flip the coin" }).click();
  await expect(page.getByTestId("compass-coin")).toHaveText(/The coin chose (Leeds|Stay)\./);
  await choose(page, "How did that feel?", "Relieved");
  await page.getByRole("button", { name: "See what my weights say" }).click();
  const result = page.getByTestId("compass-result");
  await expect(result).toBeFocused();
  await expect(result.getByTestId("compass-shares")).toContainText("Leeds52 / 100");
  await expect(result.getByTestId("compass-shares")).toContainText("Stay48 / 100");
  await expect(result).toContainText("Your weights favour Leeds");
  // The regret sentence is one of two phrasings, chosen by the totals: both say the answer agrees.
  await expect(result).toContainText(
    /Your regret answer agrees with your weights|the same option your weights lean towards/,
  );
  return result;
}

test("a visitor weighs a decision on a phone and a desktop and sees where their weights lean, with nothing sent", async ({
  page,
  consoleErrors,
}) => {
  const writes: string[] = [];
  page.on("request", (request) => {
    if (request.method() !== "GET" && new URL(request.url()).pathname.startsWith("/api/")) writes.push(request.url());
  });
  await page.setViewportSize(PHONE);
  await page.goto("/success-predictor");
  await expect(page.getByRole("heading", { level: 1, name: "Decision Compass" })).toBeVisible();
  await expect(page.getByText("Not a forecast: it does not predict what will happen")).toBeVisible();
  await expect(page.getByText(/perspective to think with, not a verdict/)).toBeVisible();

  await weighTheMove(page);
  await expect(page.getByText("Nothing here is stored")).toBeVisible();
  await expect(page.getByTestId("sign-up-call")).toBeVisible();
  await expect(page.getByRole("button", { name: "Save to my journal" })).toHaveCount(0);
  await expectNoSidewaysScroll(page);

  await page.setViewportSize(DESKTOP);
  await expect(page.getByTestId("compass-weighing")).toBeVisible();
  await expectNoSidewaysScroll(page);
  await expectNoSeriousAxeViolations(page);
  expect(writes).toEqual([]);
  expect(consoleErrors).toEqual([]);
});

test("a seeker saves a decision with a tarot card as a perspective, and finds it in the journal and the export", async ({
  page,
  consoleErrors,
}) => {
  await page.setViewportSize(PHONE);
  await page.goto("/success-predictor");
  await signUpViaApi(page);
  await page.reload();

  await weighTheMove(page);
  await choose(page, "Draw a perspective (optional)", "One tarot card");
  await page.getByRole("button", { name: "Save to my journal" }).click();
  const saved = page.getByTestId("compass-saved");
  await expect(saved.getByText("Saved to your journal.")).toBeVisible({ timeout: 15_000 });
  await expect(saved.getByTestId("compass-perspective")).toContainText("A perspective, not a verdict");
  await expect(saved.getByRole("link", { name: "Verify this draw" })).toHaveAttribute(
    "href",
    /tool=compass&answer=tarot-/,
  );
  await expect(saved.getByRole("button", { name: /Share/ }).first()).toBeVisible();
  await expectNoSidewaysScroll(page);
  await page.setViewportSize(DESKTOP);
  await expectNoSidewaysScroll(page);

  await page.goto("/dashboard");
  const history = page.getByRole("region", { name: "Reading History" });
  await expect(
    history.getByTestId("ritual-chips").filter({ hasText: "Decision Compass · Decision · Your weights favour Leeds" }),
  ).toHaveCount(1, { timeout: 15_000 });
  await expect(history.getByText(DECISION)).toBeVisible();

  const exported = JSON.stringify(await (await page.request.get("/api/me/export")).json());
  expect(exported).toContain('"compass"');
  expect(exported).toContain(DECISION);
  expect(exported).toContain("Your weights favour Leeds");
  expect(consoleErrors).toEqual([]);
});

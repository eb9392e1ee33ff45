import { PENDULUM_ANSWER_WORDS } from "../../content/pendulum/answers";
import { expect, signUpViaApi, test } from "./fixtures";

const HEADLINES = Object.values(PENDULUM_ANSWER_WORDS).map((answer) => answer.headline);

test("a seeker asks the pendulum, finds the swing in the history, and checks it on /fairness", async ({
  page,
  consoleErrors,
}) => {
  await page.goto("/pendulum");
  await signUpViaApi(page);
  await page.reload();
  await expect(page.getByRole("heading", { level: 1, name: "The Yes/No Pendulum" })).toBeVisible();

  await page.getByRole("button", { name: "Relationships", exact: true }).click();
  const question = "Is this a good week to call my sister?";
  await page.getByLabel("Your question (optional)").fill(question);
  await page.getByRole("button", { name: "Ask the pendulum" }).click();
  const reading = page.getByTestId("pendulum-reading");
  const headline = reading.getByTestId("pendulum-headline");
  await expect(headline).toBeVisible({ timeout: 15_000 });
  const said = await headline.innerText();
  expect(HEADLINES).toContain(said);
  await expect(reading).toContainText(`“${question}”`);

  // The swing was sealed: its link fills the checker, which swings it again in the browser.
  const verify = reading.getByRole("link", { name: "Verify this swing" });
  const href = await verify.getAttribute("href");
  expect(href).toMatch(/^\/fairness\?.*tool=pendulum&answer=(yes|no|ask-again)$/);

  await page.goto("/dashboard");
  const history = page.getByRole("region", { name: "Reading History" });
  const chips = history.getByTestId("ritual-chips").filter({ hasText: "Pendulum · The pendulum:" });
  await expect(chips).toHaveCount(1);
  await chips.click();
  await expect(page.getByRole("dialog").getByTestId("pendulum-headline")).toHaveText(said);
  await page.keyboard.press("Escape");

  await page.goto(href!);
  const result = page.getByTestId("fairness-result");
  await expect(result).toContainText("This swing checks out.");
  await expect(page.getByLabel("Oracle", { exact: true })).toHaveValue("pendulum");
  expect(consoleErrors).toEqual([]);
});

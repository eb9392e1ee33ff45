import { readFile } from "node:fs/promises";
import type { Page } from "@playwright/test";
import { ARCHETYPE_ANIMALS } from "../../content/archetypes/animals";
import { ARCHETYPE_QUIZ } from "../../content/archetypes/questions";
import { archetypeOf } from "../../src/shared/archetypes/quiz-rule";
import { expect, expectNoSeriousAxeViolations, expectNoSidewaysScroll, signUpViaApi, test } from "./fixtures";

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1440, height: 900 };

/** Answers the quiz on the page, one question at a time, and says which animal the rule gives for them. */
async function answerQuiz(page: Page, answers: readonly number[]) {
  for (const [index, answer] of answers.entries()) {
    const question = ARCHETYPE_QUIZ.questions[index]!;
    await expect(page.getByRole("heading", { level: 3, name: question.prompt })).toBeVisible();
    await page.getByRole("button", { name: question.answers[answer]!.text, exact: true }).click();
  }
  return ARCHETYPE_ANIMALS[archetypeOf(ARCHETYPE_QUIZ, answers)];
}

test("a seeker takes the quiz, saves the animal with a note, and finds it in the history and the data export", async ({
  page,
  consoleErrors,
}) => {
  await page.setViewportSize(PHONE);
  await page.goto("/spirit-animals");
  await signUpViaApi(page);
  await page.reload();
  await expect(page.getByRole("heading", { level: 1, name: "Animal Archetypes" })).toBeVisible();
  const animal = await answerQuiz(page, [0, 2, 0, 2, 3, 3, 2, 3, 3, 1, 3, 1, 0]);
  const result = page.getByTestId("archetype-view");
  await expect(result.getByRole("heading", { level: 2, name: animal.name })).toBeVisible();
  await expect(result).toContainText(animal.shadow);
  await expectNoSidewaysScroll(page);

  await page.getByLabel("A note for your journal (optional, private)").fill("Felt true on a Sunday");
  await page.getByRole("button", { name: "Save to my journal" }).click();
  await expect(page.getByText("Saved to your journal.")).toBeVisible();
  await expect(page.getByRole("button", { name: "Share", exact: true })).toBeVisible();
  await page.setViewportSize(DESKTOP);
  await expectNoSidewaysScroll(page);
  await expectNoSeriousAxeViolations(page);

  await page.goto("/dashboard");
  const history = page.getByRole("region", { name: "Reading History" });
  await expect(
    history.getByTestId("ritual-chips").filter({ hasText: `Animal Archetypes · Your animal: ${animal.name}` }),
  ).toHaveCount(1);
  await expect(history).toContainText("Felt true on a Sunday");
  const download = page.waitForEvent("download");
  await page.getByRole("region", { name: "Security" }).getByRole("link", { name: "Download my data" }).click();
  const exported = await readFile((await (await download).path())!, "utf8");
  expect(exported).toContain('"archetypes"');
  expect(exported).toContain(animal.ritual);
  expect(consoleErrors).toEqual([]);
});

test("a visitor takes the quiz in the browser, goes back a step, and nothing is sent or stored", async ({
  page,
  consoleErrors,
}) => {
  const writes: string[] = [];
  page.on("request", (request) => {
    if (request.method() !== "GET" && new URL(request.url()).pathname.startsWith("/api/")) writes.push(request.url());
  });
  await page.setViewportSize(PHONE);
  await page.goto("/spirit-animals");
  await page.getByRole("button", { name: ARCHETYPE_QUIZ.questions[0]!.answers[1]!.text }).click();
  await page.getByRole("button", { name: "Back" }).click();
  await expect(page.getByText("Question 1 of 13")).toBeVisible();
  const animal = await answerQuiz(page, [1, 0, 1, 3, 2, 1, 1, 0, 0, 0, 0, 0, 2]);
  await expect(page.getByTestId("archetype-view").getByRole("heading", { level: 2, name: animal.name })).toBeVisible();
  await expect(page.getByTestId("archetype-visitor-note")).toBeVisible();
  await expect(page.getByTestId("sign-up-call")).toBeVisible();
  await expectNoSidewaysScroll(page);
  await page.setViewportSize(DESKTOP);
  await expectNoSidewaysScroll(page);
  await page.getByRole("button", { name: "Take the quiz again" }).click();
  await expect(page.getByText("Question 1 of 13")).toBeVisible();
  expect(writes).toEqual([]);
  expect(consoleErrors).toEqual([]);
});

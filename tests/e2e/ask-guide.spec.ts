import { expect, signUpViaApi, test } from "./fixtures";

test("a seeker asks the guide about a past reading from its view, and the guide answers from it", async ({
  page,
  consoleErrors,
}) => {
  await page.goto("/dashboard");
  await signUpViaApi(page);
  const question = "Where is my heart going?";
  const drawn = await page.request.post("/api/draws", {
    data: { tool: "tarot", spread: "three-card", situation: "relationships", question },
    headers: { origin: new URL(page.url()).origin },
  });
  expect(drawn.status(), await drawn.text()).toBe(201);
  const draw = (await drawn.json()) as { id: string; items: { positionLabel: string; name: string }[] };

  await page.reload();
  const history = page.getByRole("region", { name: "Reading History" });
  await history.getByTestId("draw-chips").filter({ hasText: "Tarot · Three Cards" }).click();
  const modal = page.getByRole("dialog");
  await modal.getByRole("button", { name: "Ask the guide about this reading" }).click();

  // The reading's dialog gives way to the guide, whose first line names the reading.
  await expect(page.getByRole("dialog")).toHaveCount(0);
  const panel = page.getByRole("region", { name: "Lyra, your Oracle Guide" });
  await expect(panel).toBeVisible();
  const lines = panel.getByRole("log").getByRole("listitem");
  await expect(lines.nth(1)).toContainText(`Lyra: Let us look at your reading of`);
  await expect(lines.nth(1)).toContainText(`“${question}”`);

  const asked = page.waitForRequest((request) => new URL(request.url()).pathname === "/api/chat");
  await panel.getByLabel("Your question for Lyra").fill("What does the card in the Past mean?");
  await panel.getByRole("button", { name: "Send" }).click();
  expect((await asked).postDataJSON()).toEqual({ query: "What does the card in the Past mean?", readingId: draw.id });
  const past = draw.items.find((item) => item.positionLabel === "Past")!;
  await expect(lines.nth(3)).toContainText(past.name);
  expect(consoleErrors).toEqual([]);
});

test("a reading just made on its oracle's page opens the guide on it", async ({ page, consoleErrors }) => {
  await page.goto("/pendulum");
  await signUpViaApi(page);
  await page.reload();
  await page.getByRole("button", { name: "Guidance", exact: true }).click();
  const question = "Is today the day to begin?";
  await page.getByLabel("Your question (optional)").fill(question);
  await page.getByRole("button", { name: "Ask the pendulum" }).click();
  await expect(page.getByTestId("pendulum-headline")).toBeVisible({ timeout: 15_000 });

  await page.getByRole("button", { name: "Ask the guide about this reading" }).click();
  const panel = page.getByRole("region", { name: "Lyra, your Oracle Guide" });
  const lines = panel.getByRole("log").getByRole("listitem");
  await expect(lines.nth(1)).toContainText("the reading you just made");
  await expect(lines.nth(1)).toContainText(`“${question}”`);
  expect(consoleErrors).toEqual([]);
});

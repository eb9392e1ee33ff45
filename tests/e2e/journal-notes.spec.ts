import { expect, signUpViaApi, test } from "./fixtures";

test.describe("the journal on a phone", () => {
  test.use({ viewport: { width: 360, height: 780 } });

  test("a note and an outcome are written in a reading's detail, shown and found in the history, and downloaded in the Markdown journal", async ({
    page,
    consoleErrors,
  }) => {
    await page.goto("/");
    await signUpViaApi(page);
    const origin = new URL(page.url()).origin;
    for (const question of ["Will the garden grow?", "Shall I run the marathon?"]) {
      const made = await page.request.post("/api/readings/dice", {
        data: { situation: "guidance", question },
        headers: { origin },
      });
      expect(made.status()).toBe(201);
    }

    await page.goto("/dashboard");
    const history = page.getByRole("region", { name: "Reading History" });
    const search = history.getByRole("search", { name: "Filter your readings" });
    await expect(search).toBeVisible();
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(360);

    await history.getByText("Shall I run the marathon?").click();
    const detail = page.getByRole("dialog");
    await detail.getByLabel("Your note").fill("Running feels like freedom");
    await detail.getByRole("button", { name: "Save note" }).click();
    await expect(detail.getByText("Note saved.")).toBeVisible();
    await detail.getByRole("radio", { name: "Partly" }).check();
    await detail.getByRole("button", { name: "Save answer" }).click();
    await expect(detail.getByTestId("outcome-answer")).toHaveText("It partly resonated");
    await page.keyboard.press("Escape");

    await expect(history.getByTestId("history-note")).toContainText("Running feels like freedom");
    await search.getByLabel("With a note").check();
    await expect(history.getByTestId("history-question")).toHaveCount(1);
    await search.getByLabel("With a note").uncheck();
    await search.getByLabel("Search questions and notes").fill("freedom");
    await expect(history.getByTestId("history-question")).toHaveCount(1);
    await expect(history.getByTestId("history-question")).toHaveText(/marathon/);
    await search.getByLabel("Search questions and notes").fill("zebra");
    await expect(history.getByText("No reading matches these filters.")).toBeVisible();

    const download = page.waitForEvent("download");
    await history.getByRole("link", { name: "Download journal (Markdown)" }).click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/^mystic-dice-journal-\d{4}-\d{2}-\d{2}\.md$/);
    expect(consoleErrors).toEqual([]);
  });
});

import { expect, expectNoSeriousAxeViolations, expectNoSidewaysScroll, signUpViaApi, test } from "./fixtures";

test("a seeker hears a tale, labelled as fiction, and finds it in the journal and the export", async ({
  page,
  consoleErrors,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto("/past-lives");
  await signUpViaApi(page);
  await page.reload();
  await expect(page.getByRole("heading", { level: 1, name: "Past-Life Tales" })).toBeVisible();

  await page.getByLabel("Your birth date").fill("1988-03-09");
  await page.getByRole("button", { name: "Draw a card and tell the tale" }).click();
  const tale = page.getByTestId("tale-reading");
  await expect(tale.getByTestId("tale-title")).toBeVisible({ timeout: 15_000 });
  await expect(tale.getByTestId("tale-fiction-label")).toHaveText("A tale, not a memory");
  const title = await tale.getByTestId("tale-title").innerText();
  await expect(tale.getByRole("link", { name: "Verify this card" })).toHaveAttribute(
    "href",
    /^\/fairness\?.*tool=tales&answer=\d+r?$/,
  );
  await expectNoSidewaysScroll(page);

  await page.setViewportSize({ width: 1440, height: 900 });
  await expectNoSidewaysScroll(page);
  await expectNoSeriousAxeViolations(page);

  const exported = await page.request.get("/api/me/export");
  expect(JSON.stringify(await exported.json())).toContain(title);

  await page.goto("/dashboard");
  const chips = page.getByTestId("ritual-chips").filter({ hasText: `Past-Life Tale · ${title}` });
  await expect(chips).toHaveCount(1);
  expect(consoleErrors).toEqual([]);
});

test("a visitor reads the sample tale and the call to sign up, and nothing is sent to be stored", async ({
  page,
  consoleErrors,
}) => {
  const writes: string[] = [];
  page.on("request", (request) => {
    if (request.method() !== "GET" && request.url().includes("/api/")) writes.push(request.url());
  });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto("/past-lives");
  await expect(page.getByTestId("sign-up-call")).toBeVisible();
  await expect(page.getByTestId("tale-sample").getByTestId("tale-fiction-label")).toHaveText("A tale, not a memory");
  await expectNoSidewaysScroll(page);
  await page.setViewportSize({ width: 1440, height: 900 });
  await expectNoSidewaysScroll(page);
  expect(writes).toEqual([]);
  expect(consoleErrors).toEqual([]);
});

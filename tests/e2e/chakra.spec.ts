import type { Page } from "@playwright/test";
import { expect, expectNoSeriousAxeViolations, expectNoSidewaysScroll, signUpViaApi, test } from "./fixtures";

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1440, height: 900 };

/**
 * Answers the 28 statements: 5 for the heart's plain statements and 1 for its reversed one, 3 elsewhere.
 * The heart's balance is then 100 and every other centre's 50: a green aura with red, root and sacral lowest.
 */
async function answerLiftingHeart(page: Page) {
  const statements = page.locator("form fieldset");
  await expect(statements).toHaveCount(28);
  for (let index = 0; index < 28; index++) {
    const heart = index >= 12 && index < 16;
    const score = heart ? (index === 15 ? 1 : 5) : 3;
    await statements
      .nth(index)
      .locator("label")
      .nth(score - 1)
      .click();
  }
}

test("a visitor answers the check-in on a phone and a desktop and sees the result, with nothing sent or stored", async ({
  page,
  consoleErrors,
}) => {
  const writes: string[] = [];
  page.on("request", (request) => {
    if (request.method() !== "GET" && new URL(request.url()).pathname.startsWith("/api/")) writes.push(request.url());
  });
  await page.setViewportSize(PHONE);
  await page.goto("/aura-chakra");
  await expect(page.getByRole("heading", { level: 1, name: "Aura & Chakra Check-in" })).toBeVisible();
  await expect(page.getByText("Not a measurement: nothing here senses an aura")).toBeVisible();
  await expect(page.getByText(/modern Western synthesis/)).toBeVisible();
  await expect(page.getByRole("button", { name: /Answer every statement/ })).toBeDisabled();

  await answerLiftingHeart(page);
  await page.getByRole("button", { name: "See my balance" }).click();
  const result = page.getByTestId("chakra-check-in");
  await expect(result.getByTestId("aura-card")).toContainText("A Green aura with Red");
  await expect(result.getByTestId("chakra-balances")).toContainText("Heart (Anahata)100 / 100 · bright");
  await expect(result.getByTestId("chakra-practices")).toContainText("For your Root centre");
  await expect(result.getByTestId("chakra-practices")).toContainText("For your Sacral centre");
  await expect(page.getByText("Nothing here is stored")).toBeVisible();
  await expect(page.getByTestId("sign-up-call")).toBeVisible();
  await expectNoSidewaysScroll(page);

  await page.setViewportSize(DESKTOP);
  await expect(result.getByTestId("aura-card")).toBeVisible();
  await expectNoSidewaysScroll(page);
  await expectNoSeriousAxeViolations(page);
  expect(writes).toEqual([]);
  expect(consoleErrors).toEqual([]);
});

test("a seeker saves check-ins with a note, is offered the share card, and finds them in the chart, journal and export", async ({
  page,
  consoleErrors,
}) => {
  await page.setViewportSize(PHONE);
  await page.goto("/aura-chakra");
  await signUpViaApi(page);
  await page.reload();
  const origin = new URL(page.url()).origin;
  await expect(page.getByTestId("chakra-chart-empty")).toBeVisible({ timeout: 15_000 });

  await answerLiftingHeart(page);
  await page.getByRole("button", { name: "See my balance" }).click();
  await page.getByLabel("A private note (optional)").fill("Slept well, long walk on Sunday.");
  await page.getByRole("button", { name: "Save to my journal" }).click();
  const saved = page.getByTestId("chakra-saved");
  await expect(saved.getByText("Saved to your journal.")).toBeVisible({ timeout: 15_000 });
  await expect(saved.getByRole("button", { name: /Share/ }).first()).toBeVisible();
  await expectNoSidewaysScroll(page);

  // A second check-in (through the API, as the page sends it), and the chart draws a line for each centre.
  const answers = Object.fromEntries(
    ["root", "sacral", "solar-plexus", "heart", "throat", "third-eye", "crown"].flatMap((centre) =>
      [1, 2, 3, 4].map((n) => [`${centre}-${n}`, 3]),
    ),
  );
  const second = await page.request.post("/api/readings/chakra", { data: { answers }, headers: { origin } });
  expect(second.status(), await second.text()).toBe(201);
  await page.setViewportSize(DESKTOP);
  await page.reload();
  await expect(page.getByTestId("chakra-chart-summary")).toContainText("2 saved check-ins", { timeout: 15_000 });
  await expectNoSidewaysScroll(page);

  await page.goto("/dashboard");
  const history = page.getByRole("region", { name: "Reading History" });
  await expect(
    history.getByTestId("ritual-chips").filter({ hasText: "Chakra Check-in · Check-in · A Green aura with Red" }),
  ).toHaveCount(1);
  await expect(
    history.getByTestId("ritual-chips").filter({ hasText: "Chakra Check-in · Check-in · A clear, even aura" }),
  ).toHaveCount(1);

  const exported = JSON.stringify(await (await page.request.get("/api/me/export")).json());
  expect(exported).toContain('"chakra"');
  expect(exported).toContain("Slept well, long walk on Sunday.");
  expect(exported).toContain("A Green aura with Red");
  expect(consoleErrors).toEqual([]);
});

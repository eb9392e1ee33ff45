import { signContent } from "../../content/astrology";
import { expect, test, expectNoSeriousAxeViolations, holdRequests } from "./fixtures";

/**
 * The moon page as a visitor in New York sees it at 10:00 on 3 March 2026, the morning of a full moon
 * (11:38 UTC, 06:38 local). Everything dated is computed in the browser from its clock and zone.
 */
test.use({ timezoneId: "America/New_York" });

test.beforeEach(async ({ page }) => {
  await page.clock.setFixedTime(new Date("2026-03-03T15:00:00Z"));
});

/**
 * The module that computes the Moon (astronomy-engine), which the page loads after it shows: `moon-<hash>.js`,
 * not the page's own chunks (`moon-phases-…`, `moon-format-…`).
 */
const isMoonModule = (url: URL) => /^\/assets\/moon-[\w-]{8}\.js$/.test(url.pathname);

test("tonight's moon, the phases ahead and the month, for the visitor's zone and day @phone", async ({
  page,
  consoleErrors,
}) => {
  await page.goto("/moon-phases");
  await expect(page.getByRole("heading", { level: 1, name: "Moon Phase Tracker" })).toBeVisible();

  const tonight = page.getByRole("region", { name: "Tonight's moon" });
  const details = tonight.getByTestId("tonight-details");
  await expect(details).toContainText("Full Moon");
  const illumination = await details.locator("dt", { hasText: "Illumination" }).locator("+ dd").innerText();
  expect(Number.parseInt(illumination, 10)).toBeGreaterThanOrEqual(98);
  await expect(details.locator("dt", { hasText: "Moon age" }).locator("+ dd")).toHaveText(/^1[45]\.\d days$/);
  await expect(tonight.getByRole("img", { name: /^Full Moon, (98|99|100)% lit$/ })).toBeVisible();
  await expect(details.getByRole("heading", { name: "Moon in Virgo" })).toBeVisible();
  await expect(details).toContainText(signContent("virgo").moonIn);
  await expect(details).toContainText("Times shown for America/New_York");

  // The next principal phases, in New York's time: the full moon this morning, then, after the clocks
  // go forward on 8 March, the last quarter in summer time.
  const rows = page.getByRole("region", { name: "Next phases" }).getByTestId("next-phase");
  await expect(rows.first()).toContainText("Full Moon");
  await expect(rows.first()).toContainText("Tue, Mar 3");
  await expect(rows.first()).toContainText("6:38 AM EST");
  await expect(rows.nth(1)).toContainText(/Last Quarter\s*Wed, Mar 11\s*5:39 AM EDT/);
  expect(await rows.count()).toBeGreaterThanOrEqual(12);

  // The month: today is the full moon, marked; the buttons step through the months and back.
  const month = page.getByRole("region", { name: "This month" });
  const calendar = month.getByRole("table");
  await expect(calendar.locator("caption")).toHaveText("March 2026");
  const today = calendar.locator('td[aria-current="date"]');
  await expect(today).toHaveCount(1);
  await expect(today).toHaveAccessibleName("Tuesday, March 3: Full Moon, today");
  await expect(today).toContainText("Full");
  await expect(calendar.getByRole("cell", { name: "Wednesday, March 11: Last Quarter" })).toBeVisible();

  await month.getByRole("button", { name: "Next month" }).click();
  await expect(calendar.locator("caption")).toHaveText("April 2026");
  await expect(calendar.locator('td[aria-current="date"]')).toHaveCount(0);
  await expect(calendar.getByRole("cell", { name: "Wednesday, April 1: Full Moon" })).toBeVisible();
  await month.getByRole("button", { name: "Previous month" }).click();
  await month.getByRole("button", { name: "Previous month" }).click();
  await expect(calendar.locator("caption")).toHaveText("February 2026");
  await expect(calendar.getByRole("cell", { name: "Tuesday, February 17: New Moon" })).toBeVisible();
  await month.getByRole("button", { name: "Back to this month" }).click();
  await expect(calendar.locator("caption")).toHaveText("March 2026");
  await expect(calendar.locator('td[aria-current="date"]')).toHaveAccessibleName(/March 3: Full Moon, today/);

  // The eight phases' words, and the call to a free account for a visitor.
  const phases = page.getByRole("region", { name: "The eight phases" });
  await expect(phases.getByRole("heading", { level: 3 })).toHaveText([
    "New Moon",
    "Waxing Crescent",
    "First Quarter",
    "Waxing Gibbous",
    "Full Moon",
    "Waning Gibbous",
    "Last Quarter",
    "Waning Crescent",
  ]);
  await expect(phases.getByRole("article", { name: "Full Moon" }).getByRole("listitem").first()).toBeVisible();
  await expect(page.getByTestId("sign-up-call")).toContainText("Take your question to the oracles");

  await expectNoSeriousAxeViolations(page);
  expect(consoleErrors).toEqual([]);
});

test("the prerendered page names no date, and holds its frames still while the sky is computed @phone", async ({
  page,
}) => {
  const html = await (await page.request.get("/moon-phases")).text();
  expect(html).toContain("Moon Phase Tracker");
  expect(html).toContain("Waxing Crescent");
  // The footer's copyright line is the site's, not this page's; everything else must name no year.
  const withoutFooter = html.replace(/<footer[\s\S]*?<\/footer>/, "");
  expect(withoutFooter).not.toContain("2026");
  expect(withoutFooter).not.toMatch(/Mar(ch)? 3/);

  // Hold back the Moon's module: the page shows its placeholders, then the Moon, at the same size.
  const release = await holdRequests(page, isMoonModule);
  await page.goto("/moon-phases");
  const tonight = page.getByRole("region", { name: "Tonight's moon" });
  await expect(tonight.getByRole("status")).toHaveText("Reading the sky for your time zone…");
  const calendar = page.getByRole("region", { name: "This month" }).locator(".card");
  const before = { tonight: await tonight.locator(".card").boundingBox(), calendar: await calendar.boundingBox() };
  release();
  await expect(tonight.getByTestId("tonight-details")).toContainText("Full Moon");
  await expect(page.getByRole("region", { name: "This month" }).locator("caption")).toHaveText("March 2026");
  const after = { tonight: await tonight.locator(".card").boundingBox(), calendar: await calendar.boundingBox() };
  expect(Math.abs(after.tonight!.height - before.tonight!.height)).toBeLessThanOrEqual(1);
  expect(Math.abs(after.calendar!.height - before.calendar!.height)).toBeLessThanOrEqual(1);
});

import { expect, expectNoSeriousAxeViolations, test } from "./fixtures";

test("a sign's week is in the page's HTML, then drawn by the app at a phone's width, axe-clean", async ({
  page,
  consoleErrors,
}) => {
  // What a search engine or a link preview reads: no scripts run.
  const raw = await page.request.get("/weekly/aries");
  expect(raw.status()).toBe(200);
  const html = await raw.text();
  expect(html).toMatch(/<title>Aries: the week of [^<]+ · Mystic Dice<\/title>/);
  expect(html).toContain('property="og:description"');
  expect(html).toMatch(/<article id="weekly-static"[^>]*><h1>Aries: the week of/);
  expect(html).toContain("Tradition, not prediction");
  expect((await page.request.get("/weekly/ophiuchus")).status()).toBe(404);
  const sitemap = await (await page.request.get("/sitemap.xml")).text();
  expect(sitemap).toContain("/weekly/pisces</loc>");

  await page.setViewportSize({ width: 360, height: 780 });
  await page.goto("/weekly/aries");
  await expect(page.getByRole("heading", { level: 1, name: /^Aries: the week of/ })).toBeVisible({ timeout: 15_000 });
  await expect(page.locator("#weekly-static")).toHaveCount(0);
  await expect(page).toHaveTitle(/^Aries: the week of .+ · Mystic Dice$/);
  await expect(page.getByText("Tradition, not prediction")).toBeVisible();
  const widths = await page.evaluate(() => [document.documentElement.scrollWidth, window.innerWidth]);
  expect(widths[0]).toBeLessThanOrEqual(widths[1]!);
  await expectNoSeriousAxeViolations(page);

  await page.getByRole("link", { name: "The week before" }).click();
  await expect(page).toHaveURL(/\/weekly\/aries\/\d{4}-W\d{2}$/);
  await expect(page.getByRole("heading", { level: 1, name: /^Aries: the week of/ })).toBeVisible();
  await page.getByRole("link", { name: "Pisces" }).click();
  await expect(page.getByRole("heading", { level: 1, name: /^Pisces: the week of/ })).toBeVisible();
  await expect(page).toHaveTitle(/^Pisces: the week of .+ · Mystic Dice$/);
  expect(consoleErrors).toEqual([]);
});

import type { Locator, Page } from "@playwright/test";
import { expect, signUpViaApi, test } from "./fixtures";

/**
 * What floats over the page hides nothing a seeker needs: the chat guide's button (bottom right) and the
 * reconnect banner (1.5 s on every load later in the session), on a phone and on a desktop.
 */

interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

const overlaps = (a: Box, b: Box) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

/** The boxes of the words inside an element, line by line, as the viewport shows them. */
function wordBoxes(locator: Locator): Promise<Box[]> {
  return locator.evaluate((element) => {
    const boxes: Box[] = [];
    const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
    while (walker.nextNode()) {
      if (!walker.currentNode.textContent?.trim()) continue;
      const range = document.createRange();
      range.selectNodeContents(walker.currentNode);
      for (const rect of range.getClientRects()) {
        if (rect.width > 0) boxes.push({ x: rect.x, y: rect.y, width: rect.width, height: rect.height });
      }
    }
    return boxes;
  });
}

const chatButton = (page: Page) => page.getByRole("button", { name: "Open the oracle guide" });

async function expectClearOfChatButton(page: Page, words: Locator) {
  const button = (await chatButton(page).boundingBox())!;
  const covered = (await wordBoxes(words)).filter((box) => overlaps(box, button));
  expect(covered, `words under the chat button at ${JSON.stringify(button)}`).toEqual([]);
}

/** Three readings through the API: the free plan's day is used up. */
async function useTodaysReadings(page: Page) {
  for (let cast = 0; cast < 3; cast++) {
    expect((await page.request.post("/api/casts", { data: { situation: "guidance" } })).status()).toBe(201);
  }
}

for (const viewport of [
  { width: 390, height: 844 },
  { width: 1440, height: 900 },
]) {
  test.describe(`at ${viewport.width} px`, () => {
    test.use({ viewport });

    test("the reconnect banner shows its 1.5 s over neither the header nor the chat button", async ({ page }) => {
      await page.goto("/about");
      // The app has run (the chat button is in the prerendered page already).
      await expect.poll(() => page.evaluate(() => sessionStorage.getItem("hasVisited"))).toBe("true");
      // Later in the session every load says it is reconnecting, for 1.5 s from when the page is ready.
      await page.reload({ waitUntil: "commit" });
      const banner = page.getByRole("status").filter({ hasText: "Reconnecting your session… Welcome back!" });
      await expect(banner).toBeVisible();
      const [bannerBox, headerBox, buttonBox] = await Promise.all([
        banner.boundingBox(),
        page.getByRole("banner").boundingBox(),
        chatButton(page).boundingBox(),
      ]);
      expect(
        overlaps(bannerBox!, headerBox!),
        `banner ${JSON.stringify(bannerBox)}, header ${JSON.stringify(headerBox)}`,
      ).toBe(false);
      expect(
        overlaps(bannerBox!, buttonBox!),
        `banner ${JSON.stringify(bannerBox)}, button ${JSON.stringify(buttonBox)}`,
      ).toBe(false);
      await expect(banner).toBeHidden({ timeout: 5_000 });
    });

    test("the last line of a long page clears the chat button at the end of the page", async ({ page }) => {
      await page.goto("/privacy-policy");
      await expect(chatButton(page)).toBeVisible();
      // The operator's contact details come after the page has loaded, and lengthen it: the end is after them.
      await expect(page.getByTestId("support-details")).toBeVisible();
      await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
      await expect
        .poll(() => page.evaluate(() => Math.ceil(window.scrollY + window.innerHeight)))
        .toBeGreaterThanOrEqual(await page.evaluate(() => document.documentElement.scrollHeight));
      await expectClearOfChatButton(page, page.locator("footer p").last());
    });

    test("the daily-cap message is never under the chat button, as the page shows it or scrolled to the screen's end", async ({
      page,
    }) => {
      await page.goto("/pricing");
      await signUpViaApi(page);
      await useTodaysReadings(page);

      await page.goto("/dice-divination");
      const notice = page.locator("#daily-cap-reached");
      await expect(notice).toBeVisible();
      await expect(chatButton(page)).toBeVisible();
      await expectClearOfChatButton(page, notice);
      // Brought to the bottom edge of the screen (as focus, a link or the page does), it rests clear too.
      await notice.evaluate((element) => element.scrollIntoView({ block: "end" }));
      await expectClearOfChatButton(page, notice);

      await page.goto("/dashboard");
      const dashboardNotice = page.locator("#daily-exhausted");
      await expect(dashboardNotice).toBeVisible();
      await expectClearOfChatButton(page, dashboardNotice);
      await dashboardNotice.evaluate((element) => element.scrollIntoView({ block: "end" }));
      await expectClearOfChatButton(page, dashboardNotice);
    });
  });
}

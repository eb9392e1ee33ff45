import { randomUUID } from "node:crypto";
import AxeBuilder from "@axe-core/playwright";
import { expect, test as base, type Page } from "@playwright/test";
import { baseURL, MAILBOX_KEY } from "../../playwright.config";

export { expect };

export const PASSWORD = "starlight-and-dust";

export function newEmail(prefix = "seeker"): string {
  return `${prefix}-${randomUUID().slice(0, 8)}@example.com`;
}

/** Signs up through the app's own API in the page's context, so the browser holds the session cookie. */
export async function signUpViaApi(page: Page, email = newEmail()): Promise<string> {
  // Sent as the page would: once the site has set a cookie, better-auth wants the Origin with it.
  const origin = page.url().startsWith("http") ? new URL(page.url()).origin : baseURL;
  const response = await page.request.post("/api/auth/sign-up/email", {
    data: { email, password: PASSWORD, name: email.split("@")[0] },
    headers: { origin },
  });
  expect(response.status(), await response.text()).toBe(200);
  return email;
}

/**
 * `page` has the disclaimer already accepted in its session (journeys about the gate use `freshPage`),
 * and `consoleErrors` collects console errors and uncaught exceptions for a journey to assert on.
 */
export const test = base.extend<{ consoleErrors: string[]; freshPage: Page }>({
  page: async ({ page, context }, use) => {
    // On the context, so every tab the test opens has accepted the disclaimer too.
    await context.addInitScript(() => window.sessionStorage.setItem("disclaimerAccepted", "true"));
    // A Content Security Policy violation is an error a journey should see, even one a script caught.
    await context.addInitScript(() =>
      document.addEventListener("securitypolicyviolation", (event) =>
        console.error(`CSP violation: ${event.violatedDirective} ${event.blockedURI} in ${event.sourceFile}`),
      ),
    );
    await use(page);
  },
  freshPage: async ({ browser }, use) => {
    const context = await browser.newContext();
    const page = await context.newPage();
    await use(page);
    await context.close();
  },
  consoleErrors: async ({ page }, use) => {
    const errors: string[] = [];
    page.on("console", (message) => {
      if (message.type() === "error") errors.push(message.text());
    });
    page.on("pageerror", (error) => errors.push(error.message));
    await use(errors);
  },
});

/** On a phone the header links live in the menu: open it first (it closes on every navigation). */
export async function openMenuOnPhone(page: Page): Promise<void> {
  const isPhone = (page.viewportSize()?.width ?? 1280) < 768;
  if (isPhone && (await page.getByRole("button", { name: "Open menu" }).isVisible())) {
    await page.getByRole("button", { name: "Open menu" }).click();
  }
}

/**
 * Opens the local mailbox (/dev/mailbox: no SMTP is configured in these runs) with its key, as the
 * address printed at start does, finds the newest mail to the address whose subject matches, and follows
 * its link whose address contains `linkPart`, as a newcomer would.
 */
export async function followMailedLink(page: Page, to: string, subject: RegExp, linkPart: string): Promise<void> {
  await expect(async () => {
    await page.goto(`/dev/mailbox?key=${MAILBOX_KEY}`);
    const mail = page.getByRole("article").filter({ hasText: to }).filter({ hasText: subject }).first();
    await expect(mail).toBeVisible({ timeout: 1_000 });
  }).toPass({ timeout: 10_000 });
  const mail = page.getByRole("article").filter({ hasText: to }).filter({ hasText: subject }).first();
  await mail.locator(`a[href*="${linkPart}"]`).first().click();
}

/**
 * Follows the newest sign-in link mailed to the address: it opens the confirmation page, whose button
 * signs in (following the link alone signs nobody in).
 */
export async function followMailedSignInLink(page: Page, to: string): Promise<void> {
  await followMailedLink(page, to, /sign-in link/, "/sign-in/link?token=");
  await expect(page.getByRole("heading", { name: "Continue Signing In" })).toBeVisible();
  await page.getByRole("button", { name: "Continue signing in" }).click();
}

/** The browser's today, `years` years back (YYYY-MM-DD; a 29 February becomes the 28th). */
export async function dayYearsAgo(page: Page, years: number): Promise<string> {
  const today = await page.evaluate(() => new Date().toLocaleDateString("en-CA"));
  return `${Number(today.slice(0, 4)) - years}${today.slice(4)}`.replace("-02-29", "-02-28");
}

/**
 * Fails on any serious or critical WCAG 2.1 A/AA violation axe finds on the page as it stands; with `soft`,
 * records the failure (under `label`) and lets the journey go on to check more pages.
 */
export async function expectNoSeriousAxeViolations(
  page: Page,
  { soft = false, label = "" }: { soft?: boolean; label?: string } = {},
): Promise<void> {
  // axe.run in the page itself ("legacy mode") rather than axe.runPartial in each frame and axe.finishRun in a
  // blank page the builder opens for every check: that page cost as much as the check (on a 2-core machine
  // about 2.2 CPU-seconds a check against 1.1, with the same findings). Only cross-origin frames would go
  // unchecked, and the app has none (its pages embed no frames, and refuse to be framed).
  const results = await new AxeBuilder({ page })
    .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"])
    .setLegacyMode()
    .analyze();
  const serious = results.violations.filter(
    (violation) => violation.impact === "serious" || violation.impact === "critical",
  );
  const found = serious.map(
    (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(" ")).join(", ")}`,
  );
  (soft ? expect.soft : expect)(found, `serious axe violations ${label}`.trim()).toEqual([]);
}

/** The document is no wider than the viewport (tests/e2e/no-sideways-scroll.spec.ts measures every route). */
export async function expectNoSidewaysScroll(page: Page) {
  const { scrollWidth, innerWidth } = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    innerWidth: window.innerWidth,
  }));
  expect(scrollWidth).toBeLessThanOrEqual(innerWidth);
}

/**
 * Sums the page's layout shifts that no input caused (what Lighthouse counts as cumulative layout shift),
 * from the next page load on; the returned function reads the sum so far and, to tell what moved, each
 * shift's elements with where they stood and went.
 */
export async function recordLayoutShifts(page: Page): Promise<() => Promise<{ total: number; moves: string }>> {
  interface Shift {
    value: number;
    hadRecentInput: boolean;
    sources: { node?: Element; previousRect: DOMRect; currentRect: DOMRect }[];
  }
  await page.addInitScript(() => {
    const record = window as unknown as { layoutShift: { total: number; moves: string[] } };
    record.layoutShift = { total: 0, moves: [] };
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as unknown as Shift[]) {
        if (entry.hadRecentInput) continue;
        record.layoutShift.total += entry.value;
        for (const { node, previousRect, currentRect } of entry.sources)
          record.layoutShift.moves.push(
            `${entry.value.toFixed(4)} ${node?.nodeName}.${node?.className} y ${previousRect.y} → ${currentRect.y}, height ${previousRect.height} → ${currentRect.height}`,
          );
      }
    }).observe({ type: "layout-shift", buffered: true });
  });
  return () =>
    page.evaluate(() => {
      const { total, moves } = (window as unknown as { layoutShift: { total: number; moves: string[] } }).layoutShift;
      return { total, moves: moves.join("\n") };
    });
}

/** Holds every request matching `url` until the returned function is called (a slow answer, on cue). */
export async function holdRequests(page: Page, url: Parameters<Page["route"]>[0]): Promise<() => void> {
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(url, async (route) => {
    await held;
    await route.continue();
  });
  return release;
}

/** Waits until the page has painted what it shows now (two animation frames, web fonts in). */
export async function painted(page: Page): Promise<void> {
  await page.evaluate(() =>
    document.fonts.ready.then(
      () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
    ),
  );
}

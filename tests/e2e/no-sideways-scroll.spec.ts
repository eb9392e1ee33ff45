import type { Page } from "@playwright/test";
import { blogSlugs } from "../../content/blog/posts";
import { HEXAGRAM_LIBRARY_PATHS } from "../../src/shared/iching/paths";
import {
  ANGEL_NUMBER_PATHS,
  CLIENT_ONLY_PATHS,
  DREAM_SYMBOL_PATHS,
  LIBRARY_PATHS,
  listPrerenderedPaths,
} from "../../src/shared/site-routes";
import { expect, signUpViaApi, test } from "./fixtures";

/**
 * No page may scroll sideways on a phone: at 360 and 390 px wide the document must be no wider than the
 * viewport, on every route, signed out and signed in. One page visits every route in turn and measures
 * it at each width (the viewport resized in place, so a route loads once); a failure names the width and
 * the elements whose right edge passes the viewport's.
 */

const WIDTHS = [360, 390] as const;

/**
 * The library's 104 pages share two layouts: its indexes and a sample of cards and runes with the
 * longest names and keywords stand for the rest (tests/e2e/library.spec.ts visits every one).
 */
const LIBRARY_SAMPLE = [
  "/tarot/cards",
  "/tarot/cards/the-high-priestess",
  "/tarot/cards/knight-of-pentacles",
  "/runes/library",
  "/runes/thurisaz",
  "/runes/dagaz",
  // The 64 angel numbers share one layout: the widest mark stands for them.
  "/angel-numbers/12-21",
  // The 64 hexagrams share one layout too: the index and the longest name stand for them.
  "/ancient-texts/hexagrams",
  "/ancient-texts/hexagrams/36-darkening-of-the-light",
  // The dream dictionary's index and two of its 150 symbols (one page design).
  "/dream-analysis/symbols",
  "/dream-analysis/symbols/teeth",
  "/dream-analysis/symbols/frozen-in-place",
];
/**
 * Every prerendered page (static pages, blog posts, the tools, the signed-in shells, /test, the library's
 * sample), plus the 404 pages.
 */
const PUBLIC_PATHS = [
  ...listPrerenderedPaths(blogSlugs).filter(
    (path) =>
      !LIBRARY_PATHS.includes(path) &&
      !ANGEL_NUMBER_PATHS.includes(path) &&
      !HEXAGRAM_LIBRARY_PATHS.includes(path) &&
      !DREAM_SYMBOL_PATHS.includes(path),
  ),
  ...LIBRARY_SAMPLE,
  "/tarot/cards/no-such-card",
  "/blog/no-such-post",
  "/no-such-page",
];

interface Overflow {
  scrollWidth: number;
  innerWidth: number;
  offenders: string[];
}

/** The document's width against the viewport's, and the deepest elements that stick out on the right. */
function measureOverflow(page: Page): Promise<Overflow> {
  return page.evaluate(() => {
    const innerWidth = window.innerWidth;
    const describe = (element: Element) => {
      const id = element.id ? `#${element.id}` : "";
      const classes = typeof element.className === "string" && element.className ? `.${element.className}` : "";
      const text = (element.textContent ?? "").trim().replace(/\s+/g, " ").slice(0, 40);
      const right = Math.round(element.getBoundingClientRect().right);
      return `<${element.tagName.toLowerCase()}${id}${classes.replace(/\s+/g, ".").slice(0, 120)}> right=${right}px "${text}"`;
    };
    const sticksOut = (element: Element) => element.getBoundingClientRect().right > innerWidth + 0.5;
    /** Inside a scroll container of its own (overflow-x auto/scroll/hidden/clip), an element cannot widen the page. */
    const isClipped = (element: Element) => {
      for (let parent = element.parentElement; parent && parent !== document.body; parent = parent.parentElement) {
        const overflowX = getComputedStyle(parent).overflowX;
        if (overflowX !== "visible" && parent.getBoundingClientRect().right <= innerWidth + 0.5) return true;
      }
      return false;
    };
    const candidates = [...document.body.querySelectorAll("*")].filter(
      (element) => sticksOut(element) && !isClipped(element),
    );
    // Report the outermost offenders (an element whose parent does not stick out), the ones to fix.
    const roots = candidates.filter((element) => !element.parentElement || !sticksOut(element.parentElement));
    return {
      scrollWidth: document.documentElement.scrollWidth,
      innerWidth,
      offenders: (roots.length > 0 ? roots : candidates).slice(0, 8).map(describe),
    };
  });
}

async function settle(page: Page) {
  await expect(page.getByRole("heading", { level: 1 }).first()).toBeVisible();
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
}

async function checkPaths(page: Page, paths: readonly string[]): Promise<string[]> {
  const failures: string[] = [];
  for (const path of paths) {
    await page.goto(path);
    await settle(page);
    failures.push(...(await measureAtEveryWidth(page, path)));
  }
  return failures;
}

/** Measures the page as it stands at each width, ending at the first width again for the next step. */
async function measureAtEveryWidth(page: Page, label: string): Promise<string[]> {
  const failures: string[] = [];
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 800 });
    // One frame for the layout at the new width.
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
    failures.push(...(await describeFailure(page, `${label} at ${width} px`)));
  }
  await page.setViewportSize({ width: WIDTHS[0], height: 800 });
  return failures;
}

async function describeFailure(page: Page, label: string): Promise<string[]> {
  const { scrollWidth, innerWidth, offenders } = await measureOverflow(page);
  // On an emulated phone the layout viewport widens to fit the page, so innerWidth alone would hide it.
  const width = Math.min(innerWidth, page.viewportSize()?.width ?? innerWidth);
  if (scrollWidth <= width) return [];
  return [`${label}: scrollWidth ${scrollWidth} > innerWidth ${width}\n    ${offenders.join("\n    ")}`];
}

test.describe(`at ${WIDTHS.join(" and ")} px`, () => {
  test.use({ viewport: { width: WIDTHS[0], height: 800 } });

  // Signed out, every page in two halves, one for each browser of the run: a sweep of all of them took
  // about 50 s when idle and over two minutes on a busy machine.
  // The pages reached from a mailed link render without a valid token too.
  const signedOut = [...PUBLIC_PATHS, ...CLIENT_ONLY_PATHS];
  const half = Math.ceil(signedOut.length / 2);
  for (const [part, paths] of [signedOut.slice(0, half), signedOut.slice(half)].entries()) {
    test(`no page scrolls sideways, signed out (part ${part + 1} of 2: ${paths[0]} to ${paths.at(-1)})`, async ({
      page,
    }) => {
      test.setTimeout(120_000);
      const failures = await checkPaths(page, paths);
      expect(failures, failures.join("\n")).toEqual([]);
    });
  }

  test(`no page scrolls sideways, signed in (with a cast on the Dice Oracle)`, async ({ page }) => {
    // Every prerendered page (the dashboard's shell among them) at two widths: about a minute when idle,
    // twice that on a busy machine.
    test.setTimeout(240_000);
    await signUpViaApi(page);
    const failures = await checkPaths(page, PUBLIC_PATHS);

    // The sweep measured the Dice Oracle as it opens (a prerendered shell, no situation yet); then with a
    // situation chosen and after a cast.
    await page.goto("/dice-divination");
    await settle(page);
    await page.getByRole("button", { name: "Relationships" }).click();
    failures.push(...(await measureAtEveryWidth(page, "/dice-divination (Relationships)")));
    await page.getByRole("button", { name: "Cast the Mystical Dice" }).click();
    await expect(page.getByTestId("reading-panel")).toBeVisible({ timeout: 10_000 });
    failures.push(...(await measureAtEveryWidth(page, "/dice-divination (after a cast)")));

    expect(failures, failures.join("\n")).toEqual([]);
  });
});

import { readFile } from "node:fs/promises";
import path from "node:path";
import { expect, test } from "@playwright/test";
import { firstLoadScripts, gzippedKb } from "../../scripts/first-load";
import { budgetProblems, measurePageTypes, SLACK_KB, type PageTypeSize } from "../../scripts/page-budgets";

const BUILD_DIR = path.resolve("build/client");

/**
 * What the home page loads before it is interactive: the entry script and every module it preloads,
 * gzipped, and its stylesheets. The target is 130 KB of JavaScript (the React, React DOM and React
 * Router floor alone is about 110 KB); the budget is a ratchet at the current size, so CI fails on any
 * growth, and it may never be raised past the target. Every page of the app adds its entry to the route
 * manifest the first load carries (My Timeline's: 0.11 KB, 128.99 → 129.12 KB); the ratchet moved with it,
 * and again for the disclaimer gate painted with the page (decision 035: its unknown state and the head's
 * inline script, 129.14 → 129.43 KB), for Your Cycles' page (its manifest entry and catalogue words,
 * 129.44 → 129.58 KB), for the I Ching's page and its library (one route for the index and the 64
 * hexagrams; the coming-soon entry it replaces is gone), and for the Dream Journal's three pages in place
 * of its Coming Soon page (the journal, and its dictionary's index and symbols in one route). With all four
 * (their pages and libraries, 7 routes), 129.95 KB. Then bytes came out: the sign-in link pages and the
 * newsletter pages as one route each (129.86 KB), and the footer loaded after the first scripts (its HTML
 * is prerendered; 128.33 KB). The Chakra Check-in, the Energy Map, Animal Archetypes and Past-Life Tales,
 * each a page of its own: 128.55 KB. The Decision Compass's page in place of its Coming Soon entry: 128.61 KB.
 * The weekly sky's page (one route for /weekly/<sign> and its weeks): 128.65 KB. Intuition Calibration in
 * place of the last Coming Soon page (its manifest entry and catalogue words), that page gone: 128.69 KB.
 * The dashboard prerendered as a shell (the list of signed-in shells among the site's paths): 128.74 KB.
 * The weekly reports' page (one route for /reports and a report's week): 128.82 KB. The time-zone cookie
 * written at the first interaction instead of at start, and the modal's return to its top at the next frame
 * (both to spare the first paint's main thread): 128.90 KB. The page title's one form (`pageTitle`), which
 * the weekly page now also gives the week it draws: 128.91 KB. A result's focus hook, in a chunk of its own
 * that four pages' manifest entries name, 128.93 KB; then React Router's production build in the browser
 * instead of its development build (the same code without the development warnings): 128.35 KB. Forms'
 * Zod schemas in modules of their own, loaded at first use, and the oracle pages' art as the library's
 * files (the route manifest names fewer chunks): 127.99 KB. The guide conversation checking its question
 * with the chat's schema module rather than a copy of it (one chunk renamed in the manifest): 128.00 KB.
 * The weekly reports' page reading the seeker's plan before it asks for their reports (two more chunks
 * named in its manifest entry, the profile's query and the plans' rules): 128.02 KB. The dashboard's and
 * the oracles' parts below the first screen or after a reading in chunks of their own, and the date
 * formatters made once (the route manifest's entries name fewer chunks): 127.89 KB. Time zones checked
 * with those kept formatters (one more chunk named in the manifest): 127.90 KB. The footer's Subscribe
 * waiting until its form has come alive (the hydration hook named with the footer's chunk): 127.93 KB.
 * Where the bytes go is measured in docs/decisions/024-performance-round-two.md ('First load and first paint').
 */
const JS_BUDGET_KB = 127.93;
const JS_TARGET_KB = 130;
const CSS_BUDGET_KB = 25;

test("the home page's first JavaScript and CSS stay within budget", async () => {
  const html = await readFile(path.join(BUILD_DIR, "index.html"), "utf8");
  const scripts = firstLoadScripts(html);
  const styles = [...html.matchAll(/<link rel="stylesheet" href="([^"]+)"/g)].map((match) => match[1]!);
  expect(scripts.length).toBeGreaterThan(3);
  expect(styles.length).toBeGreaterThan(0);

  let jsKb = 0;
  for (const script of scripts) jsKb += gzippedKb(BUILD_DIR, script);
  let cssKb = 0;
  for (const style of styles) cssKb += gzippedKb(BUILD_DIR, style);
  console.log(
    `home page: ${jsKb.toFixed(2)} KB JavaScript (target ${JS_TARGET_KB}), ${cssKb.toFixed(1)} KB CSS, gzipped`,
  );
  expect(JS_BUDGET_KB).toBeLessThanOrEqual(JS_TARGET_KB);
  expect(jsKb).toBeLessThanOrEqual(JS_BUDGET_KB);
  expect(cssKb).toBeLessThanOrEqual(CSS_BUDGET_KB);
});

test("every built page fetches its stylesheet before its scripts", async () => {
  const pages = ["index.html", "tarot/cards/the-high-priestess/index.html", "__spa-fallback.html"];
  for (const page of pages) {
    const html = await readFile(path.join(BUILD_DIR, page), "utf8");
    const preloads = [...html.matchAll(/<link rel="modulepreload"[^>]*>/g)].map((match) => match[0]);
    expect(preloads.length, page).toBeGreaterThan(3);
    for (const preload of preloads) expect(preload, page).toContain('fetchpriority="low"');
    expect(html, page).toMatch(/<link rel="stylesheet" href="\/assets\/[^"]+\.css"/);
  }
});

test("a visitor's first load carries no query library", async () => {
  // Messages of TanStack Query's provider hook and query core, which minifying keeps.
  const querySigns = ["No QueryClient set", "Missing queryFn"];
  for (const page of ["index.html", "about/index.html", "tarot/cards/the-high-priestess/index.html"]) {
    const scripts = firstLoadScripts(await readFile(path.join(BUILD_DIR, page), "utf8"));
    expect(scripts.length, page).toBeGreaterThan(3);
    for (const script of scripts) {
      const code = await readFile(path.join(BUILD_DIR, script), "utf8");
      for (const sign of querySigns) expect(code.includes(sign), `${page}: ${script} has "${sign}"`).toBe(false);
    }
  }
});

test("every built page asks for its first fonts with its stylesheet, not after it", async () => {
  for (const page of [
    "index.html",
    "about/index.html",
    "tarot/cards/the-high-priestess/index.html",
    "__spa-fallback.html",
  ]) {
    const html = await readFile(path.join(BUILD_DIR, page), "utf8");
    const fonts = [...html.matchAll(/<link rel="preload" href="\/assets\/([^"]+\.woff2)" as="font"[^>]*>/g)];
    expect(fonts.map((match) => match[1]!.replace(/-[\w-]{8}\.woff2$/, "")).sort(), page).toEqual([
      "cinzel-latin-400-normal",
      "cinzel-latin-700-normal",
      "inter-latin-wght-normal",
    ]);
    for (const font of fonts) {
      expect(font[0], page).toContain('crossorigin=""');
      expect(html.indexOf(font[0]), page).toBeLessThan(html.indexOf('<link rel="stylesheet"'));
    }
  }
});

test("every page type's first load is held to its recorded budget, and a page that grows past it is named", async () => {
  const budgets = JSON.parse(await readFile(path.resolve("scripts/page-budgets.json"), "utf8")) as Record<
    string,
    number
  >;
  const measured = measurePageTypes(BUILD_DIR);
  // The 78 card pages are one type; the home page is its own, at the size the test above measures.
  expect(measured["routes/tarot-card"]!.pages).toBe(78);
  expect(measured["routes/home"]!.kb).toBeCloseTo(JS_BUDGET_KB, 1);
  expect(budgetProblems(measured, budgets)).toEqual([]);

  // What the build's check reports: a type past its slack, a new page with no budget, a budget left behind.
  const card = measured["routes/tarot-card"]!;
  const grown: Record<string, PageTypeSize> = {
    ...measured,
    "routes/tarot-card": { ...card, kb: budgets["routes/tarot-card"]! + SLACK_KB + 0.01 },
    "routes/new-tool": { example: "/new-tool", pages: 1, kb: 140 },
  };
  const { "routes/about": _about, ...withoutAbout } = grown;
  const problems = budgetProblems(withoutAbout, budgets);
  expect(problems).toHaveLength(3);
  expect(problems[0]).toMatch(
    /^routes\/tarot-card \(\/tarot\/cards\/[a-z-]+\): [\d.]+ KB, over its budget .* by 5\.01 KB/,
  );
  expect(problems[1]).toBe("routes/new-tool (/new-tool): 140.00 KB and no recorded budget");
  expect(problems[2]).toBe("routes/about: a recorded budget for a page type the build no longer has");
  // Growth within the slack passes.
  const withinSlack = { ...measured, "routes/tarot-card": { ...card, kb: budgets["routes/tarot-card"]! + SLACK_KB } };
  expect(budgetProblems(withinSlack, budgets)).toEqual([]);
});

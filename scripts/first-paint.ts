import { readdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";

const MODULE_PRELOAD = /<link rel="modulepreload" (?!fetchpriority=)/g;

/**
 * Every built page names its scripts in `<link rel="modulepreload">` ahead of its stylesheet, and a
 * browser fetches them at high priority, so on a slow connection the scripts share the first round
 * trips with the stylesheet and the fonts that the first paint waits for. The page is already whole
 * in its HTML (prerendered), so the scripts can wait: each preload is marked `fetchpriority="low"`.
 * They still start at once, in parallel, and hydration needs no extra round trip.
 * Returns how many pages were changed.
 */
export function lowerScriptPriority(directory: string): number {
  return eachPage(directory, (page) => page.replace(MODULE_PRELOAD, '<link rel="modulepreload" fetchpriority="low" '));
}

/**
 * The Latin fonts every page shows above the fold: the body's Inter (one variable file for every weight)
 * and Cinzel 400 (headings) and 700 (the logo). Other scripts and weights load only when a page uses them.
 */
const FIRST_FONTS = [/^inter-latin-wght-normal-[\w-]+\.woff2$/, /^cinzel-latin-[47]00-normal-[\w-]+\.woff2$/];
const STYLESHEET = /<link rel="stylesheet" /;

/**
 * The stylesheet names the fonts, so a browser asks for them only once it has the stylesheet, one more
 * round trip before the text can show in its font. Every built page asks for the first fonts itself, next
 * to its stylesheet (`<link rel="preload" as="font">`, which the stylesheet's requests then reuse). Chrome
 * fetches a preloaded font at high priority, not at the highest as a stylesheet's font, so the first
 * paint never waits for it (the fonts swap in, `font-display: swap`). Returns how many pages were changed.
 */
export function preloadFirstFonts(directory: string): number {
  const fonts = readdirSync(path.join(directory, "assets"))
    .filter((file) => FIRST_FONTS.some((pattern) => pattern.test(file)))
    .sort();
  if (fonts.length !== 3) throw new Error(`Expected the 3 first fonts in the build, found: ${fonts.join(", ")}`);
  const links = fonts
    .map((font) => `<link rel="preload" href="/assets/${font}" as="font" type="font/woff2" crossorigin=""/>`)
    .join("");
  return eachPage(directory, (page) =>
    page.includes('rel="preload" href="/assets/') ? page : page.replace(STYLESHEET, `${links}$&`),
  );
}

/** Rewrites every built page with `change`; returns how many pages it changed. */
function eachPage(directory: string, change: (page: string) => string): number {
  let changed = 0;
  for (const entry of readdirSync(directory, { withFileTypes: true })) {
    const file = path.join(directory, entry.name);
    if (entry.isDirectory()) {
      changed += eachPage(file, change);
      continue;
    }
    if (!entry.name.endsWith(".html")) continue;
    const page = readFileSync(file, "utf8");
    const changedPage = change(page);
    if (changedPage === page) continue;
    writeFileSync(file, changedPage);
    changed++;
  }
  return changed;
}

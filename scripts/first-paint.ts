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
  let changed = 0;
  for (const entry of readdirSync(directory, { withFileTypes: true })) {
    const file = path.join(directory, entry.name);
    if (entry.isDirectory()) {
      changed += lowerScriptPriority(file);
      continue;
    }
    if (!entry.name.endsWith(".html")) continue;
    const page = readFileSync(file, "utf8");
    const lowered = page.replace(MODULE_PRELOAD, '<link rel="modulepreload" fetchpriority="low" ');
    if (lowered === page) continue;
    writeFileSync(file, lowered);
    changed++;
  }
  return changed;
}

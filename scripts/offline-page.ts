import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";

/** The prerendered offline page, relative to the client build. */
const OFFLINE_PAGE = path.join("offline", "index.html");

const SCRIPT = /<script\b[^>]*>[\s\S]*?<\/script>/gi;
const MODULE_PRELOAD = /<link rel="modulepreload"[^>]*>/gi;

/**
 * Takes the scripts out of the prerendered offline page. The service worker answers it for any address it
 * has not kept, and the app, started there, would route to that address rather than the page it shows:
 * without scripts it stays the page it is, with its links and "Try Again" as plain links.
 * Returns whether the page was found.
 */
export function makeOfflinePageStatic(clientDirectory: string): boolean {
  const file = path.join(clientDirectory, OFFLINE_PAGE);
  let html: string;
  try {
    html = readFileSync(file, "utf8");
  } catch {
    return false;
  }
  writeFileSync(file, html.replace(SCRIPT, "").replace(MODULE_PRELOAD, ""));
  return true;
}

// `npx tsx scripts/make-icons.ts`: draws the app's icons (public/icons/ and public/apple-touch-icon.png)
// from the logo, public/favicon.svg, in the system Chromium. Run it again after the logo changes and
// commit the PNGs; the build copies them as they are.
import { mkdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { chromium } from "@playwright/test";

/** The page's background (the design's night-900): what shows around the logo where a launcher crops. */
const BACKGROUND = "#0b0820";

interface Icon {
  file: string;
  size: number;
  /** The logo's share of the icon's width: below 1 it sits on the background, centred. */
  scale: number;
  /** Transparent around the logo's own rounded corners, or painted edge to edge. */
  background: "transparent" | typeof BACKGROUND;
}

const ICONS: Icon[] = [
  { file: "icons/icon-192.png", size: 192, scale: 1, background: "transparent" },
  { file: "icons/icon-512.png", size: 512, scale: 1, background: "transparent" },
  // A maskable icon keeps what matters within the central circle of 80% (the launcher's safe zone).
  { file: "icons/icon-maskable-512.png", size: 512, scale: 0.72, background: BACKGROUND },
  // iOS paints transparency black and rounds the corners itself.
  { file: "apple-touch-icon.png", size: 180, scale: 0.86, background: BACKGROUND },
];

const publicDir = path.resolve("public");
const logo = readFileSync(path.join(publicDir, "favicon.svg"), "utf8");

const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium" });
try {
  for (const icon of ICONS) {
    const page = await browser.newPage({ viewport: { width: icon.size, height: icon.size }, deviceScaleFactor: 1 });
    const logoSize = Math.round(icon.size * icon.scale);
    await page.setContent(
      `<!doctype html><html><body style="margin:0;width:${icon.size}px;height:${icon.size}px;display:grid;` +
        `place-items:center;background:${icon.background}">` +
        `<div style="width:${logoSize}px;height:${logoSize}px">${logo.replace("<svg ", `<svg width="${logoSize}" height="${logoSize}" `)}</div>` +
        `</body></html>`,
    );
    const file = path.join(publicDir, icon.file);
    mkdirSync(path.dirname(file), { recursive: true });
    await page.screenshot({ path: file, omitBackground: icon.background === "transparent" });
    await page.close();
    console.log(`${icon.file}: ${icon.size}×${icon.size}`);
  }
} finally {
  await browser.close();
}

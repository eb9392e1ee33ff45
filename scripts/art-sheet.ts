// `npx tsx scripts/art-sheet.ts out.html [sheet.png [majors.png]]`: a page with the whole tarot deck and
// the 24 rune stones on the night background, to look the art over. With PNG paths, the page is also
// photographed with Chromium: the whole sheet, and six Major Arcana at twice the size.
import { writeFileSync } from "node:fs";
import path from "node:path";
import { chromium } from "@playwright/test";
import { RUNE_DECK, TAROT_DECK } from "../src/shared/draws/decks";
import { runeStoneSvg } from "../src/shared/draws/art/rune-stone-svg";
import { tarotCardSvg } from "../src/shared/draws/art/tarot-card-svg";

const [out, sheetPng, majorsPng] = process.argv.slice(2);
if (!out) {
  console.error("Usage: npx tsx scripts/art-sheet.ts out.html [sheet.png [majors.png]]");
  process.exit(1);
}

const figure = (svg: string, caption: string) => `<figure>${svg}<figcaption>${caption}</figcaption></figure>`;
const cards = TAROT_DECK.map((slug) => figure(tarotCardSvg(slug, { title: slug }), slug)).join("\n");
const reversed = ["the-tower", "three-of-cups", "queen-of-swords"]
  .map((slug) => figure(tarotCardSvg(slug, { reversed: true }), `${slug} (reversed)`))
  .join("\n");
const runes = RUNE_DECK.map((slug) => figure(runeStoneSvg(slug), slug)).join("\n");
const merkstave = ["fehu", "ansuz", "tiwaz"]
  .map((slug) => figure(runeStoneSvg(slug, { reversed: true }), `${slug} (reversed)`))
  .join("\n");
const majors = ["the-fool", "the-high-priestess", "the-lovers", "the-hermit", "the-tower", "the-world"]
  .map((slug) => figure(tarotCardSvg(slug), slug))
  .join("\n");

const html = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Mystic Dice: the deck and the stones</title>
<style>
  body { margin: 0; padding: 24px; background: #0b0820; color: #fbefd0; font: 13px Georgia, serif; }
  h2 { font-weight: normal; letter-spacing: .08em; color: #f5d98b; margin: 24px 0 12px; }
  .grid { display: grid; grid-template-columns: repeat(auto-fill, 160px); gap: 16px; }
  .runes { grid-template-columns: repeat(auto-fill, 120px); }
  .zoom { grid-template-columns: repeat(3, 300px); width: max-content; }
  figure { margin: 0; text-align: center; }
  figure svg { width: 100%; height: auto; display: block; }
  figcaption { margin-top: 4px; opacity: .7; }
</style></head><body>
<section id="majors" class="grid zoom">${majors}</section>
<h2>The tarot deck</h2><section class="grid">${cards}</section>
<h2>Reversed</h2><section class="grid">${reversed}</section>
<h2>The runes</h2><section class="grid runes">${runes}</section>
<h2>Runes reversed</h2><section class="grid runes">${merkstave}</section>
</body></html>`;
writeFileSync(out, html);
console.log(`Wrote ${out}`);

if (sheetPng) {
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium" });
  try {
    const page = await browser.newPage({ viewport: { width: 1520, height: 1000 } });
    await page.goto(`file://${path.resolve(out)}`);
    await page.screenshot({ path: sheetPng, fullPage: true });
    console.log(`Wrote ${sheetPng}`);
    if (majorsPng) {
      const zoomed = await browser.newPage({ viewport: { width: 1520, height: 1000 }, deviceScaleFactor: 2 });
      await zoomed.goto(`file://${path.resolve(out)}`);
      await zoomed.locator("#majors").screenshot({ path: majorsPng });
      console.log(`Wrote ${majorsPng}`);
    }
  } finally {
    await browser.close();
  }
}

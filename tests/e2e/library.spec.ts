import type { Page } from "@playwright/test";
import { LIBRARY_PATHS } from "../../src/shared/site-routes";
import { expect, test, expectNoSeriousAxeViolations } from "./fixtures";

/** The page's head: what a search engine and a link preview read. */
async function readHead(page: Page) {
  return page.evaluate(() => {
    const content = (selector: string) => document.head.querySelector(selector)?.getAttribute("content") ?? null;
    return {
      title: document.title,
      description: content('meta[name="description"]'),
      canonical: document.head.querySelector('link[rel="canonical"]')?.getAttribute("href") ?? null,
      ogImage: content('meta[property="og:image"]'),
      twitterImage: content('meta[name="twitter:image"]'),
      jsonLd: [...document.querySelectorAll('script[type="application/ld+json"]')].map((script) => script.textContent),
    };
  });
}

/** Fetches an OG image through the test server (its absolute URL names the build's PUBLIC_URL) and reads its PNG header. */
async function expectPng1200x630(page: Page, imageUrl: string) {
  const response = await page.request.get(new URL(imageUrl).pathname);
  expect(response.status()).toBe(200);
  expect(response.headers()["content-type"]).toBe("image/png");
  const bytes = await response.body();
  expect([...bytes.subarray(0, 8)]).toEqual([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  expect(bytes.subarray(12, 16).toString("latin1")).toBe("IHDR");
  expect([bytes.readUInt32BE(16), bytes.readUInt32BE(20)]).toEqual([1200, 630]);
}

const ENTRIES = [
  { path: "/tarot/cards/the-fool", name: "The Fool", previous: "King of Pentacles", next: "The Magician" },
  { path: "/tarot/cards/queen-of-cups", name: "Queen of Cups", previous: "Knight of Cups", next: "King of Cups" },
  { path: "/tarot/cards/ten-of-swords", name: "Ten of Swords", previous: "Nine of Swords", next: "Page of Swords" },
  { path: "/runes/fehu", name: "Fehu", previous: "Othala", next: "Uruz" },
  { path: "/runes/dagaz", name: "Dagaz", previous: "Ingwaz", next: "Othala" },
];

for (const entry of ENTRIES) {
  test(`${entry.path}: its head, its art, its neighbours, axe-clean @phone`, async ({ page, consoleErrors }) => {
    await page.goto(entry.path);
    await expect(page.getByRole("heading", { level: 1, name: entry.name })).toBeVisible();
    const head = await readHead(page);
    expect(head.title).toContain(entry.name);
    expect(head.description).toContain(entry.name);
    expect(new URL(head.canonical!).pathname).toBe(entry.path);
    expect(new URL(head.ogImage!).pathname).toMatch(/^\/og\/(tarot|runes)\/[a-z-]+\.png$/);
    expect(head.twitterImage).toBe(head.ogImage);
    expect(head.jsonLd).toHaveLength(1);
    const jsonLd = JSON.parse(head.jsonLd[0]!) as Record<string, unknown>;
    expect(jsonLd["@type"]).toBe("DefinedTerm");
    expect(jsonLd.name).toBe(entry.name);
    expect((jsonLd.inDefinedTermSet as Record<string, unknown>)["@type"]).toBe("DefinedTermSet");
    await expectPng1200x630(page, head.ogImage!);

    // The art has loaded and is drawn at a size.
    const art = page.getByRole("img", { name: entry.name }).first();
    await expect(art).toBeVisible();
    expect(await art.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0)).toBe(true);
    await expect(page.getByRole("link", { name: /draw tarot cards|cast the runes/i })).toBeVisible();
    await expectNoSeriousAxeViolations(page);

    const deckOrder = page.getByRole("navigation", { name: "Deck order" });
    await deckOrder.getByRole("link", { name: new RegExp(`Next\\s*${entry.next}`) }).click();
    await expect(page.getByRole("heading", { level: 1, name: entry.next })).toBeVisible();
    await page
      .getByRole("navigation", { name: "Deck order" })
      .getByRole("link", { name: new RegExp(`Previous\\s*${entry.name}`) })
      .click();
    await expect(page.getByRole("heading", { level: 1, name: entry.name })).toBeVisible();
    expect(new URL(page.url()).pathname).toBe(entry.path);
    expect(consoleErrors).toEqual([]);
  });
}

for (const index of [
  { path: "/tarot/cards", heading: "The 78 Tarot Cards", groups: 5, items: 78, first: "The Fool" },
  { path: "/runes/library", heading: "The 24 Runes of the Elder Futhark", groups: 3, items: 24, first: "Fehu" },
]) {
  test(`${index.path}: every item linked with its art, a CollectionPage, axe-clean @phone`, async ({
    page,
    consoleErrors,
  }) => {
    await page.goto(index.path);
    await expect(page.getByRole("heading", { level: 1, name: index.heading })).toBeVisible();
    const groups = page.locator("main section[aria-labelledby]");
    await expect(groups.getByRole("heading", { level: 2 })).toHaveCount(index.groups);
    const links = groups.locator("li a");
    await expect(links).toHaveCount(index.items);
    await expect(links.locator("img")).toHaveCount(index.items);
    const head = await readHead(page);
    expect(new URL(head.canonical!).pathname).toBe(index.path);
    const jsonLd = JSON.parse(head.jsonLd[0]!) as { "@type": string; mainEntity: { hasDefinedTerm: unknown[] } };
    expect(jsonLd["@type"]).toBe("CollectionPage");
    expect(jsonLd.mainEntity.hasDefinedTerm).toHaveLength(index.items);
    await expectPng1200x630(page, head.ogImage!);
    await expectNoSeriousAxeViolations(page);
    await links.filter({ hasText: index.first }).click();
    await expect(page.getByRole("heading", { level: 1, name: index.first })).toBeVisible();
    expect(consoleErrors).toEqual([]);
  });
}

test("all 102 library pages are in the sitemap and answer 200 with their own title", async ({ request }) => {
  const sitemap = await (await request.get("/sitemap.xml")).text();
  const listed = new Set([...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1]!).pathname));
  expect(LIBRARY_PATHS).toHaveLength(104);
  const titles = new Set<string>();
  for (const path of LIBRARY_PATHS) {
    expect(listed.has(path), path).toBe(true);
    const response = await request.get(path);
    expect(response.status(), path).toBe(200);
    const title = /<title>([^<]+)<\/title>/.exec(await response.text())?.[1];
    expect(title, path).toBeTruthy();
    titles.add(title!);
  }
  expect(titles.size).toBe(LIBRARY_PATHS.length);
});

test("an unknown card or rune is the 404 page with status 404", async ({ page }) => {
  for (const path of ["/tarot/cards/the-jester", "/runes/wyrd"]) {
    const response = await page.goto(path);
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1, name: "Page Not Found" })).toBeVisible();
  }
});

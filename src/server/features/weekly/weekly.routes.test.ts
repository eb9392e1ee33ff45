import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { listPrerenderedPaths, listSitemapPaths } from "../../../shared/site-routes";
import { createStaticSite } from "../../http/static-site";
import { skyResponseSchema } from "../../../shared/api/sky";
import { signWeekResponseSchema } from "../../../shared/api/weekly";
import { relationsToSign } from "../../../shared/weekly/sky-week";
import { createTestContext, type TestContext } from "../../testing/test-app";
import { weeklyPage } from "./weekly-page";
import { createSignWeekEditions } from "./sign-week.service";

// The free edition needs no database; one kind is enough. The clock: Sunday 29 November 2026, 07:00 UTC.
describe("GET /api/reports/weekly/{sign}", () => {
  let ctx: TestContext;
  const now = new Date("2026-11-29T07:00:00Z");
  beforeAll(async () => {
    ctx = await createTestContext("pglite", { clock: () => now });
  });
  afterAll(() => ctx.close());

  it("answers the sign's events of the week as /api/sky gives them, with the text", async () => {
    const response = await ctx.request("/api/reports/weekly/leo?week=2026-W33");
    expect(response.status).toBe(200);
    const edition = signWeekResponseSchema.parse(await response.json());
    expect(edition).toMatchObject({ sign: "leo", week: "2026-W33", from: "2026-08-10", to: "2026-08-16" });
    const sky = skyResponseSchema.parse(await (await ctx.request("/api/sky?from=2026-08-10&days=7")).json());
    const touching = sky.events.filter((event) => relationsToSign(event, "leo").length > 0);
    expect(edition.events.map(({ relation: _, ...event }) => event)).toEqual(touching);
    // The total solar eclipse in Leo of 12 August.
    expect(edition.events).toContainEqual(expect.objectContaining({ type: "solar-eclipse", relation: "in-sign" }));
    expect(edition.text).toContain("Total solar eclipse in Leo.");
    expect(edition.label).toBe("Tradition, not prediction");
  }, 90_000); // the first request of a test app warms its imports (the sky route's own test takes ~20 s)

  it("gives the week ahead on a Sunday, by the server's clock", async () => {
    const edition = signWeekResponseSchema.parse(await (await ctx.request("/api/reports/weekly/aries")).json());
    expect(edition.week).toBe("2026-W49");
  });

  it.each([
    ["/api/reports/weekly/ophiuchus", "Sign must be one of the twelve signs"],
    ["/api/reports/weekly/Aries", "Sign must be one of the twelve signs"],
    ["/api/reports/weekly/aries?week=2027-W53", "Week must be an ISO week"],
    ["/api/reports/weekly/aries?week=2026-48", "Week must be an ISO week"],
    ["/api/reports/weekly/aries?week=1899-W52", "Week must be an ISO week"],
    ["/api/reports/weekly/aries?week=2026-W48-and-more", "Week must be an ISO week"],
  ])("answers 400 with a message for %s", async (path, message) => {
    const response = await ctx.request(path);
    expect(response.status).toBe(400);
    expect(JSON.stringify(await response.json())).toContain(message);
  });
});

describe("the weekly page's HTML", () => {
  const deps = {
    clock: () => new Date("2026-11-25T12:00:00Z"),
    editions: createSignWeekEditions(),
    publicUrl: "https://mystic.example",
  };

  it("carries the week's title, description, preview tags and text, escaped", () => {
    const page = weeklyPage(deps, "/weekly/pisces")!;
    expect(page.head).toContain("<title>Pisces: the week of 23–29 Nov 2026 · Mystic Dice</title>");
    expect(page.head).toContain('<link rel="canonical" href="https://mystic.example/weekly/pisces"/>');
    expect(page.head).toContain('property="og:description"');
    expect(page.body).toContain("<h1>Pisces: the week of 23–29 Nov 2026</h1>");
    expect(page.body).toContain("Tradition, not prediction");
    expect(page.body.split("<script")[0]).not.toMatch(/[{}]/);
    expect(page.body).toContain("&#39;");
    // The edition as data for the app's first render, with nothing that could close the script early.
    const data = /<script type="application\/json" id="weekly-data">(.*)<\/script>$/.exec(page.body)![1]!;
    expect(data).not.toContain("<");
    expect(JSON.parse(data)).toMatchObject({ sign: "pisces", week: "2026-W48" });
    const earlier = weeklyPage(deps, "/weekly/pisces/2026-W01")!;
    expect(earlier.head).toContain("https://mystic.example/weekly/pisces/2026-W01");
  });

  it("is no page for an unknown sign or week", () => {
    for (const path of ["/weekly/ophiuchus", "/weekly/pisces/2027-W53", "/weekly", "/weekly/pisces/x"]) {
      expect(weeklyPage(deps, path)).toBeNull();
    }
  });
});

describe("the weekly pages on the site", () => {
  it("are in the sitemap, all twelve, and never prerendered (they are renewed each week)", () => {
    const sitemap = listSitemapPaths([]);
    const weekly = sitemap.filter((entry) => entry.startsWith("/weekly/"));
    expect(weekly).toHaveLength(12);
    expect(listPrerenderedPaths([]).some((entry) => entry.startsWith("/weekly/"))).toBe(false);
  });

  it("are served as the app's shell with the week's head tags and text, and 404 for an unknown sign", async () => {
    const dir = mkdtempSync(path.join(tmpdir(), "weekly-site-"));
    try {
      writeFileSync(
        path.join(dir, "__spa-fallback.html"),
        '<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"/></head><body><div>app</div></body></html>',
      );
      const deps = {
        clock: () => new Date("2026-11-25T12:00:00Z"),
        editions: createSignWeekEditions(),
        publicUrl: "http://x.test",
      };
      const site = createStaticSite(dir, { https: false, pageHead: async (pathname) => weeklyPage(deps, pathname) })!;
      const page = await site.request("/weekly/gemini/2026-W40");
      expect(page.status).toBe(200);
      const html = await page.text();
      expect(html).toMatch(
        /<title>Gemini: the week of .* · Mystic Dice<\/title>[^]*<\/head><body><article id="weekly-static"/,
      );
      expect(html).toContain("<div>app</div>");
      expect((await site.request("/weekly/ophiuchus")).status).toBe(404);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestContext, type TestContext } from "../testing/test-app";

describe("search-engine files", () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext("pglite");
  });
  afterAll(() => ctx.close());

  it("lists every public page in sitemap.xml", async () => {
    const response = await ctx.request("/sitemap.xml");
    expect(response.headers.get("content-type")).toMatch(/application\/xml/);
    const xml = await response.text();
    for (const path of [
      "/",
      "/about",
      "/features",
      "/services",
      "/blog",
      "/privacy-policy",
      "/terms-of-service",
      "/help-center",
      "/contact-us",
      "/fairness",
      "/pricing",
      "/legal",
      "/runes",
      "/tarot",
    ]) {
      expect(xml).toContain(`<loc>http://localhost:3000${path === "/" ? "/" : path}</loc>`);
    }
    expect(xml).toMatch(/<loc>http:\/\/localhost:3000\/blog\/[a-z0-9-]+<\/loc>/);
    expect(xml).not.toContain("/dashboard");
    expect(xml).not.toContain("/billing/");
  });

  it("points robots.txt at the sitemap", async () => {
    const text = await (await ctx.request("/robots.txt")).text();
    expect(text).toContain("Sitemap: http://localhost:3000/sitemap.xml");
    expect(text).toContain("Disallow: /api/");
    expect(text).toContain("Disallow: /billing/");
  });
});

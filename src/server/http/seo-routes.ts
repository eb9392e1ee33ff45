import { Hono } from "hono";
import { blogSlugs } from "../../../content/blog/posts";
import { listSitemapPaths } from "../../shared/site-routes";
import type { AppEnv } from "./app-env";

/** /sitemap.xml lists every public page; /robots.txt points to it and keeps crawlers out of the API. */
export function createSeoRoutes(publicUrl: string) {
  const sitemap = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...listSitemapPaths(blogSlugs).map((path) => `  <url><loc>${new URL(path, publicUrl).toString()}</loc></url>`),
    "</urlset>",
    "",
  ].join("\n");
  const robots = [
    "User-agent: *",
    "Allow: /",
    "Disallow: /api/",
    "Disallow: /dashboard",
    "Disallow: /billing/",
    `Sitemap: ${new URL("/sitemap.xml", publicUrl).toString()}`,
    "",
  ].join("\n");

  return new Hono<AppEnv>()
    .get("/sitemap.xml", (c) => c.body(sitemap, 200, { "Content-Type": "application/xml; charset=utf-8" }))
    .get("/robots.txt", (c) => c.text(robots));
}

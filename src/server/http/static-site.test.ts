import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { trustedOriginsFor } from "../auth";
import { createStaticSite } from "./static-site";

function buildFixture() {
  const root = mkdtempSync(path.join(os.tmpdir(), "mystic-static-"));
  writeFileSync(path.join(root, "__spa-fallback.html"), "<html>shell</html>");
  writeFileSync(path.join(root, "index.html"), "<html>home</html>");
  mkdirSync(path.join(root, "about"));
  writeFileSync(path.join(root, "about", "index.html"), "<html>about</html>");
  writeFileSync(path.join(path.dirname(root), "secret.txt"), "outside");
  return createStaticSite(root, { https: false })!;
}

describe("the static site", () => {
  const site = buildFixture();

  it("serves prerendered pages, the shell for app routes, and 404 for the rest", async () => {
    expect(await (await site.request("/about")).text()).toBe("<html>about</html>");
    expect(await (await site.request("/")).text()).toBe("<html>home</html>");
    const app = await site.request("/dashboard");
    expect([app.status, await app.text()]).toEqual([200, "<html>shell</html>"]);
    expect((await site.request("/nowhere")).status).toBe(404);
  });

  it.each(["/foo%ZZ", "/%E0%A4%A", "/..%2f..%2fsecret.txt", "/%2e%2e/%2e%2e/etc/passwd", "/about/../../secret.txt"])(
    "answers %s without an error or leaving the build folder",
    async (pathname) => {
      const response = await site.request(pathname);
      expect(response.status).toBeLessThan(500);
      expect(await response.text()).not.toContain("outside");
    },
  );

  it("redirects the spec's /blog/<index> URLs to the slug", async () => {
    const response = await site.request("/blog/1");
    expect(response.status).toBe(301);
    expect(response.headers.get("location")).toMatch(/^\/blog\/[a-z0-9-]+$/);
  });
});

describe("trustedOriginsFor", () => {
  it("trusts both loopback spellings of a local address", () => {
    expect(trustedOriginsFor("http://localhost:3000")).toEqual(["http://localhost:3000", "http://127.0.0.1:3000"]);
    expect(trustedOriginsFor("http://127.0.0.1:4173/")).toEqual(["http://127.0.0.1:4173", "http://localhost:4173"]);
  });
  it("trusts only the public origin elsewhere", () => {
    expect(trustedOriginsFor("https://mysticdice.example")).toEqual(["https://mysticdice.example"]);
  });
});

import { mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { trustedOriginsFor } from "./origin-check";
import { createStaticSite, preferredEncoding } from "./static-site";

function buildFixture() {
  const root = mkdtempSync(path.join(os.tmpdir(), "mystic-static-"));
  writeFileSync(path.join(root, "__spa-fallback.html"), "<html>shell</html>");
  writeFileSync(path.join(root, "index.html"), "<html>home</html>");
  mkdirSync(path.join(root, "about"));
  writeFileSync(path.join(root, "about", "index.html"), "<html>about</html>");
  writeFileSync(path.join(path.dirname(root), "secret.txt"), "outside");
  // An asset with the copies the build writes beside it.
  mkdirSync(path.join(root, "assets"));
  const script = "console.log('the oracle speaks');".repeat(50);
  writeFileSync(path.join(root, "assets", "app.js"), script);
  writeFileSync(path.join(root, "assets", "app.js.br"), brotliCompressSync(script));
  writeFileSync(path.join(root, "assets", "app.js.gz"), gzipSync(script));
  writeFileSync(path.join(root, "service-worker.js"), "self.addEventListener('fetch', () => {});");
  writeFileSync(path.join(root, "manifest.webmanifest"), '{"name":"Mystic Dice"}');
  writeFileSync(path.join(root, "favicon.svg"), "<svg/>");
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

  it("sends pages and assets compressed to browsers that accept it, and plain to the rest", async () => {
    const brotli = await site.request("/about", { headers: { "accept-encoding": "gzip, deflate, br" } });
    expect(brotli.headers.get("content-encoding")).toBe("br");
    expect(brotli.headers.get("vary")).toContain("Accept-Encoding");
    expect(brotli.headers.get("content-type")).toBe("text/html; charset=UTF-8");
    expect(brotliDecompressSync(Buffer.from(await brotli.arrayBuffer())).toString()).toBe("<html>about</html>");
    const gzip = await site.request("/about", { headers: { "accept-encoding": "gzip" } });
    expect(gunzipSync(Buffer.from(await gzip.arrayBuffer())).toString()).toBe("<html>about</html>");
    const plain = await site.request("/about", { headers: { "accept-encoding": "br;q=0" } });
    expect([plain.headers.get("content-encoding"), await plain.text()]).toEqual([null, "<html>about</html>"]);

    const asset = await site.request("/assets/app.js", { headers: { "accept-encoding": "br" } });
    expect(asset.headers.get("content-encoding")).toBe("br");
    expect(asset.headers.get("cache-control")).toContain("immutable");
    expect(brotliDecompressSync(Buffer.from(await asset.arrayBuffer())).toString()).toContain("the oracle speaks");
    const plainAsset = await site.request("/assets/app.js");
    expect(plainAsset.headers.get("content-encoding")).toBeNull();
  });

  it("has the service worker and the manifest revalidated on every use, never kept", async () => {
    const worker = await site.request("/service-worker.js");
    expect(worker.status).toBe(200);
    expect(worker.headers.get("content-type")).toContain("javascript");
    expect(worker.headers.get("cache-control")).toBe("no-cache");
    const manifest = await site.request("/manifest.webmanifest");
    expect(manifest.headers.get("content-type")).toBe("application/manifest+json");
    expect(manifest.headers.get("cache-control")).toBe("no-cache");
    expect((await site.request("/favicon.svg")).headers.get("cache-control")).toBeNull();
  });

  it("reads Accept-Encoding with its quality values", () => {
    expect(preferredEncoding("gzip, deflate, br, zstd")).toBe("br");
    expect(preferredEncoding("gzip;q=1.0, br;q=0")).toBe("gzip");
    expect(preferredEncoding("identity")).toBe("identity");
    expect(preferredEncoding(undefined)).toBe("identity");
  });

  it("redirects the old /blog/<index> URLs to the slug", async () => {
    const response = await site.request("/blog/1");
    expect(response.status).toBe(301);
    expect(response.headers.get("location")).toMatch(/^\/blog\/[a-z0-9-]+$/);
  });
});

/** A build whose pages load `/assets/app-<version>.js`, as Vite writes it (with its compressed copies). */
function writeBuild(root: string, version: string) {
  writeFileSync(path.join(root, "__spa-fallback.html"), `<script src="/assets/app-${version}.js"></script>shell`);
  writeFileSync(path.join(root, "index.html"), `<script src="/assets/app-${version}.js"></script>home ${version}`);
  mkdirSync(path.join(root, "about"));
  writeFileSync(path.join(root, "about", "index.html"), `<script src="/assets/app-${version}.js"></script>about`);
  mkdirSync(path.join(root, "assets"));
  const script = `console.log('build ${version}');`.repeat(50);
  writeFileSync(path.join(root, "assets", `app-${version}.js`), script);
  writeFileSync(path.join(root, "assets", `app-${version}.js.br`), brotliCompressSync(script));
  writeFileSync(path.join(root, "assets", `app-${version}.js.gz`), gzipSync(script));
}

/** What Vite does first when it builds: empty the output folder. */
function emptyFolder(root: string) {
  for (const name of readdirSync(root)) rmSync(path.join(root, name), { recursive: true });
}

describe("the static site under a rebuild", () => {
  it("keeps serving the build it started with while the folder is emptied and rebuilt", async () => {
    const root = mkdtempSync(path.join(os.tmpdir(), "mystic-rebuild-"));
    writeBuild(root, "1");
    const site = createStaticSite(root, { https: false })!;
    expect(await (await site.request("/")).text()).toContain("home 1");

    // During the build: every file is gone from disk.
    emptyFolder(root);
    for (const pathname of ["/", "/about", "/dashboard", "/assets/app-1.js"])
      expect((await site.request(pathname)).status, pathname).toBe(200);
    expect(await (await site.request("/about")).text()).toContain("about");

    // After it: a new build with other asset names. Pages still name the scripts they were built with,
    // and those scripts are still served, compressed and cached for good.
    writeBuild(root, "2");
    for (const pathname of ["/", "/about", "/dashboard"]) {
      const page = await (await site.request(pathname)).text();
      expect(page, pathname).toContain("/assets/app-1.js");
      expect(page, pathname).not.toContain("/assets/app-2.js");
    }
    const asset = await site.request("/assets/app-1.js", { headers: { "accept-encoding": "gzip" } });
    expect([asset.status, asset.headers.get("content-encoding")]).toEqual([200, "gzip"]);
    expect(asset.headers.get("cache-control")).toContain("immutable");
    expect(gunzipSync(Buffer.from(await asset.arrayBuffer())).toString()).toContain("build 1");
  });

  it("does not serve a later build's assets, and never marks a missing asset immutable", async () => {
    const root = mkdtempSync(path.join(os.tmpdir(), "mystic-rebuild-"));
    writeBuild(root, "1");
    const site = createStaticSite(root, { https: false })!;
    emptyFolder(root);
    writeBuild(root, "2");
    const missing = await site.request("/assets/app-2.js");
    expect(missing.status).toBe(404);
    expect(missing.headers.get("cache-control") ?? "").not.toContain("immutable");
  });

  it("answers assets with their type, date and Vary, and HEAD without a body", async () => {
    const root = mkdtempSync(path.join(os.tmpdir(), "mystic-rebuild-"));
    writeBuild(root, "1");
    writeFileSync(path.join(root, "favicon.svg"), "<svg/>");
    const site = createStaticSite(root, { https: false })!;
    const plain = await site.request("/assets/app-1.js");
    expect(plain.headers.get("content-type")).toMatch(/^text\/javascript/);
    expect(plain.headers.get("vary")).toBe("Accept-Encoding");
    expect(plain.headers.get("content-encoding")).toBeNull();
    expect(new Date(plain.headers.get("last-modified")!).getTime()).toBeGreaterThan(0);
    expect(await plain.text()).toContain("build 1");
    const icon = await site.request("/favicon.svg");
    expect([icon.status, icon.headers.get("content-type"), icon.headers.get("cache-control")]).toEqual([
      200,
      "image/svg+xml; charset=utf-8",
      null,
    ]);
    const head = await site.request("/assets/app-1.js", { method: "HEAD" });
    expect([head.status, await head.text()]).toEqual([200, ""]);
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

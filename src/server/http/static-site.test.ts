import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { trustedOriginsFor } from "../auth";
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

  it("reads Accept-Encoding with its quality values", () => {
    expect(preferredEncoding("gzip, deflate, br, zstd")).toBe("br");
    expect(preferredEncoding("gzip;q=1.0, br;q=0")).toBe("gzip");
    expect(preferredEncoding("identity")).toBe("identity");
    expect(preferredEncoding(undefined)).toBe("identity");
  });

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

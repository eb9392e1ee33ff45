import { existsSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import zlib, { brotliCompressSync, gzipSync } from "node:zlib";
import { serveStatic } from "@hono/node-server/serve-static";
import { Hono } from "hono";
import { blogSlugs } from "../../../content/blog/posts";
import { blogIndexRedirect, isAppPath } from "../../shared/site-routes";
import type { AppEnv } from "./app-env";
import { contentSecurityPolicy, inlineScriptHashes } from "./security-headers";

const SPA_FALLBACK = "__spa-fallback.html";

/**
 * Serves the built web app: hashed assets with a year of caching, prerendered pages as HTML, app-only
 * routes through the SPA shell, and anything else as the app's 'Page Not Found' with status 404.
 */
export function createStaticSite(staticDir: string, options: { https: boolean }): Hono<AppEnv> | null {
  const root = path.resolve(staticDir);
  if (!existsSync(path.join(root, SPA_FALLBACK))) return null;
  // Each page with the policy that allows exactly its own inline scripts.
  // Each page is compressed once, when first read, for browsers that accept Brotli or gzip.
  const readPage = memoize((file: string) => {
    const html = readFileSync(file, "utf8");
    return {
      bodies: { identity: Buffer.from(html), ...compressed(html) },
      policy: contentSecurityPolicy({ scriptHashes: inlineScriptHashes(html), https: options.https }),
    };
  });

  const findPrerenderedPage = (pathname: string): string | null => {
    // Hono has already decoded the path; resolve it and stay inside the build directory.
    const candidate = path.join(path.resolve(root, `.${path.posix.normalize(pathname)}`), "index.html");
    if (!candidate.startsWith(root + path.sep)) return null;
    return existsSync(candidate) && statSync(candidate).isFile() ? candidate : null;
  };

  // Assets come with Brotli and gzip copies written by the build (vite.config.ts).
  const serveFile = serveStatic({ root: path.relative(process.cwd(), root) || ".", precompressed: true });
  return (
    new Hono<AppEnv>()
      .use("/assets/*", async (c, next) => {
        await next();
        if (c.res.status === 200) c.header("Cache-Control", "public, max-age=31536000, immutable");
      })
      // Files have an extension; extension-less paths are pages, answered below.
      .use("*", (c, next) => (path.extname(c.req.path) ? serveFile(c, next) : next()))
      .get("*", (c) => {
        if (path.extname(c.req.path)) return c.text("Not Found", 404);
        const redirect = blogIndexRedirect(c.req.path, blogSlugs);
        if (redirect) return c.redirect(redirect, 301);
        c.header("Cache-Control", "no-cache");
        const prerendered = findPrerenderedPage(c.req.path);
        const page = readPage(prerendered ?? path.join(root, SPA_FALLBACK));
        c.header("Content-Security-Policy", page.policy);
        c.header("Content-Type", "text/html; charset=UTF-8");
        c.header("Vary", "Accept-Encoding");
        const encoding = preferredEncoding(c.req.header("accept-encoding"));
        if (encoding !== "identity") c.header("Content-Encoding", encoding);
        const status = prerendered || isAppPath(c.req.path, blogSlugs) ? 200 : 404;
        return c.body(new Uint8Array(page.bodies[encoding]), status);
      })
  );
}

type Encoding = "br" | "gzip" | "identity";

function compressed(html: string): Record<Exclude<Encoding, "identity">, Buffer> {
  return {
    br: brotliCompressSync(html, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } }),
    gzip: gzipSync(html, { level: 9 }),
  };
}

/** Brotli, then gzip, when the request's Accept-Encoding allows it (a q=0 refuses). */
export function preferredEncoding(acceptEncoding: string | undefined): Encoding {
  const accepted = new Set(
    (acceptEncoding ?? "")
      .split(",")
      .map((part) => part.trim().toLowerCase().split(";"))
      .filter(([, quality]) => !quality || !/^q=0(\.0*)?$/.test(quality.trim()))
      .map(([name]) => name),
  );
  if (accepted.has("br")) return "br";
  if (accepted.has("gzip")) return "gzip";
  return "identity";
}

function memoize<T>(load: (key: string) => T): (key: string) => T {
  const cache = new Map<string, T>();
  return (key) => {
    if (!cache.has(key)) cache.set(key, load(key));
    return cache.get(key)!;
  };
}

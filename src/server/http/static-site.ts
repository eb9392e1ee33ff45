import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import zlib, { brotliCompressSync, gzipSync } from "node:zlib";
import { Hono } from "hono";
import { getMimeType } from "hono/utils/mime";
import { blogSlugs } from "../../../content/blog/posts";
import { blogIndexRedirect, isAppPath } from "../../shared/site-routes";
import type { AppEnv } from "./app-env";
import { contentSecurityPolicy, inlineScriptHashes } from "./security-headers";

type Bytes = Uint8Array<ArrayBuffer>;

const SPA_FALLBACK = "/__spa-fallback.html";
/**
 * The copies the build writes beside each compressible asset of 1 KB or more (scripts/precompress.ts,
 * which leaves pages out), by the encoding they carry.
 */
const COPIES = { br: ".br", gzip: ".gz" } as const;
/**
 * Files whose name stays the same from build to build and which must never be kept stale: the service
 * worker (a browser that kept an old one would keep serving the old build) and the web manifest.
 */
const REVALIDATED_FILES: ReadonlySet<string> = new Set(["/service-worker.js", "/manifest.webmanifest"]);

/** One file of the build, as it was when the server started. */
interface BuiltFile {
  body: Bytes;
  /** Brotli and gzip copies of the body, when the build wrote them (never for pages). */
  copies: Partial<Record<Exclude<Encoding, "identity">, Bytes>>;
  contentType: string;
  lastModified: string;
}

/**
 * A page made from data at request time (a shared reading, `/r/<id>`, a sign's week, `/weekly/<sign>`):
 * given a path, the tags its `<head>` needs (escaped by the caller) and, for a page whose words search
 * engines should read, the HTML put first in its `<body>`; or null when the path is not such a page or
 * shows nothing: the server then answers it as any other path.
 */
export type PageHead = (pathname: string) => Promise<string | { head: string; body: string } | null>;

/**
 * Serves the built web app: hashed assets with a year of caching, prerendered pages as HTML, app-only
 * routes through the SPA shell, pages made from data as the shell with their own head tags (`pageHead`),
 * and anything else as the app's 'Page Not Found' with status 404.
 *
 * The whole build is read into memory once, here, and never read from disk again: a rebuild into the
 * same folder (Vite empties it first, then writes new asset names) cannot leave a page pointing at
 * scripts that are gone. The server keeps serving the build it started with, pages and assets alike,
 * until it is restarted (docs/decisions/008-serving-a-consistent-build.md).
 */
export function createStaticSite(
  staticDir: string,
  options: { https: boolean; pageHead?: PageHead },
): Hono<AppEnv> | null {
  const files = loadBuild(path.resolve(staticDir));
  if (!files.has(SPA_FALLBACK)) return null;
  // Each page, the first time it is served: the policy that allows exactly its own inline scripts, and
  // its Brotli and gzip bodies (the build writes no copies of pages), kept for every later request.
  const readPage = memoize((key: string) => {
    const { body } = files.get(key)!;
    const html = new TextDecoder().decode(body);
    return {
      bodies: { identity: body, ...compressed(html) },
      policy: contentSecurityPolicy({ scriptHashes: inlineScriptHashes(html), https: options.https }),
    };
  });

  return new Hono<AppEnv>().get("*", async (c) => {
    const pathname = c.req.path;
    if (path.extname(pathname)) {
      const file = files.get(pathname);
      if (!file) return c.text("Not Found", 404);
      // Hashed names: a name always means the same bytes.
      if (pathname.startsWith("/assets/")) c.header("Cache-Control", "public, max-age=31536000, immutable");
      if (REVALIDATED_FILES.has(pathname)) c.header("Cache-Control", "no-cache");
      c.header("Content-Type", file.contentType);
      c.header("Last-Modified", file.lastModified);
      let body = file.body;
      if (file.copies.br || file.copies.gzip) {
        c.header("Vary", "Accept-Encoding");
        const encoding = preferredEncoding(c.req.header("accept-encoding"), file.copies);
        if (encoding !== "identity") {
          c.header("Content-Encoding", encoding);
          body = file.copies[encoding]!;
        }
      }
      return c.body(body, 200);
    }
    const redirect = blogIndexRedirect(pathname, blogSlugs);
    if (redirect) return c.redirect(redirect, 301);
    c.header("Cache-Control", "no-cache");
    const made = await options.pageHead?.(pathname);
    if (made) {
      // The shell with the page's own tags: its scripts, and so its policy, are the shell's.
      const { head, body } = typeof made === "string" ? { head: made, body: "" } : made;
      const shell = readPage(SPA_FALLBACK);
      const html = new TextDecoder()
        .decode(shell.bodies.identity)
        .replace("</head>", () => `${head}</head>`)
        .replace(/<body([^>]*)>/, (tag) => `${tag}${body}`);
      c.header("Content-Security-Policy", shell.policy);
      c.header("Content-Type", "text/html; charset=UTF-8");
      c.header("Vary", "Accept-Encoding");
      const encoding = preferredEncoding(c.req.header("accept-encoding"));
      if (encoding !== "identity") c.header("Content-Encoding", encoding);
      return c.body(encoding === "identity" ? html : compress(html, encoding, { fast: true }), 200);
    }
    const prerendered = prerenderedPageKey(pathname, files);
    const page = readPage(prerendered ?? SPA_FALLBACK);
    c.header("Content-Security-Policy", page.policy);
    c.header("Content-Type", "text/html; charset=UTF-8");
    c.header("Vary", "Accept-Encoding");
    const encoding = preferredEncoding(c.req.header("accept-encoding"));
    if (encoding !== "identity") c.header("Content-Encoding", encoding);
    const status = prerendered || isAppPath(pathname, blogSlugs) ? 200 : 404;
    return c.body(page.bodies[encoding], status);
  });
}

/** The build's `<path>/index.html` for a page path, when there is one. */
function prerenderedPageKey(pathname: string, files: Map<string, BuiltFile>): string | null {
  // Hono has already decoded the path; only names read from the build can match.
  const key = `${path.posix.normalize(pathname).replace(/\/+$/, "")}/index.html`;
  return files.has(key) ? key : null;
}

/**
 * Every file under `root`, keyed by its URL path ("/assets/app-1a2b.js"), with the Brotli and gzip
 * copies the build wrote beside it. A copy is not served under its own name.
 */
function loadBuild(root: string): Map<string, BuiltFile> {
  const contents = new Map<string, { body: Bytes; modified: Date }>();
  const walk = (directory: string) => {
    let entries;
    try {
      entries = readdirSync(directory, { withFileTypes: true });
    } catch {
      return; // no build (the server then answers the API only)
    }
    for (const entry of entries) {
      const file = path.join(directory, entry.name);
      if (entry.isDirectory()) walk(file);
      else if (entry.isFile()) {
        const key = `/${path.relative(root, file).split(path.sep).join("/")}`;
        contents.set(key, { body: bytes(readFileSync(file)), modified: statSync(file).mtime });
      }
    }
  };
  walk(root);
  const files = new Map<string, BuiltFile>();
  for (const [key, { body, modified }] of contents) {
    const isCopy = Object.values(COPIES).some(
      (suffix) => key.endsWith(suffix) && contents.has(key.slice(0, -suffix.length)),
    );
    if (isCopy) continue;
    const copies: BuiltFile["copies"] = {};
    for (const [encoding, suffix] of Object.entries(COPIES) as Array<[keyof typeof COPIES, string]>) {
      const copy = contents.get(key + suffix);
      if (copy) copies[encoding] = copy.body;
    }
    files.set(key, {
      body,
      copies,
      contentType: getMimeType(key) ?? "application/octet-stream",
      lastModified: modified.toUTCString(),
    });
  }
  return files;
}

type Encoding = "br" | "gzip" | "identity";

function compressed(html: string): Record<Exclude<Encoding, "identity">, Bytes> {
  return { br: compress(html, "br"), gzip: compress(html, "gzip") };
}

/** A page's body in one encoding: the smallest for pages kept, a quick one for a page made per request. */
function compress(html: string, encoding: Exclude<Encoding, "identity">, options: { fast?: boolean } = {}): Bytes {
  if (encoding === "gzip") return bytes(gzipSync(html, { level: options.fast ? 6 : 9 }));
  return bytes(brotliCompressSync(html, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: options.fast ? 5 : 11 } }));
}

/** A Buffer as the plain byte view Hono sends, without a copy. */
function bytes(buffer: Buffer): Bytes {
  return new Uint8Array(buffer.buffer as ArrayBuffer, buffer.byteOffset, buffer.byteLength);
}

/**
 * Brotli, then gzip, when the request's Accept-Encoding allows it (a q=0 refuses) and, for a file,
 * when the build wrote that copy.
 */
export function preferredEncoding(
  acceptEncoding: string | undefined,
  available: Partial<Record<Encoding, unknown>> = { br: true, gzip: true },
): Encoding {
  const accepted = new Set(
    (acceptEncoding ?? "")
      .split(",")
      .map((part) => part.trim().toLowerCase().split(";"))
      .filter(([, quality]) => !quality || !/^q=0(\.0*)?$/.test(quality.trim()))
      .map(([name]) => name),
  );
  if (accepted.has("br") && available.br) return "br";
  if (accepted.has("gzip") && available.gzip) return "gzip";
  return "identity";
}

function memoize<T>(load: (key: string) => T): (key: string) => T {
  const cache = new Map<string, T>();
  return (key) => {
    if (!cache.has(key)) cache.set(key, load(key));
    return cache.get(key)!;
  };
}

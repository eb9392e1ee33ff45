import { createHash } from "node:crypto";
import { createMiddleware } from "hono/factory";

/**
 * The Content-Security-Policy of every answer. Scripts come only from our origin, plus, on a page, the
 * exact inline scripts that page was built with (by hash): React Router's prerendered pages carry a few
 * inline bootstrap scripts. Styles allow inline `style` attributes (React sets them), never scripts.
 */
export function contentSecurityPolicy(options: { scriptHashes?: readonly string[]; https?: boolean } = {}): string {
  const scripts = ["'self'", ...(options.scriptHashes ?? []).map((hash) => `'${hash}'`)];
  return [
    "default-src 'self'",
    `script-src ${scripts.join(" ")}`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self'",
    "connect-src 'self'",
    // The service worker (/service-worker.js) and the web manifest, from this origin only.
    "worker-src 'self'",
    "manifest-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
    ...(options.https ? ["upgrade-insecure-requests"] : []),
  ].join("; ");
}

const INLINE_SCRIPT = /<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/gi;

/** `sha256-…` of every inline script in an HTML document, as a CSP source expression names it. */
export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>();
  for (const match of html.matchAll(INLINE_SCRIPT)) {
    const body = match[1] ?? "";
    if (body.trim() === "") continue;
    hashes.add(`sha256-${createHash("sha256").update(body, "utf8").digest("base64")}`);
  }
  return [...hashes];
}

const PERMISSIONS_POLICY =
  "camera=(), microphone=(), geolocation=(), payment=(), usb=(), magnetometer=(), gyroscope=(), accelerometer=()";

/** The security headers of every answer (the CSP is the strict default; pages replace it). */
export function securityHeaderEntries(options: { https: boolean }): Array<[string, string]> {
  return [
    ["Content-Security-Policy", contentSecurityPolicy({ https: options.https })],
    ["X-Content-Type-Options", "nosniff"],
    ["X-Frame-Options", "DENY"],
    ["Referrer-Policy", "strict-origin-when-cross-origin"],
    ["Permissions-Policy", PERMISSIONS_POLICY],
    ["Cross-Origin-Opener-Policy", "same-origin"],
    ["Cross-Origin-Resource-Policy", "same-origin"],
    ...(options.https
      ? [["Strict-Transport-Security", "max-age=31536000; includeSubDomains"] as [string, string]]
      : []),
  ];
}

/**
 * Security headers on every answer (pages, assets, API): CSP, nosniff, frame denial, referrer policy,
 * permissions policy, and HSTS for a year when the public address is https. They are added to the
 * finished answer where it has not set its own, so a page's CSP (static-site.ts, with its inline scripts'
 * hashes) or a card's cross-origin resource policy takes the place of the default. The app's front door
 * (front-door.ts) does the same with the request id; this middleware is that step on its own.
 */
export function securityHeaders(entries: ReadonlyArray<[string, string]>) {
  return createMiddleware(async (c, next) => {
    await next();
    addMissingHeaders(c.res, entries);
  });
}

/** Adds each header the response does not carry yet (one it set itself stays as it is). */
export function addMissingHeaders(response: Response, entries: ReadonlyArray<[string, string]>): Response {
  const { headers } = response;
  for (const [name, value] of entries) if (!headers.has(name)) headers.set(name, value);
  return response;
}

/** Sets every one of the headers on a ready-made Response (better-auth's), replacing its own. */
export function applySecurityHeaders(response: Response, entries: ReadonlyArray<[string, string]>): Response {
  for (const [name, value] of entries) response.headers.set(name, value);
  return response;
}

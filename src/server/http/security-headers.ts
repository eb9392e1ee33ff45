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

export const PERMISSIONS_POLICY =
  "camera=(), microphone=(), geolocation=(), payment=(), usb=(), magnetometer=(), gyroscope=(), accelerometer=()";

/**
 * Security headers on every answer (pages, assets, API): CSP, nosniff, frame denial, referrer policy,
 * permissions policy, and HSTS for a year when the public address is https. Pages set their own CSP,
 * which also names their inline scripts (static-site.ts); every other answer gets the strict default.
 */
export function securityHeaders(options: { https: boolean }) {
  const policy = contentSecurityPolicy({ https: options.https });
  return createMiddleware(async (c, next) => {
    await next();
    const headers = c.res.headers;
    if (!headers.has("Content-Security-Policy")) headers.set("Content-Security-Policy", policy);
    headers.set("X-Content-Type-Options", "nosniff");
    headers.set("X-Frame-Options", "DENY");
    headers.set("Referrer-Policy", "strict-origin-when-cross-origin");
    headers.set("Permissions-Policy", PERMISSIONS_POLICY);
    headers.set("Cross-Origin-Opener-Policy", "same-origin");
    headers.set("Cross-Origin-Resource-Policy", "same-origin");
    if (options.https) headers.set("Strict-Transport-Security", "max-age=31536000; includeSubDomains");
  });
}

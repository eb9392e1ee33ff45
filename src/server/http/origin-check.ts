import { createMiddleware } from "hono/factory";
import { AppError } from "./errors";
import type { AppEnv } from "./app-env";

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

/**
 * Refuses every state-changing request that a browser sent from another site (CSRF): a foreign `Origin`
 * answers 403. Requests without an Origin (curl, mail clients' one-click unsubscribe) are not from a
 * page on another site and pass; the session cookie is SameSite=Lax besides.
 */
export function rejectForeignOrigins(trustedOrigins: readonly string[]) {
  const trusted = new Set(trustedOrigins);
  return createMiddleware<AppEnv>(async (c, next) => {
    if (!SAFE_METHODS.has(c.req.method)) {
      const origin = c.req.header("origin");
      const fetchSite = c.req.header("sec-fetch-site");
      if ((origin !== undefined && !trusted.has(origin)) || fetchSite === "cross-site") {
        throw new AppError("forbidden", "Requests from other sites are not accepted");
      }
    }
    await next();
  });
}

/**
 * The public origin, plus its loopback twin on a local address (localhost and 127.0.0.1 are different
 * origins to a browser, and a newcomer may open either).
 */
export function trustedOriginsFor(publicUrl: string): string[] {
  const url = new URL(publicUrl);
  const twin = { localhost: "127.0.0.1", "127.0.0.1": "localhost" }[url.hostname];
  if (!twin) return [url.origin];
  const other = new URL(url.origin);
  other.hostname = twin;
  return [url.origin, other.origin];
}

import { sql } from "drizzle-orm";
import { Hono } from "hono";
import { bodyLimit } from "hono/body-limit";
import { HTTPException } from "hono/http-exception";
import type { Database } from "./db/client";
import { AdmissionGate, admitThrough, type AdmissionLimits } from "./http/admission";
import { AppError, isDatabaseUnavailable, sendError } from "./http/errors";
import { createApiRoutes } from "./api";
import type { AppEnv } from "./http/app-env";
import { isAllowedAuthRequest } from "./http/auth-allowlist";
import { toErrorEnvelope } from "./http/auth-errors";
import { CLIENT_IP_HEADER, type ClientIpResolver } from "./http/client-ip";
import { clientBucket } from "./net/ip-address";
import { applySecurityHeaders, securityHeaderEntries } from "./http/security-headers";
import { frontDoor } from "./http/front-door";
import { NO_STORE, noStore } from "./http/no-store";
import { fromHttpException } from "./http/openapi";
import { rejectForeignOrigins, trustedOriginsFor } from "./http/origin-check";
import { allowedHostsFor, holdsNul } from "./http/request-guards";
import { createSeoRoutes } from "./http/seo-routes";
import { createStaticSite } from "./http/static-site";
import { createMailboxRoutes } from "./mail/mailbox.routes";
import { createSharedCardRoutes, sharedPageHead } from "./features/sharing";
import { weeklyPageHead } from "./features/weekly";
import { createLibraryImageRoutes } from "./features/library";
import { createReminderOffRoutes } from "./features/reminders";
import type { Services } from "./services";

export const MAX_BODY_BYTES = 64 * 1024;

/** How the HTTP layer is set up around the services (main.ts reads it from the environment). */
export interface AppOptions {
  resolveClientIp: ClientIpResolver;
  /** The built web app; omitted (API only) when absent or not built. */
  staticDir?: string;
  /** Serve the local mailbox at /dev/mailbox (no SMTP, and a local server). */
  showMailbox: boolean;
  /** The key the local mailbox asks for (printed at start); without one the mailbox is not served. */
  mailboxKey?: string;
  /** Host names (`host[:port]`) answered besides the public address's (ALLOWED_HOSTS). */
  allowedHosts?: readonly string[];
  /** Admission control for the API (the embedded database: see http/admission.ts); none when omitted. */
  admission?: AdmissionLimits;
}

/** The whole HTTP application; main.ts serves it and tests call it through app.request(). */
export function createApp(services: Services, options: AppOptions) {
  const { db, auth, logger, publicUrl } = services;
  const { resolveClientIp, staticDir } = options;
  const app = new Hono<AppEnv>();

  // First of all: the 414 and 421 guards, the request id, the request's logger, the security headers and
  // the request log, as one middleware (http/front-door.ts).
  const https = publicUrl.startsWith("https://");
  const headerEntries = securityHeaderEntries({ https });
  const allowedHosts = allowedHostsFor(trustedOriginsFor(publicUrl), options.allowedHosts);
  app.use(frontDoor({ logger, resolveClientIp, allowedHosts, headerEntries }));
  const limitBody = bodyLimit({
    maxSize: MAX_BODY_BYTES,
    onError: () => {
      throw new AppError("payload_too_large", `Request bodies are limited to ${MAX_BODY_BYTES / 1024} KB`);
    },
  });
  const checkOrigin = rejectForeignOrigins(trustedOriginsFor(publicUrl));
  // Only requests that carry a body are measured (reading the body of a GET would cost every read), and
  // only they can change anything, so only they have their Origin checked (one layer for both).
  app.use("/api/*", (c, next) =>
    c.req.method === "GET" || c.req.method === "HEAD"
      ? next()
      : limitBody(c, async () => {
          await checkOrigin(c, next);
        }),
  );
  // Text with the NUL character cannot be stored: refused with 400 here, for every endpoint (better-auth's
  // too), before any route reads it, rather than failing in the database with a 500. A body is read from a
  // copy, so the routes still read the original.
  app.use("/api/*", async (c, next) => {
    const hasBody = c.req.method !== "GET" && c.req.method !== "HEAD";
    const isForm = c.req.header("content-type")?.startsWith("application/x-www-form-urlencoded") ?? false;
    const body = hasBody ? await c.req.raw.clone().text() : "";
    if (holdsNul(c.req.url, { percentEncoded: true }) || holdsNul(body, { percentEncoded: isForm })) {
      throw new AppError("bad_request", "Text cannot hold the NUL character (U+0000)");
    }
    await next();
  });
  if (options.admission) {
    const admit = admitThrough(new AdmissionGate(options.admission));
    // Health answers whatever the queue (it is how a supervisor tells busy from dead); the API document
    // reads no database.
    const ungated = new Set(["/api/health", "/api/openapi.json"]);
    app.use("/api/*", (c, next) => (ungated.has(c.req.path) ? next() : admit(c, next)));
  }
  // Personal answers are never cached (`/x/*` covers `/x` too; better-auth's answers get it below).
  for (const personal of ["/api/auth/*", "/api/me/*", "/api/casts/*"]) app.use(personal, noStore);
  // What a signed-in request changes of its account or sessions, this process forgets at once (the
  // others hear of it over LISTEN/NOTIFY; see features/account/session-cache.ts).
  for (const account of ["/api/auth/*", "/api/me/*"]) {
    app.use(account, async (c, next) => {
      await next();
      if (c.req.method !== "GET" && c.req.method !== "HEAD") {
        await services.account.forgetSessionsOfRequester(c.req.raw.headers);
      }
    });
  }

  // Our API, declared route by route; before the proxy, so that the mailed sign-in link's GET is ours
  // (login CSRF: it is confirmed on our page, never by a GET).
  app.route("/", createApiRoutes(services, { trustedOrigins: trustedOriginsFor(publicUrl), headerEntries }));

  app.on(["GET", "POST"], "/api/auth/*", async (c) => {
    // Only the endpoints the product uses are served (see auth-allowlist.ts).
    if (!isAllowedAuthRequest(c.req.method, new URL(c.req.url).pathname)) {
      throw new AppError("not_found", "There is no such API endpoint");
    }
    const headers = new Headers(c.req.raw.headers);
    headers.delete(CLIENT_IP_HEADER);
    // The same bucket as every other limit: an IPv6 client by its /64 (a valid address, as better-auth wants).
    const bucket = clientBucket(c.var.clientIp);
    if (bucket) headers.set(CLIENT_IP_HEADER, bucket);
    const response = await auth.handler(new Request(c.req.raw, { headers }));
    // better-auth answers unknown paths with an empty 404; give it our JSON error shape.
    if (response.status === 404 && !response.headers.get("content-type")) {
      throw new AppError("not_found", "There is no such API endpoint");
    }
    // better-auth's own Response skips the headers set before the handler; it gets them here.
    const answerHeaders: Array<[string, string]> = [...headerEntries, ["X-Request-Id", c.var.requestId], NO_STORE];
    // better-auth turns a lost database into a bare 500; say what it is, as the rest of the API does.
    if (response.status >= 500 && !(await isDatabaseReachable(db))) {
      throw new AppError("database_unavailable", "The database is not answering; please try again shortly", {
        retryAfterSeconds: 5,
      });
    }
    // Its refusals ({code, message}, a bare message, or nothing) reach the client in our envelope.
    if (response.status >= 400) return applySecurityHeaders(await toErrorEnvelope(response), answerHeaders);
    return applySecurityHeaders(response, answerHeaders);
  });
  app.all("/api/*", () => {
    throw new AppError("not_found", "There is no such API endpoint");
  });

  if (options.showMailbox && options.mailboxKey) {
    app.route("/dev/mailbox", createMailboxRoutes(db, options.mailboxKey, { https }));
  }
  app.route("/", createSeoRoutes(publicUrl));
  app.route("/", createSharedCardRoutes(services));
  app.route("/", createLibraryImageRoutes());
  app.route("/", createReminderOffRoutes(services));
  const site = staticDir
    ? createStaticSite(staticDir, {
        https,
        pageHead: async (pathname) => weeklyPageHead(services, pathname) ?? sharedPageHead(services, pathname),
      })
    : null;
  if (site) app.route("/", site);

  app.notFound((c) => sendError(c, new AppError("not_found", "Page Not Found")));
  app.onError((error, c) => {
    if (error instanceof AppError) return sendError(c, error);
    if (error instanceof HTTPException && error.status < 500) return sendError(c, fromHttpException(error));
    const log = c.var.logger ?? logger;
    if (isDatabaseUnavailable(error)) {
      log.error({ err: error }, "database unavailable");
      return sendError(
        c,
        new AppError("database_unavailable", "The database is not answering; please try again shortly", {
          retryAfterSeconds: 5,
        }),
      );
    }
    log.error({ err: error }, "unhandled error");
    return sendError(c, new AppError("internal_error", "Something went wrong on our side; please try again"));
  });
  return app;
}

async function isDatabaseReachable(db: Database): Promise<boolean> {
  return db.execute(sql`select 1`).then(
    () => true,
    () => false,
  );
}

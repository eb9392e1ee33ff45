import type { Context, MiddlewareHandler } from "hono";
import type { Logger } from "pino";
import type { AppEnv } from "./app-env";
import type { ClientIpResolver } from "./client-ip";
import { AppError, sendError } from "./errors";
import { loggedPath } from "./logged-path";
import { hostOf, isTargetTooLong } from "./request-guards";
import { addMissingHeaders } from "./security-headers";

/** The longest X-Request-Id taken from a client; a longer one, or one with other characters, is replaced. */
const REQUEST_ID_MAX_LENGTH = 64;
const UNSAFE_REQUEST_ID = /[^\w\-=]/;

export interface FrontDoorOptions {
  logger: Logger;
  resolveClientIp: ClientIpResolver;
  /** The `host[:port]` values answered (`allowedHostsFor`); any other is 421. */
  allowedHosts: ReadonlySet<string>;
  /** The security headers of every answer (`securityHeaderEntries`). */
  headerEntries: ReadonlyArray<[string, string]>;
}

/** Answers that already carry every header the front door adds (made by `readyAnswer`). */
const completeAnswers = new WeakSet<Response>();

/**
 * What every request passes first, as one middleware (each layer of Hono's chain costs a few promises
 * on every request, and this runs on all of them), in this order:
 *
 * 1. An overlong request target is refused (414) before anything reads it, the request id included.
 * 2. The request id: a short token of safe characters from `X-Request-Id`, else a new UUID.
 * 3. The request's logger (with its id) and the client's address, in `c.var`.
 * 4. DNS rebinding: a request addressed to a host name that is not ours is refused (421).
 * 5. After the answer: the security headers and `X-Request-Id` are added to it where it has not set its
 *    own (a page's CSP replaces the default one), and an /api/ request is logged.
 *
 * The headers go onto the finished answer, once, rather than into Hono's WHATWG `Headers` before the
 * handler runs; errors, 404s and better-auth's own `Response`s get them the same way.
 */
export function frontDoor(options: FrontDoorOptions): MiddlewareHandler<AppEnv> {
  const { logger, resolveClientIp, allowedHosts, headerEntries } = options;
  const answerHeaders = Object.freeze(Object.fromEntries(headerEntries));
  return async (c, next) => {
    const url = c.req.url;
    if (isTargetTooLong(url)) throw new AppError("uri_too_long", "The address is too long");
    let requestId = c.req.header("X-Request-Id");
    if (!requestId || requestId.length > REQUEST_ID_MAX_LENGTH || UNSAFE_REQUEST_ID.test(requestId)) {
      requestId = crypto.randomUUID();
    }
    c.set("requestId", requestId);
    c.set("answerHeaders", answerHeaders);
    const requestLogger = logger.child({ requestId });
    c.set("logger", requestLogger);
    c.set("clientIp", resolveClientIp(c));
    const startedAt = performance.now();
    if (allowedHosts.has(hostOf(url))) {
      await next();
    } else {
      c.res = sendError(c, new AppError("misdirected_request", "This server does not answer for that host name"));
    }
    const response = c.res;
    if (!completeAnswers.has(response)) {
      addMissingHeaders(response, headerEntries);
      if (!response.headers.has("X-Request-Id")) response.headers.set("X-Request-Id", requestId);
    }
    const path = c.req.path;
    if (path.startsWith("/api/") && requestLogger.isLevelEnabled("info")) {
      const durationMs = Math.round((performance.now() - startedAt) * 10) / 10;
      requestLogger.info(
        { method: c.req.method, path: loggedPath(path), status: response.status, durationMs },
        "request",
      );
    }
  };
}

/**
 * A finished answer from a body serialized ahead (a string or bytes) with plain headers: the security
 * headers and the request id are written into it here, so the front door leaves it as it is and the
 * Node adapter writes it straight from the plain object, without a WHATWG `Headers` on the way (the read
 * path: GET /api/readings/:dice). Only for routes under which no middleware sets a header of its own
 * with `c.header()`: such a header would not reach this answer.
 */
export function readyAnswer(
  c: Context<AppEnv>,
  body: string | Uint8Array<ArrayBuffer>,
  status: 200,
  headers: Readonly<Record<string, string>>,
): Response {
  const response = new Response(body, {
    status,
    headers: { ...c.get("answerHeaders"), "X-Request-Id": c.get("requestId"), ...headers },
  });
  completeAnswers.add(response);
  return response;
}

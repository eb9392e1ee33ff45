import { createMiddleware } from "hono/factory";
import { AppError } from "./errors";
import type { AppEnv, RequestSession, RequestUser } from "./app-env";

/** Finds the request's session from its headers (the account feature's, handed in by the routes). */
export type Authenticate = (headers: Headers) => Promise<{ user: RequestUser; session: RequestSession } | null>;

/**
 * 401 unless the request carries a valid session; sets c.var.user and c.var.session. Several signed-in
 * routers share a prefix (/api/casts, /api/me), and each one's check runs for the request: the session is
 * looked up by the first only.
 */
export function requireUser(authenticate: Authenticate) {
  return createMiddleware<AppEnv>(async (c, next) => {
    if (c.var.user && c.var.session) return next();
    const found = await authenticate(c.req.raw.headers);
    if (!found) throw new AppError("unauthorized", "Please sign in to continue");
    c.set("user", found.user);
    c.set("session", found.session);
    await next();
  });
}

/** The signed-in request as services take it (after requireUser). */
export function signedInRequest(c: { req: { raw: Request }; var: AppEnv["Variables"] }) {
  return { headers: c.req.raw.headers, user: c.var.user, session: c.var.session };
}

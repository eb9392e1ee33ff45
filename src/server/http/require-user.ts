import { createMiddleware } from "hono/factory";
import { AppError } from "../errors";
import { touchSession } from "../features/account/account.service";
import type { AppEnv } from "./app-env";

/**
 * 401 unless the request carries a valid session; sets c.var.user and c.var.session, and notes when the
 * session was last used (for the sessions list).
 */
export const requireUser = createMiddleware<AppEnv>(async (c, next) => {
  const found = await c.var.auth.api.getSession({ headers: c.req.raw.headers });
  if (!found) throw new AppError("unauthorized", "Please sign in to continue");
  c.set("user", found.user);
  c.set("session", found.session);
  await touchSession(c.var.db, found.session);
  await next();
});

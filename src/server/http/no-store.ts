import { createMiddleware } from "hono/factory";

export const NO_STORE: [string, string] = ["Cache-Control", "no-store"];

/**
 * `Cache-Control: no-store` on a personal answer (a profile, a history, an export, a session): no
 * browser cache, shared proxy or back-forward cache keeps a copy after the person signs out. Set before
 * the handler, so errors carry it too; a handler may still choose its own.
 */
export const noStore = createMiddleware(async (c, next) => {
  c.header(NO_STORE[0], NO_STORE[1]);
  await next();
});

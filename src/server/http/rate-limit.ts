import { createMiddleware } from "hono/factory";
import { AppError } from "../errors";
import type { AppEnv } from "./app-env";

/**
 * A fixed-window limit per client IP, kept in this process (each node counts its own clients). For the
 * endpoints outside better-auth, whose own limiter covers sign-up and sign-in.
 */
export function rateLimitPerClient(options: { limit: number; windowMs: number; message: string }) {
  const windows = new Map<string, { startedAt: number; count: number }>();
  return createMiddleware<AppEnv>(async (c, next) => {
    const key = c.var.clientIp ?? "unknown";
    const now = Date.now();
    let window = windows.get(key);
    if (!window || now - window.startedAt >= options.windowMs) {
      window = { startedAt: now, count: 0 };
      windows.set(key, window);
      if (windows.size > 50_000) windows.clear(); // a flood of addresses cannot grow memory without bound
    }
    window.count += 1;
    if (window.count > options.limit) {
      throw new AppError("rate_limited", options.message, {
        retryAfterSeconds: Math.max(1, Math.ceil((window.startedAt + options.windowMs - now) / 1000)),
      });
    }
    await next();
  });
}

import type { Context } from "hono";
import { getConnInfo } from "@hono/node-server/conninfo";

/**
 * The header that carries the client's real IP to better-auth's rate limiter. The app overwrites it on
 * every request, so a value sent by the client is never believed.
 */
export const CLIENT_IP_HEADER = "x-mystic-client-ip";

export type ClientIpResolver = (c: Context) => string | undefined;

/**
 * The socket's remote address; with trustProxy, the last address of `x-forwarded-for`: the one our own
 * proxy appended. Entries to its left come from the client and can be anything.
 */
export function createClientIpResolver(options: { trustProxy: boolean }): ClientIpResolver {
  return (c) => {
    if (options.trustProxy) {
      const forwarded = c.req.header("x-forwarded-for")?.split(",").at(-1)?.trim();
      if (forwarded) return forwarded;
    }
    try {
      return getConnInfo(c).remote.address;
    } catch {
      return undefined; // no socket (an in-process request)
    }
  };
}

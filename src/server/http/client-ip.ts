import type { Context } from "hono";
import { getConnInfo } from "@hono/node-server/conninfo";
import { clientBucket, isInRange, parseIp } from "../net/ip-address";
import type { TrustProxy } from "../net/trust-proxy";

/**
 * The header that carries the client's rate-limit bucket to better-auth's rate limiter. The app
 * overwrites it on every request, so a value sent by the client is never believed.
 */
export const CLIENT_IP_HEADER = "x-mystic-client-ip";

export type ClientIpResolver = (c: Context) => string | undefined;

/**
 * The client's address from the socket's address and `x-forwarded-for`. The chain is walked from the
 * nearest hop (the socket) outwards, that is from the right of `x-forwarded-for`; each trusted hop
 * hands over to the entry it appended, and the first untrusted one is the client. Entries further
 * left were written by the client and can be anything. Addresses come back as written (the socket's
 * is not parsed at all without TRUST_PROXY: this runs on every request); `clientBucket` canonicalizes.
 */
export function resolveClientAddress(
  socketAddress: string | undefined,
  forwardedFor: string | undefined,
  trust: TrustProxy,
): string | undefined {
  if (!trust || !forwardedFor) return socketAddress;
  const chain = [
    socketAddress,
    ...forwardedFor
      .split(",")
      .map((entry) => entry.trim())
      .filter(Boolean)
      .reverse(),
  ];
  const isTrusted = (address: string | undefined, hop: number) => {
    if ("hops" in trust) return hop < trust.hops;
    const parsed = address === undefined ? null : parseIp(address);
    return parsed !== null && trust.proxies.some((range) => isInRange(parsed, range));
  };
  let hop = 0;
  while (hop < chain.length - 1 && isTrusted(chain[hop], hop)) {
    // A trusted proxy that passed on something that is not an address: the proxy is the client.
    if (!parseIp(chain[hop + 1]!)) break;
    hop += 1;
  }
  return chain[hop];
}

/** Resolves each request's client address from its socket and, as TRUST_PROXY says, its proxies. */
export function createClientIpResolver(options: { trustProxy: TrustProxy }): ClientIpResolver {
  return (c) => {
    let socketAddress: string | undefined;
    try {
      socketAddress = getConnInfo(c).remote.address;
    } catch {
      socketAddress = undefined; // no socket (an in-process request)
    }
    return resolveClientAddress(socketAddress, c.req.header("x-forwarded-for"), options.trustProxy);
  };
}

/** The key every rate limit counts a request under: the client's address, IPv6 by its /64. */
export function rateLimitKeyOf(clientIp: string | undefined): string {
  return clientBucket(clientIp) ?? "unknown";
}

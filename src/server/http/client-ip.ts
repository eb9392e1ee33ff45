import type { Context } from "hono";
import { getConnInfo } from "@hono/node-server/conninfo";
import { clientBucket, isInRange, parseIp, parseIpRange, type IpRange } from "./ip-address";

/**
 * The header that carries the client's rate-limit bucket to better-auth's rate limiter. The app
 * overwrites it on every request, so a value sent by the client is never believed.
 */
export const CLIENT_IP_HEADER = "x-mystic-client-ip";

export type ClientIpResolver = (c: Context) => string | undefined;

/**
 * Which `x-forwarded-for` entries to believe (TRUST_PROXY): none; the given number of hops (the
 * socket is the first; `1` is one proxy of ours in front); or only entries appended by the listed
 * proxies (addresses or CIDR ranges).
 */
export type TrustProxy = false | { hops: number } | { proxies: IpRange[] };

/** Parses TRUST_PROXY; `true`/`yes` mean one hop (what a plain flag meant before). Invalid: null. */
export function parseTrustProxy(raw: string): TrustProxy | null {
  const value = raw.trim().toLowerCase();
  if (["", "false", "no", "0"].includes(value)) return false;
  if (["true", "yes"].includes(value)) return { hops: 1 };
  if (/^\d+$/.test(value)) {
    const hops = Number(value);
    return hops <= 32 ? { hops } : null;
  }
  const proxies = value.split(",").map((entry) => parseIpRange(entry.trim()));
  if (proxies.length === 0 || proxies.some((range) => range === null)) return null;
  return { proxies: proxies as IpRange[] };
}

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

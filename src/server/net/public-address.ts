import { lookup } from "node:dns/promises";
import { formatIp, isInRange, parseIp, parseIpRange, type IpAddress, type IpRange } from "./ip-address";

const ranges = (...texts: string[]) => texts.map((text) => parseIpRange(text)!);

/**
 * IPv4 ranges that are not the public internet (IANA's special-purpose registry): "this network",
 * private (RFC 1918), shared address space / CGNAT, loopback, link-local (cloud metadata), IETF protocol
 * assignments, documentation, the 6to4 relay, benchmarking, multicast, reserved and broadcast.
 */
const NON_PUBLIC_V4 = ranges(
  "0.0.0.0/8",
  "10.0.0.0/8",
  "100.64.0.0/10",
  "127.0.0.0/8",
  "169.254.0.0/16",
  "172.16.0.0/12",
  "192.0.0.0/24",
  "192.0.2.0/24",
  "192.88.99.0/24",
  "192.168.0.0/16",
  "198.18.0.0/15",
  "198.51.100.0/24",
  "203.0.113.0/24",
  "224.0.0.0/4",
  "240.0.0.0/4",
);

/** IPv6: only global unicast (2000::/3) is public, less these ranges inside it. */
const GLOBAL_UNICAST = parseIpRange("2000::/3")!;
const NON_PUBLIC_V6: IpRange[] = ranges(
  "2001::/23", // IETF protocol assignments: Teredo, benchmarking, ORCHID
  "2001:db8::/32", // documentation
  "2002::/16", // 6to4: carries an IPv4 address of any kind
  "3fff::/20", // documentation
);
/** NAT64's well-known prefix (RFC 6052): an IPv6-only network reaches IPv4 hosts through it. */
const NAT64 = parseIpRange("64:ff9b::/96")!;

/**
 * True when an address belongs to the public internet: not private, loopback, link-local, CGNAT,
 * multicast, documentation or reserved, in IPv4 or IPv6 (an IPv4-mapped IPv6 address is judged as the
 * IPv4 address it carries, a NAT64 address by the IPv4 address it embeds).
 */
export function isPublicAddress(address: IpAddress): boolean {
  if (address.version === 4) return !NON_PUBLIC_V4.some((range) => isInRange(address, range));
  if (isInRange(address, NAT64)) return isPublicAddress({ version: 4, bytes: address.bytes.slice(12) });
  return isInRange(address, GLOBAL_UNICAST) && !NON_PUBLIC_V6.some((range) => isInRange(address, range));
}

/**
 * The IP address a URL's host spells, in any form a URL accepts (`127.1`, `2130706433`, `0x7f000001`,
 * `017700000001`, `[::ffff:127.0.0.1]`), or null for a host name.
 */
export function ipOfHost(host: string): IpAddress | null {
  try {
    return parseIp(new URL(`http://${host}/`).hostname);
  } catch {
    return null;
  }
}

export interface ResolvedAddress {
  address: string;
  family: 4 | 6;
}

/** Looks a host name up: every address it has (`dns.lookup`, as a connection would). */
export type Resolve = (hostname: string) => Promise<ResolvedAddress[]>;

const systemResolve: Resolve = async (hostname) =>
  (await lookup(hostname, { all: true, verbatim: true })).map(({ address, family }) => ({
    address,
    family: family === 6 ? 6 : 4,
  }));

/**
 * Resolves a host once and returns the address to connect to, or null when it has none or any of its
 * addresses is not public (a name that also points inside the network is refused as a whole).
 */
export async function resolvePublicAddress(
  hostname: string,
  resolve: Resolve = systemResolve,
): Promise<ResolvedAddress | null> {
  const literal = ipOfHost(hostname);
  if (literal) {
    return isPublicAddress(literal) ? { address: formatIp(literal), family: literal.version } : null;
  }
  const addresses = await resolve(hostname);
  if (addresses.length === 0) return null;
  for (const { address } of addresses) {
    const parsed = parseIp(address);
    if (!parsed || !isPublicAddress(parsed)) return null;
  }
  return addresses[0]!;
}

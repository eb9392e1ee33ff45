import { isIPv4, isIPv6 } from "node:net";

/** An IP address as bytes: 4 for IPv4 (IPv4-mapped IPv6 addresses included), 16 for IPv6. */
export interface IpAddress {
  version: 4 | 6;
  bytes: Uint8Array;
}

/**
 * Parses an IPv4 or IPv6 address (brackets and a zone id are dropped; `::` is expanded; an
 * IPv4-mapped `::ffff:1.2.3.4` is the IPv4 address it carries). Anything else is null.
 */
export function parseIp(raw: string): IpAddress | null {
  let text = raw.trim();
  if (text.startsWith("[") && text.endsWith("]")) text = text.slice(1, -1);
  const zone = text.indexOf("%");
  if (zone !== -1) text = text.slice(0, zone);
  if (isIPv4(text)) return { version: 4, bytes: Uint8Array.from(text.split(".").map(Number)) };
  if (!isIPv6(text)) return null;

  // An embedded dotted IPv4 tail (`::ffff:1.2.3.4`, `64:ff9b::1.2.3.4`) stands for the last two groups.
  let embedded: number[] | null = null;
  const lastColon = text.lastIndexOf(":");
  if (text.slice(lastColon + 1).includes(".")) {
    embedded = text
      .slice(lastColon + 1)
      .split(".")
      .map(Number);
    text = `${text.slice(0, lastColon + 1)}0:0`;
  }
  const [left = "", right] = text.split("::");
  const leftGroups = left ? left.split(":") : [];
  const rightGroups = right === undefined ? [] : right ? right.split(":") : [];
  const missing = right === undefined ? 0 : 8 - leftGroups.length - rightGroups.length;
  const groups = [...leftGroups, ...Array<string>(missing).fill("0"), ...rightGroups].map((group) =>
    Number.parseInt(group, 16),
  );
  if (groups.length !== 8 || groups.some((group) => !(group >= 0 && group <= 0xffff))) return null;
  const bytes = new Uint8Array(16);
  groups.forEach((group, index) => {
    bytes[index * 2] = group >> 8;
    bytes[index * 2 + 1] = group & 0xff;
  });
  if (embedded) bytes.set(embedded, 12);
  const isMapped = bytes.subarray(0, 10).every((byte) => byte === 0) && bytes[10] === 0xff && bytes[11] === 0xff;
  if (isMapped) return { version: 4, bytes: bytes.slice(12) };
  return { version: 6, bytes };
}

/** The address in one canonical spelling: dotted IPv4, or eight lower-case IPv6 groups. */
export function formatIp(address: IpAddress): string {
  if (address.version === 4) return [...address.bytes].join(".");
  return groupsOf(address.bytes).join(":");
}

function groupsOf(bytes: Uint8Array): string[] {
  return Array.from({ length: 8 }, (_, index) => ((bytes[index * 2]! << 8) | bytes[index * 2 + 1]!).toString(16));
}

/**
 * The rate-limit bucket of a client address: an IPv4 address is its own bucket; an IPv6 address is
 * bucketed by its /64 (one subscriber's network, inside which they can pick any of 2^64 addresses),
 * spelled as that network's first address (`2001:db8:1:2::`, itself a valid IP). Not an IP: undefined.
 */
export function clientBucket(raw: string | undefined): string | undefined {
  const address = raw === undefined ? null : parseIp(raw);
  if (!address) return undefined;
  if (address.version === 4) return formatIp(address);
  return `${groupsOf(address.bytes).slice(0, 4).join(":")}::`;
}

/** An address range: an address with a prefix length (an address alone is the full length). */
export interface IpRange {
  version: 4 | 6;
  bytes: Uint8Array;
  prefix: number;
}

/** Parses `10.0.0.0/8`, `2001:db8::/32` or a single address; anything else is null. */
export function parseIpRange(raw: string): IpRange | null {
  const slash = raw.indexOf("/");
  const address = parseIp(slash === -1 ? raw : raw.slice(0, slash));
  if (!address) return null;
  const maxPrefix = address.bytes.length * 8;
  if (slash === -1) return { ...address, prefix: maxPrefix };
  const prefixText = raw.slice(slash + 1).trim();
  if (!/^\d{1,3}$/.test(prefixText)) return null;
  // An IPv4-mapped range (::ffff:10.0.0.0/104) is the IPv4 range it covers.
  const prefix = Number(prefixText) - (address.version === 4 && raw.includes(":") ? 96 : 0);
  if (prefix < 0 || prefix > maxPrefix) return null;
  return { ...address, prefix };
}

export function isInRange(address: IpAddress, range: IpRange): boolean {
  if (address.version !== range.version) return false;
  let bits = range.prefix;
  for (let index = 0; bits > 0; index++, bits -= 8) {
    const mask = bits >= 8 ? 0xff : (0xff << (8 - bits)) & 0xff;
    if ((address.bytes[index]! & mask) !== (range.bytes[index]! & mask)) return false;
  }
  return true;
}

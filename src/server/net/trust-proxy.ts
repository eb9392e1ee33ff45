import { parseIpRange, type IpRange } from "./ip-address";

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

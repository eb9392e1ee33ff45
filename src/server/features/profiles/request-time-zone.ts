import { parse } from "hono/utils/cookie";
import { canonicalTimeZone } from "../../../shared/time-zone";
import { acceptTimeZone, TIME_ZONE_COOKIE } from "../../../shared/time-zone-cookie";

interface RequestLike {
  headers?: Headers;
  request?: Request;
}

function cookieZone(headers: Headers | undefined): string | undefined {
  const cookieHeader = headers?.get("cookie");
  if (!cookieHeader) return undefined;
  return acceptTimeZone(parse(cookieHeader, TIME_ZONE_COOKIE)[TIME_ZONE_COOKIE]);
}

/**
 * The time zone of the browser behind an auth request: the zone a mailed sign-in link carries (the
 * browser that asked for it) first, else the browser's own time-zone cookie. Undefined when neither is
 * a known zone.
 */
export function requestTimeZone(context: RequestLike | null | undefined): string | undefined {
  if (!context) return undefined;
  // The link's own query string (better-auth's parsed query drops parameters it does not know).
  const fromLink = context.request ? new URL(context.request.url).searchParams.get(TIME_ZONE_COOKIE) : null;
  const zone = acceptTimeZone(fromLink) ?? cookieZone(context.headers ?? context.request?.headers);
  return zone && canonicalTimeZone(zone);
}

/** A sign-in link that carries the requesting browser's zone, for an account it may create elsewhere. */
export function withRequestTimeZone(url: string, context: RequestLike | null | undefined): string {
  const zone = cookieZone(context?.headers ?? context?.request?.headers);
  if (!zone) return url;
  const link = new URL(url);
  link.searchParams.set(TIME_ZONE_COOKIE, zone);
  return link.toString();
}

/**
 * The browser's IANA time zone, kept in a small functional cookie so that whichever door creates an
 * account (password sign-up, or a sign-in link followed later, perhaps on another device) starts its
 * profile on the seeker's own local day. The same name is the query parameter a mailed sign-in link
 * carries.
 */
export const TIME_ZONE_COOKIE = "tz";

/**
 * The zone if it is a known IANA zone of sane length, else undefined (never trust what a client sent):
 * Intl refuses an unknown zone. Every page loads this module first (the auth provider names the cookie),
 * so it asks Intl itself rather than bringing in another module.
 */
export function acceptTimeZone(value: string | null | undefined): string | undefined {
  if (!value || value.length > 64) return undefined;
  try {
    return new Intl.DateTimeFormat("en-US", { timeZone: value }).resolvedOptions().timeZone;
  } catch {
    return undefined;
  }
}

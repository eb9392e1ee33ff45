/**
 * Whether a name is a time zone the platform knows (IANA, such as Europe/Paris). Apart from
 * calendar.ts, so that what only needs this check (the time-zone cookie, read on every page's first
 * load) does not bring the calendar's arithmetic with it.
 */
const known = new Set<string>();

export function isValidTimeZone(timeZone: string): boolean {
  if (known.has(timeZone)) return true;
  try {
    new Intl.DateTimeFormat("en-CA", { timeZone });
  } catch {
    return false;
  }
  known.add(timeZone);
  return true;
}

/**
 * The platform's canonical name for a known zone: "US/Pacific-New" is America/Los_Angeles, and the
 * three-letter ids ICU also accepts ("CAT", "NET") become the region's name. The database knows the
 * canonical names only, so a zone is stored as this.
 */
export function canonicalTimeZone(timeZone: string): string {
  return new Intl.DateTimeFormat("en-CA", { timeZone }).resolvedOptions().timeZone;
}

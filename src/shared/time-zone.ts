import { dateTimeFormat } from "./date-format";

/**
 * Whether a name is a time zone the platform knows (IANA, such as Europe/Paris): Intl refuses an unknown
 * one, and a known one's formatter is kept (`date-format.ts`), so asking again costs nothing. Apart from
 * calendar.ts, so that what only needs this check does not bring the calendar's arithmetic with it.
 */
export function isValidTimeZone(timeZone: string): boolean {
  try {
    dateTimeFormat("en-CA", { timeZone });
    return true;
  } catch {
    return false;
  }
}

/**
 * The platform's canonical name for a known zone: "US/Pacific-New" is America/Los_Angeles, and the
 * three-letter ids ICU also accepts ("CAT", "NET") become the region's name. The database knows the
 * canonical names only, so a zone is stored as this.
 */
export function canonicalTimeZone(timeZone: string): string {
  return dateTimeFormat("en-CA", { timeZone }).resolvedOptions().timeZone;
}

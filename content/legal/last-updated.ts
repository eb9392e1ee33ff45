/**
 * The day the Terms of Service or the Privacy Policy last changed, shown as "Last updated" on both.
 * Move it to the day of any edit to their texts, and set LEGAL_TEXTS_FINGERPRINT to what the content
 * test reports: the test fails when the texts change and the fingerprint (so, the date) does not.
 */
export const LEGAL_LAST_UPDATED = "2026-11-29";

/** SHA-256 (first 16 hex digits) of both texts without their dates, as of LEGAL_LAST_UPDATED. */
export const LEGAL_TEXTS_FINGERPRINT = "a0ef05e5053742f8";

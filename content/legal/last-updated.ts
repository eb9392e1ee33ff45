/**
 * The day the Terms of Service or the Privacy Policy last changed, shown as "Last updated" on both.
 * Move it to the day of any edit to the texts in this folder: a content test compares it with the
 * author date of the last commit that touched them.
 */
export const LEGAL_LAST_UPDATED = "2026-11-23";

/**
 * A reading its seeker shares: an opt-in public link, `/r/<shareId>`, and its picture card,
 * `/r/<shareId>.png` (docs/decisions/017-sharing-readings.md).
 */

/** Random bytes in a share id: 128 bits, written as 22 base64url characters without padding. */
export const SHARE_ID_BYTES = 16;
export const SHARE_ID_PATTERN = /^[A-Za-z0-9_-]{22}$/;

/** The card's size in pixels, the size Open Graph and large Twitter cards expect. */
export const CARD_WIDTH = 1200;
export const CARD_HEIGHT = 630;

/** The public page of a shared reading. */
export function sharedReadingPath(shareId: string): string {
  return `/r/${shareId}`;
}

/** The public picture card of a shared reading. */
export function sharedCardPath(shareId: string): string {
  return `/r/${shareId}.png`;
}

/** The share id of a `/r/<shareId>` page path (a trailing slash allowed), or null. */
export function shareIdOfPagePath(pathname: string): string | null {
  const match = /^\/r\/([^/]+)\/?$/.exec(pathname);
  return match && SHARE_ID_PATTERN.test(match[1]!) ? match[1]! : null;
}

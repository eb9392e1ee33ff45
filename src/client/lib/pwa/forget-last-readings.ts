import { LAST_READINGS_CACHE } from "./offline-rules";

/**
 * Deletes the readings kept for offline use, from the page itself: signing out and deleting the account
 * call it, so the next person on this browser never sees them. The service worker empties the same cache
 * when it sees those requests succeed; this covers a page it does not control (a hard reload).
 */
export async function forgetLastReadings(): Promise<void> {
  if (typeof caches === "undefined") return;
  await caches.delete(LAST_READINGS_CACHE).catch(() => false);
}

import { useSyncExternalStore } from "react";

/**
 * The session storage flags (docs/product.md, 'The disclaimer gate and session flags'), read and written
 * safely (storage can be disabled or full).
 */
export const SESSION_KEYS = {
  disclaimerAccepted: "disclaimerAccepted",
  lastVisitedPath: "lastVisitedPath",
  hasVisited: "hasVisited",
  scrollPrefix: "scroll:",
  /** The visitor chose 'Skip & Remain in the Unknown' on the home page's e-mail capture card. */
  captureSkipped: "captureSkipped",
  /** The account was just deleted: the next page says farewell (once) instead of welcoming anyone back. */
  accountDeleted: "accountDeleted",
} as const;

const listeners = new Set<() => void>();

export function readSessionValue(key: string): string | null {
  try {
    return window.sessionStorage.getItem(key);
  } catch {
    return null;
  }
}

export function writeSessionValue(key: string, value: string): void {
  try {
    window.sessionStorage.setItem(key, value);
  } catch {
    // Storage unavailable: the flag lasts only for this page view.
  }
  listeners.forEach((listener) => listener());
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * A session flag as React state. Prerendered HTML and the hydrating render see `undefined` (unknown);
 * the browser's value follows at once, so server and client markup always match.
 */
export function useSessionValue(key: string): string | null | undefined {
  return useSyncExternalStore(
    subscribe,
    () => readSessionValue(key),
    () => undefined,
  );
}

/** Whether this tab had visited the site earlier in the session, read once before this load marks it. */
export const wasVisitedBeforeThisLoad =
  typeof window !== "undefined" && readSessionValue(SESSION_KEYS.hasVisited) === "true";

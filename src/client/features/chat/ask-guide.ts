/**
 * "Ask the guide about this reading": a reading view hands the chat guide one of the seeker's readings,
 * and the chat panel then sends its id with every question. This module loads with the reading views
 * and the chat panel only (both load on demand), so it costs the first page load nothing.
 */

/** The reading the chat is about: its id, and how the panel names it to the seeker. */
export interface GuideReading {
  id: string;
  label: string;
}

/**
 * The floating guide's button while it is closed, as chat-widget.tsx names it. The name is written out
 * here rather than imported, so that nothing of this module enters the first page load with the widget.
 */
const OPEN_GUIDE_LABEL = "Open the oracle guide";

let current: GuideReading | null = null;
const listeners = new Set<() => void>();

export function subscribeGuideReading(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export const guideReadingSnapshot = (): GuideReading | null => current;

/**
 * Opens the chat guide on `reading`. A reading shown in a modal dialog closes it first, as Escape does
 * (the page behind a modal dialog is inert, the guide with it); then the guide's own button opens it.
 */
export function askGuideAbout(reading: GuideReading, from: HTMLElement): void {
  current = reading;
  for (const listener of listeners) listener();
  from.closest("dialog")?.dispatchEvent(new Event("cancel", { cancelable: true }));
  document.querySelector<HTMLButtonElement>(`button[aria-label="${OPEN_GUIDE_LABEL}"]`)?.click();
}

/**
 * GET /api/events, the live updates of the signed-in user's own data, as both sides name them: the
 * server writes these server-sent events and the browser listens for them.
 *
 * - `ready` (`{}`) once the stream is open;
 * - `change` (`{"topic": …}`) whenever the user's data of that topic has changed.
 */
export const REALTIME_EVENTS = { ready: "ready", change: "change" } as const;

/** What a `change` event reports: one name per part of the user's data, never a storage detail. */
export const REALTIME_TOPICS = ["profile", "achievements", "quest", "items", "casts", "billing"] as const;
export type RealtimeTopic = (typeof REALTIME_TOPICS)[number];

/** The data of a `change` event. */
export interface RealtimeChange {
  topic: RealtimeTopic;
}

export function isRealtimeTopic(value: unknown): value is RealtimeTopic {
  return typeof value === "string" && (REALTIME_TOPICS as readonly string[]).includes(value);
}

import type { QueryClient } from "@tanstack/react-query";
import { isRealtimeTopic, REALTIME_EVENTS, type RealtimeTopic } from "../../shared/realtime";
import { QUERY_KEYS_BY_TOPIC, queryKeys } from "./query-keys";

/** A cast changes several topics at once; their events are gathered this long and refreshed together. */
const BATCH_MS = 150;
const RECONNECT_MIN_MS = 1_000;
const RECONNECT_MAX_MS = 30_000;

function invalidateUserData(queryClient: QueryClient) {
  void queryClient.invalidateQueries({ queryKey: queryKeys.me });
  void queryClient.invalidateQueries({ queryKey: queryKeys.casts });
}

/**
 * Listens to GET /api/events and refreshes the queries of each `change` event's topic (an unknown topic
 * refreshes all of the user's data). EventSource retries a dropped stream by itself; when the browser
 * gives up (the stream closed for good, e.g. a failed reconnect), a new one is opened with a growing
 * delay. After any reconnection everything is refreshed, since events sent while disconnected are lost.
 * Loaded only once someone is signed in (./realtime.ts). Returns the function that closes it.
 */
export function openRealtimeStream(queryClient: QueryClient, eventsPath: string): () => void {
  let source: EventSource | null = null;
  let reconnectTimer: ReturnType<typeof setTimeout> | undefined;
  let batchTimer: ReturnType<typeof setTimeout> | undefined;
  let reconnectDelay = RECONNECT_MIN_MS;
  let hasLostConnection = false;
  let isStopped = false;
  const pendingTopics = new Set<RealtimeTopic | "unknown">();

  const flush = () => {
    batchTimer = undefined;
    if (pendingTopics.has("unknown")) {
      invalidateUserData(queryClient);
    } else {
      const keys = new Map<string, readonly string[]>();
      for (const topic of pendingTopics as Set<RealtimeTopic>) {
        for (const key of QUERY_KEYS_BY_TOPIC[topic]) keys.set(key.join("/"), key);
      }
      for (const key of keys.values()) void queryClient.invalidateQueries({ queryKey: key });
    }
    pendingTopics.clear();
  };

  const onChange = (event: MessageEvent<string>) => {
    let topic: unknown;
    try {
      topic = (JSON.parse(event.data) as { topic?: unknown } | null)?.topic;
    } catch {
      topic = undefined;
    }
    pendingTopics.add(isRealtimeTopic(topic) ? topic : "unknown");
    batchTimer ??= setTimeout(flush, BATCH_MS);
  };

  const connect = () => {
    if (isStopped) return;
    const current = new EventSource(eventsPath);
    source = current;
    current.addEventListener(REALTIME_EVENTS.change, onChange);
    current.addEventListener("open", () => {
      reconnectDelay = RECONNECT_MIN_MS;
      if (hasLostConnection) {
        hasLostConnection = false;
        invalidateUserData(queryClient);
      }
    });
    current.addEventListener("error", () => {
      hasLostConnection = true;
      if (current.readyState !== EventSource.CLOSED || isStopped) return;
      current.close();
      reconnectTimer = setTimeout(connect, reconnectDelay);
      reconnectDelay = Math.min(reconnectDelay * 2, RECONNECT_MAX_MS);
    });
  };

  connect();
  return () => {
    isStopped = true;
    clearTimeout(reconnectTimer);
    clearTimeout(batchTimer);
    source?.close();
  };
}

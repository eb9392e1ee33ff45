import type { Logger } from "pino";
import type { DatabaseConnection } from "../../db/client";

/** The channel the database triggers notify on (migration 0002_realtime_notify.sql). */
export const REALTIME_CHANNEL = "mystic_events";

export interface UserChange {
  table: string;
}

interface Subscriber {
  onChange(change: UserChange): void;
  onClose(): void;
}

/** A comment line this often keeps proxies from closing an idle stream. */
export const HEARTBEAT_MS = 25_000;

/** Fans database change notifications out to the open event streams of the user they concern. */
export class EventHub {
  private readonly subscribers = new Map<string, Set<Subscriber>>();

  /** How often each open stream writes a heartbeat (tests shorten it). */
  constructor(readonly heartbeatMs: number = HEARTBEAT_MS) {}

  subscribe(userId: string, subscriber: Subscriber): () => void {
    let set = this.subscribers.get(userId);
    if (!set) {
      set = new Set();
      this.subscribers.set(userId, set);
    }
    set.add(subscriber);
    // Idempotent: a stream's unsubscribe may run on abort and again when its loop ends. Only this
    // subscriber's own entry is removed, so a second call never touches a newer stream of the same user.
    let isSubscribed = true;
    return () => {
      if (!isSubscribed) return;
      isSubscribed = false;
      const current = this.subscribers.get(userId);
      if (!current) return;
      current.delete(subscriber);
      if (current.size === 0) this.subscribers.delete(userId);
    };
  }

  publish(userId: string, change: UserChange): void {
    this.subscribers.get(userId)?.forEach((subscriber) => subscriber.onChange(change));
  }

  /** Ends every open stream (on shutdown, so the server can close). */
  closeAll(): void {
    for (const set of this.subscribers.values()) set.forEach((subscriber) => subscriber.onClose());
    this.subscribers.clear();
  }

  get streamCount(): number {
    let count = 0;
    for (const set of this.subscribers.values()) count += set.size;
    return count;
  }
}

/**
 * LISTENs on the realtime channel (a dedicated connection on PostgreSQL, the one embedded instance on
 * PGlite) and publishes every notification to the hub. Returns the function that stops listening.
 */
export async function listenForChanges(
  connection: DatabaseConnection,
  hub: EventHub,
  logger: Logger,
): Promise<() => Promise<void>> {
  const onNotification = (payload: string) => {
    try {
      const { userId, table } = JSON.parse(payload) as { userId?: unknown; table?: unknown };
      if (typeof userId === "string" && typeof table === "string") hub.publish(userId, { table });
    } catch (error) {
      logger.warn({ err: error, payload }, "ignored a malformed realtime notification");
    }
  };
  if (connection.kind === "pglite") {
    const unlisten = await connection.pglite!.listen(REALTIME_CHANNEL, onNotification);
    return () => unlisten();
  }
  const { unlisten } = await connection.sql!.listen(REALTIME_CHANNEL, onNotification);
  return () => unlisten();
}

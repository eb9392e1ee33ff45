import { getTableName } from "drizzle-orm";
import type { Logger } from "pino";
import type { RealtimeChange, RealtimeTopic } from "../../../shared/realtime";
import type postgres from "postgres";
import type { DatabaseConnection } from "../../db/client";
import { userAchievements, userItems, userProfiles, userQuests } from "../../db/schema";
import { casts } from "../../db/readings-schema";
import { billingSubscriptions } from "../../db/billing-schema";
import { AppError } from "../../http/errors";

/** The channel the database triggers notify on (migration 0002_realtime_notify.sql). */
const REALTIME_CHANNEL = "mystic_events";

/**
 * The topic a change to each announcing table is reported as (the triggers of migration
 * 0002_realtime_notify.sql name the table); the stream never says which table it was.
 */
const TOPIC_BY_TABLE: ReadonlyMap<string, RealtimeTopic> = new Map([
  [getTableName(userProfiles), "profile"],
  [getTableName(userAchievements), "achievements"],
  [getTableName(userQuests), "quest"],
  [getTableName(userItems), "items"],
  [getTableName(casts), "casts"],
  [getTableName(billingSubscriptions), "billing"],
]);

interface Subscriber {
  onChange(change: RealtimeChange): void;
  onClose(): void;
}

/** Who a stream belongs to, beyond its user: what ends it and what it is counted under. */
export interface StreamOwner {
  /** The session it was opened with: the stream ends when that session does. */
  sessionId?: string;
  /** The client's rate-limit bucket (an IPv4 address or an IPv6 /64). */
  client?: string;
}

interface Entry {
  subscriber: Subscriber;
  owner: StreamOwner;
  isActive: boolean;
}

/** A comment line this often keeps proxies from closing an idle stream. */
const HEARTBEAT_MS = 25_000;

/**
 * Open streams allowed at once, in this process, by default (EVENT_STREAMS_PER_USER and
 * EVENT_STREAMS_PER_CLIENT): per user (a few tabs and devices), and per client address (several
 * people behind one NAT). Streams are sockets of one process, so each node counts its own.
 */
export const STREAM_LIMITS = { perUser: 5, perClient: 20 };

/** Fans database change notifications out to the open event streams of the user they concern. */
export class EventHub {
  private readonly subscribers = new Map<string, Set<Entry>>();
  private readonly streamsByClient = new Map<string, number>();

  /** How often each open stream writes a heartbeat (tests shorten it), and the caps on open streams. */
  constructor(
    readonly heartbeatMs: number = HEARTBEAT_MS,
    readonly limits: { perUser: number; perClient: number } = STREAM_LIMITS,
  ) {}

  /**
   * Adds a stream, or throws a 429 AppError when its user or its client already holds the most
   * allowed. Returns its unsubscribe, which is idempotent: a stream's unsubscribe may run on abort and
   * again when its loop ends, and only removes this stream's own entry, so a second call never touches
   * a newer stream of the same user.
   */
  subscribe(userId: string, subscriber: Subscriber, owner: StreamOwner = {}): () => void {
    let set = this.subscribers.get(userId);
    if ((set?.size ?? 0) >= this.limits.perUser) {
      throw new AppError(
        "rate_limited",
        `At most ${this.limits.perUser} live update streams can be open for one account; close another tab first`,
        { retryAfterSeconds: 30 },
      );
    }
    if (owner.client !== undefined && (this.streamsByClient.get(owner.client) ?? 0) >= this.limits.perClient) {
      throw new AppError("rate_limited", "Too many live update streams are open from this address", {
        retryAfterSeconds: 30,
      });
    }
    if (!set) {
      set = new Set();
      this.subscribers.set(userId, set);
    }
    const entry: Entry = { subscriber, owner, isActive: true };
    set.add(entry);
    if (owner.client !== undefined) {
      this.streamsByClient.set(owner.client, (this.streamsByClient.get(owner.client) ?? 0) + 1);
    }
    return () => this.remove(userId, entry);
  }

  private remove(userId: string, entry: Entry): void {
    if (!entry.isActive) return;
    entry.isActive = false;
    const current = this.subscribers.get(userId);
    current?.delete(entry);
    if (current?.size === 0) this.subscribers.delete(userId);
    const client = entry.owner.client;
    if (client !== undefined) {
      const left = (this.streamsByClient.get(client) ?? 1) - 1;
      if (left > 0) this.streamsByClient.set(client, left);
      else this.streamsByClient.delete(client);
    }
  }

  publish(userId: string, change: RealtimeChange): void {
    this.subscribers.get(userId)?.forEach((entry) => entry.subscriber.onChange(change));
  }

  /** Ends the streams opened with a session that has ended (signed out, revoked, account deleted). */
  endSession(userId: string, sessionId: string): void {
    for (const entry of [...(this.subscribers.get(userId) ?? [])]) {
      if (entry.owner.sessionId !== sessionId) continue;
      this.remove(userId, entry);
      entry.subscriber.onClose();
    }
  }

  /** Ends every open stream (on shutdown, so the server can close). */
  closeAll(): void {
    for (const [userId, set] of [...this.subscribers]) {
      for (const entry of [...set]) {
        this.remove(userId, entry);
        entry.subscriber.onClose();
      }
    }
  }

  get streamCount(): number {
    let count = 0;
    for (const set of this.subscribers.values()) count += set.size;
    return count;
  }
}

/**
 * What else keeps copies of sessions and accounts in this process (the account's session cache): told
 * when a session ends or an account row changes, and whether notifications are being heard at all.
 */
export interface SessionWatcher {
  sessionEnded(userId: string, sessionId: string): void;
  userChanged(userId: string): void;
  /**
   * True once listening (again, after a reconnect: what was missed meanwhile is unknown), false when
   * stopped. While live, `catchUp` resolves once every notification committed before the call has been
   * handled in this process.
   */
  setLive(isLive: boolean, catchUp?: () => Promise<void>): void;
}

/** How long a session lookup waits to catch up with notifications in transit before asking the database. */
const CATCH_UP_TIMEOUT_MS = 1000;

/**
 * Runs `task` for each caller, sharing runs: a caller joins the run not yet started if there is one,
 * otherwise starts one (or queues the next, while one is under way: a run already sent may have left
 * before the caller's moment, so it does not count for them). At most one run is under way.
 */
export function sharedRuns(task: () => Promise<void>): () => Promise<void> {
  let running: Promise<void> | null = null;
  let queued: Promise<void> | null = null;
  const start = () => (running = task().finally(() => (running = null)));
  return () => {
    if (queued) return queued;
    if (!running) return start();
    return (queued = running
      .catch(() => {})
      .then(() => {
        queued = null;
        return start();
      }));
  };
}

/**
 * postgres.js's own client for LISTEN: one connection (it creates it at the first `listen` and
 * re-listens on it after a reconnect). A query sent on it is answered only after every notification
 * its backend had been signalled before the query arrived: PostgreSQL hands pending notifications to
 * an idle listener at once, and to a busy one before it next reports itself ready.
 */
function listeningClient(sql: postgres.Sql): postgres.Sql {
  const client = (sql.listen as unknown as { sql?: postgres.Sql }).sql;
  if (!client) throw new Error("postgres.js keeps its listening client elsewhere: sql.listen.sql is missing");
  return client;
}

/**
 * LISTENs on the realtime channel (a dedicated connection on PostgreSQL, the one embedded instance on
 * PGlite) and publishes every notification to the hub; an ended session (migration 0005_limits.sql)
 * closes that session's streams, and it and a changed account (migration 0014_session_cache_notify.sql)
 * are passed to the session watchers. Returns the function that stops listening.
 */
export async function listenForChanges(
  connection: DatabaseConnection,
  hub: EventHub,
  logger: Logger,
  watchers: readonly SessionWatcher[] = [],
): Promise<() => Promise<void>> {
  const onNotification = (payload: string) => {
    try {
      const { userId, table, sessionEnded, userChanged } = JSON.parse(payload) as {
        userId?: unknown;
        table?: unknown;
        sessionEnded?: unknown;
        userChanged?: unknown;
      };
      const topic = typeof table === "string" ? TOPIC_BY_TABLE.get(table) : undefined;
      if (typeof userId === "string" && typeof sessionEnded === "string") {
        hub.endSession(userId, sessionEnded);
        watchers.forEach((watcher) => watcher.sessionEnded(userId, sessionEnded));
      } else if (typeof userChanged === "string") watchers.forEach((watcher) => watcher.userChanged(userChanged));
      else if (typeof userId === "string" && topic) hub.publish(userId, { topic });
      else logger.warn({ payload }, "ignored a realtime notification of no known topic");
    } catch (error) {
      logger.warn({ err: error, payload }, "ignored a malformed realtime notification");
    }
  };
  const setLive = (isLive: boolean, catchUp?: () => Promise<void>) =>
    watchers.forEach((watcher) => watcher.setLive(isLive, catchUp));
  if (connection.kind === "pglite") {
    const unlisten = await connection.pglite!.listen(REALTIME_CHANNEL, onNotification);
    // One process owns the embedded database and PGlite hands a notification to its listeners as the
    // statement that committed it completes: none is ever in transit, so there is nothing to catch up.
    setLive(true, async () => {});
    return async () => {
      setLive(false);
      await unlisten();
    };
  }
  // Catching up is a round trip on the listening connection, behind any notification already on its way
  // (runs shared between concurrent callers). postgres.js calls the third function each time the LISTEN
  // connection is (re)established.
  // Bounded: while the listening connection is being re-established after an outage, the round trip would
  // wait for it; after CATCH_UP_TIMEOUT_MS the caller asks the database instead.
  const catchUp = sharedRuns(async () => {
    let timer: NodeJS.Timeout | undefined;
    try {
      await Promise.race([
        listeningClient(connection.sql!)`select 1`,
        new Promise((_, reject) => {
          timer = setTimeout(() => reject(new Error("catching up took too long")), CATCH_UP_TIMEOUT_MS);
        }),
      ]);
    } finally {
      clearTimeout(timer);
    }
  });
  const { unlisten } = await connection.sql!.listen(REALTIME_CHANNEL, onNotification, () => setLive(true, catchUp));
  return async () => {
    setLive(false);
    await unlisten();
  };
}

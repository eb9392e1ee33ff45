import type { Clock } from "../../clock";
import type { AuthSession } from "./auth";

/**
 * The signed-in sessions this process has checked lately, by their signed cookie, so that a request of a
 * session already seen skips better-auth's lookup (its two queries and its endpoint machinery).
 *
 * It is only ever a copy, and never a stale one for long:
 * - It holds entries only while the database's change notifications are being heard (`setLive`): an
 *   ended session (sign-out, revocation, password change, account deletion) and a changed account row
 *   are announced on the realtime channel to every process, which drops what it holds for them
 *   (`sessionEnded`, `userChanged`). Without a listener the cache stays empty and every request asks the
 *   database, as before.
 * - An entry lives at most `ttlMs` (measured on the monotonic clock) and never past its session's expiry
 *   (by the server's clock), which bounds what a lost notification (a dropped listening connection) could
 *   keep alive.
 * - A lookup that was under way when a notification arrived is not stored (the epoch check), since it
 *   may have read the row just before it changed.
 * - A notification can still be on its way when the next request arrives: a session revoked through
 *   another process answers there before this process has heard. `getHeard` therefore first catches up
 *   with the notifications (a round trip on the listening connection, shared between concurrent
 *   requests), so the very next request here is refused.
 */
export class SessionCache {
  private readonly entries = new Map<string, { found: AuthSession; cachedAt: number }>();
  private readonly keysByUser = new Map<string, Set<string>>();
  private isLive = false;
  private catchUp: () => Promise<void> = async () => {};
  private epoch = 0;

  private readonly ttlMs: number;
  private readonly maxEntries: number;

  constructor(
    private readonly options: {
      /** The server's clock, against which a session's expiry is read. */
      clock: Clock;
      ttlMs?: number;
      maxEntries?: number;
      /** Milliseconds on a monotonic clock, for the entries' age (`performance.now()` by default). */
      elapsed?: () => number;
    },
  ) {
    this.ttlMs = options.ttlMs ?? 60_000;
    this.maxEntries = options.maxEntries ?? 10_000;
  }

  private elapsed(): number {
    return this.options.elapsed?.() ?? performance.now();
  }

  /**
   * Whether notifications are heard; entries are kept only while they are (and dropped when they stop).
   * `catchUp` resolves once every notification committed before the call has been handled here.
   */
  setLive(isLive: boolean, catchUp?: () => Promise<void>): void {
    this.isLive = isLive;
    this.catchUp = catchUp ?? (async () => {});
    this.clear();
  }

  /** The epoch a lookup starts in: `set` stores its result only if nothing was invalidated meanwhile. */
  get currentEpoch(): number {
    return this.epoch;
  }

  get(key: string): AuthSession | null {
    if (!this.isLive) return null;
    const entry = this.entries.get(key);
    if (!entry) return null;
    if (
      this.elapsed() - entry.cachedAt >= this.ttlMs ||
      entry.found.session.expiresAt.getTime() <= this.options.clock().getTime()
    ) {
      this.delete(key, entry.found.user.id);
      return null;
    }
    return entry.found;
  }

  /**
   * The entry, once every change announced before this call has been heard: null if it is not held, was
   * dropped meanwhile, or catching up failed (the caller then asks the database).
   */
  async getHeard(key: string): Promise<AuthSession | null> {
    if (!this.get(key)) return null;
    try {
      await this.catchUp();
    } catch {
      return null;
    }
    return this.get(key);
  }

  set(key: string, found: AuthSession, startedInEpoch: number): void {
    if (!this.isLive || startedInEpoch !== this.epoch) return;
    if (this.entries.size >= this.maxEntries && !this.entries.has(key)) {
      const oldest = this.entries.entries().next().value;
      if (oldest) this.delete(oldest[0], oldest[1].found.user.id);
    }
    this.entries.set(key, { found, cachedAt: this.elapsed() });
    let keys = this.keysByUser.get(found.user.id);
    if (!keys) this.keysByUser.set(found.user.id, (keys = new Set()));
    keys.add(key);
  }

  /** A session ended (its row was deleted): forget it. */
  sessionEnded(userId: string, sessionId: string): void {
    this.epoch++;
    for (const key of [...(this.keysByUser.get(userId) ?? [])]) {
      if (this.entries.get(key)?.found.session.id === sessionId) this.delete(key, userId);
    }
  }

  /** A user's account row changed or went: forget every session of theirs. */
  userChanged(userId: string): void {
    this.epoch++;
    for (const key of [...(this.keysByUser.get(userId) ?? [])]) this.delete(key, userId);
  }

  clear(): void {
    this.epoch++;
    this.entries.clear();
    this.keysByUser.clear();
  }

  get size(): number {
    return this.entries.size;
  }

  private delete(key: string, userId: string): void {
    this.entries.delete(key);
    const keys = this.keysByUser.get(userId);
    keys?.delete(key);
    if (keys?.size === 0) this.keysByUser.delete(userId);
  }
}

import type { MiddlewareHandler } from "hono";
import type { AppEnv } from "./app-env";
import { rateLimitKeyOf } from "./client-ip";
import { AppError } from "./errors";

/**
 * Admission control in front of the embedded database. PGlite is one connection inside this process:
 * every request that reaches it queues on it, and with a few hundred requests open at once some used to
 * wait past any client's patience while later ones overtook them. The gate lets a few requests run at a
 * time and queues the rest, one queue per client, taken in turn: each time a slot frees, the next client
 * in the rotation sends its oldest request, then goes to the back, behind any client that arrived while
 * that request ran. A client's own requests keep their order, and one client with hundreds waiting delays
 * another's request by the one of its own that is running, not by all of them (first come, first served, one seeker rendering share cards held an anonymous request for
 * seconds). A client is its address as every rate limit counts it (`rateLimitKeyOf`: IPv6 by its /64):
 * the gate runs before the session is known, and finding the session is itself a database read; a
 * session cookie, unchecked, would let anyone open as many queues as they make up cookies.
 *
 * A request that would wait longer than the budget is answered with 503 and `Retry-After`, before it has
 * touched anything, so it is always safe to send again (the web client retries a cast once after the
 * delay). So is one that finds its client's queue, or all the queues together, full: the waiting requests
 * (their timers, and the queues themselves, which exist only while they hold one) stay bounded.
 *
 * Each admission happens in a later turn of the event loop (`setImmediate`), never straight from the
 * release before it. The embedded database answers without I/O, so a queue admitted from release to
 * release would run as one chain of promise callbacks: one turn of the loop that serves the whole queue.
 * Node accepts one new connection per turn of the loop, so seekers arriving meanwhile sat unaccepted in
 * the kernel's queue, some past a client's 10 s patience. Admitting in the next turn keeps a turn to
 * about one request, so new connections are accepted, and their requests queued, while the queue drains.
 */
export interface AdmissionLimits {
  /** Requests let through at once (the database serializes them anyway). */
  concurrency: number;
  /** The longest a request waits in the queue before it is turned away. */
  maxWaitMs: number;
  /** What the 503 tells the client to wait before sending again. */
  retryAfterSeconds: number;
  /** The most requests one client may have waiting; one more is turned away at once. */
  maxWaitingPerClient: number;
  /** The most requests waiting in all the queues together (so also the most queues at once). */
  maxWaiting: number;
}

/** What the embedded database's 503 asks a client to wait (its limits are settings: `EMBEDDED_*` in config/env.ts). */
export const EMBEDDED_RETRY_AFTER_SECONDS = 2;

interface Waiter {
  admit: () => void;
  timer: NodeJS.Timeout;
}

export class AdmissionGate {
  private running = 0;
  private waiting = 0;
  /** Each waiting client's queue, oldest first; the map's order is the rotation (next to send first). */
  private readonly queues = new Map<string, Waiter[]>();
  /**
   * The client that sent last, with what it still has waiting, out of the rotation until the next pick:
   * it rejoins at the back then, behind every client that arrived while its request ran.
   */
  private served: { client: string; queue: Waiter[] } | null = null;

  constructor(readonly limits: AdmissionLimits) {}

  /** Requests running and waiting right now, and how many clients are waiting. */
  get load(): { running: number; waiting: number; clients: number } {
    const served = this.served?.queue.length ? 1 : 0;
    return { running: this.running, waiting: this.waiting, clients: this.queues.size + served };
  }

  /**
   * Resolves with the release function once admitted; rejects with `server_busy` after the budget, or at
   * once when the client's queue or all of them are full. `client` names the queue (one for all by default).
   */
  enter(client = ""): Promise<() => void> {
    if (this.running < this.limits.concurrency && this.waiting === 0) {
      this.running++;
      return new Promise((resolve) => setImmediate(() => resolve(this.releaser())));
    }
    const queue = this.queueOf(client);
    if ((queue?.length ?? 0) >= this.limits.maxWaitingPerClient || this.waiting >= this.limits.maxWaiting) {
      return Promise.reject(busy(this.limits.retryAfterSeconds));
    }
    return new Promise((resolve, reject) => {
      const waiter: Waiter = {
        admit: () => {
          clearTimeout(waiter.timer);
          this.running++;
          resolve(this.releaser());
        },
        timer: setTimeout(() => {
          this.remove(client, waiter);
          reject(busy(this.limits.retryAfterSeconds));
        }, this.limits.maxWaitMs),
      };
      if (queue) queue.push(waiter);
      else this.queues.set(client, [waiter]);
      this.waiting++;
    });
  }

  private queueOf(client: string): Waiter[] | undefined {
    return this.served?.client === client ? this.served.queue : this.queues.get(client);
  }

  /**
   * The client that sent last goes to the back of the rotation if it has more waiting; then the first
   * client in the rotation sends its oldest request (and sits out until the next pick).
   */
  private admitNext() {
    if (this.served?.queue.length) this.queues.set(this.served.client, this.served.queue);
    this.served = null;
    const next = this.queues.entries().next();
    if (next.done) return;
    const [client, queue] = next.value;
    this.queues.delete(client);
    this.served = { client, queue };
    const waiter = queue.shift()!;
    this.waiting--;
    waiter.admit();
  }

  private remove(client: string, waiter: Waiter) {
    const queue = this.queueOf(client)!;
    queue.splice(queue.indexOf(waiter), 1);
    if (queue.length === 0 && this.queues.get(client) === queue) this.queues.delete(client);
    this.waiting--;
  }

  private releaser(): () => void {
    let released = false;
    return () => {
      if (released) return;
      released = true;
      this.running--;
      setImmediate(() => {
        // Someone may have taken the slot meanwhile (only when nobody was waiting).
        if (this.running < this.limits.concurrency) this.admitNext();
      });
    };
  }
}

function busy(retryAfterSeconds: number): AppError {
  return new AppError(
    "server_busy",
    `Many seekers are here at once. Please try again in ${retryAfterSeconds} seconds.`,
    { retryAfterSeconds, details: { retryAfterSeconds } },
  );
}

/**
 * Runs each request through the gate, in its client's queue; the slot is given back once the handler has
 * answered.
 */
export function admitThrough(gate: AdmissionGate): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const release = await gate.enter(rateLimitKeyOf(c.var.clientIp));
    try {
      await next();
    } finally {
      release();
    }
  };
}

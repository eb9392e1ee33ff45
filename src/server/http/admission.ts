import type { MiddlewareHandler } from "hono";
import type { AppEnv } from "./app-env";
import { AppError } from "./errors";

/**
 * Admission control in front of the embedded database. PGlite is one connection inside this process:
 * every request that reaches it queues on it, and with a few hundred requests open at once some used to
 * wait past any client's patience while later ones overtook them. The gate lets a few requests run at a
 * time and queues the rest first come, first served; one that would wait longer than the budget is
 * answered at once with 503 and `Retry-After`, before it has touched anything, so it is always safe to
 * send again (the web client retries a cast once after the delay).
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
}

/** What the embedded database's 503 asks a client to wait (its limits are settings: `EMBEDDED_*` in config/env.ts). */
export const EMBEDDED_RETRY_AFTER_SECONDS = 2;

interface Waiter {
  admit: () => void;
  timer: NodeJS.Timeout;
}

export class AdmissionGate {
  private running = 0;
  private readonly queue: Waiter[] = [];

  constructor(readonly limits: AdmissionLimits) {}

  /** Requests running and waiting right now. */
  get load(): { running: number; waiting: number } {
    return { running: this.running, waiting: this.queue.length };
  }

  /** Resolves with the release function once admitted; rejects with `server_busy` after the budget. */
  enter(): Promise<() => void> {
    if (this.running < this.limits.concurrency && this.queue.length === 0) {
      this.running++;
      return new Promise((resolve) => setImmediate(() => resolve(this.releaser())));
    }
    return new Promise((resolve, reject) => {
      const waiter: Waiter = {
        admit: () => {
          clearTimeout(waiter.timer);
          this.running++;
          resolve(this.releaser());
        },
        timer: setTimeout(() => {
          this.queue.splice(this.queue.indexOf(waiter), 1);
          reject(busy(this.limits.retryAfterSeconds));
        }, this.limits.maxWaitMs),
      };
      this.queue.push(waiter);
    });
  }

  private releaser(): () => void {
    let released = false;
    return () => {
      if (released) return;
      released = true;
      this.running--;
      setImmediate(() => {
        // Someone may have taken the slot meanwhile (only when nobody was waiting).
        if (this.running < this.limits.concurrency) this.queue.shift()?.admit();
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

/** Runs each request through the gate; the slot is given back once the handler has answered. */
export function admitThrough(gate: AdmissionGate): MiddlewareHandler<AppEnv> {
  return async (_c, next) => {
    const release = await gate.enter();
    try {
      await next();
    } finally {
      release();
    }
  };
}

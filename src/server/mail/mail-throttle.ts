import { createHmac } from "node:crypto";
import { lt, sql } from "drizzle-orm";
import type { Clock } from "../clock";
import type { Database } from "../db/client";
import { mailThrottles } from "../db/schema";
import { sqlTime } from "../db/sql-time";

/** Account mails of one kind that one address may receive per hour (sign-in links, password resets). */
export const ACCOUNT_MAILS_PER_ADDRESS_PER_HOUR = 3;
const WINDOW_MS = 60 * 60_000;

export type ThrottledMailKind = "magic-link" | "password-reset";

/**
 * Caps the account mails one address receives, so nobody can flood an inbox through the sign-in or the
 * reset form (the per-IP limits do not stop a botnet). The count lives in the database, so every node
 * shares it. Whoever asked gets the same answer either way; only the mail is not sent.
 */
export class MailThrottle {
  constructor(
    private readonly db: Database,
    private readonly secret: string,
    private readonly clock: Clock,
    private readonly limitPerHour = ACCOUNT_MAILS_PER_ADDRESS_PER_HOUR,
  ) {}

  /**
   * Counts one mail of this kind to this address and says whether it may go. One atomic upsert: a
   * window older than an hour starts over at one; concurrent requests never both take the last place.
   * Its times are the server's clock's.
   */
  async allow(kind: ThrottledMailKind, address: string): Promise<boolean> {
    const key = this.keyFor(kind, address);
    const now = this.clock();
    const expired = sql`${mailThrottles.windowStartedAt} < ${sqlTime(windowStartBefore(now))}`;
    const [row] = await this.db
      .insert(mailThrottles)
      .values({ key, sent: 1, windowStartedAt: now })
      .onConflictDoUpdate({
        target: mailThrottles.key,
        set: {
          sent: sql`case when ${expired} then 1 else ${mailThrottles.sent} + 1 end`,
          windowStartedAt: sql`case when ${expired} then ${sqlTime(now)} else ${mailThrottles.windowStartedAt} end`,
        },
      })
      .returning({ sent: mailThrottles.sent });
    return (row?.sent ?? 1) <= this.limitPerHour;
  }

  /** Forgets the windows that are over at `now` (the mail sweep calls this). */
  static async sweep(db: Database, now: Date): Promise<void> {
    await db.delete(mailThrottles).where(lt(mailThrottles.windowStartedAt, windowStartBefore(now)));
  }

  /** An HMAC, so the table never holds an address (nor a plain hash one could look an address up by). */
  private keyFor(kind: ThrottledMailKind, address: string): string {
    return createHmac("sha256", this.secret)
      .update(`mail-throttle:${kind}:${address.trim().toLowerCase()}`)
      .digest("hex");
  }
}

/** A window that started before this time is over at `now`. */
function windowStartBefore(now: Date): Date {
  return new Date(now.getTime() - WINDOW_MS);
}

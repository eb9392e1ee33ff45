import { createHmac } from "node:crypto";
import { lt, sql } from "drizzle-orm";
import type { Database } from "../db/client";
import { mailThrottles } from "../db/schema";

/** Account mails of one kind that one address may receive per hour (sign-in links, password resets). */
export const ACCOUNT_MAILS_PER_ADDRESS_PER_HOUR = 3;
const WINDOW = "1 hour";

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
    private readonly limitPerHour = ACCOUNT_MAILS_PER_ADDRESS_PER_HOUR,
  ) {}

  /**
   * Counts one mail of this kind to this address and says whether it may go. One atomic upsert: a
   * window older than an hour starts over at one; concurrent requests never both take the last place.
   */
  async allow(kind: ThrottledMailKind, address: string): Promise<boolean> {
    const key = this.keyFor(kind, address);
    const expired = sql`${mailThrottles.windowStartedAt} < now() - ${WINDOW}::interval`;
    const [row] = await this.db
      .insert(mailThrottles)
      .values({ key, sent: 1 })
      .onConflictDoUpdate({
        target: mailThrottles.key,
        set: {
          sent: sql`case when ${expired} then 1 else ${mailThrottles.sent} + 1 end`,
          windowStartedAt: sql`case when ${expired} then now() else ${mailThrottles.windowStartedAt} end`,
        },
      })
      .returning({ sent: mailThrottles.sent });
    return (row?.sent ?? 1) <= this.limitPerHour;
  }

  /** Forgets windows that are over (the mail sweep calls this). */
  static async sweep(db: Database): Promise<void> {
    await db.delete(mailThrottles).where(lt(mailThrottles.windowStartedAt, sql`now() - ${WINDOW}::interval`));
  }

  /** An HMAC, so the table never holds an address (nor a plain hash one could look an address up by). */
  private keyFor(kind: ThrottledMailKind, address: string): string {
    return createHmac("sha256", this.secret)
      .update(`mail-throttle:${kind}:${address.trim().toLowerCase()}`)
      .digest("hex");
  }
}

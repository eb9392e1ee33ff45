import { createHash, createHmac, randomBytes, timingSafeEqual } from "node:crypto";
import { and, eq, gt, lt, or, sql } from "drizzle-orm";
import type { Clock } from "../../clock";
import type { Database, DatabaseExecutor } from "../../db/client";
import { newsletterSubscriptions } from "../../db/schema";
import { sqlTime } from "../../db/sql-time";
import { AppError } from "../../http/errors";
import { newsletterConfirmationMail, newsletterWelcomeMail } from "../../mail/mail-templates";
import type { Mailer } from "../../mail/mailer";

/** At most one pending confirmation mail per address per hour. */
const CONFIRMATION_RESEND_AFTER_MS = 60 * 60_000;
const CONFIRMATION_VALID_HOURS = 48;

const sha256 = (value: string) => createHash("sha256").update(value).digest("base64url");

export interface NewsletterOptions {
  db: Database;
  mailer: Mailer;
  publicUrl: string;
  /** Signs unsubscribe links, so every newsletter mail can carry one without storing it. */
  secret: string;
  /** The server's clock: when a confirmation went out, how long it is valid, confirmations and unsubscriptions. */
  clock: Clock;
}

/**
 * Double opt-in: subscribing mails a confirmation link (once an hour at most), the link confirms, and
 * every newsletter mail carries an unsubscribe link that works without signing in. Answers never reveal
 * whether an address is known.
 */
export class Newsletter {
  constructor(private readonly options: NewsletterOptions) {}

  /** Records the wish to subscribe and mails a confirmation link when one is due. */
  async subscribe(rawEmail: string): Promise<void> {
    const { db } = this.options;
    const email = rawEmail.trim().toLowerCase();
    const token = randomBytes(24).toString("base64url");
    const now = this.options.clock();
    const pending = { status: "pending" as const, confirmTokenHash: sha256(token), confirmationSentAt: now };
    // One statement decides whether a mail is due, so concurrent requests send at most one.
    const [due] = await db
      .insert(newsletterSubscriptions)
      .values({ email, ...pending, createdAt: now, updatedAt: now })
      .onConflictDoUpdate({
        target: newsletterSubscriptions.email,
        set: { ...pending, updatedAt: now },
        setWhere: or(
          eq(newsletterSubscriptions.status, "unsubscribed"),
          and(
            eq(newsletterSubscriptions.status, "pending"),
            lt(newsletterSubscriptions.confirmationSentAt, new Date(now.getTime() - CONFIRMATION_RESEND_AFTER_MS)),
          ),
        ),
      })
      .returning({ id: newsletterSubscriptions.id });
    if (!due) return; // already confirmed, or a confirmation went out within the hour
    const confirmUrl = this.url(`/newsletter/confirm?token=${token}`);
    await this.options.mailer.send({ to: email, ...newsletterConfirmationMail(confirmUrl, CONFIRMATION_VALID_HOURS) });
  }

  /** Confirms the subscription the token was mailed for; a second click answers the same. */
  async confirm(token: string): Promise<void> {
    const { db } = this.options;
    const hash = sha256(token);
    const now = this.options.clock();
    const [confirmed] = await db
      .update(newsletterSubscriptions)
      .set({ status: "confirmed", confirmedAt: now, updatedAt: now })
      .where(
        and(
          eq(newsletterSubscriptions.confirmTokenHash, hash),
          eq(newsletterSubscriptions.status, "pending"),
          gt(
            newsletterSubscriptions.confirmationSentAt,
            new Date(now.getTime() - CONFIRMATION_VALID_HOURS * 60 * 60_000),
          ),
        ),
      )
      .returning();
    if (confirmed) {
      await this.options.mailer.send({
        to: confirmed.email,
        ...newsletterWelcomeMail({
          site: this.url("/dice-divination"),
          unsubscribePage: this.url(`/newsletter/unsubscribe?token=${this.unsubscribeToken(confirmed.id)}`),
          oneClick: this.url(`/api/newsletter/unsubscribe?token=${this.unsubscribeToken(confirmed.id)}`),
        }),
      });
      return;
    }
    const [already] = await db
      .select({ id: newsletterSubscriptions.id })
      .from(newsletterSubscriptions)
      .where(and(eq(newsletterSubscriptions.confirmTokenHash, hash), eq(newsletterSubscriptions.status, "confirmed")));
    if (!already) {
      throw new AppError("not_found", "This confirmation link is invalid or has expired. Please subscribe again.");
    }
  }

  /** Forgets the address's subscription (a deleted account's), inside the caller's transaction. */
  readonly eraser = async (tx: DatabaseExecutor, user: { email: string }): Promise<void> => {
    await tx.delete(newsletterSubscriptions).where(eq(newsletterSubscriptions.email, user.email.toLowerCase()));
  };

  /** Unsubscribes the address the signed link belongs to; repeating it is harmless. */
  async unsubscribe(token: string): Promise<void> {
    const id = this.verifyUnsubscribeToken(token);
    const now = this.options.clock();
    const [row] = id
      ? await this.options.db
          .update(newsletterSubscriptions)
          .set({
            status: "unsubscribed",
            unsubscribedAt: sql`coalesce(${newsletterSubscriptions.unsubscribedAt}, ${sqlTime(now)})`,
            updatedAt: now,
          })
          .where(eq(newsletterSubscriptions.id, id))
          .returning({ id: newsletterSubscriptions.id })
      : [];
    if (!row) throw new AppError("not_found", "This unsubscribe link is not valid.");
  }

  /** `<subscription id>.<HMAC>`: valid for as long as the subscription exists. */
  unsubscribeToken(subscriptionId: string): string {
    return `${subscriptionId}.${this.sign(subscriptionId)}`;
  }

  private verifyUnsubscribeToken(token: string): string | null {
    const [id, signature] = token.split(".");
    if (!id || !signature || !/^[0-9a-f-]{36}$/.test(id)) return null;
    const expected = Buffer.from(this.sign(id));
    const given = Buffer.from(signature);
    return expected.length === given.length && timingSafeEqual(expected, given) ? id : null;
  }

  private sign(subscriptionId: string): string {
    return createHmac("sha256", this.options.secret)
      .update(`newsletter-unsubscribe:${subscriptionId}`)
      .digest("base64url");
  }

  private url(path: string): string {
    return new URL(path, this.options.publicUrl).toString();
  }
}

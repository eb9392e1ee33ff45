import { and, eq, inArray, lt, lte, or, sql } from "drizzle-orm";
import type { Transporter } from "nodemailer";
import type { Logger } from "pino";
import type { Clock } from "../clock";
import type { Database, DatabaseExecutor } from "../db/client";
import { mailOutbox } from "../db/schema";
import type { MailContent } from "./mail-templates";
import { MailThrottle } from "./mail-throttle";
import { loadPackage } from "../bundle-entry";

const MAX_DELIVERY_ATTEMPTS = 5;
const RETRY_BASE_MS = 30_000;
/** A claimed row not finished within this lease is taken again (its node may have died). */
const DELIVERY_LEASE_MS = 2 * 60_000;
const SWEEP_INTERVAL_MS = 15_000;
/** Delivered mail (and local-mailbox mail) carries sign-in links: it is kept a week, then deleted. */
const RETENTION_MS = 7 * 24 * 60 * 60_000;

export interface OutgoingMail extends MailContent {
  to: string;
}

export interface MailerOptions {
  db: Database;
  logger: Logger;
  /** smtp:// or smtps:// URL; without it mail stays in the local mailbox. */
  smtpUrl?: string;
  from: string;
  /** The server's clock: when mail was stored, is due, was sent, and how long it is kept. */
  clock: Clock;
}

/**
 * Sends mail through an outbox: each message is written to mail_outbox first (so a crash or an SMTP
 * outage loses nothing), then delivered by a sweep that retries with back-off. Rows are claimed with
 * SKIP LOCKED, so several app nodes can share one outbox. Without SMTP_URL the outbox is the local
 * mailbox: messages are stored, logged, and listed at /dev/mailbox on a local server.
 */
export class Mailer {
  readonly mode: "smtp" | "mailbox";
  private readonly db: Database;
  private readonly logger: Logger;
  private readonly from: string;
  private readonly clock: Clock;
  private readonly smtpUrl: string | undefined;
  /** The SMTP transport, made at the first delivery: nodemailer is not loaded as the server starts. */
  private transport: Promise<Transporter> | null = null;
  private timer: ReturnType<typeof setInterval> | undefined;
  private sweeping: Promise<void> | null = null;
  private sweepAgain = false;
  /** Work deferred past an answer (see `defer`), awaited by `idle` and `stop`. */
  private readonly deferred = new Set<Promise<void>>();

  constructor({ db, logger, smtpUrl, from, clock }: MailerOptions) {
    this.db = db;
    this.clock = clock;
    this.logger = logger.child({ module: "mail" });
    this.from = from;
    this.smtpUrl = smtpUrl;
    this.mode = smtpUrl ? "smtp" : "mailbox";
  }

  /** Writes the message to the outbox and starts delivering it; resolves once it is stored. */
  async send(mail: OutgoingMail): Promise<void> {
    const to = mail.to.trim().toLowerCase();
    if (this.mode === "mailbox") {
      await this.db.insert(mailOutbox).values({ ...this.row(mail, to), status: "stored" });
      // Never the body: it carries sign-in and reset links. A developer reads them in the mailbox.
      this.logger.info({ to, subject: mail.subject, readAt: "/dev/mailbox" }, "mail kept in the local mailbox");
      return;
    }
    await this.db.insert(mailOutbox).values(this.row(mail, to));
    this.kick();
  }

  /**
   * Runs work that ends in a mail after the current answer has gone, e.g. a password reset, whose answer
   * must not wait for the token and the mail that only a known address gets (timing would tell). Started
   * on the next turn of the event loop: the embedded database works on this thread, so work started at
   * once would still delay the answer. Failures are logged.
   */
  /** Forgets the mail kept for an address (a deleted account's), inside the caller's transaction. */
  readonly eraser = async (tx: DatabaseExecutor, user: { email: string }): Promise<void> => {
    await tx.delete(mailOutbox).where(eq(mailOutbox.toAddress, user.email.toLowerCase()));
  };

  defer(work: () => Promise<unknown>): void {
    const task = new Promise<void>((resolve) => setImmediate(resolve))
      .then(work)
      .then(
        () => {},
        (error: unknown) => this.logger.error({ err: error }, "deferred mail work failed"),
      )
      .finally(() => this.deferred.delete(task));
    this.deferred.add(task);
  }

  /** Delivers due mail now and then every few seconds (retries, and mail left by a stopped node). */
  start(): void {
    if (this.timer) return;
    this.timer = setInterval(() => this.kick(), SWEEP_INTERVAL_MS);
    this.timer.unref();
    this.kick();
  }

  async stop(): Promise<void> {
    clearInterval(this.timer);
    this.timer = undefined;
    await Promise.all(this.deferred);
    await this.sweeping;
    (await this.transport?.catch(() => null))?.close();
  }

  /** Resolves when no sweep and no deferred work is running (tests and shutdown). */
  async idle(): Promise<void> {
    while (this.sweeping || this.deferred.size > 0) {
      await Promise.all(this.deferred);
      await this.sweeping;
    }
  }

  private smtp(): Promise<Transporter> {
    return (this.transport ??= loadPackage<typeof import("nodemailer")>("nodemailer").then(({ default: nodemailer }) =>
      nodemailer.createTransport(this.smtpUrl!),
    ));
  }

  /** The outbox row of a message: stored now, and due at once. */
  private row(mail: OutgoingMail, to: string) {
    const now = this.clock();
    return {
      toAddress: to,
      subject: mail.subject,
      text: mail.text,
      html: mail.html,
      headers: mail.headers ?? {},
      createdAt: now,
      nextAttemptAt: now,
    };
  }

  private kick(): void {
    if (this.sweeping) {
      this.sweepAgain = true;
      return;
    }
    this.sweeping = this.sweep()
      .catch((error: unknown) => this.logger.error({ err: error }, "mail sweep failed"))
      .finally(() => {
        this.sweeping = null;
        if (this.sweepAgain) {
          this.sweepAgain = false;
          this.kick();
        }
      });
  }

  private async sweep(): Promise<void> {
    const now = this.clock();
    await this.db
      .delete(mailOutbox)
      .where(
        and(
          inArray(mailOutbox.status, ["sent", "stored", "failed"]),
          lt(mailOutbox.createdAt, new Date(now.getTime() - RETENTION_MS)),
        ),
      );
    await MailThrottle.sweep(this.db, now);
    if (this.mode !== "smtp") return;
    for (;;) {
      const claimed = await this.claimDue(10);
      if (claimed.length === 0) return;
      await Promise.all(claimed.map((row) => this.deliver(row)));
    }
  }

  private async claimDue(limit: number) {
    const now = this.clock();
    const due = this.db
      .select({ id: mailOutbox.id })
      .from(mailOutbox)
      .where(
        and(or(eq(mailOutbox.status, "pending"), eq(mailOutbox.status, "sending")), lte(mailOutbox.nextAttemptAt, now)),
      )
      .orderBy(mailOutbox.nextAttemptAt)
      .limit(limit)
      .for("update", { skipLocked: true });
    return this.db
      .update(mailOutbox)
      .set({
        status: "sending",
        attempts: sql`${mailOutbox.attempts} + 1`,
        nextAttemptAt: new Date(now.getTime() + DELIVERY_LEASE_MS),
      })
      .where(inArray(mailOutbox.id, due))
      .returning();
  }

  private async deliver(row: typeof mailOutbox.$inferSelect): Promise<void> {
    try {
      await (
        await this.smtp()
      ).sendMail({
        from: this.from,
        to: row.toAddress,
        subject: row.subject,
        text: row.text,
        html: row.html,
        headers: row.headers,
      });
      await this.db
        .update(mailOutbox)
        .set({ status: "sent", sentAt: this.clock(), lastError: null })
        .where(eq(mailOutbox.id, row.id));
      this.logger.info({ to: row.toAddress, subject: row.subject }, "mail sent");
    } catch (error) {
      const gaveUp = row.attempts >= MAX_DELIVERY_ATTEMPTS;
      const retryInMs = RETRY_BASE_MS * 2 ** (row.attempts - 1);
      await this.db
        .update(mailOutbox)
        .set({
          status: gaveUp ? "failed" : "pending",
          lastError: error instanceof Error ? error.message.slice(0, 500) : String(error),
          nextAttemptAt: new Date(this.clock().getTime() + retryInMs),
        })
        .where(eq(mailOutbox.id, row.id));
      this.logger.warn({ err: error, to: row.toAddress, attempt: row.attempts, gaveUp }, "mail delivery failed");
    }
  }
}

/** `"Mystic Dice" <no-reply@host>` for the public URL's host, unless MAIL_FROM says otherwise. */
export function defaultMailFrom(publicUrl: string): string {
  const host = new URL(publicUrl).hostname;
  const domain = host.includes(".") && !/^\d+(\.\d+){3}$/.test(host) ? host : "mystic-dice.local";
  return `"Mystic Dice" <no-reply@${domain}>`;
}

import type { AddressInfo } from "node:net";
import { simpleParser } from "mailparser";
import { SMTPServer } from "smtp-server";

export interface ReceivedMail {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** A header's value as it was sent (unfolded), by case-insensitive name. */
  header(name: string): string | undefined;
  /** Every http(s) link in the text part, in order. */
  links: string[];
}

/**
 * A real SMTP server on 127.0.0.1 that keeps what it receives, so tests read the mail the production
 * mailer sent (nodemailer over SMTP), links included.
 */
export class SmtpReceiver {
  readonly mails: ReceivedMail[] = [];
  private waiters: Array<{ match: (mail: ReceivedMail) => boolean; resolve: (mail: ReceivedMail) => void }> = [];
  private server: SMTPServer;
  url = "";

  constructor() {
    this.server = new SMTPServer({
      authOptional: true,
      disabledCommands: ["STARTTLS", "AUTH"],
      logger: false,
      onData: (stream, session, callback) => {
        simpleParser(stream)
          .then((parsed) => {
            const to = session.envelope.rcptTo.map((rcpt) => rcpt.address.toLowerCase()).join(",");
            const text = parsed.text ?? "";
            const mail: ReceivedMail = {
              to,
              subject: parsed.subject ?? "",
              text,
              html: typeof parsed.html === "string" ? parsed.html : "",
              header: (name) =>
                parsed.headerLines
                  .find((line) => line.key === name.toLowerCase())
                  ?.line.replace(/^[^:]+:\s*/, "")
                  .replace(/\r?\n\s+/g, " "),
              links: text.match(/https?:\/\/\S+/g) ?? [],
            };
            this.mails.push(mail);
            this.waiters = this.waiters.filter((waiter) => {
              if (!waiter.match(mail)) return true;
              waiter.resolve(mail);
              return false;
            });
            callback();
          })
          .catch(callback);
      },
    });
  }

  async start(): Promise<this> {
    await new Promise<void>((resolve) => this.server.listen(0, "127.0.0.1", resolve));
    const { port } = this.server.server.address() as AddressInfo;
    this.url = `smtp://127.0.0.1:${port}`;
    return this;
  }

  /** The first mail (already received or still to come) to the address whose subject matches. */
  waitFor(to: string, subject: RegExp = /./, timeoutMs = 5_000): Promise<ReceivedMail> {
    const match = (mail: ReceivedMail) => mail.to === to.toLowerCase() && subject.test(mail.subject);
    const found = this.mails.find(match);
    if (found) return Promise.resolve(found);
    return new Promise((resolve, reject) => {
      const timer = setTimeout(
        () => reject(new Error(`no mail to ${to} matching ${subject} within ${timeoutMs} ms`)),
        timeoutMs,
      );
      this.waiters.push({
        match,
        resolve: (mail) => {
          clearTimeout(timer);
          resolve(mail);
        },
      });
    });
  }

  /** Mail received so far for the address. */
  mailsTo(to: string): ReceivedMail[] {
    return this.mails.filter((mail) => mail.to === to.toLowerCase());
  }

  close(): Promise<void> {
    return new Promise((resolve) => this.server.close(() => resolve()));
  }
}

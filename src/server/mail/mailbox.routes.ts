import { createHash, randomBytes, timingSafeEqual } from "node:crypto";
import { desc, eq } from "drizzle-orm";
import { Hono } from "hono";
import { getCookie, setCookie } from "hono/cookie";
import { z } from "zod";
import type { Database } from "../db/client";
import { mailOutbox } from "../db/schema";
import { isLocalServer } from "../config/env";
import { AppError } from "../http/errors";
import type { AppEnv } from "../http/app-env";
import { escapeHtml } from "./mail-templates";

const isLoopbackAddress = (address: string | undefined) =>
  !!address && (address === "::1" || address.startsWith("127.") || address === "::ffff:127.0.0.1");

/**
 * The local mailbox is shown only where it cannot leak anyone's sign-in links: no SMTP is configured,
 * and either this is not a production server or the server listens on, and is addressed as, this
 * machine alone (`isLocalServer`).
 */
export function isMailboxVisible(env: {
  SMTP_URL?: string;
  NODE_ENV: string;
  PUBLIC_URL: string;
  HOST: string;
}): boolean {
  return !env.SMTP_URL && isLocalServer(env);
}

/** A fresh key for the local mailbox, printed in the start log (16 random bytes). */
export const newMailboxKey = () => randomBytes(16).toString("base64url");

const KEY_COOKIE = "mailbox_key";
const digest = (value: string) => createHash("sha256").update(value).digest();

/** Escapes the text part and turns its links into anchors a newcomer can click. */
const linkify = (text: string) =>
  escapeHtml(text).replace(/https?:\/\/[^\s<]+/g, (url) => `<a href="${url}">${url}</a>`);

const page = (title: string, body: string) => `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex"><title>${escapeHtml(title)} · Mystic Dice</title>
<style>
body{margin:0;background:#0b0820;color:#d9d4f5;font:15px/1.6 system-ui,sans-serif}
main{max-width:860px;margin:0 auto;padding:32px 16px}
h1{color:#fbe8b4;font-family:Georgia,serif;font-weight:600}
a{color:#e9c46a}
article{background:#1a1340;border:1px solid #3b2f7a;border-radius:14px;padding:16px 20px;margin:16px 0}
h2{margin:0;font-size:17px;color:#fbe8b4}
.meta{color:#a79fd6;font-size:13px}
pre{white-space:pre-wrap;word-break:break-word;font:14px/1.6 ui-monospace,monospace;background:#120d30;padding:12px;border-radius:10px}
</style></head><body><main>${body}</main></body></html>`;

/**
 * /dev/mailbox: the mail a local server kept instead of sending (newest first), with clickable links,
 * so a newcomer can follow sign-in, reset and newsletter links without any mail server.
 *
 * It holds sign-in links, so it opens only to the machine itself and only with the key printed at
 * start: a page of another site that reaches the loopback address (DNS rebinding, a local proxy)
 * cannot know it. `?key=` sets a cookie scoped to the mailbox and redirects to the address without the
 * key, so the key stays out of the history and the mailbox's own links keep working.
 */
export function createMailboxRoutes(db: Database, key: string, options: { https: boolean }) {
  const expected = digest(key);
  const isKey = (candidate: string | undefined) => !!candidate && timingSafeEqual(digest(candidate), expected);
  return new Hono<AppEnv>()
    .use(async (c, next) => {
      // Only the machine itself may read it, whatever the configuration says.
      if (!isLoopbackAddress(c.var.clientIp)) throw new AppError("not_found", "Page Not Found");
      c.header("Cache-Control", "no-store");
      const offered = c.req.query("key");
      if (isKey(offered)) {
        setCookie(c, KEY_COOKIE, key, {
          path: "/dev/mailbox",
          httpOnly: true,
          sameSite: "Strict",
          secure: options.https,
        });
        return c.redirect(c.req.path, 303);
      }
      if (!isKey(getCookie(c, KEY_COOKIE))) {
        throw new AppError(
          "forbidden",
          "The local mailbox needs its key: open the address the server printed when it started",
        );
      }
      await next();
    })
    .get("/", async (c) => {
      const mails = await db.select().from(mailOutbox).orderBy(desc(mailOutbox.createdAt)).limit(100);
      const items = mails.map(
        (mail) => `<article>
<h2>${escapeHtml(mail.subject)}</h2>
<p class="meta">To ${escapeHtml(mail.toAddress)} · ${mail.createdAt.toISOString()} · <a href="/dev/mailbox/${mail.id}">View as HTML</a></p>
<pre>${linkify(mail.text)}</pre>
</article>`,
      );
      return c.html(
        page(
          "Mailbox",
          `<h1>Local mailbox</h1>
<p>No SMTP server is configured (<code>SMTP_URL</code>), so mail is kept here instead of being sent. Newest first.</p>
${items.length ? items.join("\n") : "<p>No mail yet.</p>"}`,
        ),
      );
    })
    .get("/:id", async (c) => {
      const id = z.uuid().safeParse(c.req.param("id"));
      const [mail] = id.success ? await db.select().from(mailOutbox).where(eq(mailOutbox.id, id.data)) : [];
      if (!mail) throw new AppError("not_found", "There is no such message");
      return c.html(mail.html);
    });
}

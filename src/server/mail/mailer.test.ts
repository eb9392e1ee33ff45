import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import pino from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseConnection } from "../db/client";
import { mailOutbox } from "../db/schema";
import { freePort } from "../testing/server-process";
import { SmtpReceiver } from "../testing/smtp-receiver";
import {
  createTestContext,
  createTestDatabase,
  sessionCookieFrom,
  TEST_MAILBOX_KEY,
  type TestContext,
} from "../testing/test-app";
import { isMailboxVisible } from "./mailbox.routes";
import { magicLinkMail } from "./mail-templates";
import { Mailer } from "./mailer";

const logger = pino({ level: "silent" });

describe("mailer", () => {
  let connection: DatabaseConnection;
  beforeAll(async () => {
    connection = await createTestDatabase("pglite");
  });
  afterAll(() => connection.close());

  it("keeps mail in the outbox while SMTP is down and delivers it once SMTP answers", async () => {
    // Reserve a port, then leave it closed: the first delivery is refused.
    const port = await freePort();
    // The mailer's clock, moved by the test past the retry's back-off.
    let now = new Date("2031-03-04T05:06:07Z");
    const mailer = new Mailer({
      db: connection.db,
      logger,
      smtpUrl: `smtp://127.0.0.1:${port}`,
      from: "test@example.com",
      clock: () => now,
    });
    const to = `down-${randomUUID()}@example.com`;
    mailer.start();
    await mailer.send({ to, ...magicLinkMail("http://localhost:3000/x", 15) });
    await mailer.idle();
    const [waiting] = await connection.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, to));
    expect(waiting).toMatchObject({ status: "pending", attempts: 1 });
    expect(waiting!.lastError).toBeTruthy();

    expect(waiting!.nextAttemptAt.getTime()).toBe(now.getTime() + 30_000);

    const smtp = new SmtpReceiver();
    await new Promise<void>((resolve) => smtp["server"].listen(port, "127.0.0.1", resolve));
    const kick = () => (mailer as unknown as { kick(): void }).kick();
    // Not yet due: the back-off (30 s after the first attempt) has not passed on the mailer's clock.
    now = new Date(now.getTime() + 29_000);
    kick();
    await mailer.idle();
    expect((await connection.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, to)))[0]).toMatchObject({
      status: "pending",
      attempts: 1,
    });
    // Its back-off over, the retry goes.
    now = new Date(now.getTime() + 1_000);
    kick();
    const mail = await smtp.waitFor(to, /sign-in link/);
    expect(mail.links).toContain("http://localhost:3000/x");
    await mailer.idle();
    const [sent] = await connection.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, to));
    expect(sent).toMatchObject({ status: "sent", attempts: 2, sentAt: now });
    await mailer.stop();
    await smtp.close();
  });

  it("stores mail in the local mailbox when no SMTP is configured", async () => {
    const storedAt = new Date("2031-03-04T05:06:07Z");
    const mailer = new Mailer({ db: connection.db, logger, from: "test@example.com", clock: () => storedAt });
    expect(mailer.mode).toBe("mailbox");
    const to = `local-${randomUUID()}@example.com`;
    await mailer.send({ to: to.toUpperCase(), ...magicLinkMail("http://localhost:3000/y", 15) });
    const [stored] = await connection.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, to));
    expect(stored).toMatchObject({ status: "stored", subject: "Your Mystic Dice sign-in link", createdAt: storedAt });
    expect(stored!.html).toContain("http://localhost:3000/y");
  });

  it("shows the mailbox only without SMTP on a local or non-production server", () => {
    const local = { NODE_ENV: "production", PUBLIC_URL: "http://127.0.0.1:3000", HOST: "127.0.0.1" };
    expect(isMailboxVisible(local)).toBe(true);
    expect(isMailboxVisible({ ...local, SMTP_URL: "smtp://mail.example.com" })).toBe(false);
    expect(isMailboxVisible({ ...local, PUBLIC_URL: "https://mysticdice.example" })).toBe(false);
    expect(isMailboxVisible({ ...local, HOST: "0.0.0.0" })).toBe(false);
    expect(
      isMailboxVisible({ NODE_ENV: "development", PUBLIC_URL: "https://dev.mysticdice.example", HOST: "0.0.0.0" }),
    ).toBe(true);
  });
});

describe("/dev/mailbox", () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext("pglite");
  });
  afterAll(() => ctx.close());

  /** The key cookie, as a visit to the address printed at start sets it. */
  const openWithKey = async () => {
    const visit = await ctx.request(`/dev/mailbox?key=${TEST_MAILBOX_KEY}`, { ip: "127.0.0.1" });
    expect(visit.status).toBe(303);
    expect(visit.headers.get("location")).toBe("/dev/mailbox");
    const setCookie = visit.headers.get("set-cookie")!;
    expect(setCookie).toMatch(/; Path=\/dev\/mailbox/);
    expect(setCookie).toMatch(/; HttpOnly/);
    expect(setCookie).toMatch(/; SameSite=Strict/);
    return sessionCookieFrom(visit);
  };

  it("lists kept mail with clickable links to a local client and hides it from others", async () => {
    const email = `box-${randomUUID()}@example.com`;
    await ctx.request("/api/auth/sign-in/magic-link", { method: "POST", json: { email, callbackURL: "/dashboard" } });
    const cookie = await openWithKey();
    const local = await ctx.request("/dev/mailbox", { ip: "127.0.0.1", cookie });
    expect(local.status).toBe(200);
    const html = await local.text();
    expect(html).toContain(email);
    expect(html).toMatch(/<a href="http:\/\/localhost:3000\/sign-in\/link\?token=[^"]+">/);
    const id = /href="\/dev\/mailbox\/([0-9a-f-]{36})"/.exec(html)![1];
    const single = await ctx.request(`/dev/mailbox/${id}`, { ip: "127.0.0.1", cookie });
    expect(await single.text()).toContain("Enter Mystic Dice");

    const remote = await ctx.request("/dev/mailbox", { ip: "203.0.113.9", cookie });
    expect(remote.status).toBe(404);
    expect((await ctx.request("/dev/mailbox/not-a-uuid", { ip: "127.0.0.1", cookie })).status).toBe(404);
  });

  it("refuses a local client without the key printed at start", async () => {
    const refusals = [
      await ctx.request("/dev/mailbox", { ip: "127.0.0.1" }),
      await ctx.request(`/dev/mailbox/${randomUUID()}`, { ip: "127.0.0.1" }),
      await ctx.request("/dev/mailbox?key=wrong-key-wrong-key", { ip: "127.0.0.1" }),
      await ctx.request("/dev/mailbox", { ip: "127.0.0.1", cookie: "mailbox_key=wrong-key-wrong-key" }),
      await ctx.request(`/dev/mailbox?key=${TEST_MAILBOX_KEY.slice(0, -1)}`, { ip: "127.0.0.1" }),
    ];
    for (const response of refusals) {
      expect(response.status).toBe(403);
      expect(await response.json()).toEqual({
        error: {
          code: "forbidden",
          message: "The local mailbox needs its key: open the address the server printed when it started",
        },
      });
    }
    // A rebinding page names another host, and is refused before the mailbox is reached.
    const rebound = await ctx.app.request(`http://rebind.attacker.example:3000/dev/mailbox?key=${TEST_MAILBOX_KEY}`, {
      headers: { "x-test-client-ip": "127.0.0.1" },
    });
    expect(rebound.status).toBe(421);
    // With the key, the answer is never cached.
    const open = await ctx.request("/dev/mailbox", { ip: "127.0.0.1", cookie: await openWithKey() });
    expect(open.status).toBe(200);
    expect(open.headers.get("cache-control")).toBe("no-store");
  });
});

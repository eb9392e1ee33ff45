import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { newsletterSubscriptions } from "../../db/schema";
import { SmtpReceiver } from "../../testing/smtp-receiver";
import { createTestContext, TEST_DATABASE_KINDS, type TestContext } from "../../testing/test-app";

describe.each(TEST_DATABASE_KINDS)("newsletter on %s", (kind) => {
  let ctx: TestContext;
  let smtp: SmtpReceiver;

  beforeAll(async () => {
    smtp = await new SmtpReceiver().start();
    ctx = await createTestContext(kind, { smtpUrl: smtp.url, newsletterLimitPerHour: 30 });
  });
  afterAll(async () => {
    await ctx.close();
    await smtp.close();
  });

  const newEmail = () => `reader-${randomUUID()}@example.com`;
  const subscribe = (email: unknown, ip?: string) =>
    ctx.request("/api/newsletter", { method: "POST", ip, json: { email } });
  const tokenOf = (link: string) => new URL(link).searchParams.get("token")!;

  it("answers 202, mails a confirmation link, and the link confirms and welcomes with an unsubscribe link", async () => {
    const email = newEmail();
    const response = await subscribe(`  ${email.toUpperCase()} `);
    expect(response.status).toBe(202);
    const confirmation = await smtp.waitFor(email, /Confirm your/);
    expect(confirmation.text).toMatch(/Ignore this e-mail/);
    expect(confirmation.html).toContain("Confirm my subscription");
    const confirmLink = confirmation.links.find((link) => link.includes("/newsletter/confirm?token="))!;
    expect(confirmLink).toMatch(/^http:\/\/localhost:3000\/newsletter\/confirm\?token=/);

    const confirmed = await ctx.request("/api/newsletter/confirm", {
      method: "POST",
      json: { token: tokenOf(confirmLink) },
    });
    expect(confirmed.status).toBe(200);
    // A second click answers the same and sends nothing more.
    const again = await ctx.request("/api/newsletter/confirm", {
      method: "POST",
      json: { token: tokenOf(confirmLink) },
    });
    expect(again.status).toBe(200);

    const welcome = await smtp.waitFor(email, /Welcome to the/);
    const unsubscribeLink = welcome.links.find((link) => link.includes("/newsletter/unsubscribe?token="))!;
    expect(unsubscribeLink).toBeDefined();
    expect(welcome.header("List-Unsubscribe-Post")).toBe("List-Unsubscribe=One-Click");
    const oneClick = String(welcome.header("List-Unsubscribe")).replace(/^<|>$/g, "");
    expect(oneClick).toMatch(/\/api\/newsletter\/unsubscribe\?token=/);

    // The mail client's one-click POST unsubscribes without any session.
    const url = new URL(oneClick);
    const unsubscribed = await ctx.request(`${url.pathname}${url.search}`, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: "List-Unsubscribe=One-Click",
    });
    expect(unsubscribed.status).toBe(200);
    const [row] = await ctx.connection.db
      .select()
      .from(newsletterSubscriptions)
      .where(eq(newsletterSubscriptions.email, email));
    expect(row?.status).toBe("unsubscribed");
    // The link in the body (the page posts its token) answers the same, again.
    const fromPage = await ctx.request("/api/newsletter/unsubscribe", {
      method: "POST",
      json: { token: tokenOf(unsubscribeLink) },
    });
    expect(fromPage.status).toBe(200);
    await ctx.mailer.idle();
    expect(smtp.mailsTo(email)).toHaveLength(2);
  });

  it("sends at most one pending confirmation per hour, and nothing to a confirmed address", async () => {
    const email = newEmail();
    expect((await subscribe(email)).status).toBe(202);
    expect((await subscribe(email)).status).toBe(202);
    await smtp.waitFor(email, /Confirm your/);
    await ctx.mailer.idle();
    expect(smtp.mailsTo(email)).toHaveLength(1);

    // An hour later, asking again sends a fresh link.
    await ctx.connection.db
      .update(newsletterSubscriptions)
      .set({ confirmationSentAt: new Date(Date.now() - 61 * 60_000) })
      .where(eq(newsletterSubscriptions.email, email));
    await subscribe(email);
    await ctx.mailer.idle();
    await expect.poll(() => smtp.mailsTo(email).length).toBe(2);
    const latest = smtp.mailsTo(email).at(-1)!;
    const token = tokenOf(latest.links.find((link) => link.includes("/newsletter/confirm"))!);
    await ctx.request("/api/newsletter/confirm", { method: "POST", json: { token } });
    await smtp.waitFor(email, /Welcome/);

    const known = await subscribe(email);
    const unknown = await subscribe(newEmail());
    expect(known.status).toBe(202);
    expect(await known.text()).toBe(await unknown.text());
    await ctx.mailer.idle();
    expect(smtp.mailsTo(email)).toHaveLength(3);
  });

  it("answers bad input with 400 and unknown links with 404", async () => {
    for (const bad of ["not-an-address", "", 42, null, `${"a".repeat(250)}@example.com`]) {
      const response = await subscribe(bad);
      expect(response.status).toBe(400);
      expect(await response.json()).toMatchObject({ error: { code: "bad_request" } });
    }
    const unknownConfirm = await ctx.request("/api/newsletter/confirm", {
      method: "POST",
      json: { token: "x".repeat(32) },
    });
    expect(unknownConfirm.status).toBe(404);
    const forged = await ctx.request("/api/newsletter/unsubscribe", {
      method: "POST",
      json: { token: `${randomUUID()}.forged-signature-value` },
    });
    expect(forged.status).toBe(404);
    const noToken = await ctx.request("/api/newsletter/unsubscribe", { method: "POST", json: {} });
    expect(noToken.status).toBe(400);
  });

  it("limits subscription requests per client", async () => {
    const ip = "192.0.2.77";
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 31; attempt += 1) statuses.push((await subscribe(newEmail(), ip)).status);
    expect(statuses.slice(0, 30).every((status) => status === 202)).toBe(true);
    expect(statuses.at(-1)).toBe(429);
  });
});

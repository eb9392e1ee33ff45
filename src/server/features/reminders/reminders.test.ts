import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { pushSubscriptions, reminderDeliveries, reminderPreferences, userProfiles } from "../../db/schema";
import { PushReceiver } from "../../testing/push-receiver";
import { SmtpReceiver } from "../../testing/smtp-receiver";
import {
  createTestContext,
  EVERY_TEST_DATABASE_KIND,
  TEST_DATABASE_KINDS,
  type TestContext,
} from "../../testing/test-app";
import { ReminderSettingsService } from "./reminders.service";

const PASSWORD = "correct horse battery";
const allOff = { daily: false, moon: false, streak: false, hour: 9, email: true, push: true };

describe.each(TEST_DATABASE_KINDS)("reminders on %s", (kind) => {
  let ctx: TestContext;
  let smtp: SmtpReceiver;
  let pushService: PushReceiver;

  beforeAll(async () => {
    smtp = await new SmtpReceiver().start();
    pushService = await new PushReceiver().start();
    ctx = await createTestContext(kind, { smtpUrl: smtp.url, reminders: { testPushService: pushService.origin } });
  });
  afterAll(async () => {
    await ctx.close();
    await smtp.close();
    await pushService.stop();
  });

  const setReminders = (cookie: string, body: unknown) =>
    ctx.request("/api/me/reminders", { method: "PUT", cookie, json: body });
  const addDevice = (cookie: string, body: unknown) =>
    ctx.request("/api/me/push-subscriptions", { method: "POST", cookie, json: body });
  /** Runs the tick at an instant and waits for its mail to leave the outbox. */
  const tickAt = async (at: string) => {
    const result = await ctx.services.reminders.tick(new Date(at));
    await ctx.mailer.idle();
    return result.sent;
  };
  const mailsTo = (email: string) => smtp.mails.filter((mail) => mail.to === email);
  const pushesTo = (endpoint: string) => pushService.received.filter((push) => push.endpoint === endpoint);

  it("keeps each seeker's choices, refuses a bad hour, and needs a session", async () => {
    const { cookie } = await ctx.signUp();
    const initial = await ctx.request("/api/me/reminders", { cookie });
    expect(await initial.json()).toEqual({ ...allOff, followUps: true, weeklyReport: true, pushDevices: 0 });
    const chosen = { daily: true, moon: true, streak: false, hour: 21, email: true, push: false };
    const saved = await setReminders(cookie, chosen);
    expect(saved.status).toBe(200);
    expect(await (await ctx.request("/api/me/reminders", { cookie })).json()).toEqual({
      ...chosen,
      followUps: true,
      weeklyReport: true,
      pushDevices: 0,
    });
    // Follow-ups are turned off when named, and left as they are when not.
    expect(await (await setReminders(cookie, { ...chosen, followUps: false })).json()).toMatchObject({
      followUps: false,
    });
    expect(await (await setReminders(cookie, chosen)).json()).toMatchObject({ followUps: false });

    for (const hour of [24, -1, 7.5, "9"]) {
      const refused = await setReminders(cookie, { ...chosen, hour });
      expect(refused.status).toBe(400);
      expect(((await refused.json()) as { error: { fields: object } }).error.fields).toHaveProperty("hour");
    }
    expect((await ctx.request("/api/me/reminders")).status).toBe(401);
    expect((await setReminders("", chosen)).status).toBe(401);
  });

  it("gives out the VAPID public key and keeps only real push endpoints", async () => {
    const key = await ctx.request("/api/push/key");
    const { publicKey } = (await key.json()) as { publicKey: string };
    expect(Buffer.from(publicKey, "base64url")).toHaveLength(65);

    const { cookie } = await ctx.signUp();
    const device = pushService.subscribe();
    expect(await (await addDevice(cookie, device)).json()).toEqual({ pushDevices: 1 });
    // Posting the same subscription again keeps one device.
    expect(await (await addDevice(cookie, device)).json()).toEqual({ pushDevices: 1 });
    const keys = device.keys;
    for (const endpoint of [
      "http://push.example.com/x",
      "https://localhost/x",
      "https://10.0.0.8/x",
      "ftp://x.test/y",
    ]) {
      expect((await addDevice(cookie, { endpoint, keys })).status).toBe(400);
    }
    expect(
      (await addDevice(cookie, { endpoint: "https://push.example.com/x", keys: { p256dh: "a b", auth: "c" } })).status,
    ).toBe(400);
    expect((await addDevice("", device)).status).toBe(401);

    // A server without the test push service refuses its endpoints too.
    const production = new ReminderSettingsService({
      db: ctx.services.db,
      publicUrl: "https://mystic.example",
      secret: "another-secret-another-secret-0123",
      clock: ctx.services.clock,
    });
    const { userId } = await ctx.signUp();
    await expect(production.addPushSubscription(userId, pushService.subscribe())).rejects.toMatchObject({
      code: "bad_request",
    });

    const removed = await ctx.request("/api/me/push-subscriptions", {
      method: "DELETE",
      cookie,
      json: { endpoint: device.endpoint },
    });
    expect(await removed.json()).toEqual({ pushDevices: 0 });
  });

  it("sends a due reminder once by mail and push, however many ticks run, and the API turns it off", async () => {
    const { cookie, email } = await ctx.signUp();
    const device = pushService.subscribe();
    await addDevice(cookie, device);
    await setReminders(cookie, { ...allOff, daily: true, hour: 9 });

    // Three ticks at once (as several processes would run them) and one more later in the hour.
    const sent = await Promise.all([
      tickAt("2026-01-10T09:01Z"),
      tickAt("2026-01-10T09:01Z"),
      tickAt("2026-01-10T09:02Z"),
    ]);
    expect(await tickAt("2026-01-10T09:40Z")).toBe(0);
    expect(sent.filter((count) => count > 0)).toHaveLength(1);
    await pushService.waitForCount(pushService.received.length);
    expect(mailsTo(email)).toHaveLength(1);
    expect(pushesTo(device.endpoint)).toHaveLength(1);

    const mail = mailsTo(email)[0]!;
    expect(mail.subject).toBe("The dice are waiting for you");
    const offLink = mail.links.find((link) => link.includes("/reminders/off?token="))!;
    expect(offLink).toMatch(/^http:\/\/localhost:3000\/reminders\/off\?token=/);
    expect(mail.header("List-Unsubscribe")).toBe(`<${offLink}>`);
    expect(mail.header("List-Unsubscribe-Post")).toBe("List-Unsubscribe=One-Click");
    const push = pushesTo(device.endpoint)[0]!;
    expect(push.payload).toEqual({
      title: "The dice are waiting",
      body: expect.any(String),
      url: "http://localhost:3000/dice-divination",
      offUrl: offLink,
      offLabel: "Turn off",
      tag: "reminder-daily",
    });
    expect(Number(push.headers.ttl)).toBeGreaterThan(0);

    // The next day, turned off through the API: nothing.
    await setReminders(cookie, { ...allOff, daily: false, hour: 9 });
    expect(await tickAt("2026-01-11T09:05Z")).toBe(0);
    expect(mailsTo(email)).toHaveLength(1);
    expect(pushesTo(device.endpoint)).toHaveLength(1);
  });

  it("turns one kind off with the mailed link (GET or the one-click POST) and refuses forged links", async () => {
    const { cookie, email, userId } = await ctx.signUp();
    await setReminders(cookie, { ...allOff, daily: true, moon: true, hour: 9, push: false });
    // 3 March 2026 is a full moon day: both reminders go.
    expect(await tickAt("2026-03-03T09:10Z")).toBe(2);
    const moonMail = mailsTo(email).find((mail) => mail.subject === "The Moon turns tonight")!;
    expect(moonMail.text).toContain("Today is the full moon.");
    const dailyMail = mailsTo(email).find((mail) => mail.subject === "The dice are waiting for you")!;
    const offLink = new URL(dailyMail.links.find((link) => link.includes("/reminders/off?token="))!);

    const page = await ctx.followLink(offLink.toString());
    expect(page.status).toBe(200);
    expect(page.headers.get("content-type")).toMatch(/text\/html/);
    expect(await page.text()).toContain("The daily reading reminder is off.");
    expect(await (await ctx.request("/api/me/reminders", { cookie })).json()).toMatchObject({
      daily: false,
      moon: true,
    });
    expect(await tickAt("2026-03-04T09:10Z")).toBe(0);

    // The moon's link, as a mail client's one-click POST, answers JSON when asked for it.
    const moonOff = new URL(moonMail.header("List-Unsubscribe")!.replace(/^<|>$/g, ""));
    const oneClick = await ctx.request(`${moonOff.pathname}${moonOff.search}`, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded", accept: "application/json" },
      body: "List-Unsubscribe=One-Click",
    });
    expect(oneClick.status).toBe(200);
    expect(await oneClick.json()).toEqual({ kind: "moon", enabled: false });
    expect(await (await ctx.request("/api/me/reminders", { cookie })).json()).toMatchObject({
      daily: false,
      moon: false,
    });

    const token = offLink.searchParams.get("token")!;
    const [id, , signature] = token.split(".");
    const forged = [
      `${id}.streak.${signature}`,
      `${id}.daily.${signature!.slice(0, -2)}xx`,
      `${crypto.randomUUID()}.daily.${signature}`,
      `${id}.weekly.${signature}`,
      "nonsense",
    ];
    for (const bad of forged) {
      const answer = await ctx.request(`/reminders/off?token=${encodeURIComponent(bad)}`, {
        headers: { accept: "application/json" },
      });
      expect(answer.status).toBe(404);
      expect(((await answer.json()) as { error: { code: string } }).error.code).toBe("not_found");
    }
    const page404 = await ctx.request(`/reminders/off?token=${encodeURIComponent(forged[0]!)}`);
    expect(page404.status).toBe(404);
    expect(await page404.text()).toContain("This link is not valid.");
    expect((await ctx.request("/reminders/off", { headers: { accept: "application/json" } })).status).toBe(400);
    const rows = await ctx.services.db.select().from(reminderPreferences).where(eq(reminderPreferences.userId, userId));
    expect(rows[0]).toMatchObject({ streak: false });
  });

  it("warns about a streak in the evening only while no reading was made that day", async () => {
    const { cookie, email, userId } = await ctx.signUp();
    await setReminders(cookie, { ...allOff, streak: true, push: false });
    await ctx.services.db
      .update(userProfiles)
      .set({ dailyStreak: 6, lastCastOn: "2026-01-09" })
      .where(eq(userProfiles.id, userId));
    expect(await tickAt("2026-01-10T19:30Z")).toBe(0);
    expect(await tickAt("2026-01-10T20:15Z")).toBe(1);
    expect(mailsTo(email).map((mail) => mail.subject)).toEqual(["Your streak ends at midnight"]);
    expect(mailsTo(email)[0]!.text).toContain("Your streak of 6 days");
    await ctx.services.db.update(userProfiles).set({ lastCastOn: "2026-01-11" }).where(eq(userProfiles.id, userId));
    expect(await tickAt("2026-01-11T20:15Z")).toBe(0);
  });

  it("forgets a device whose push service answers 410 and keeps the others", async () => {
    const { cookie } = await ctx.signUp();
    const gone = pushService.subscribe();
    const kept = pushService.subscribe();
    await addDevice(cookie, gone);
    await addDevice(cookie, kept);
    pushService.statusOf.set(gone.endpoint, 410);
    await setReminders(cookie, { ...allOff, daily: true, hour: 7, email: false });
    expect(await tickAt("2026-02-01T07:00Z")).toBe(1);
    expect(pushesTo(kept.endpoint)).toHaveLength(1);
    expect(pushesTo(gone.endpoint)).toHaveLength(1);
    const endpoints = await ctx.services.db.select({ endpoint: pushSubscriptions.endpoint }).from(pushSubscriptions);
    expect(endpoints.map((row) => row.endpoint)).toContain(kept.endpoint);
    expect(endpoints.map((row) => row.endpoint)).not.toContain(gone.endpoint);
    expect(await (await ctx.request("/api/me/reminders", { cookie })).json()).toMatchObject({ pushDevices: 1 });
    expect(pushService.rejected).toEqual([]);
  });

  it("exports the choices without the push keys, and deleting the account removes every reminder row", async () => {
    const { cookie, email, userId } = await ctx.signUp();
    const device = pushService.subscribe();
    await addDevice(cookie, device);
    await setReminders(cookie, { ...allOff, daily: true, hour: 6, push: true });
    await tickAt("2026-01-20T06:30Z");
    const exported = await (await ctx.request("/api/me/export", { cookie })).json();
    expect(exported.reminders).toMatchObject({
      daily: true,
      moon: false,
      streak: false,
      hour: 6,
      email: true,
      push: true,
    });
    expect(JSON.stringify(exported)).not.toContain(device.keys.auth);
    expect(JSON.stringify(exported)).not.toContain(device.keys.p256dh);

    const deleted = await ctx.request("/api/me", { method: "DELETE", cookie, json: { email, password: PASSWORD } });
    expect(deleted.status).toBe(200);
    for (const table of [reminderPreferences, pushSubscriptions, reminderDeliveries]) {
      const [left] = await ctx.services.db
        .select({ count: sql<number>`count(*)::int` })
        .from(table)
        .where(eq(table.userId, userId));
      expect(left!.count).toBe(0);
    }
  });
});

/** The rows of a raw query on either driver (PGlite answers `{rows}`, postgres.js an array). */
const rowsOf = (result: unknown) =>
  [...((result as { rows?: unknown[] }).rows ?? (result as unknown[]))] as Array<Record<string, unknown>>;

describe.each(EVERY_TEST_DATABASE_KIND)("the job queue on %s", (kind) => {
  it("creates pg-boss's schema, schedules the minute tick, and runs it", async () => {
    const ctx = await createTestContext(kind, { runJobs: true });
    try {
      const { db } = ctx.services;
      const schedules = await db.execute(sql`select name, cron from pgboss.schedule order by name`);
      expect(rowsOf(schedules)).toEqual([
        { name: "reminders-tick", cron: "* * * * *" },
        { name: "weekly-reports-tick", cron: "*/5 * * * *" },
      ]);
      // pg-boss turns the schedule into a job for this minute and a worker completes it.
      let state: unknown = null;
      for (let attempt = 0; attempt < 100 && state !== "completed"; attempt++) {
        await new Promise((resolve) => setTimeout(resolve, 200));
        const result = await db.execute(sql`select state from pgboss.job where name = 'reminders-tick' limit 1`);
        state = rowsOf(result)[0]?.state ?? null;
      }
      expect(state).toBe("completed");
    } finally {
      await ctx.close();
    }
  });
});

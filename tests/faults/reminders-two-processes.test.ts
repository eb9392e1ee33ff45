import { randomUUID } from "node:crypto";
import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { REMINDER_TICK_JOB } from "../../src/server/features/reminders";
import { callOver, signUpOver } from "../../src/server/testing/server-process";
import { startTwoMessagingServers } from "../../src/server/testing/two-servers";
import { TEST_DATABASE_KINDS } from "../../src/server/testing/test-app";

/**
 * Two real server processes on one PostgreSQL database, a real SMTP receiver and a test Web Push service
 * that checks and decrypts what it gets: a reminder due now reaches the seeker exactly once by mail and
 * once by push although both processes work the tick's queue, and after the mailed one-click link turns
 * it off, the next ticks send it nowhere.
 */

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A zone whose local hour has at least ten minutes left, so the reminder stays due through the test. */
function zoneWithTimeLeft(now: Date): { timeZone: string; hour: number } {
  const minute = now.getUTCMinutes();
  if (minute >= 3 && minute < 50) return { timeZone: "UTC", hour: now.getUTCHours() };
  // India is half an hour off UTC: its minute is 30 past whenever UTC's is near the hour.
  const hour = Number(
    new Intl.DateTimeFormat("en-GB", { timeZone: "Asia/Kolkata", hour: "2-digit", hourCycle: "h23" }).format(now),
  );
  return { timeZone: "Asia/Kolkata", hour };
}

describe.skipIf(!TEST_DATABASE_KINDS.includes("postgres"))("reminders from two server processes", () => {
  it("sends a due reminder once by mail and once by push, and not again after the one-click off link", async () => {
    // Besides the servers' own schedule, the test sends ticks into the same queue, as pg-boss's cron does every minute.
    const two = await startTwoMessagingServers({
      job: REMINDER_TICK_JOB,
      vapidSubject: "mailto:reminders@example.com",
    });
    const { connection, smtp, pushService, servers } = two;
    const [first, second] = servers;
    try {
      const { timeZone, hour } = zoneWithTimeLeft(new Date());
      const email = `two-processes-${randomUUID()}@example.com`;
      const { cookie } = await signUpOver(first.url, email);
      await callOver(first, "/api/me/profile", cookie, { method: "PATCH", json: { timezone: timeZone } });
      const device = pushService.subscribe();
      // The device is added on one process and the reminder chosen on the other: one database.
      expect(await callOver(second, "/api/me/push-subscriptions", cookie, { method: "POST", json: device })).toEqual({
        pushDevices: 1,
      });
      await callOver(first, "/api/me/reminders", cookie, {
        method: "PUT",
        json: { daily: true, moon: false, streak: false, hour, email: true, push: true },
      });

      await two.ticks(4);
      const mail = await smtp.waitFor(email, /The dice are waiting/, 20_000);
      await pushService.waitForCount(1, 20_000);
      await two.ticks(2);
      await pause(1_000);
      expect(smtp.mails.filter((received) => received.to === email)).toHaveLength(1);
      expect(pushService.received).toHaveLength(1);
      expect(pushService.rejected).toEqual([]);
      const offLink = mail.links.find((link) => link.includes("/reminders/off?token="))!;
      const push = pushService.received[0]!;
      expect(push.headers["content-encoding"]).toBe("aes128gcm");
      expect(push.claims).toMatchObject({ aud: pushService.origin, sub: "mailto:reminders@example.com" });
      expect(push.payload).toMatchObject({ title: "The dice are waiting", offUrl: offLink, tag: "reminder-daily" });

      // The one-click link, followed as a browser would.
      const off = await fetch(offLink);
      expect(off.status).toBe(200);
      expect(await off.text()).toContain("The daily reading reminder is off.");

      // Without today's delivery row (as on a new day) only the preference can stop it. A second seeker
      // who asks for the same hour now shows that the following ticks do send.
      await connection.db.execute(sql`delete from reminder_deliveries`);
      const otherEmail = `control-${randomUUID()}@example.com`;
      const other = await signUpOver(second.url, otherEmail);
      await callOver(second, "/api/me/profile", other.cookie, { method: "PATCH", json: { timezone: timeZone } });
      await callOver(second, "/api/me/reminders", other.cookie, {
        method: "PUT",
        json: { daily: true, moon: false, streak: false, hour, email: true, push: false },
      });
      await two.ticks(2);
      await smtp.waitFor(otherEmail, /The dice are waiting/, 20_000);
      await pause(1_000);
      expect(smtp.mails.filter((received) => received.to === email)).toHaveLength(1);
      expect(pushService.received).toHaveLength(1);

      // Both stop cleanly with their queues.
      expect(await Promise.all(servers.map((server) => server.stop("SIGTERM")))).toEqual([0, 0]);
    } finally {
      await two.stop();
    }
  }, 90_000);
});

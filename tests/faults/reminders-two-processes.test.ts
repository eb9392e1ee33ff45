import { randomUUID } from "node:crypto";
import { sql } from "drizzle-orm";
import PgBoss from "pg-boss";
import webpush from "web-push";
import { describe, expect, it } from "vitest";
import { REMINDER_TICK_JOB } from "../../src/server/features/reminders";
import { JOB_SCHEMA } from "../../src/server/jobs/job-queue";
import { PushReceiver } from "../../src/server/testing/push-receiver";
import { startServerProcess, signUpOver, type ServerProcess } from "../../src/server/testing/server-process";
import { SmtpReceiver } from "../../src/server/testing/smtp-receiver";
import { createTestDatabase, TEST_DATABASE_KINDS } from "../../src/server/testing/test-app";

/**
 * Two real server processes on one PostgreSQL database, a real SMTP receiver and a test Web Push service
 * that checks and decrypts what it gets: a reminder due now reaches the seeker exactly once by mail and
 * once by push although both processes work the tick's queue, and after the mailed one-click link turns
 * it off, the next ticks send it nowhere.
 */

const SECRET = "reminder-test-secret-reminder-test-0123";
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

async function call(
  server: ServerProcess,
  path: string,
  cookie: string,
  init: { method?: string; json?: unknown } = {},
) {
  const response = await fetch(`${server.url}${path}`, {
    method: init.method ?? "GET",
    headers: { origin: server.url, cookie, ...(init.json ? { "content-type": "application/json" } : {}) },
    body: init.json ? JSON.stringify(init.json) : undefined,
  });
  if (!response.ok) throw new Error(`${init.method ?? "GET"} ${path}: ${response.status} ${await response.text()}`);
  return response.json();
}

describe.skipIf(!TEST_DATABASE_KINDS.includes("postgres"))("reminders from two server processes", () => {
  it("sends a due reminder once by mail and once by push, and not again after the one-click off link", async () => {
    const connection = await createTestDatabase("postgres");
    const smtp = await new SmtpReceiver().start();
    const pushService = await new PushReceiver().start();
    const vapid = webpush.generateVAPIDKeys();
    const env = {
      DATABASE_URL: connection.url!,
      BETTER_AUTH_SECRET: SECRET,
      SMTP_URL: smtp.url,
      VAPID_PUBLIC_KEY: vapid.publicKey,
      VAPID_PRIVATE_KEY: vapid.privateKey,
      VAPID_SUBJECT: "mailto:reminders@example.com",
      // The test push service is a test-only setting: a production server refuses to start with it.
      NODE_ENV: "test",
      PUSH_TEST_SERVICE_URL: pushService.origin,
    };
    const servers = await Promise.all([startServerProcess(env), startServerProcess(env)]);
    const [first, second] = servers as [ServerProcess, ServerProcess];
    // The test sends extra ticks into the same queue, as pg-boss's cron does every minute.
    const producer = new PgBoss({
      connectionString: connection.url!,
      schema: JOB_SCHEMA,
      max: 1,
      supervise: false,
      schedule: false,
    });
    const ticks = async (count: number) => {
      const ids = await Promise.all(Array.from({ length: count }, () => producer.send(REMINDER_TICK_JOB, {})));
      for (const id of ids) {
        for (let attempt = 0; ; attempt++) {
          const job = await producer.getJobById(REMINDER_TICK_JOB, id!);
          if (job?.state === "completed") break;
          if (attempt > 150 || job?.state === "failed") throw new Error(`tick ${id} is ${job?.state}`);
          await pause(200);
        }
      }
    };
    try {
      await producer.start();
      const { timeZone, hour } = zoneWithTimeLeft(new Date());
      const email = `two-processes-${randomUUID()}@example.com`;
      const { cookie } = await signUpOver(first.url, email);
      await call(first, "/api/me/profile", cookie, { method: "PATCH", json: { timezone: timeZone } });
      const device = pushService.subscribe();
      // The device is added on one process and the reminder chosen on the other: one database.
      expect(await call(second, "/api/me/push-subscriptions", cookie, { method: "POST", json: device })).toEqual({
        pushDevices: 1,
      });
      await call(first, "/api/me/reminders", cookie, {
        method: "PUT",
        json: { daily: true, moon: false, streak: false, hour, email: true, push: true },
      });

      await ticks(4);
      const mail = await smtp.waitFor(email, /The dice are waiting/, 20_000);
      await pushService.waitForCount(1, 20_000);
      await ticks(2);
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
      await call(second, "/api/me/profile", other.cookie, { method: "PATCH", json: { timezone: timeZone } });
      await call(second, "/api/me/reminders", other.cookie, {
        method: "PUT",
        json: { daily: true, moon: false, streak: false, hour, email: true, push: false },
      });
      await ticks(2);
      await smtp.waitFor(otherEmail, /The dice are waiting/, 20_000);
      await pause(1_000);
      expect(smtp.mails.filter((received) => received.to === email)).toHaveLength(1);
      expect(pushService.received).toHaveLength(1);

      // Both stop cleanly with their queues.
      expect(await Promise.all(servers.map((server) => server.stop("SIGTERM")))).toEqual([0, 0]);
    } finally {
      await producer.stop({ graceful: false, wait: true, timeout: 1_000 }).catch(() => {});
      await Promise.all(servers.map((server) => server.stop("SIGKILL")));
      await pushService.stop();
      await smtp.close();
      await connection.close();
    }
  }, 90_000);
});

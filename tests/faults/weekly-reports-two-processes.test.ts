import { randomUUID } from "node:crypto";
import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { weeklyReports } from "../../src/server/db/schema";
import { REPORT_TICK_JOB } from "../../src/server/features/weekly";
import { callOver, signUpOver, type ServerProcess } from "../../src/server/testing/server-process";
import { startTwoMessagingServers } from "../../src/server/testing/two-servers";
import { TEST_DATABASE_KINDS } from "../../src/server/testing/test-app";

/**
 * Two real server processes on one PostgreSQL database, both on a Sunday (their clock moved ahead with
 * Debian's `faketime`), a real SMTP receiver and a test Web Push service: a paid seeker whose Sunday has
 * passed 06:00 gets exactly one weekly report by mail and one by push although both processes work the
 * report tick's queue, many times over; a free seeker in the same zone gets none; either process's archive
 * shows the one report.
 */

const DAY_MS = 86_400_000;
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Days to the next Sunday (UTC; 0 on a Sunday), so the servers' clock stands on one. */
function daysToSunday(now: Date): number {
  return (7 - now.getUTCDay()) % 7;
}

/** A zone where the instant is Sunday between 07:00 and 22:59, so the report is due and stays due. */
function sundayZone(instant: Date): string {
  for (const zone of ["UTC", "Asia/Tokyo", "Pacific/Honolulu"]) {
    const parts = new Intl.DateTimeFormat("en-GB", {
      timeZone: zone,
      weekday: "short",
      hour: "2-digit",
      hourCycle: "h23",
    }).formatToParts(instant);
    const weekday = parts.find((part) => part.type === "weekday")!.value;
    const hour = Number(parts.find((part) => part.type === "hour")!.value);
    if (weekday === "Sun" && hour >= 7 && hour <= 22) return zone;
  }
  throw new Error(`no zone has a Sunday daytime at ${instant.toISOString()}`);
}

describe.skipIf(!TEST_DATABASE_KINDS.includes("postgres"))("weekly reports from two server processes", () => {
  it("sends a paid seeker's report once by mail and once by push, however many ticks both processes run", async () => {
    const ahead = daysToSunday(new Date());
    // The servers' now, a few seconds after this line, is on a Sunday.
    const zone = sundayZone(new Date(Date.now() + ahead * DAY_MS + 60_000));
    // Besides the servers' own schedule, the test sends ticks into the same queue.
    const two = await startTwoMessagingServers({
      job: REPORT_TICK_JOB,
      vapidSubject: "mailto:reports@example.com",
      clockAheadDays: ahead,
    });
    const { connection, smtp, pushService, servers } = two;
    const [first, second] = servers;
    /** A seeker on a plan in the zone, with a push device added on one process. */
    const seeker = async (planLevel: 1 | 2, on: ServerProcess) => {
      const email = `weekly-${planLevel}-${randomUUID()}@example.com`;
      const account = await signUpOver(on.url, email);
      await connection.db.execute(
        sql`update user_profiles set timezone = ${zone}, plan_level = ${planLevel} where id = ${account.userId}`,
      );
      const device = pushService.subscribe();
      expect(
        await callOver(on, "/api/me/push-subscriptions", account.cookie, { method: "POST", json: device }),
      ).toEqual({
        pushDevices: 1,
      });
      return { ...account, email, device };
    };
    try {
      const paid = await seeker(2, first);
      const free = await seeker(1, second);

      await two.ticks(4);
      const mail = await smtp.waitFor(paid.email, /Your weekly report/, 30_000);
      await pushService.waitForCount(1, 30_000);
      await two.ticks(4);
      await pause(1_000);

      expect(smtp.mails.filter((received) => received.to === paid.email)).toHaveLength(1);
      expect(smtp.mails.filter((received) => received.to === free.email)).toHaveLength(0);
      expect(pushService.received).toHaveLength(1);
      expect(pushService.rejected).toEqual([]);
      const push = pushService.received[0]!;
      expect(push.endpoint).toBe(paid.device.endpoint);
      expect(push.payload).toMatchObject({ title: "Your weekly report is here", tag: "weekly-report" });
      const rows = await connection.db.select({ week: weeklyReports.week }).from(weeklyReports);
      expect(rows).toHaveLength(1);
      const { week } = rows[0]!;
      expect(String((push.payload as { url: string }).url)).toMatch(new RegExp(`/reports/${week}$`));
      expect(mail.links.some((link) => link.includes(`/reports/${week}`))).toBe(true);

      // Either process's archive holds the one report; the free seeker is offered the plans.
      for (const server of servers) {
        const list = (await callOver(server, "/api/me/reports", paid.cookie)) as { reports: { week: string }[] };
        expect(list.reports.map((entry) => entry.week)).toEqual([week]);
      }
      const refused = await fetch(`${second.url}/api/me/reports`, { headers: { cookie: free.cookie } });
      expect(refused.status).toBe(403);

      expect(await Promise.all(servers.map((server) => server.stop("SIGTERM")))).toEqual([0, 0]);
    } finally {
      await two.stop();
    }
  }, 120_000);
});

import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import pino from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { skyResponseSchema } from "../../../shared/api/sky";
import { weeklyReportSchema, reportListSchema } from "../../../shared/api/reports";
import { COMMUNITY_THRESHOLD } from "../../../shared/weekly/community";
import { weekSpanIn } from "../../../shared/weekly/week";
import { casts } from "../../db/readings-schema";
import { userProfiles, users, weeklyReports } from "../../db/schema";
import { PushReceiver } from "../../testing/push-receiver";
import { SmtpReceiver } from "../../testing/smtp-receiver";
import { createTestContext, TEST_DATABASE_KINDS, type TestContext } from "../../testing/test-app";
import type { OracleProvider } from "../oracle";
import { countCommunityFigures } from "./community.service";
import { composePersonalReport } from "./personal-report";
import { writeReport } from "./reports.service";

/**
 * The personal weekly report, end to end on one database: Sunday 29 November 2026 in three zones (Tokyo
 * is first, at 21:00 UTC on Saturday; Berlin at 05:00 UTC; New York at 11:00 UTC), the week it is for
 * 2026-W49 (30 November to 6 December).
 */
const WEEK = "2026-W49";
const ZONES = { tokyo: "Asia/Tokyo", berlin: "Europe/Berlin", newYork: "America/New_York" } as const;

describe.each(TEST_DATABASE_KINDS)("the weekly report on %s", (kind) => {
  let ctx: TestContext;
  let smtp: SmtpReceiver;
  let pushService: PushReceiver;
  let now = new Date("2026-11-28T12:00:00Z");

  beforeAll(async () => {
    smtp = await new SmtpReceiver().start();
    pushService = await new PushReceiver().start();
    ctx = await createTestContext(kind, {
      smtpUrl: smtp.url,
      reminders: { testPushService: pushService.origin },
      clock: () => now,
    });
  });
  afterAll(async () => {
    await ctx.close();
    await smtp.close();
    await pushService.stop();
  });

  /** A seeker in a zone on a plan, with a device for Web Push. */
  const seeker = async (timeZone: string, planLevel: 1 | 2 | 3, birthDate: string | null = "1990-07-14") => {
    const account = await ctx.signUp();
    await ctx.services.db
      .update(userProfiles)
      .set({ timezone: timeZone, planLevel, birthDate })
      .where(eq(userProfiles.id, account.userId));
    const device = pushService.subscribe();
    const added = await ctx.request("/api/me/push-subscriptions", {
      method: "POST",
      cookie: account.cookie,
      json: device,
    });
    expect(added.status).toBe(200);
    return { ...account, device };
  };
  const tickAt = async (at: string) => {
    now = new Date(at);
    const { sent } = await ctx.services.reports.tick(now);
    await ctx.mailer.idle();
    return sent;
  };
  const mailsTo = (email: string) => smtp.mails.filter((mail) => mail.to === email);
  const pushesTo = (endpoint: string) => pushService.received.filter((push) => push.endpoint === endpoint);

  it("sends each paid seeker one report from 06:00 on their Sunday, by mail and push, and none to the others", async () => {
    const paid = {
      tokyo: await seeker(ZONES.tokyo, 2),
      berlin: await seeker(ZONES.berlin, 3, null),
      newYork: await seeker(ZONES.newYork, 2),
    };
    const free = await Promise.all(Object.values(ZONES).map((zone) => seeker(zone, 1)));
    const off = await seeker(ZONES.berlin, 3);
    const put = await ctx.request("/api/me/reminders", {
      method: "PUT",
      cookie: off.cookie,
      json: { daily: false, moon: false, streak: false, hour: 9, email: true, push: true, weeklyReport: false },
    });
    expect(await put.json()).toMatchObject({ weeklyReport: false });

    // Before 06:00 in Tokyo nothing; from 06:00 Tokyo's, and two ticks at once (two nodes) send it once.
    expect(await tickAt("2026-11-28T20:55:00Z")).toBe(0);
    const first = await Promise.all([tickAt("2026-11-28T21:05:00Z"), tickAt("2026-11-28T21:05:00Z")]);
    expect(first.reduce((sum, count) => sum + count, 0)).toBe(1);
    // Berlin: not at 05:55 local, then at 06:10; New York at 06:05 local.
    expect(await tickAt("2026-11-29T04:55:00Z")).toBe(0);
    expect(await tickAt("2026-11-29T05:10:00Z")).toBe(1);
    expect(await tickAt("2026-11-29T11:05:00Z")).toBe(1);
    // Later that Sunday, and again from another node: nothing more.
    const later = await Promise.all([tickAt("2026-11-29T18:00:00Z"), tickAt("2026-11-29T18:00:00Z")]);
    expect(later).toEqual([0, 0]);
    await pushService.waitForCount(3);

    for (const one of Object.values(paid)) {
      const mails = mailsTo(one.email);
      expect(mails).toHaveLength(1);
      expect(mails[0]!.subject).toBe("Your weekly report: 30 Nov – 6 Dec 2026");
      expect(mails[0]!.html).toContain("The week&#39;s sky");
      expect(mails[0]!.text).toContain("THE WEEK'S SKY");
      expect(mails[0]!.header("List-Unsubscribe")).toMatch(/reminders\/off\?token=/);
      const pushes = pushesTo(one.device.endpoint);
      expect(pushes).toHaveLength(1);
      expect(pushes[0]!.payload).toMatchObject({
        title: "Your weekly report is here",
        url: `http://localhost:3000/reports/${WEEK}`,
        tag: "weekly-report",
      });
    }
    for (const none of [...free, off]) {
      expect(mailsTo(none.email)).toHaveLength(0);
      expect(pushesTo(none.device.endpoint)).toHaveLength(0);
    }
    const rows = await ctx.services.db.select().from(weeklyReports).where(eq(weeklyReports.userId, paid.tokyo.userId));
    expect(rows).toHaveLength(1);
    expect(rows[0]!.emailedAt).not.toBeNull();
    expect(rows[0]!.pushedAt).not.toBeNull();

    // The archive and the report, whose sky is /api/sky's in the seeker's week.
    const list = reportListSchema.parse(
      await (await ctx.request("/api/me/reports", { cookie: paid.tokyo.cookie })).json(),
    );
    expect(list.reports.map((entry) => entry.week)).toEqual([WEEK]);
    const answer = await ctx.request(`/api/me/reports/${WEEK}`, { cookie: paid.tokyo.cookie });
    expect(answer.status).toBe(200);
    const report = weeklyReportSchema.parse(await answer.json());
    expect(report).toMatchObject({ week: WEEK, timeZone: ZONES.tokyo, from: "2026-11-30", to: "2026-12-06" });
    expect(report.writtenBy).toEqual({ kind: "oracle", model: null });
    const { start, end } = weekSpanIn(WEEK, ZONES.tokyo);
    const sky = skyResponseSchema.parse(await (await ctx.request("/api/sky?from=2026-11-29&days=9")).json());
    const inWeek = sky.events.filter((event) => event.at >= start.toISOString() && event.at < end.toISOString());
    expect(report.sky.events.map(({ when: _w, name: _n, tradition: _t, ...event }) => event)).toEqual(inWeek);
    expect(report.numbers?.days).toHaveLength(7);
    expect(report.sections.flatMap((section) => section.paragraphs).join(" ")).not.toMatch(/[{}]/);
    const berlin = weeklyReportSchema.parse(
      await (await ctx.request(`/api/me/reports/${WEEK}`, { cookie: paid.berlin.cookie })).json(),
    );
    expect(berlin.numbers).toBeNull();

    // The mailed off link turns the report off.
    const offLink = mailsTo(paid.newYork.email)[0]!.links.find((link) => link.includes("/reminders/off?token="))!;
    expect((await ctx.followLink(offLink)).status).toBe(200);
    expect(await (await ctx.request("/api/me/reminders", { cookie: paid.newYork.cookie })).json()).toMatchObject({
      weeklyReport: false,
    });
    // The next Sunday: Tokyo's and Berlin's come, New York's (turned off) does not.
    expect(await tickAt("2026-12-05T21:10:00Z")).toBe(1);
    expect(await tickAt("2026-12-06T11:10:00Z")).toBe(1);
    expect(mailsTo(paid.tokyo.email)).toHaveLength(2);
    expect(mailsTo(paid.berlin.email)).toHaveLength(2);
    expect(mailsTo(paid.newYork.email)).toHaveLength(1);
  }, 60_000);

  it("answers 403 plan_required with the plans to a free seeker, 404 for a week without a report, 400 for a malformed week", async () => {
    const free = await seeker(ZONES.berlin, 1);
    for (const path of ["/api/me/reports", `/api/me/reports/${WEEK}`]) {
      const refused = await ctx.request(path, { cookie: free.cookie });
      expect(refused.status).toBe(403);
      const body = (await refused.json()) as { error: { code: string; details: { plans: { level: number }[] } } };
      expect(body.error.code).toBe("plan_required");
      expect(body.error.details.plans.map((plan) => plan.level)).toEqual([2, 3]);
    }
    const paid = await seeker(ZONES.berlin, 2);
    expect((await ctx.request("/api/me/reports/2026-W40", { cookie: paid.cookie })).status).toBe(404);
    for (const week of ["2026-W54", "2026-49", "W49", "2027-W53"]) {
      const bad = await ctx.request(`/api/me/reports/${week}`, { cookie: paid.cookie });
      expect(bad.status).toBe(400);
    }
    expect((await ctx.request("/api/me/reports")).status).toBe(401);
  });

  it("shows a figure among seekers from 20 seekers, and none from 19, through the real queries", async () => {
    const { db } = ctx.services;
    const week = "2026-W40";
    const at = new Date("2026-09-30T12:00:00Z");
    const addSeekers = async (count: number, card: number) => {
      for (let index = 0; index < count; index++) {
        const id = randomUUID();
        await db.insert(users).values({ id, name: "s", email: `${id}@example.com` });
        await db.insert(casts).values([
          {
            userId: id,
            tool: "tarot",
            situation: "finances",
            payload: { spread: "one-card", items: [{ index: card, reversed: false }] },
            createdAt: at,
          },
          {
            userId: id,
            tool: "tarot",
            situation: "finances",
            payload: { spread: "one-card", items: [{ index: card, reversed: false }] },
            createdAt: at,
          },
          {
            userId: id,
            tool: "moon",
            situation: "guidance",
            payload: { kind: "moon", moon: { phase: "full-moon", sign: "aries", illumination: 1 }, ageDays: 14.8 },
            createdAt: at,
          },
        ]);
      }
    };
    await addSeekers(COMMUNITY_THRESHOLD - 1, 17);
    const below = await countCommunityFigures(db, week);
    expect(below).toEqual({ week, tarotCard: null, rune: null, moonRitualSeekers: null, situation: null });
    await addSeekers(1, 0);
    const at20 = await countCommunityFigures(db, week);
    expect(at20.tarotCard).toEqual({ value: "the-star", name: "The Star", seekers: 19, contributors: 20 });
    expect(at20.moonRitualSeekers).toBe(20);
    expect(at20.situation).toMatchObject({ name: "Finances", seekers: 20 });
    expect(at20.rune).toBeNull();
    const answer = await ctx.request(`/api/reports/community?week=${week}`);
    expect(await answer.json()).toMatchObject({ tarotCard: { name: "The Star" } });
    // Readings of another week are not counted.
    expect((await countCommunityFigures(db, "2026-W41")).tarotCard).toBeNull();
  });
});

describe("who writes the report's overview", () => {
  const input = {
    week: WEEK,
    timeZone: ZONES.berlin,
    name: "Ada",
    birthDate: "1985-02-28",
    readings: {
      made: 0,
      byTool: [],
      patterns: [],
      streak: 0,
      quest: null,
      followUpsAnswered: 0,
      openQuestion: null,
    },
    community: null,
    createdAt: new Date("2026-11-29T06:00:00Z"),
  };
  const logger = pino({ level: "silent" });
  const provider = (weeklyOverview: (facts: string) => Promise<string>) =>
    ({
      kind: "openai",
      author: { kind: "ai", model: "test-model" },
      streamEnhancement: () => (async function* () {})(),
      chatReply: async () => "",
      weeklyOverview: ({ facts }: { facts: string }) => weeklyOverview(facts),
    }) as unknown as OracleProvider;

  it("is the provider's, labelled as AI, when it writes from the server's facts; the facts stay the server's", async () => {
    let handed = "";
    const report = await writeReport(
      {
        oracle: provider(async (facts) => {
          handed = facts;
          return "A calm week, Ada.\n\nThe last quarter asks you to sort and release.";
        }),
        logger,
      },
      input,
    );
    expect(report.writtenBy).toEqual({ kind: "ai", model: "test-model" });
    expect(report.sections[0]!.paragraphs).toEqual([
      "A calm week, Ada.",
      "The last quarter asks you to sort and release.",
    ]);
    for (const event of report.sky.events) expect(handed).toContain(event.name);
    expect(report.sky).toEqual(composePersonalReport(input).sky);
  });

  it("is the oracle's when the provider fails or answers nothing, and without a provider", async () => {
    const composed = composePersonalReport(input);
    for (const oracle of [
      provider(async () => {
        throw new Error("down");
      }),
      provider(async () => "   "),
      { kind: "composer", author: { kind: "oracle", model: null } } as unknown as OracleProvider,
    ]) {
      const report = await writeReport({ oracle, logger }, input);
      expect(report.writtenBy).toEqual({ kind: "oracle", model: null });
      expect(report.sections).toEqual(composed.sections);
    }
  });
});

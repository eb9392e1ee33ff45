import { and, eq, gte, inArray, isNull, or } from "drizzle-orm";
import type { Logger } from "pino";
import { REPORT_MESSAGE, REPORT_WORDS } from "../../../../content/weekly/report";
import type { WeeklyReport } from "../../../shared/api/reports";
import { effectivePlanLevel, planIncludesWeeklyReport } from "../../../shared/billing";
import { weeklyReportDue } from "../../../shared/weekly/due";
import { shiftWeek, type IsoWeek } from "../../../shared/weekly/week";
import type { Database } from "../../db/client";
import { pushSubscriptions, reminderPreferences, userProfiles, users, weeklyReports } from "../../db/schema";
import type { Mailer } from "../../mail/mailer";
import type { OracleProvider } from "../oracle";
import { sendPushes, sendToSeeker, type PushJob, type ReminderServices } from "../reminders";
import type { CommunityFiguresOf } from "./community.service";
import { readingsOfWeek } from "./report-facts.service";
import { writeReport } from "./reports.service";
import { weekRangeLabel } from "./sign-week.service";

/** The queue and schedule of the weekly report's tick: every five minutes (due from 06:00 local on Sunday). */
export const REPORT_TICK_JOB = "weekly-reports-tick";
export const REPORT_TICK_CRON = "*/5 * * * *";

const KIND = "weekly-report";

export interface ReportTickOptions {
  db: Database;
  mailer: Mailer;
  reminders: Pick<ReminderServices, "settings" | "push" | "pushLimits">;
  oracle: OracleProvider;
  community: CommunityFiguresOf;
  publicUrl: string;
  logger: Logger;
}

interface Candidate {
  userId: string;
  email: string;
  name: string;
  timeZone: string;
  birthDate: string | null;
  dailyStreak: number;
  streakFreezes: number;
  lastCastOn: string | null;
  wantsEmail: boolean;
  wantsPush: boolean;
  week: IsoWeek;
}

/**
 * One tick: every seeker on a paid plan with the weekly report on (no reminders row: on, by e-mail and
 * push) whose Sunday has passed 06:00 in their zone (`weeklyReportDue`) and who has no report of that
 * week yet gets one. The report is composed first, then inserted ON CONFLICT DO NOTHING on (seeker,
 * week): only the tick whose insert wins sends it, by the seeker's channels, so any number of ticks on
 * any number of nodes send it once. A tick that fails before its insert leaves nothing behind, and the
 * next tick composes that report again; the mail goes through the outbox, which retries its delivery.
 */
export async function runReportTick(options: ReportTickOptions, now: Date): Promise<{ sent: number }> {
  const { db, logger } = options;
  const rows = await db
    .select({
      userId: users.id,
      email: users.email,
      name: users.name,
      fullName: userProfiles.fullName,
      timeZone: userProfiles.timezone,
      birthDate: userProfiles.birthDate,
      planLevel: userProfiles.planLevel,
      planGraceEndsAt: userProfiles.planGraceEndsAt,
      dailyStreak: userProfiles.dailyStreak,
      streakFreezes: userProfiles.streakFreezes,
      lastCastOn: userProfiles.lastCastOn,
      weeklyReport: reminderPreferences.weeklyReport,
      wantsEmail: reminderPreferences.email,
      wantsPush: reminderPreferences.push,
    })
    .from(userProfiles)
    .innerJoin(users, eq(users.id, userProfiles.id))
    .leftJoin(reminderPreferences, eq(reminderPreferences.userId, userProfiles.id))
    .where(
      and(
        gte(userProfiles.planLevel, 2),
        or(isNull(reminderPreferences.userId), eq(reminderPreferences.weeklyReport, true)),
      ),
    );
  const candidates: Candidate[] = rows.flatMap((row) => {
    if (!planIncludesWeeklyReport(effectivePlanLevel(row, now))) return [];
    const week = weeklyReportDue(row.timeZone, now);
    if (!week) return [];
    const name = (row.fullName ?? row.name).trim().split(/\s+/)[0] || "seeker";
    return [
      {
        ...row,
        name: name.slice(0, 40),
        // No reminders row: the defaults, both channels.
        wantsEmail: row.wantsEmail ?? true,
        wantsPush: row.wantsPush ?? true,
        week,
      },
    ];
  });
  if (candidates.length === 0) return { sent: 0 };
  const made = await db
    .select({ userId: weeklyReports.userId, week: weeklyReports.week })
    .from(weeklyReports)
    .where(
      and(
        inArray(
          weeklyReports.userId,
          candidates.map((candidate) => candidate.userId),
        ),
        inArray(weeklyReports.week, [...new Set(candidates.map((candidate) => candidate.week))]),
      ),
    );
  const done = new Set(made.map((row) => `${row.userId} ${row.week}`));
  let sent = 0;
  const pushes: PushJob[] = [];
  for (const seeker of candidates) {
    if (done.has(`${seeker.userId} ${seeker.week}`)) continue;
    try {
      const report = await writeReport(options, {
        week: seeker.week,
        timeZone: seeker.timeZone,
        name: seeker.name,
        birthDate: seeker.birthDate,
        readings: await readingsOfWeek(db, seeker.userId, seeker, seeker.week, now),
        // "Among seekers": the week now ending (UTC), the same figures for everyone.
        community: await options.community(shiftWeek(seeker.week, -1)),
        createdAt: now,
      });
      const [claimed] = await db
        .insert(weeklyReports)
        .values({
          userId: seeker.userId,
          week: seeker.week,
          report: report as unknown as Record<string, unknown>,
          createdAt: now,
        })
        .onConflictDoNothing()
        .returning({ id: weeklyReports.id });
      if (!claimed) continue;
      sent++;
      await deliver(options, seeker, report, pushes);
      if (seeker.wantsEmail)
        await db.update(weeklyReports).set({ emailedAt: now }).where(eq(weeklyReports.id, claimed.id));
    } catch (error) {
      logger.error({ err: error, kind: KIND }, "weekly report failed");
    }
  }
  if (pushes.length > 0) {
    const pushed = new Set<string>();
    const outcome = await sendPushes(
      options.reminders.push,
      pushes,
      options.reminders.pushLimits,
      async (job, result) => {
        if (result === "sent") pushed.add(job.userId);
        if (result !== "gone") return;
        await db
          .delete(pushSubscriptions)
          .where(and(eq(pushSubscriptions.id, job.device.id), eq(pushSubscriptions.endpoint, job.device.endpoint)))
          .catch((error: unknown) => logger.error({ err: error }, "forgetting a push device failed"));
      },
    );
    for (const userId of pushed) {
      const week = candidates.find((candidate) => candidate.userId === userId)!.week;
      await db
        .update(weeklyReports)
        .set({ pushedAt: now })
        .where(and(eq(weeklyReports.userId, userId), eq(weeklyReports.week, week)));
    }
    logger.info({ pushes: pushes.length, ...outcome }, "weekly report pushes sent");
  }
  if (sent > 0) logger.info({ sent }, "weekly reports sent");
  return { sent };
}

/** The report's mail (the whole report, in the product's mail look) into the outbox; its pushes on the list. */
async function deliver(options: ReportTickOptions, seeker: Candidate, report: WeeklyReport, pushes: PushJob[]) {
  const url = new URL(`/reports/${report.week}`, options.publicUrl).toString();
  const offUrl = options.reminders.settings.offUrl(seeker.userId, KIND);
  const range = weekRangeLabel(report.week);
  const [overview, ...rest] = report.sections;
  const note =
    report.writtenBy.kind === "ai" && report.writtenBy.model
      ? REPORT_WORDS.aiNote(report.writtenBy.model)
      : REPORT_WORDS.oracleNote;
  await sendToSeeker(
    { db: options.db, mailer: options.mailer },
    { userId: seeker.userId, email: seeker.email, wantsEmail: seeker.wantsEmail, wantsPush: seeker.wantsPush },
    {
      mail: {
        subject: REPORT_MESSAGE.subject(range),
        preheader: REPORT_MESSAGE.preheader,
        heading: report.title,
        paragraphs: [...(overview?.paragraphs ?? []), `${report.label}. ${note}`],
        sections: rest.map((section) => ({ heading: section.heading, paragraphs: section.paragraphs })),
        action: { label: REPORT_MESSAGE.action, url },
        note: REPORT_MESSAGE.note,
        footer: REPORT_MESSAGE.footer,
        offLink: { label: REPORT_MESSAGE.offLink, url: offUrl },
      },
      push: {
        title: REPORT_MESSAGE.pushTitle,
        body: REPORT_MESSAGE.pushBody(range, overview?.paragraphs[1] ?? ""),
        url,
        offUrl,
        offLabel: REPORT_MESSAGE.pushOff,
        tag: KIND,
      },
    },
    pushes,
  );
}

import type { Logger } from "pino";
import type { Clock } from "../../clock";
import type { Database } from "../../db/client";
import type { JobQueue } from "../../jobs/job-queue";
import type { Mailer } from "../../mail/mailer";
import type { Authenticate } from "../../http/require-user";
import type { OracleProvider } from "../oracle";
import type { ReminderServices } from "../reminders";
import { createCommunityFigures } from "./community.service";
import { REPORT_TICK_CRON, REPORT_TICK_JOB, runReportTick } from "./report-tick";
import { createSampleReports, ReportArchive } from "./reports.service";
import { createCommunityRoutes, createPersonalReportRoutes } from "./reports.routes";
import { createSignWeekEditions } from "./sign-week.service";
import { weeklyPage } from "./weekly-page";
import { createWeeklyRoutes } from "./weekly.routes";

export { REPORT_TICK_JOB };

/**
 * The weekly cosmic report's free edition, one per sign: the same for everyone in a week, so one set of
 * editions is kept for the process and shared by the API and the pages.
 */
const editions = createSignWeekEditions();

/** The personal weekly report's services: the archive, the figures among seekers and the Sunday tick. */
export interface WeeklyReportServices {
  archive: ReportArchive;
  community: ReturnType<typeof createCommunityFigures>;
  /** The sample report a free seeker sees. */
  sample: ReturnType<typeof createSampleReports>;
  /** Sends the reports due at `now`, by default the server's clock's (the queue's tick, every five minutes). */
  tick(now?: Date): Promise<{ sent: number }>;
}

/** Builds the weekly report's services and puts its tick on the job queue. */
export function createWeeklyReportServices(deps: {
  db: Database;
  mailer: Mailer;
  logger: Logger;
  publicUrl: string;
  queue: JobQueue;
  clock: Clock;
  oracle: OracleProvider;
  reminders: ReminderServices;
}): WeeklyReportServices {
  const { db, clock, queue } = deps;
  const logger = deps.logger.child({ module: "weekly-reports" });
  const community = createCommunityFigures({ db, clock });
  const tick = (now: Date = clock()) => runReportTick({ ...deps, logger, community }, now);
  queue.every({
    name: REPORT_TICK_JOB,
    cron: REPORT_TICK_CRON,
    run: async () => {
      await tick();
    },
  });
  return { archive: new ReportArchive({ db, clock }), community, sample: createSampleReports(), tick };
}

export function createReportRoutes({ clock }: { clock: Clock }) {
  return createWeeklyRoutes({ clock, editions });
}

/** /api/reports/community: "This week among seekers", for both editions. */
export function createReportCommunityRoutes({ clock, reports }: { clock: Clock; reports: WeeklyReportServices }) {
  return createCommunityRoutes({ clock, community: reports.community, sample: reports.sample });
}

export function createMyReportRoutes({
  account,
  reports,
}: {
  account: { authenticate: Authenticate };
  reports: WeeklyReportServices;
}) {
  return createPersonalReportRoutes({ account, archive: reports.archive });
}

/** The weekly page's head tags and article for a path, or null (static-site.ts's `pageHead`). */
export function weeklyPageHead({ clock, publicUrl }: { clock: Clock; publicUrl: string }, pathname: string) {
  return weeklyPage({ clock, editions, publicUrl }, pathname);
}

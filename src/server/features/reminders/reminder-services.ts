import type { Logger } from "pino";
import type { Clock } from "../../clock";
import type { Database } from "../../db/client";
import type { JobQueue } from "../../jobs/job-queue";
import type { Mailer } from "../../mail/mailer";
import { DEFAULT_PUSH_LIMITS, type PushLimits } from "./push-fanout";
import { generateVapidKeys, PushSender, type VapidDetails } from "./push-sender";
import { REMINDER_TICK_CRON, REMINDER_TICK_JOB, runReminderTick } from "./reminder-tick";
import { ReminderSettingsService } from "./reminders.service";

export interface RemindersConfig {
  /** VAPID keys and contact; a fresh pair in memory when absent (tests). */
  vapid?: VapidDetails;
  /**
   * Tests only (PUSH_TEST_SERVICE_URL, refused by a production server): the origin of a local push
   * service, whose endpoints are accepted besides the browsers' push services.
   */
  testPushService?: string;
  /** Sending pushes: one service's timeout, how many at once, one tick's budget (push-fanout.ts). */
  push?: Partial<PushLimits>;
}

export interface ReminderServices {
  settings: ReminderSettingsService;
  push: PushSender;
  /** How a tick sends its pushes (the weekly report's tick sends its own the same way). */
  pushLimits: PushLimits;
  /** Sends the reminders due at `now`, by default the server's clock's (the queue's tick, every minute). */
  tick(now?: Date): Promise<{ sent: number }>;
}

/** Builds the reminders' services and puts their tick on the job queue. */
export function createReminderServices(
  config: RemindersConfig,
  deps: {
    db: Database;
    mailer: Mailer;
    logger: Logger;
    publicUrl: string;
    secret: string;
    queue: JobQueue;
    clock: Clock;
  },
): ReminderServices {
  const { db, mailer, publicUrl, secret, queue, clock } = deps;
  const logger = deps.logger.child({ module: "reminders" });
  const vapid = config.vapid ?? { ...generateVapidKeys(), subject: "mailto:no-reply@mystic-dice.local" };
  const pushLimits = { ...DEFAULT_PUSH_LIMITS, ...config.push };
  const testService = config.testPushService;
  const push = new PushSender(vapid, logger, { timeoutMs: pushLimits.timeoutMs, testService });
  const settings = new ReminderSettingsService({ db, publicUrl, secret, testPushService: testService, clock });
  const tick = (now: Date = clock()) =>
    runReminderTick({ db, mailer, push, settings, publicUrl, logger, pushLimits }, now);
  queue.every({
    name: REMINDER_TICK_JOB,
    cron: REMINDER_TICK_CRON,
    run: async () => {
      await tick();
    },
  });
  return { settings, push, pushLimits, tick };
}

import type { Logger } from "pino";
import { systemClock, type Clock } from "./clock";
import type { Database, DatabaseConnection } from "./db/client";
import {
  createAccountServices,
  createAuth,
  type AccountServices,
  type Auth,
  type AuthOptions,
} from "./features/account";
import { createBillingServices, type BillingConfig, type BillingServices } from "./features/billing";
import { Newsletter } from "./features/newsletter";
import {
  createChatGuide,
  ownReadingContext,
  createOracleProvider,
  type ChatConfig,
  type ChatGuide,
  type OracleConfig,
} from "./features/oracle";
import type { OracleProvider } from "./features/oracle";
import { EventHub, listenForChanges, STREAM_LIMITS } from "./features/realtime";
import { ReadingCatalogue } from "./features/dice-texts";
import { createReminderServices, type ReminderServices, type RemindersConfig } from "./features/reminders";
import { CardRenderer } from "./features/sharing";
import { createWeeklyReportServices, type WeeklyReportServices } from "./features/weekly";
import { JobQueue } from "./jobs/job-queue";
import { NO_SUPPORT_CONTACT, type SupportContact } from "../shared/support-contact";
import { Mailer } from "./mail/mailer";

/** What the services are built from: main.ts reads it from the environment, tests write it. */
export interface ServicesConfig {
  connection: DatabaseConnection;
  logger: Logger;
  /** The public origin: links in mail, trusted origins, the sitemap. */
  publicUrl: string;
  /** The auth secret; it also signs newsletter unsubscribe links and keys the mail throttle. */
  secret: string;
  mail: { smtpUrl?: string; from: string };
  authRateLimits?: AuthOptions["rateLimits"];
  oracle: OracleConfig;
  chat: ChatConfig;
  /** Payments: Stripe, the local test checkout, or off (decision 020). */
  billing: BillingConfig;
  /**
   * The server's one clock (src/server/clock.ts), read by every rule that asks what time it is; the real
   * one by default (tests move theirs across days, months and years).
   */
  clock?: Clock;
  eventStreams?: { heartbeatMs?: number; perUser?: number; perClient?: number };
  /** Reminders: Web Push's VAPID keys and, for tests, loopback push endpoints. */
  reminders?: RemindersConfig;
  /** Run the job queue and its periodic work (the server always does; a test that needs it opts in). */
  runJobs?: boolean;
  /** The operator's support contact from the settings (decision 027); none by default. */
  support?: SupportContact;
  limits: {
    /** Newsletter subscriptions per client per hour. */
    newsletterPerHour: number;
    /** Codes and passwords tried on /api/me per client per 10 s (as better-auth's two-factor calls). */
    secretsPerTenSeconds: number;
    /** Reading cards (PNG) per account per minute: each new one is drawn on this server's thread. */
    cardImagesPerMinute: number;
    /** Data exports per account per hour: each reads everything the account holds. */
    exportsPerHour: number;
  };
}

/** Every service of the product, built once; routes receive this object and nothing else. */
export interface Services {
  db: Database;
  logger: Logger;
  publicUrl: string;
  auth: Auth;
  mailer: Mailer;
  events: EventHub;
  oracle: OracleProvider;
  readings: ReadingCatalogue;
  /** Draws (and keeps the latest) picture cards of readings. */
  cards: CardRenderer;
  newsletter: Newsletter;
  chat: ChatGuide;
  account: AccountServices;
  billing: BillingServices;
  /** Reminder preferences, push subscriptions, the one-click off links and the minute tick. */
  reminders: ReminderServices;
  /** The paid plans' weekly reports: the archive, the figures among seekers and the Sunday tick. */
  reports: WeeklyReportServices;
  /** The job queue (pg-boss on the app's database). */
  queue: JobQueue;
  /** The server's one clock: every rule that asks what time it is reads it (the real clock, or a test's). */
  clock: Clock;
  limits: ServicesConfig["limits"];
  /** How seekers reach the operator: what GET /api/support answers. */
  support: SupportContact;
  /** Starts the background work: mail delivery, the database's change notifications and the job queue. */
  start(): Promise<void>;
  /** Stops it again (open event streams close); the database connection is the caller's to close. */
  stop(): Promise<void>;
}

/** Parts a test may hand in ready-made instead of having them built from the config. */
export type ServiceOverrides = Partial<Pick<Services, "mailer" | "oracle" | "events">>;

/** The one place that builds the product's services: main.ts and the test app both call it. */
export function createServices(config: ServicesConfig, overrides: ServiceOverrides = {}): Services {
  const { connection, logger, publicUrl, secret } = config;
  const { db } = connection;
  const clock = config.clock ?? systemClock;
  const mailer =
    overrides.mailer ?? new Mailer({ db, logger, smtpUrl: config.mail.smtpUrl, from: config.mail.from, clock });
  const auth = createAuth({
    db,
    mailer,
    logger,
    clock,
    env: { PUBLIC_URL: publicUrl },
    secret,
    rateLimits: config.authRateLimits,
  });
  const events =
    overrides.events ??
    new EventHub(config.eventStreams?.heartbeatMs, {
      ...STREAM_LIMITS,
      ...(config.eventStreams?.perUser ? { perUser: config.eventStreams.perUser } : {}),
      ...(config.eventStreams?.perClient ? { perClient: config.eventStreams.perClient } : {}),
    });
  const oracle = overrides.oracle ?? createOracleProvider(config.oracle, logger.child({ module: "oracle" }));
  const newsletter = new Newsletter({ db, mailer, publicUrl, secret, clock });
  const billing = createBillingServices(config.billing, { db, mailer, logger, publicUrl, clock });
  const queue = new JobQueue(connection, logger);
  const reminders = createReminderServices(config.reminders ?? {}, {
    db,
    mailer,
    logger,
    publicUrl,
    secret,
    queue,
    clock,
  });
  const reports = createWeeklyReportServices({ db, mailer, logger, publicUrl, queue, clock, oracle, reminders });
  const readings = new ReadingCatalogue(db);
  const account = createAccountServices({
    db,
    auth,
    clock,
    readings,
    erasers: [newsletter.eraser, mailer.eraser],
    beforeDelete: [billing.endSubscriptionsOf],
  });
  let stopListening: (() => Promise<void>) | null = null;
  let stopRetention: (() => void) | null = null;
  return {
    db,
    logger,
    publicUrl,
    auth,
    mailer,
    events,
    oracle,
    readings,
    cards: new CardRenderer(),
    newsletter,
    chat: createChatGuide({
      config: config.chat,
      oracle,
      logger,
      db,
      clock,
      readingContext: ownReadingContext({ db, readings }),
    }),
    account,
    billing,
    reminders,
    reports,
    queue,
    clock,
    limits: config.limits,
    support: config.support ?? NO_SUPPORT_CONTACT,
    async start() {
      mailer.start();
      stopRetention ??= billing.startRetention();
      stopListening ??= await listenForChanges(connection, events, logger, [account.sessionCache]);
      if (config.runJobs) await queue.start();
    },
    async stop() {
      events.closeAll();
      stopRetention?.();
      stopRetention = null;
      const stopping = stopListening;
      stopListening = null;
      // The queue first: a running tick may still hand mail to the mailer.
      await queue.stop().catch((error: unknown) => logger.error({ err: error }, "stopping the job queue failed"));
      await Promise.all([stopping?.().catch(() => {}), mailer.stop()]);
    },
  };
}

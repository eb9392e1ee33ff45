import { randomBytes } from "node:crypto";
import type { Server, ServerResponse } from "node:http";
import { chmodSync, existsSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { serve } from "@hono/node-server";
import pino from "pino";
import { createApp } from "./app";
import type { DatabaseConnection } from "./db/client";
import { restrictNewFiles, secureDataDir } from "./db/data-dir";
import { DataDirLockedError } from "./db/data-dir-lock";
import { migrateDatabase } from "./db/migrate";
import { openDatabaseFromEnv } from "./db/open-from-env";
import { seedDatabase } from "./db/seed";
import {
  loadEnv,
  paymentsModeOf,
  publicServerWarning,
  supportContactOf,
  supportContactWarning,
  type Env,
} from "./config/env";
import { EMBEDDED_RETRY_AFTER_SECONDS } from "./http/admission";
import { createClientIpResolver } from "./http/client-ip";
import { isMailboxVisible, newMailboxKey } from "./mail/mailbox.routes";
import { defaultMailFrom } from "./mail/mailer";
import { createServices } from "./services";
import type { BillingConfig } from "./features/billing";
import { resolveVapidKeys } from "./features/reminders";
import { codeCacheAtStart } from "./bundle-entry";

/** Without BETTER_AUTH_SECRET, a random secret is kept in DATA_DIR so sessions survive restarts. */
function resolveAuthSecret(env: Env): string {
  if (env.BETTER_AUTH_SECRET) return env.BETTER_AUTH_SECRET;
  const file = path.resolve(env.DATA_DIR, "auth-secret");
  if (existsSync(file)) return readFileSync(file, "utf8").trim();
  const secret = randomBytes(32).toString("base64url");
  writeFileSync(file, secret, { mode: 0o600 });
  chmodSync(file, 0o600);
  return secret;
}

async function main() {
  restrictNewFiles();
  const env = loadEnv();
  const logger = pino({ level: env.LOG_LEVEL });
  const startedAt = performance.now();
  // DATA_DIR holds the embedded database and the generated auth secret and VAPID keys: the owner's alone.
  if (!env.DATABASE_URL || !env.BETTER_AUTH_SECRET || !env.VAPID_PRIVATE_KEY) {
    const tightened = secureDataDir(env.DATA_DIR);
    if (tightened.length > 0) {
      logger.warn(
        { dataDir: path.resolve(env.DATA_DIR), tightened: tightened.length, examples: tightened.slice(0, 3) },
        "DATA_DIR was open to other users of this machine: its permissions are now owner-only (0700 / 0600)",
      );
    }
  }

  let connection: DatabaseConnection;
  try {
    connection = await openDatabaseFromEnv(env);
  } catch (error) {
    if (error instanceof DataDirLockedError) {
      logger.fatal(error.message);
      process.exit(1);
    }
    throw error;
  }
  await migrateDatabase(connection);
  const seeded = await seedDatabase(connection.db);

  const showMailbox = isMailboxVisible(env);
  // The mailbox holds sign-in links: it opens only with this key, printed here and nowhere else.
  const mailboxKey = env.MAILBOX_KEY ?? newMailboxKey();
  const mailboxUrl = showMailbox ? `${env.PUBLIC_URL}/dev/mailbox?key=${mailboxKey}` : undefined;
  const mailFrom = env.MAIL_FROM ?? defaultMailFrom(env.PUBLIC_URL);
  const services = createServices({
    connection,
    logger,
    publicUrl: env.PUBLIC_URL,
    secret: resolveAuthSecret(env),
    mail: { smtpUrl: env.SMTP_URL, from: mailFrom },
    authRateLimits: {
      signUpPerMinute: env.AUTH_SIGN_UP_LIMIT_PER_MINUTE,
      signInPerTenSeconds: env.AUTH_SIGN_IN_LIMIT_PER_10_SECONDS,
      emailLinksPerMinute: env.AUTH_EMAIL_LINK_LIMIT_PER_MINUTE,
      twoFactorPerTenSeconds: env.AUTH_TWO_FACTOR_LIMIT_PER_10_SECONDS,
    },
    oracle: {
      apiKey: env.OPENAI_API_KEY,
      baseUrl: env.OPENAI_BASE_URL,
      model: env.OPENAI_MODEL,
      timeoutMs: env.ORACLE_TIMEOUT_MS,
    },
    chat: {
      webhookUrl: env.CHAT_WEBHOOK_URL,
      webhookTimeoutMs: env.CHAT_WEBHOOK_TIMEOUT_MS,
      limitPerMinute: env.CHAT_LIMIT_PER_MINUTE,
      providerCallsPerDay: {
        visitors: env.CHAT_AI_CALLS_PER_DAY_VISITORS,
        seekers: env.CHAT_AI_CALLS_PER_DAY_SEEKERS,
      },
    },
    eventStreams: { perUser: env.EVENT_STREAMS_PER_USER, perClient: env.EVENT_STREAMS_PER_CLIENT },
    billing: billingConfigOf(env),
    reminders: {
      vapid: { ...resolveVapidKeys(env), subject: env.VAPID_SUBJECT ?? vapidSubjectOf(env.PUBLIC_URL, mailFrom) },
      testPushService: env.PUSH_TEST_SERVICE_URL,
    },
    runJobs: true,
    support: supportContactOf(env),
    limits: {
      newsletterPerHour: env.NEWSLETTER_LIMIT_PER_HOUR,
      secretsPerTenSeconds: env.AUTH_TWO_FACTOR_LIMIT_PER_10_SECONDS,
      cardImagesPerMinute: env.CARD_IMAGES_LIMIT_PER_MINUTE,
      exportsPerHour: env.EXPORTS_LIMIT_PER_HOUR,
    },
  });
  await services.start();
  if (services.mailer.mode === "mailbox") {
    logger.warn(
      mailboxUrl
        ? `SMTP_URL is not set: mail is kept in the local mailbox at ${mailboxUrl}`
        : "SMTP_URL is not set: mail is kept in the mail_outbox table and the log, and nothing is sent",
    );
  }
  const publicServer = publicServerWarning(env);
  if (publicServer) logger.warn(publicServer);
  const noSupportContact = supportContactWarning(env);
  if (noSupportContact) logger.warn(noSupportContact);
  const app = createApp(services, {
    resolveClientIp: createClientIpResolver({ trustProxy: env.TRUST_PROXY }),
    staticDir: env.STATIC_DIR,
    showMailbox,
    mailboxKey,
    allowedHosts: env.ALLOWED_HOSTS,
    // One embedded connection serves every request: queue them per client, taken in turn, and turn away what would wait too long.
    admission:
      connection.kind === "pglite"
        ? {
            concurrency: env.EMBEDDED_CONCURRENCY,
            maxWaitMs: env.EMBEDDED_QUEUE_WAIT_MS,
            retryAfterSeconds: EMBEDDED_RETRY_AFTER_SECONDS,
            maxWaitingPerClient: env.EMBEDDED_QUEUE_PER_CLIENT,
            maxWaiting: env.EMBEDDED_QUEUE_LENGTH,
          }
        : undefined,
  });

  const server = serve({ fetch: app.fetch, hostname: env.HOST, port: env.PORT }, (info) => {
    logger.info(
      {
        url: env.PUBLIC_URL,
        address: `${info.address}:${info.port}`,
        database: connection.kind,
        oracle: services.oracle.kind,
        payments: services.billing.mode,
        readings: seeded.readings,
        startupMs: Math.round(performance.now() - startedAt),
        codeCache: codeCacheAtStart(),
        ...(mailboxUrl ? { mailbox: mailboxUrl } : {}),
      },
      `Mystic Dice is ready: open ${env.PUBLIC_URL}`,
    );
  });

  let isStopping = false;
  // While stopping, every answer closes its connection, so keep-alive clients cannot hold the server
  // open by sending more requests; idle connections are closed as soon as they go quiet.
  const httpServer = server as unknown as Server;
  httpServer.on("request", (_request, response: ServerResponse) => {
    if (isStopping && !response.headersSent) response.setHeader("Connection", "close");
  });
  const stop = (signal: string) => {
    if (isStopping) return;
    isStopping = true;
    setInterval(() => httpServer.closeIdleConnections(), 100).unref();
    logger.info({ signal }, "stopping: finishing open requests, then closing the database");
    const forceExit = setTimeout(() => {
      logger.error("open requests did not finish in 10 s; closing them and the database");
      httpServer.closeAllConnections();
      void Promise.race([connection.close(), new Promise((resolve) => setTimeout(resolve, 3_000))]).finally(() =>
        process.exit(1),
      );
    }, 10_000);
    forceExit.unref();
    // Open event streams would hold server.close() open: they end first (browsers reconnect elsewhere).
    services.events.closeAll();
    server.close(() => {
      services
        .stop()
        .catch(() => {})
        .then(() => connection.close())
        .then(() => {
          logger.info("stopped cleanly");
          process.exit(0);
        })
        .catch((error: unknown) => {
          logger.error({ err: error }, "closing the database failed");
          process.exit(1);
        });
    });
    // Idle keep-alive connections would hold server.close() open.
    httpServer.closeIdleConnections();
  };
  process.on("SIGINT", () => stop("SIGINT"));
  process.on("SIGTERM", () => stop("SIGTERM"));
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});

/** Push services' contact: the https public address, else the sender's address. */
function vapidSubjectOf(publicUrl: string, mailFrom: string): string {
  if (publicUrl.startsWith("https://")) return publicUrl;
  const address = /<([^>]+)>/.exec(mailFrom)?.[1] ?? mailFrom;
  return `mailto:${address.trim()}`;
}

/** Payments (decision 020): Stripe with a key, else test mode on a local server, else off. */
function billingConfigOf(env: Env): BillingConfig {
  const mode = paymentsModeOf(env);
  if (mode === "stripe" && env.STRIPE_SECRET_KEY && env.STRIPE_WEBHOOK_SECRET) {
    return {
      mode: "stripe",
      stripe: {
        secretKey: env.STRIPE_SECRET_KEY,
        webhookSecret: env.STRIPE_WEBHOOK_SECRET,
        prices: { novice: env.STRIPE_PRICE_NOVICE, explorer: env.STRIPE_PRICE_EXPLORER },
        apiUrl: env.STRIPE_API_URL,
      },
    };
  }
  return { mode: mode === "test" ? "test" : "off" };
}

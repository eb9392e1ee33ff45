import { randomUUID } from "node:crypto";
import { readFileSync } from "node:fs";
import { PGlite } from "@electric-sql/pglite";
import pino, { type Logger } from "pino";
import postgres from "postgres";
import { inject } from "vitest";
import { SIGN_IN_LINK_CONFIRM_PATH, SIGN_IN_LINK_PATH } from "../../shared/account";
import type { SupportContact } from "../../shared/support-contact";
import type { AdmissionLimits } from "../http/admission";
import { createApp } from "../app";
import type { Clock } from "../clock";
import type { AuthOptions } from "../features/account";
import type { BillingConfig } from "../features/billing";
import { connectPostgres, EMBEDDED_START_PARAMS, wrapPglite, type DatabaseConnection } from "../db/client";
import type { ChatConfig, OracleConfig } from "../features/oracle";
import type { RemindersConfig } from "../features/reminders";
import type { EventHub } from "../features/realtime";
import type { Mailer } from "../mail/mailer";
import { createServices, type Services } from "../services";
import { loadApiContract, type ApiContract } from "./api-contract";
import { withDatabase } from "./global-setup";

export type TestDatabaseKind = "pglite" | "postgres";

const hasPostgres = inject("postgresTemplate") !== null;
/**
 * The one database an API suite runs on: PostgreSQL, the production path, when TEST_DATABASE_URL is set
 * (CI always sets it), else the embedded PGlite. What really differs between the two runs on both
 * (EVERY_TEST_DATABASE_KIND); the fuzz suite, the admission gate and the embedded faults run on PGlite.
 */
export const TEST_DATABASE_KINDS: TestDatabaseKind[] = hasPostgres ? ["postgres"] : ["pglite"];
/** Both databases where they behave differently: the clients, seeding, change notifications, the job queue. */
export const EVERY_TEST_DATABASE_KIND: TestDatabaseKind[] = hasPostgres ? ["pglite", "postgres"] : ["pglite"];

export const TEST_ORIGIN = "http://localhost:3000";
/** The local mailbox's key in the in-process app. */
export const TEST_MAILBOX_KEY = "test-mailbox-key-0123456789";
const TEST_IP_HEADER = "x-test-client-ip";

/** A fresh, migrated and seeded database of the given kind, private to the caller. */
export async function createTestDatabase(kind: TestDatabaseKind): Promise<DatabaseConnection> {
  if (kind === "pglite") {
    const dump = new Blob([readFileSync(inject("pgliteTemplatePath"))]);
    return wrapPglite(await PGlite.create({ loadDataDir: dump, startParams: [...EMBEDDED_START_PARAMS] }));
  }
  const template = inject("postgresTemplate");
  if (!template) throw new Error("PostgreSQL tests need TEST_DATABASE_URL");
  const name = `mystic_test_${randomUUID().replaceAll("-", "")}`;
  const admin = postgres(template.adminUrl, { max: 1, onnotice: () => {} });
  await admin.unsafe(`create database ${name} template ${template.templateName}`);
  await admin.end();
  const connection = connectPostgres(withDatabase(template.adminUrl, name), { max: 10 });
  return {
    ...connection,
    close: async () => {
      await connection.close();
      const cleanup = postgres(template.adminUrl, { max: 1, onnotice: () => {} });
      await cleanup.unsafe(`drop database if exists ${name} with (force)`);
      await cleanup.end();
    },
  };
}

export interface TestContext {
  connection: DatabaseConnection;
  services: Services;
  app: ReturnType<typeof createApp>;
  events: EventHub;
  mailer: Mailer;
  /**
   * Calls the app in-process (no port), as a browser on TEST_ORIGIN would. Every answer to an /api path
   * is checked against the API document (api-contract.ts): one that does not match fails the test.
   */
  request(path: string, init?: RequestInit & { ip?: string; cookie?: string; json?: unknown }): Promise<Response>;
  /**
   * Follows a mailed link as the browser would, without following redirects: a sign-in link opens its
   * confirmation page, whose button posts the link's fields; any other link is a plain GET.
   */
  followLink(link: string, options?: { cookie?: string; ip?: string }): Promise<Response>;
  /** The API document's contract, for answers a test gets by other means than `request`. */
  contract(): Promise<ApiContract>;
  /** Signs up a new user and returns their session cookie and id. */
  signUp(options?: {
    email?: string;
    password?: string;
    ip?: string;
  }): Promise<{ cookie: string; userId: string; email: string }>;
  close(): Promise<void>;
}

export async function createTestContext(
  kind: TestDatabaseKind,
  options: {
    rateLimits?: AuthOptions["rateLimits"];
    oracle?: Partial<OracleConfig>;
    chat?: Partial<ChatConfig>;
    /** Deliver mail over SMTP (a test receiver); without it mail stays in the local mailbox. */
    smtpUrl?: string;
    newsletterLimitPerHour?: number;
    /** The per-account limits on cards and exports (high by default, so other tests never meet them). */
    perAccountLimits?: { cardImagesPerMinute?: number; exportsPerHour?: number };
    /** How often event streams write a heartbeat (25 s in production). */
    eventHeartbeatMs?: number;
    /** Host names answered besides TEST_ORIGIN's (a real server on another port). */
    allowedHosts?: string[];
    /** The built web app to serve (a test directory with `__spa-fallback.html`). */
    staticDir?: string;
    /** Where the app logs (silent by default); tests that read the log pass their own. */
    logger?: Logger;
    /** Payments: test mode (the local checkout) unless a test points Stripe's SDK at its own server. */
    billing?: BillingConfig;
    /** The server's clock (Services.clock); a test moves it across days, or past a grace period. */
    clock?: Clock;
    /** Admission control in front of the API, as main.ts sets it for the embedded database. */
    admission?: AdmissionLimits;
    /** Reminders' settings, e.g. push endpoints on 127.0.0.1 for a test push service. */
    reminders?: RemindersConfig;
    /** Run the job queue (pg-boss) and its minute tick, as the server does. */
    runJobs?: boolean;
    /** The operator's support contact, as main.ts reads it from the settings. */
    support?: SupportContact;
  } = {},
): Promise<TestContext> {
  const connection = await createTestDatabase(kind);
  const logger = options.logger ?? pino({ level: "silent" });
  const services = createServices({
    connection,
    logger,
    publicUrl: TEST_ORIGIN,
    secret: "test-secret-test-secret-test-secret-0123",
    mail: { smtpUrl: options.smtpUrl, from: "Mystic Dice <no-reply@example.com>" },
    authRateLimits: options.rateLimits ?? { signUpPerMinute: 1000, signInPerTenSeconds: 1000 },
    oracle: {
      baseUrl: "http://127.0.0.1:9/v1",
      model: "gpt-4",
      timeoutMs: 30_000,
      composerChunkDelayMs: 0,
      ...options.oracle,
    },
    chat: {
      webhookTimeoutMs: 10_000,
      limitPerMinute: 1000,
      providerCallsPerDay: { visitors: 1000, seekers: 1000 },
      ...options.chat,
    },
    eventStreams: { heartbeatMs: options.eventHeartbeatMs },
    billing: options.billing ?? { mode: "test" },
    clock: options.clock,
    reminders: options.reminders,
    runJobs: options.runJobs,
    support: options.support,
    limits: {
      newsletterPerHour: options.newsletterLimitPerHour ?? 1000,
      secretsPerTenSeconds: options.rateLimits?.twoFactorPerTenSeconds ?? 3,
      cardImagesPerMinute: options.perAccountLimits?.cardImagesPerMinute ?? 1000,
      exportsPerHour: options.perAccountLimits?.exportsPerHour ?? 1000,
    },
  });
  await services.start();
  const { events, mailer } = services;
  const app = createApp(services, {
    resolveClientIp: (c) => c.req.header(TEST_IP_HEADER) ?? "203.0.113.1",
    showMailbox: true,
    mailboxKey: TEST_MAILBOX_KEY,
    allowedHosts: options.allowedHosts,
    staticDir: options.staticDir,
    admission: options.admission,
  });

  const request: TestContext["request"] = async (path, init = {}) => {
    const { ip, cookie, json, ...rest } = init;
    const headers = new Headers(rest.headers);
    headers.set("origin", TEST_ORIGIN);
    if (ip) headers.set(TEST_IP_HEADER, ip);
    if (cookie) headers.set("cookie", cookie);
    if (json !== undefined) headers.set("content-type", "application/json");
    const response = await app.request(`${TEST_ORIGIN}${path}`, {
      ...rest,
      headers,
      ...(json !== undefined ? { body: JSON.stringify(json) } : {}),
    });
    // Only the API has a contract; pages, assets and the mailbox are not in the document.
    if (new URL(path, TEST_ORIGIN).pathname.startsWith("/api/")) {
      await (await contract()).assert(rest.method ?? "GET", path, response);
    }
    return response;
  };
  const contract = () => loadApiContract(async () => app.request(`${TEST_ORIGIN}/api/openapi.json`));

  const signUp: TestContext["signUp"] = async ({
    email = `seeker-${randomUUID()}@example.com`,
    password = "correct horse battery",
    ip,
  } = {}) => {
    const response = await request("/api/auth/sign-up/email", {
      method: "POST",
      json: { email, password, name: email.split("@")[0] },
      ip,
    });
    if (response.status !== 200) throw new Error(`sign-up failed with ${response.status}: ${await response.text()}`);
    const body = (await response.json()) as { user: { id: string } };
    return { cookie: sessionCookieFrom(response), userId: body.user.id, email };
  };

  const close = async () => {
    await services.stop();
    await connection.close();
  };
  const followLink: TestContext["followLink"] = (link, { cookie, ip } = {}) => {
    const url = new URL(link);
    if (url.pathname !== SIGN_IN_LINK_PATH) {
      return request(`${url.pathname}${url.search}`, { cookie, ip, redirect: "manual" });
    }
    return request(SIGN_IN_LINK_CONFIRM_PATH, {
      method: "POST",
      cookie,
      ip,
      redirect: "manual",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: url.searchParams.toString(),
    });
  };

  return { connection, services, app, events, mailer, request, contract, followLink, signUp, close };
}

/** The `name=value` pairs of a response's Set-Cookie headers, ready for a Cookie header. */
export function sessionCookieFrom(response: Response): string {
  return response.headers
    .getSetCookie()
    .map((cookie) => cookie.split(";")[0])
    .join("; ");
}

/**
 * A source of client addresses in the network `prefix` (two octets, e.g. "198.51"), a new one per call,
 * so each request of a test file meets per-client limits on its own.
 */
export function uniqueClientAddresses(prefix: string): () => string {
  let last = 0;
  return () => {
    last += 1;
    return `${prefix}.${Math.floor(last / 250)}.${(last % 250) + 1}`;
  };
}

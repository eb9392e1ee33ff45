import { z } from "zod";
import {
  isPlaceholderAddress,
  isPlaceholderEmail,
  isPlaceholderPhone,
  isWhatsappNumber,
  postalAddressLines,
  type SupportContact,
} from "../../shared/support-contact";
import { parseTrustProxy, type TrustProxy } from "../net/trust-proxy";

/** `host[:port]` as a URL spells it (lower case, no default port), or null for anything else. */
function parseHost(entry: string): string | null {
  if (entry.includes("*")) return null;
  try {
    const url = new URL(`http://${entry}`);
    return url.username || url.password || url.pathname !== "/" || url.search || url.hash ? null : url.host;
  } catch {
    return null;
  }
}

const LOOPBACK_HOSTS = new Set(["localhost", "127.0.0.1", "[::1]", "::1", "::ffff:127.0.0.1"]);

/** A host name or address that is this machine alone (localhost, 127.x.x.x, ::1). */
const isLoopbackHost = (host: string) => LOOPBACK_HOSTS.has(host.toLowerCase()) || /^127(\.\d{1,3}){3}$/.test(host);

/** A comma-separated list of host names, each `host` or `host:port`. */
const hostList = z.string().transform((value, ctx) => {
  const hosts: string[] = [];
  for (const entry of value.split(",").map((part) => part.trim())) {
    if (entry === "") continue;
    const host = parseHost(entry);
    if (!host) {
      ctx.addIssue({ code: "custom", message: `"${entry}" is not a host name (host or host:port, comma-separated)` });
      return z.NEVER;
    }
    hosts.push(host);
  }
  return hosts;
});

const envSchema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
  HOST: z.string().min(1).default("127.0.0.1"),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  PUBLIC_URL: z.url().optional(),
  ALLOWED_HOSTS: hostList.default([]),
  DATA_DIR: z.string().min(1).default("./data"),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, "must be a postgres:// or postgresql:// URL")
    .optional(),
  BETTER_AUTH_SECRET: z.string().min(32, "must be at least 32 characters").optional(),
  TRUST_PROXY: z
    .string()
    .default("false")
    .transform((value, context): TrustProxy => {
      const parsed = parseTrustProxy(value);
      if (parsed !== null) return parsed;
      context.addIssue({
        code: "custom",
        message: "must be false, a hop count (1, 2, …) or a comma-separated list of proxy addresses or CIDR ranges",
      });
      return z.NEVER;
    }),
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  STATIC_DIR: z.string().min(1).default("./build/client"),
  /**
   * The embedded database's admission control: requests let through at once, the longest queue wait, and
   * the most requests waiting from one client and from all clients together.
   */
  EMBEDDED_CONCURRENCY: z.coerce.number().int().min(1).max(64).default(1),
  EMBEDDED_QUEUE_WAIT_MS: z.coerce.number().int().min(1).max(60_000).default(8_000),
  EMBEDDED_QUEUE_PER_CLIENT: z.coerce.number().int().min(1).max(10_000).default(256),
  EMBEDDED_QUEUE_LENGTH: z.coerce.number().int().min(1).max(100_000).default(4_096),
  OPENAI_API_KEY: z.string().min(1).optional(),
  OPENAI_BASE_URL: z.url().default("https://api.openai.com/v1"),
  OPENAI_MODEL: z.string().min(1).default("gpt-4"),
  ORACLE_TIMEOUT_MS: z.coerce.number().int().min(1000).max(300_000).default(30_000),
  CHAT_WEBHOOK_URL: z.url().optional(),
  CHAT_WEBHOOK_TIMEOUT_MS: z.coerce.number().int().min(500).max(60_000).default(10_000),
  CHAT_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).default(20),
  /** The chat guide's AI provider calls a day (UTC, all nodes): visitors' and seekers' budgets (0: none). */
  CHAT_AI_CALLS_PER_DAY_VISITORS: z.coerce.number().int().min(0).default(100),
  CHAT_AI_CALLS_PER_DAY_SEEKERS: z.coerce.number().int().min(0).default(300),
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, "must be an smtp:// or smtps:// URL")
    .optional(),
  MAIL_FROM: z.string().min(3).optional(),
  MAILBOX_KEY: z
    .string()
    .regex(/^[\w-]{16,128}$/, "must be 16 to 128 letters, digits, '-' or '_'")
    .optional(),
  NEWSLETTER_LIMIT_PER_HOUR: z.coerce.number().int().min(1).default(20),
  /** Work that costs far more than a request, per account on all nodes: reading cards drawn, data exports. */
  CARD_IMAGES_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).default(10),
  EXPORTS_LIMIT_PER_HOUR: z.coerce.number().int().min(1).default(5),
  STRIPE_SECRET_KEY: z
    .string()
    .regex(/^(sk|rk)_(test|live)_\w+$/, "must be a Stripe secret key (sk_… or rk_…)")
    .optional(),
  STRIPE_WEBHOOK_SECRET: z
    .string()
    .regex(/^whsec_\w+$/, "must be a Stripe webhook signing secret (whsec_…)")
    .optional(),
  STRIPE_PRICE_NOVICE: z
    .string()
    .regex(/^price_\w+$/, "must be a Stripe price id (price_…)")
    .optional(),
  STRIPE_PRICE_EXPLORER: z
    .string()
    .regex(/^price_\w+$/, "must be a Stripe price id (price_…)")
    .optional(),
  STRIPE_API_URL: z.url().optional(),
  EVENT_STREAMS_PER_USER: z.coerce.number().int().min(1).default(5),
  EVENT_STREAMS_PER_CLIENT: z.coerce.number().int().min(1).default(20),
  AUTH_SIGN_UP_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).default(5),
  AUTH_SIGN_IN_LIMIT_PER_10_SECONDS: z.coerce.number().int().min(1).default(5),
  AUTH_EMAIL_LINK_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).default(5),
  AUTH_TWO_FACTOR_LIMIT_PER_10_SECONDS: z.coerce.number().int().min(1).default(3),
  VAPID_PUBLIC_KEY: z
    .string()
    .regex(/^[A-Za-z0-9_-]{80,100}$/, "must be a VAPID public key (base64url, as web-push generates it)")
    .optional(),
  VAPID_PRIVATE_KEY: z
    .string()
    .regex(/^[A-Za-z0-9_-]{40,50}$/, "must be a VAPID private key (base64url, as web-push generates it)")
    .optional(),
  VAPID_SUBJECT: z
    .string()
    .regex(/^(mailto:|https:\/\/)\S+$/, "must be a mailto: or https:// address push services can reach you at")
    .optional(),
  /** The operator's support contact, shown on Contact, Help, Terms and Privacy (decision 027); unset, not shown. */
  SUPPORT_EMAIL: z.email("must be an e-mail address").optional(),
  SUPPORT_WHATSAPP: z
    .string()
    .refine(isWhatsappNumber, "must be a number in international form, + and the country code, e.g. +44 20 3318 4471")
    .optional(),
  POSTAL_ADDRESS: z
    .string()
    .refine((value) => postalAddressLines(value).length > 0, "must be an address, its lines separated by |")
    .optional(),
  /**
   * Tests only: the origin of a local Web Push service (http://127.0.0.1:PORT) whose endpoints are
   * accepted besides the browsers' push services. A production server refuses to start with it.
   */
  PUSH_TEST_SERVICE_URL: z
    .url()
    .refine((value) => {
      const url = URL.parse(value);
      return !!url && /^https?:$/.test(url.protocol) && LOOPBACK_HOSTS.has(url.hostname) && url.pathname === "/";
    }, "must be the origin of a push service on this machine (http://127.0.0.1:PORT), for tests")
    .optional(),
});

export type Env = z.infer<typeof envSchema> & { PUBLIC_URL: string };

/** Every variable the server reads (the built client must name none of them). */
export const SERVER_ENV_NAMES = [...Object.keys(envSchema.shape), "BETTER_AUTH_SECRET", "AUTH_SECRET"];

/**
 * Parses the process environment once and fails fast naming every bad variable.
 * Nothing else in the server reads process.env.
 */
export function loadEnv(source: Record<string, string | undefined> = process.env): Env {
  const cleaned = Object.fromEntries(Object.entries(source).filter(([, value]) => value !== undefined && value !== ""));
  const result = envSchema.safeParse(cleaned);
  if (!result.success) {
    const problems = result.error.issues.map((issue) => `  ${issue.path.join(".")}: ${issue.message}`);
    throw new Error(`Invalid environment configuration:\n${problems.join("\n")}`);
  }
  const env = result.data;
  if (env.NODE_ENV === "production" && !env.BETTER_AUTH_SECRET && env.DATABASE_URL) {
    throw new Error(
      "Invalid environment configuration:\n  BETTER_AUTH_SECRET: required in production with DATABASE_URL (every node must share it)",
    );
  }
  if (env.STRIPE_SECRET_KEY && !env.STRIPE_WEBHOOK_SECRET) {
    throw new Error(
      "Invalid environment configuration:\n  STRIPE_WEBHOOK_SECRET: required with STRIPE_SECRET_KEY (the webhook's signing secret)",
    );
  }
  if (!env.VAPID_PUBLIC_KEY !== !env.VAPID_PRIVATE_KEY) {
    throw new Error(
      "Invalid environment configuration:\n  VAPID_PUBLIC_KEY, VAPID_PRIVATE_KEY: set both (a pair from `npx web-push generate-vapid-keys`) or neither",
    );
  }
  if (env.NODE_ENV === "production" && env.PUSH_TEST_SERVICE_URL) {
    throw new Error(
      "Invalid environment configuration:\n  PUSH_TEST_SERVICE_URL: tests only; a production server sends Web Push to browsers' push services alone",
    );
  }
  const withUrl = { ...env, PUBLIC_URL: env.PUBLIC_URL ?? `http://localhost:${env.PORT}` };
  if (!isLocalServer(withUrl)) {
    const placeholders = [
      env.SUPPORT_EMAIL && isPlaceholderEmail(env.SUPPORT_EMAIL) ? "SUPPORT_EMAIL" : null,
      env.SUPPORT_WHATSAPP && isPlaceholderPhone(env.SUPPORT_WHATSAPP) ? "SUPPORT_WHATSAPP" : null,
      env.POSTAL_ADDRESS && isPlaceholderAddress(env.POSTAL_ADDRESS) ? "POSTAL_ADDRESS" : null,
    ].filter((name) => name !== null);
    if (placeholders.length > 0) {
      const problems = placeholders.map(
        (name) => `  ${name}: a placeholder nobody can reach; a public server shows only real contact details`,
      );
      throw new Error(`Invalid environment configuration:\n${problems.join("\n")}`);
    }
  }
  return withUrl;
}

/** The operator's support contact from the settings, as the pages show it (decision 027). */
export function supportContactOf(
  env: Pick<Env, "SUPPORT_EMAIL" | "SUPPORT_WHATSAPP" | "POSTAL_ADDRESS">,
): SupportContact {
  return {
    email: env.SUPPORT_EMAIL ?? null,
    whatsapp: env.SUPPORT_WHATSAPP ?? null,
    postalAddress: env.POSTAL_ADDRESS ? postalAddressLines(env.POSTAL_ADDRESS) : null,
  };
}

/** The warning a production server logs at start when it has no way to be reached, else null. */
export function supportContactWarning(
  env: Pick<Env, "NODE_ENV" | "SUPPORT_EMAIL" | "SUPPORT_WHATSAPP" | "POSTAL_ADDRESS">,
): string | null {
  if (env.NODE_ENV !== "production" || env.SUPPORT_EMAIL || env.SUPPORT_WHATSAPP || env.POSTAL_ADDRESS) return null;
  return "SUPPORT_EMAIL, SUPPORT_WHATSAPP and POSTAL_ADDRESS are not set: Contact, Help, Terms and Privacy show no way to reach you beyond the help in the app";
}

type LocalServerEnv = { NODE_ENV: string; PUBLIC_URL: string; HOST: string };

/**
 * A server only its own machine uses: not a production server, or one that both listens on this
 * machine alone (HOST) and is addressed as this machine (PUBLIC_URL), as `npm start` on a laptop. Only
 * such a server shows the local mailbox or the test checkout. A production server on every interface
 * (HOST=0.0.0.0) is public, whatever PUBLIC_URL says.
 */
export function isLocalServer(env: LocalServerEnv): boolean {
  return (
    env.NODE_ENV !== "production" || (isLoopbackHost(new URL(env.PUBLIC_URL).hostname) && isLoopbackHost(env.HOST))
  );
}

/**
 * The warning a public production server logs at start when it has turned off what only a local
 * server may have (test-mode payments, the local mailbox), with why and what to set; else null.
 */
export function publicServerWarning(env: LocalServerEnv & Pick<Env, "STRIPE_SECRET_KEY" | "SMTP_URL">): string | null {
  if (isLocalServer(env)) return null;
  const off = [
    env.STRIPE_SECRET_KEY ? null : "payments are off (no STRIPE_SECRET_KEY, and test mode is for one machine)",
    env.SMTP_URL ? null : "the local mailbox is closed (no SMTP_URL)",
  ].filter((part) => part !== null);
  if (off.length === 0) return null;
  if (!isLoopbackHost(new URL(env.PUBLIC_URL).hostname)) {
    return `PUBLIC_URL (${env.PUBLIC_URL}) is a public address: ${off.join(" and ")}`;
  }
  return `HOST=${env.HOST} listens beyond this machine, so the server is public although PUBLIC_URL is ${env.PUBLIC_URL}: ${off.join(" and ")}; to keep them on one machine listen on HOST=127.0.0.1, else set PUBLIC_URL to the address people use`;
}

/**
 * How payments run (docs/decisions/020-the-offer-and-payments.md): Stripe with a key; without one, the
 * local test checkout on a local server, and off on a public production server (nothing is faked).
 */
export function paymentsModeOf(env: LocalServerEnv & { STRIPE_SECRET_KEY?: string }): "stripe" | "test" | "off" {
  if (env.STRIPE_SECRET_KEY) return "stripe";
  return isLocalServer(env) ? "test" : "off";
}

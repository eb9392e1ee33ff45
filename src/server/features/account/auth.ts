import { betterAuth } from "better-auth/minimal";
import { drizzleAdapter } from "better-auth/adapters/drizzle";
import { magicLink } from "better-auth/plugins/magic-link";
import { twoFactor } from "better-auth/plugins/two-factor";
import type { Logger } from "pino";
import type { Clock } from "../../clock";
import type { Database } from "../../db/client";
import { accounts, rateLimits, sessions, twoFactors, users, verifications } from "../../db/schema";
import type { Env } from "../../config/env";
import { deferredPasswordReset, type PasswordResetRequest } from "./deferred-password-reset";
import { namePolicy } from "./name-policy";
import { passwordPolicy } from "./password-policy";
import { signInLinkPageUrl } from "./sign-in-link";
import { TWO_FACTOR_LOCKOUT, twoFactorGuards } from "./two-factor-guards";
import { proveAddressByReset } from "./two-factor-store";
import { createUserProfile, requestTimeZone, withRequestTimeZone } from "../profiles";
import { CLIENT_IP_HEADER } from "../../http/client-ip";
import { trustedOriginsFor } from "../../http/origin-check";
import { magicLinkMail, passwordResetMail } from "../../mail/mail-templates";
import { MailThrottle } from "../../mail/mail-throttle";
import type { Mailer } from "../../mail/mailer";
import { MAGIC_LINK_MINUTES, PASSWORD_RESET_MINUTES } from "../../../shared/account";
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from "../../../shared/field-limits";

export interface AuthOptions {
  db: Database;
  env: Pick<Env, "PUBLIC_URL">;
  secret: string;
  logger: Logger;
  mailer: Mailer;
  /** The server's clock: the mail throttle, two-factor lock-outs, a new profile's first quest. */
  clock: Clock;
  /** Sign-up and sign-in attempts allowed per client IP per window (tests lower or raise them). */
  rateLimits?: {
    signUpPerMinute?: number;
    signInPerTenSeconds?: number;
    /** Magic-link and password-reset mails requested, and magic links followed. */
    emailLinksPerMinute?: number;
    /** Two-factor calls (enrol, verify a code, disable): wrong codes are limited by this. */
    twoFactorPerTenSeconds?: number;
  };
}

/**
 * better-auth with e-mail and password, magic links (the e-mail capture card), password reset and TOTP
 * two-factor. Mail goes through the outbox; the same answer is given for known and unknown addresses.
 * The client IP it rate-limits by comes only from CLIENT_IP_HEADER,
 * which the app sets from the socket (or a trusted proxy) after discarding whatever the client sent.
 */
export function createAuth({ db, env, secret, logger, mailer, clock, rateLimits: limits = {} }: AuthOptions) {
  const authLogger = logger.child({ module: "auth" });
  const isHttps = env.PUBLIC_URL.startsWith("https://");
  // At most a few sign-in links and resets per address per hour; over that, the same answer, no mail.
  const throttle = new MailThrottle(db, secret, clock);
  const unlessThrottled = async (kind: "magic-link" | "password-reset", to: string, send: () => Promise<void>) => {
    if (await throttle.allow(kind, to)) return send();
    authLogger.info({ kind }, "account mail not sent: the address had its hourly share");
  };
  // Bound once the instance exists: reset requests are answered first and run after (timing).
  let runPasswordReset = async (_request: PasswordResetRequest): Promise<unknown> => undefined;
  const auth = betterAuth({
    appName: "Mystic Dice",
    baseURL: env.PUBLIC_URL,
    basePath: "/api/auth",
    secret,
    trustedOrigins: trustedOriginsFor(env.PUBLIC_URL),
    database: drizzleAdapter(db, {
      provider: "pg",
      schema: {
        user: users,
        session: sessions,
        account: accounts,
        verification: verifications,
        rateLimit: rateLimits,
        twoFactor: twoFactors,
      },
      // A user, their account and their session are written together or not at all.
      transaction: true,
    }),
    emailAndPassword: {
      enabled: true,
      minPasswordLength: PASSWORD_MIN_LENGTH,
      maxPasswordLength: PASSWORD_MAX_LENGTH,
      autoSignIn: true,
      resetPasswordTokenExpiresIn: PASSWORD_RESET_MINUTES * 60,
      revokeSessionsOnPasswordReset: true,
      sendResetPassword: async ({ user, url }) => {
        await unlessThrottled("password-reset", user.email, () =>
          mailer.send({ to: user.email, ...passwordResetMail(url, PASSWORD_RESET_MINUTES) }),
        );
      },
      // The reset link proved the address: a factor set up before that proof goes (decision 010).
      onPasswordReset: async ({ user }) => {
        if (!user.emailVerified) await proveAddressByReset(db, user.id, clock());
      },
    },
    plugins: [
      magicLink({
        expiresIn: MAGIC_LINK_MINUTES * 60,
        storeToken: "hashed",
        sendMagicLink: async ({ email, url }, ctx) => {
          // The link may be opened on another device: it carries the requesting browser's zone. It opens
          // our confirmation page, whose button signs in (sign-in-link.routes.ts).
          const link = signInLinkPageUrl(withRequestTimeZone(url, ctx));
          await unlessThrottled("magic-link", email, () =>
            mailer.send({ to: email, ...magicLinkMail(link, MAGIC_LINK_MINUTES) }),
          );
        },
      }),
      twoFactor({ issuer: "Mystic Dice", allowPasswordless: true, accountLockout: TWO_FACTOR_LOCKOUT }),
      twoFactorGuards(db, clock),
      passwordPolicy(),
      namePolicy(),
      deferredPasswordReset({
        run: (request) => runPasswordReset(request),
        defer: (work) => mailer.defer(work),
        trustedOrigins: trustedOriginsFor(env.PUBLIC_URL),
      }),
    ],
    session: {
      expiresIn: 60 * 60 * 24 * 30,
      updateAge: 60 * 60 * 24,
    },
    rateLimit: {
      enabled: true,
      storage: "database",
      window: 60,
      max: 100,
      customRules: {
        "/sign-up/email": { window: 60, max: limits.signUpPerMinute ?? 5 },
        "/sign-in/email": { window: 10, max: limits.signInPerTenSeconds ?? 5 },
        "/sign-in/magic-link": { window: 60, max: limits.emailLinksPerMinute ?? 5 },
        "/magic-link/verify": { window: 60, max: limits.emailLinksPerMinute ?? 5 },
        "/request-password-reset": { window: 60, max: limits.emailLinksPerMinute ?? 5 },
        "/two-factor/*": { window: 10, max: limits.twoFactorPerTenSeconds ?? 3 },
        // Reading one's own session guesses nothing and is asked by every open tab (many share one IP
        // behind a NAT); counting it would also write a row per page view.
        "/get-session": false,
      },
    },
    advanced: {
      database: { generateId: "uuid" },
      ipAddress: { ipAddressHeaders: [CLIENT_IP_HEADER] },
      useSecureCookies: isHttps,
      defaultCookieAttributes: { httpOnly: true, sameSite: "lax", secure: isHttps },
    },
    databaseHooks: {
      user: {
        create: {
          after: async (user, ctx) => {
            await createUserProfile(db, { userId: user.id, timezone: requestTimeZone(ctx), now: clock() });
          },
        },
      },
    },
    telemetry: { enabled: false },
    logger: {
      level: "warn",
      log: (level, message, ...args) => authLogger[level === "debug" ? "debug" : level]({ details: args }, message),
    },
  });
  runPasswordReset = (request) => auth.api.requestPasswordReset({ body: request });
  return auth;
}

export type Auth = ReturnType<typeof createAuth>;
export type AuthSession = NonNullable<Awaited<ReturnType<Auth["api"]["getSession"]>>>;

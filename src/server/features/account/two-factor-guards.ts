import { createAuthMiddleware, getSessionFromCtx, isAPIError } from "better-auth/api";
import { deleteSessionCookie } from "better-auth/cookies";
import { generateRandomString, symmetricDecrypt } from "better-auth/crypto";
import type { BetterAuthPlugin } from "better-auth";
import { APIError } from "better-auth/api";
import { base32 } from "@better-auth/utils/base32";
import { createOTP } from "@better-auth/utils/otp";
import { and, eq, gte, isNull, lt, lte, or, sql } from "drizzle-orm";
import type { Clock } from "../../clock";
import type { Database } from "../../db/client";
import { twoFactors } from "../../db/schema";
import { betterAuthNow } from "./better-auth-time";
import { removeTwoFactor } from "./two-factor-store";

/** better-auth's two-factor cookie and how long a pending challenge lasts (its defaults). */
const TWO_FACTOR_COOKIE = "two_factor";
const CHALLENGE_MAX_AGE_SECONDS = 600;
const TOTP_PERIOD_MS = 30_000;
/** Where a magic-link sign-in of a user with two-factor asks for the code. */
export const TWO_FACTOR_CHALLENGE_PATH = "/sign-in/two-factor";
export const CODE_ALREADY_USED = "CODE_ALREADY_USED";
export const ACCOUNT_TEMPORARILY_LOCKED = "ACCOUNT_TEMPORARILY_LOCKED";
/**
 * Consecutive wrong codes (any path, any factor) before the factor locks, and for how long. better-auth
 * keeps these counters on the factor row for sign-in challenges; the same row and numbers count the codes
 * tried by a signed-in user, so signing in and turning two-factor off share one lockout.
 */
export const TWO_FACTOR_LOCKOUT = { maxFailedAttempts: 10, durationSeconds: 15 * 60 } as const;
/** The endpoints that check a code, for a pending sign-in or for the signed-in user. */
const CODE_PATHS = new Set(["/two-factor/verify-totp", "/two-factor/verify-backup-code"]);
const WRONG_CODE_ERRORS = new Set(["INVALID_CODE", "INVALID_BACKUP_CODE"]);

/**
 * What better-auth's two-factor plugin leaves open, closed here:
 * - A TOTP code is accepted once. better-auth accepts a code for its whole ±30 s window; this remembers
 *   the last accepted time step per user and claims the new one atomically before verification, so a
 *   replayed (or concurrently reused) code is refused. Upstream: github.com/better-auth/better-auth
 *   issue 10387 (open in 1.7.25; the fix proposed in pull request 11259 was closed unmerged).
 * - A magic link does not bypass the second factor. better-auth challenges only password sign-ins; here a
 *   magic-link sign-in of a user with two-factor is turned into the same challenge (the session is
 *   withdrawn, the two-factor cookie set) and the browser is sent to enter the code. Upstream:
 *   github.com/better-auth/better-auth issues 11287 and 10322 (open), 9552.
 * These guards lean on better-auth's internals (hook paths, cookie name, factor columns), so the package
 * is pinned to an exact version; re-run the account tests before moving it.
 * - Codes checked for a signed-in user (confirming enrolment, and the /api/me routes that call better-auth
 *   in-process: turning two-factor off, new backup codes, a new password) meet the same lockout as a
 *   sign-in. better-auth counts and locks only sign-in challenges; here a locked factor refuses every code,
 *   and each wrong one counts.
 * - A factor set up before the address was proven does not survive its proof. Anyone can sign up with an
 *   address they do not own; when the owner first proves it by magic link, better-auth removes the
 *   squatter's password and sessions but kept the factor, so the owner met the squatter's code prompt
 *   forever. The factor goes too (a password reset does the same, in auth.ts).
 * The lock-outs read the server's clock; the replay guard's time step and a challenge's expiry, which
 * better-auth checks against the system clock, read that (better-auth-time.ts).
 */
export function twoFactorGuards(db: Database, clock: Clock): BetterAuthPlugin {
  // Updates that set emailVerified (better-auth's first proof of an address), noted by the before hook
  // for its after hook; keyed by the endpoint context both are given.
  const proofs = new WeakSet<object>();
  return {
    id: "mystic-two-factor-guards",
    init: () => ({
      options: {
        databaseHooks: {
          user: {
            update: {
              // better-auth proves an address by promoting an unverified user (magic link): it deletes the
              // user's password and sessions and sets emailVerified. The factor goes in the same update.
              before: async (data, context) => {
                if (data.emailVerified !== true || !context) return;
                proofs.add(context);
                return { data: { ...data, twoFactorEnabled: false } };
              },
              after: async (user, context) => {
                if (!context || !proofs.has(context)) return;
                proofs.delete(context);
                await removeTwoFactor(db, user.id, clock());
              },
            },
          },
        },
      },
    }),
    hooks: {
      before: [
        {
          matcher: (context) => !!context.path && CODE_PATHS.has(context.path),
          handler: createAuthMiddleware(async (ctx) => {
            const session = await getSessionFromCtx(ctx).catch(() => null);
            const userId = session?.user.id ?? (await challengedUserId(ctx));
            if (!userId) return;
            // better-auth checks the lock of a pending sign-in too, but only after the replay guard below
            // would have claimed a correct code's step.
            await assertNotLocked(db, userId, clock());
            if (ctx.path !== "/two-factor/verify-totp") return;
            const code = typeof ctx.body?.code === "string" ? ctx.body.code.trim() : "";
            if (!/^\d{6}$/.test(code)) return;
            const [factor] = await db.select().from(twoFactors).where(eq(twoFactors.userId, userId));
            if (!factor) return;
            const step = await matchingStep(await decryptSecret(ctx.context.secretConfig, factor.secret), code);
            if (step === null) return; // a wrong code: refused by better-auth, counted by the after hook or by it
            const claimed = await db
              .update(twoFactors)
              .set({ lastUsedStep: step })
              .where(
                and(
                  eq(twoFactors.id, factor.id),
                  or(isNull(twoFactors.lastUsedStep), lt(twoFactors.lastUsedStep, step)),
                ),
              )
              .returning({ id: twoFactors.id });
            if (claimed.length === 0) {
              throw new APIError("UNAUTHORIZED", {
                code: CODE_ALREADY_USED,
                message: "This code has already been used. Wait for the next one from your authenticator app.",
              });
            }
          }),
        },
      ],
      after: [
        {
          matcher: (context) => !!context.path && CODE_PATHS.has(context.path),
          handler: createAuthMiddleware(async (ctx) => {
            const returned: unknown = ctx.context.returned;
            const session = await getSessionFromCtx(ctx).catch(() => null);
            if (isAPIError(returned)) {
              const code = (returned.body as { code?: unknown } | undefined)?.code;
              // Pending sign-ins were counted by better-auth.
              if (session && typeof code === "string" && WRONG_CODE_ERRORS.has(code)) {
                await recordFailure(db, session.user.id, clock());
              }
              return;
            }
            // Accepted: the count is of consecutive failures. (After enrolment the session was replaced.)
            const userId = session?.user.id ?? (returned as { user?: { id?: unknown } } | null)?.user?.id;
            if (typeof userId === "string") await resetFailures(db, userId);
          }),
        },
        {
          matcher: (context) => context.path === "/magic-link/verify",
          handler: createAuthMiddleware(async (ctx) => {
            const signedIn = ctx.context.newSession;
            if (!signedIn || !(signedIn.user as { twoFactorEnabled?: boolean }).twoFactorEnabled) return;
            deleteSessionCookie(ctx, true);
            await ctx.context.internalAdapter.deleteSession(signedIn.session.token);
            ctx.context.setNewSession(null);
            const cookie = ctx.context.createAuthCookie(TWO_FACTOR_COOKIE, { maxAge: CHALLENGE_MAX_AGE_SECONDS });
            const identifier = `2fa-${generateRandomString(20)}`;
            // better-auth reads the challenge's expiry against its own clock.
            const expiresAt = new Date(betterAuthNow().getTime() + CHALLENGE_MAX_AGE_SECONDS * 1000);
            await ctx.context.internalAdapter.createVerificationValue({
              value: signedIn.user.id,
              identifier,
              expiresAt,
            });
            await ctx.context.internalAdapter.createVerificationValue({
              value: "0",
              identifier: `2fa-attempts-${identifier}`,
              expiresAt,
            });
            await ctx.setSignedCookie(cookie.name, identifier, ctx.context.secret, cookie.attributes);
            throw ctx.redirect(new URL(TWO_FACTOR_CHALLENGE_PATH, ctx.context.baseURL).toString());
          }),
        },
      ],
    },
  };
}

type HookContext = Parameters<Parameters<typeof createAuthMiddleware>[0]>[0];

/**
 * Refuses every code while the factor is locked at `now`; clears an expired lock (and its count), as
 * better-auth does for sign-in challenges.
 */
async function assertNotLocked(db: Database, userId: string, now: Date): Promise<void> {
  const [factor] = await db
    .select({ id: twoFactors.id, lockedUntil: twoFactors.lockedUntil })
    .from(twoFactors)
    .where(eq(twoFactors.userId, userId));
  if (!factor?.lockedUntil) return;
  if (factor.lockedUntil.getTime() > now.getTime()) {
    throw new APIError("TOO_MANY_REQUESTS", {
      code: ACCOUNT_TEMPORARILY_LOCKED,
      message: "Too many wrong codes. Two-factor is locked for a while; please try again later.",
    });
  }
  await db
    .update(twoFactors)
    .set({ failedVerificationCount: 0, lockedUntil: null })
    .where(and(eq(twoFactors.id, factor.id), lte(twoFactors.lockedUntil, now)));
}

/** One more wrong code; the factor locks once the count reaches the limit (atomic, like better-auth's). */
async function recordFailure(db: Database, userId: string, now: Date): Promise<void> {
  const [counted] = await db
    .update(twoFactors)
    .set({ failedVerificationCount: sql`coalesce(${twoFactors.failedVerificationCount}, 0) + 1` })
    .where(eq(twoFactors.userId, userId))
    .returning({ id: twoFactors.id, failures: twoFactors.failedVerificationCount });
  if (!counted || counted.failures < TWO_FACTOR_LOCKOUT.maxFailedAttempts) return;
  await db
    .update(twoFactors)
    .set({ lockedUntil: new Date(now.getTime() + TWO_FACTOR_LOCKOUT.durationSeconds * 1000) })
    .where(
      and(eq(twoFactors.id, counted.id), gte(twoFactors.failedVerificationCount, TWO_FACTOR_LOCKOUT.maxFailedAttempts)),
    );
}

async function resetFailures(db: Database, userId: string): Promise<void> {
  await db
    .update(twoFactors)
    .set({ failedVerificationCount: 0, lockedUntil: null })
    .where(eq(twoFactors.userId, userId));
}

/** When the factor's lock ends, or null when it is not locked at `now`. */
export async function twoFactorLockedUntil(db: Database, userId: string, now: Date): Promise<Date | null> {
  const [factor] = await db
    .select({ lockedUntil: twoFactors.lockedUntil })
    .from(twoFactors)
    .where(eq(twoFactors.userId, userId));
  return factor?.lockedUntil && factor.lockedUntil.getTime() > now.getTime() ? factor.lockedUntil : null;
}

/** The user of a pending sign-in (its two-factor cookie). */
async function challengedUserId(ctx: HookContext): Promise<string | undefined> {
  const cookie = ctx.context.createAuthCookie(TWO_FACTOR_COOKIE);
  const identifier = await ctx.getSignedCookie(cookie.name, ctx.context.secret);
  if (!identifier) return undefined;
  return (await ctx.context.internalAdapter.findVerificationValue(identifier))?.value;
}

async function decryptSecret(key: HookContext["context"]["secretConfig"], encrypted: string) {
  const secret = await symmetricDecrypt({ key, data: encrypted });
  return secret.startsWith("base32:") ? base32.decode(secret.slice(7).toUpperCase()) : secret;
}

/**
 * The time step (previous, current or next, as better-auth allows) whose code this is, or null. The
 * current step is better-auth's (the system clock), which is the one its own verification accepts.
 */
async function matchingStep(secret: string | Uint8Array | ArrayBuffer, code: string): Promise<number | null> {
  const otp = createOTP(secret, { digits: 6, period: TOTP_PERIOD_MS / 1000 });
  const current = Math.floor(betterAuthNow().getTime() / TOTP_PERIOD_MS);
  for (const step of [current - 1, current, current + 1]) {
    if ((await otp.hotp(step)) === code) return step;
  }
  return null;
}

import { createAuthMiddleware, getSessionFromCtx } from "better-auth/api";
import { deleteSessionCookie } from "better-auth/cookies";
import { generateRandomString, symmetricDecrypt } from "better-auth/crypto";
import type { BetterAuthPlugin } from "better-auth";
import { APIError } from "better-auth/api";
import { base32 } from "@better-auth/utils/base32";
import { createOTP } from "@better-auth/utils/otp";
import { and, eq, isNull, lt, or } from "drizzle-orm";
import type { Database } from "../../db/client";
import { twoFactors } from "../../db/schema";

/** better-auth's two-factor cookie and how long a pending challenge lasts (its defaults). */
const TWO_FACTOR_COOKIE = "two_factor";
const CHALLENGE_MAX_AGE_SECONDS = 600;
const TOTP_PERIOD_MS = 30_000;
/** Where a magic-link sign-in of a user with two-factor asks for the code. */
export const TWO_FACTOR_CHALLENGE_PATH = "/sign-in/two-factor";
export const CODE_ALREADY_USED = "CODE_ALREADY_USED";

/**
 * What better-auth's two-factor plugin leaves open, closed here:
 * - A TOTP code is accepted once. better-auth accepts a code for its whole ±30 s window; this remembers
 *   the last accepted time step per user and claims the new one atomically before verification, so a
 *   replayed (or concurrently reused) code is refused.
 * - A magic link does not bypass the second factor. better-auth challenges only password sign-ins; here a
 *   magic-link sign-in of a user with two-factor is turned into the same challenge (the session is
 *   withdrawn, the two-factor cookie set) and the browser is sent to enter the code.
 */
export function twoFactorGuards(db: Database): BetterAuthPlugin {
  return {
    id: "mystic-two-factor-guards",
    hooks: {
      before: [
        {
          matcher: (context) => context.path === "/two-factor/verify-totp",
          handler: createAuthMiddleware(async (ctx) => {
            const code = typeof ctx.body?.code === "string" ? ctx.body.code.trim() : "";
            if (!/^\d{6}$/.test(code)) return;
            const userId = await challengedUserId(ctx);
            if (!userId) return;
            const [factor] = await db.select().from(twoFactors).where(eq(twoFactors.userId, userId));
            if (!factor) return;
            const step = await matchingStep(await decryptSecret(ctx.context.secretConfig, factor.secret), code);
            if (step === null) return; // a wrong code: better-auth refuses and counts it
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
          matcher: (context) => context.path === "/magic-link/verify",
          handler: createAuthMiddleware(async (ctx) => {
            const signedIn = ctx.context.newSession;
            if (!signedIn || !(signedIn.user as { twoFactorEnabled?: boolean }).twoFactorEnabled) return;
            deleteSessionCookie(ctx, true);
            await ctx.context.internalAdapter.deleteSession(signedIn.session.token);
            ctx.context.setNewSession(null);
            const cookie = ctx.context.createAuthCookie(TWO_FACTOR_COOKIE, { maxAge: CHALLENGE_MAX_AGE_SECONDS });
            const identifier = `2fa-${generateRandomString(20)}`;
            const expiresAt = new Date(Date.now() + CHALLENGE_MAX_AGE_SECONDS * 1000);
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

/** The user a TOTP code is for: the signed-in user (enrolling, disabling) or the pending sign-in. */
async function challengedUserId(ctx: HookContext): Promise<string | undefined> {
  const session = await getSessionFromCtx(ctx).catch(() => null);
  if (session) return session.user.id;
  const cookie = ctx.context.createAuthCookie(TWO_FACTOR_COOKIE);
  const identifier = await ctx.getSignedCookie(cookie.name, ctx.context.secret);
  if (!identifier) return undefined;
  return (await ctx.context.internalAdapter.findVerificationValue(identifier))?.value;
}

async function decryptSecret(key: HookContext["context"]["secretConfig"], encrypted: string) {
  const secret = await symmetricDecrypt({ key, data: encrypted });
  return secret.startsWith("base32:") ? base32.decode(secret.slice(7).toUpperCase()) : secret;
}

/** The time step (previous, current or next, as better-auth allows) whose code this is, or null. */
async function matchingStep(secret: string | Uint8Array | ArrayBuffer, code: string): Promise<number | null> {
  const otp = createOTP(secret, { digits: 6, period: TOTP_PERIOD_MS / 1000 });
  const current = Math.floor(Date.now() / TOTP_PERIOD_MS);
  for (const step of [current - 1, current, current + 1]) {
    if ((await otp.hotp(step)) === code) return step;
  }
  return null;
}

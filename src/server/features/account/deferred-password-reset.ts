import type { BetterAuthPlugin } from "better-auth";
import { createAuthMiddleware } from "better-auth/api";
import { z } from "zod";

export interface PasswordResetRequest {
  email: string;
  redirectTo?: string;
}

/** better-auth's own answer to a reset request, known address or not. */
const PASSWORD_RESET_ANSWER = {
  status: true,
  message: "If this email exists in our system, check your email for the reset link",
};

const requestSchema = z.object({ email: z.email(), redirectTo: z.string().optional() });

/**
 * Makes a password-reset request take the same time for known and unknown addresses. better-auth
 * answers the same words either way, but only for a known address does it create a token and mail it
 * before answering (measurably slower, so the timing told which addresses have accounts). Here a valid
 * request is answered at once, for every address, and the real request runs after the answer.
 *
 * better-auth's rate limit still applies (it runs before this hook), and a request that is not valid
 * (a malformed address, a redirect to another site) goes on to better-auth, which refuses it as before:
 * those answers do not depend on the address. The deferred call (`run`, i.e. `auth.api`, not an HTTP
 * request) passes through this hook untouched.
 */
export function deferredPasswordReset(options: {
  run: (request: PasswordResetRequest) => Promise<unknown>;
  /** Runs work after the answer has gone (the mailer's `defer`). */
  defer: (work: () => Promise<unknown>) => void;
  trustedOrigins: readonly string[];
}): BetterAuthPlugin {
  const trusted = new Set(options.trustedOrigins);
  const isOwnRedirect = (redirectTo: string | undefined) => {
    if (redirectTo === undefined) return true;
    if (/^\/(?![/\\])/.test(redirectTo)) return !/[\\\s]/.test(redirectTo);
    try {
      return trusted.has(new URL(redirectTo).origin);
    } catch {
      return false;
    }
  };
  return {
    id: "mystic-deferred-password-reset",
    hooks: {
      before: [
        {
          matcher: (context) => context.path === "/request-password-reset",
          handler: createAuthMiddleware(async (ctx) => {
            if (!ctx.request) return; // the deferred call itself
            const parsed = requestSchema.safeParse(ctx.body);
            if (!parsed.success || !isOwnRedirect(parsed.data.redirectTo)) return;
            const { email, redirectTo } = parsed.data;
            options.defer(() => options.run({ email, ...(redirectTo !== undefined ? { redirectTo } : {}) }));
            return ctx.json(PASSWORD_RESET_ANSWER);
          }),
        },
      ],
    },
  };
}

import { z } from "zod";

/**
 * better-auth's endpoints that the product uses (served under /api/auth, see the server's allowlist), as
 * its client sends them and as it answers. better-auth validates them itself; these describe them for
 * the API document, and its answers are checked against them in the API tests.
 */

const moment = z.string();

const authUserSchema = z
  .object({
    id: z.string(),
    email: z.string(),
    name: z.string(),
    image: z.string().nullable().optional(),
    emailVerified: z.boolean(),
    twoFactorEnabled: z.boolean().nullable().optional(),
    createdAt: moment,
    updatedAt: moment,
  })
  .meta({ id: "AuthUser" });

const authSessionSchema = z
  .object({
    id: z.string(),
    userId: z.string(),
    expiresAt: moment,
    createdAt: moment,
    updatedAt: moment,
    ipAddress: z.string().nullable().optional(),
    userAgent: z.string().nullable().optional(),
  })
  .meta({ id: "AuthSession" });

/** GET /api/auth/get-session: the session and its user, or null when signed out. */
export const getSessionResponseSchema = z
  .object({ session: authSessionSchema, user: authUserSchema })
  .nullable()
  .meta({ id: "SessionOrNull" });

/** POST /api/auth/sign-up/email */
export const signUpRequestSchema = z.object({
  email: z.string(),
  password: z.string(),
  name: z.string(),
  callbackURL: z.string().optional(),
});
export const signUpResponseSchema = z.object({ token: z.string().nullable(), user: authUserSchema });

/** POST /api/auth/sign-in/email */
export const signInRequestSchema = z.object({
  email: z.string(),
  password: z.string(),
  callbackURL: z.string().optional(),
  rememberMe: z.boolean().optional(),
});
/** Signed in, or (two-factor on) the challenge comes next: `twoFactorRedirect`. */
export const signInResponseSchema = z.union([
  z.object({
    redirect: z.boolean(),
    token: z.string(),
    url: z.string().nullable().optional(),
    user: authUserSchema,
  }),
  z.object({ twoFactorRedirect: z.literal(true), twoFactorMethods: z.array(z.string()).optional() }),
]);

/** POST /api/auth/sign-in/magic-link: mails a sign-in link, known address or not. */
export const magicLinkRequestSchema = z.object({
  email: z.string(),
  name: z.string().optional(),
  callbackURL: z.string().optional(),
  newUserCallbackURL: z.string().optional(),
  errorCallbackURL: z.string().optional(),
});
export const authStatusSchema = z.object({ status: z.boolean() });

/** POST /api/auth/request-password-reset: mails a reset link, known address or not. */
export const passwordResetRequestSchema = z.object({ email: z.string(), redirectTo: z.string().optional() });
export const passwordResetRequestedSchema = z.object({ status: z.boolean(), message: z.string().optional() });

/** POST /api/auth/reset-password: the new password with the mailed token. */
export const resetPasswordRequestSchema = z.object({ newPassword: z.string(), token: z.string().optional() });

/** POST /api/auth/sign-out */
export const signOutResponseSchema = z.object({ success: z.boolean() });

/** POST /api/auth/two-factor/enable: starts TOTP enrolment (the password when the account has one). */
export const enableTwoFactorRequestSchema = z.object({
  password: z.string().optional(),
  issuer: z.string().optional(),
});
export const enableTwoFactorResponseSchema = z.object({
  method: z.literal("totp"),
  totpURI: z.string(),
  backupCodes: z.array(z.string()),
});

/** POST /api/auth/two-factor/verify-totp and …/verify-backup-code */
export const verifyFactorRequestSchema = z.object({
  code: z.string(),
  trustDevice: z.boolean().optional(),
  disableSession: z.boolean().optional(),
});
export const verifyFactorResponseSchema = z.object({ token: z.string().nullable().optional(), user: authUserSchema });

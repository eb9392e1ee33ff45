import { z } from "zod";
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from "../account";
import { EMAIL_MAX_LENGTH } from "../newsletter";

/** An e-mail address as every form and endpoint accepts it: trimmed, at most 254 characters. */
export const emailSchema = z
  .string({ error: "E-mail is required" })
  .trim()
  .min(1, "E-mail is required")
  .max(EMAIL_MAX_LENGTH, `E-mail must be at most ${EMAIL_MAX_LENGTH} characters`)
  .pipe(z.email("Please enter a valid e-mail address"));

/** POST /api/newsletter */
export const newsletterSubscribeRequestSchema = z.object({ email: emailSchema });
/** POST /api/newsletter/confirm and /api/newsletter/unsubscribe: the token from the mailed link. */
export const newsletterTokenRequestSchema = z.object({
  token: z.string({ error: "The link is missing its token" }).min(10, "The link is not valid").max(200),
});

/** Authenticator assurance: aal2 once the user has a verified factor, otherwise aal1. */
type AssuranceLevel = "aal1" | "aal2";

export interface ActiveSession {
  id: string;
  /** "Chrome on macOS", from the user agent. */
  device: string;
  ipAddress: string | null;
  createdAt: string;
  lastActiveAt: string;
  /** The session making this request. */
  current: boolean;
}

/** GET /api/me/security */
export interface SecurityOverview {
  email: string;
  aal: AssuranceLevel;
  twoFactorEnabled: boolean;
  /** Magic-link accounts have no password until they set one through a reset. */
  hasPassword: boolean;
  sessions: ActiveSession[];
}

/** A current TOTP code or a backup code. */
const factorCodeSchema = z
  .string({ error: "Enter a code" })
  .trim()
  .min(6, "Enter the 6-digit code or a backup code")
  .max(32, "That code is too long");

/** POST /api/me/two-factor/disable: a current TOTP code or a backup code. */
export const disableTwoFactorRequestSchema = z.object({ code: factorCodeSchema });

/** POST /api/me/two-factor/backup-codes: a current code; answers ten new backup codes (the old ones end). */
export const regenerateBackupCodesRequestSchema = z.object({ code: factorCodeSchema });

/**
 * POST /api/me/password: the current password, the new one, and a current code when two-factor is on.
 * Every other session of the account ends.
 */
export const changePasswordRequestSchema = z.object({
  currentPassword: z
    .string({ error: "Enter your current password" })
    .min(1, "Enter your current password")
    .max(PASSWORD_MAX_LENGTH, "That password is too long"),
  newPassword: z
    .string({ error: "Choose a new password" })
    .min(PASSWORD_MIN_LENGTH, `The new password needs at least ${PASSWORD_MIN_LENGTH} characters`)
    .max(PASSWORD_MAX_LENGTH, `The new password can have at most ${PASSWORD_MAX_LENGTH} characters`),
  code: factorCodeSchema.optional(),
});

/** DELETE /api/me: the e-mail typed again, and the password when the account has one. */
export const deleteAccountRequestSchema = z.object({
  email: emailSchema,
  password: z.string().max(128).optional(),
});

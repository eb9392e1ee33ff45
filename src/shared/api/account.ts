import { z } from "zod";
import {
  EMAIL_MAX_LENGTH,
  FACTOR_CODE_MAX_LENGTH,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  TOTP_CODE_LENGTH,
} from "../field-limits";

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
export const factorCodeSchema = z
  .string({ error: "Enter a code" })
  .trim()
  .min(TOTP_CODE_LENGTH, "Enter the 6-digit code or a backup code")
  .max(FACTOR_CODE_MAX_LENGTH, "That code is too long");

/** A code from an authenticator app, as proving a new secret needs it. */
export const totpCodeSchema = z
  .string({ error: "Enter a code" })
  .regex(
    new RegExp(`^\\d{${TOTP_CODE_LENGTH}}$`),
    `Enter the ${TOTP_CODE_LENGTH}-digit code from your authenticator app.`,
  );

/** The password of an existing account, as sign-in and confirmations take it. */
export const currentPasswordSchema = z
  .string({ error: "Enter your current password" })
  .min(1, "Enter your current password")
  .max(PASSWORD_MAX_LENGTH, "That password is too long");

/** A password being chosen: sign-up, reset and change share the policy's lengths. */
export const newPasswordSchema = z
  .string({ error: "Choose a new password" })
  .min(PASSWORD_MIN_LENGTH, `The new password needs at least ${PASSWORD_MIN_LENGTH} characters`)
  .max(PASSWORD_MAX_LENGTH, `The new password can have at most ${PASSWORD_MAX_LENGTH} characters`);

/** POST /api/me/two-factor/disable: a current TOTP code or a backup code. */
export const disableTwoFactorRequestSchema = z.object({ code: factorCodeSchema });

/** POST /api/me/two-factor/backup-codes: a current code; answers ten new backup codes (the old ones end). */
export const regenerateBackupCodesRequestSchema = z.object({ code: factorCodeSchema });

/**
 * POST /api/me/password: the current password, the new one, and a current code when two-factor is on.
 * Every other session of the account ends.
 */
export const changePasswordRequestSchema = z.object({
  currentPassword: currentPasswordSchema,
  newPassword: newPasswordSchema,
  code: factorCodeSchema.optional(),
});

/** DELETE /api/me: the e-mail typed again, and the password when the account has one. */
export const deleteAccountRequestSchema = z.object({
  email: emailSchema,
  password: z.string().max(PASSWORD_MAX_LENGTH).optional(),
});

export type ChangePasswordRequest = z.infer<typeof changePasswordRequestSchema>;
export type DeleteAccountRequest = z.infer<typeof deleteAccountRequestSchema>;

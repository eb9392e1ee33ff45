import { z } from "zod";
import { ORACLE_TOOLS } from "../oracles/tools";
import { CAST_SOURCES } from "../cast";
import { paymentRecordSchema } from "./billing";
import { fairnessSchema } from "./casts";
import { drawResponseSchema } from "./draws";
import { ritualResponseSchema } from "./rituals";
import { journalEntryFields } from "./journal";
import {
  EMAIL_MAX_LENGTH,
  FACTOR_CODE_MAX_LENGTH,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  TOTP_CODE_LENGTH,
} from "../field-limits";
import { ENHANCEMENT_AUTHORS } from "../cast";

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

/** POST /api/newsletter (202), …/confirm and …/unsubscribe: where the subscription now stands. */
export const newsletterStatusSchema = z.object({ status: z.enum(["pending", "confirmed", "unsubscribed"]) });

const activeSessionSchema = z
  .object({
    id: z.string(),
    /** "Chrome on macOS", from the user agent. */
    device: z.string(),
    ipAddress: z.string().nullable(),
    createdAt: z.string(),
    lastActiveAt: z.string(),
    /** The session making this request. */
    current: z.boolean(),
  })
  .meta({ id: "ActiveSession" });
export type ActiveSession = z.infer<typeof activeSessionSchema>;

/** GET /api/me/security */
export const securityOverviewSchema = z
  .object({
    email: z.string(),
    /** Authenticator assurance: aal2 once the user has a verified factor, otherwise aal1. */
    aal: z.enum(["aal1", "aal2"]),
    twoFactorEnabled: z.boolean(),
    /** Magic-link accounts have no password until they set one through a reset. */
    hasPassword: z.boolean(),
    sessions: z.array(activeSessionSchema),
  })
  .meta({ id: "SecurityOverview" });
export type SecurityOverview = z.infer<typeof securityOverviewSchema>;

/** DELETE /api/me/sessions/{sessionId} */
export const sessionIdParamsSchema = z.object({ sessionId: z.uuid("Unknown session") });
/** POST /api/me/sessions/revoke-others: how many sessions ended. */
export const revokedSessionsSchema = z.object({ revoked: z.number().int() });
/** POST /api/me/two-factor/disable */
export const twoFactorDisabledSchema = z.object({ twoFactorEnabled: z.literal(false) });
/** POST /api/me/two-factor/backup-codes: the new codes, shown once. */
export const backupCodesSchema = z.object({ backupCodes: z.array(z.string()) });
/** POST /api/me/password */
export const passwordChangedSchema = z.object({ changed: z.literal(true) });
/** DELETE /api/me */
export const accountDeletedSchema = z.object({ deleted: z.literal(true) });

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

const text = z.string();
const maybeText = z.string().nullable();
/** A moment, as JSON writes a date: an ISO 8601 string. */
const moment = z.string();

/** GET /api/me/export: everything the product holds about the user, secrets left out. */
export const accountExportSchema = z
  .object({
    exportedAt: moment,
    account: z.object({
      email: text,
      name: text,
      emailVerified: z.boolean(),
      twoFactorEnabled: z.boolean().nullable(),
      createdAt: moment,
    }),
    profile: z
      .object({
        displayId: text,
        fullName: maybeText,
        bio: maybeText,
        location: maybeText,
        birthDate: maybeText,
        interests: maybeText,
        timezone: text,
        mysticLevel: text,
        karmaPoints: z.number().int(),
        totalReadings: z.number().int(),
        dailyStreak: z.number().int(),
        streakFreezes: z.number().int(),
        /** The missed days a streak freeze covered. */
        frozenDays: z.array(text),
        lastCastOn: maybeText,
        planLevel: z.number().int(),
        createdAt: moment,
      })
      .nullable(),
    casts: z.array(
      z.object({
        id: text,
        situation: text,
        diceValues: text,
        interpretation: text,
        timingPrediction: text,
        yesNoAnswer: text,
        totalSumInterpretation: text,
        enhancedText: maybeText,
        enhancedAt: moment.nullable(),
        question: maybeText,
        source: z.enum(CAST_SOURCES),
        fairness: fairnessSchema.nullable(),
        /** Who wrote the enhanced text: "oracle" (the built-in Oracle's voice) or "ai", with the AI model. */
        enhancedBy: z.enum(ENHANCEMENT_AUTHORS).nullable(),
        enhancedModel: maybeText,
        createdAt: moment,
        ...journalEntryFields,
      }),
    ),
    /** The tarot spreads and rune casts, each item in its position with the meaning it was given. */
    draws: z.array(
      drawResponseSchema
        .omit({ shareUrl: true, spreadName: true })
        .extend({ enhancedAt: moment.nullable(), ...journalEntryFields }),
    ),
    /** Today's numerology readings and moon rituals, each with its day, facts and words. */
    rituals: z.array(
      ritualResponseSchema.omit({ shareUrl: true }).extend({ enhancedAt: moment.nullable(), ...journalEntryFields }),
    ),
    /** The readings of every later oracle (the pendulum, …), each as its oracle answers it, with its `tool`. */
    readings: z.array(
      z.looseObject({
        id: text,
        tool: z.enum(ORACLE_TOOLS),
        situation: text,
        enhancedAt: moment.nullable(),
        ...journalEntryFields,
      }),
    ),
    karmaLedger: z.array(z.object({ amount: z.number().int(), reason: text, sourceId: maybeText, createdAt: moment })),
    achievements: z.array(z.object({ id: text, name: text, karmaPoints: z.number().int(), unlockedAt: moment })),
    quests: z.array(
      z.object({
        id: text,
        name: text,
        status: text,
        progress: z.record(z.string(), z.number()),
        startedAt: moment,
        rewardKarma: z.number().int(),
      }),
    ),
    items: z.array(
      z.object({
        id: text,
        name: text,
        type: text,
        rarity: text,
        quantity: z.number().int(),
        isEquipped: z.boolean(),
      }),
    ),
    sessions: z.array(
      z.object({
        userAgent: maybeText,
        ipAddress: maybeText,
        createdAt: moment,
        lastActiveAt: moment,
        device: text,
      }),
    ),
    newsletter: z.object({ status: text, confirmedAt: moment.nullable(), createdAt: moment }).nullable(),
    /** The reminders chosen, if any; the devices' push keys are left out. */
    reminders: z
      .object({
        daily: z.boolean(),
        moon: z.boolean(),
        streak: z.boolean(),
        hour: z.number().int(),
        email: z.boolean(),
        push: z.boolean(),
        /** The paid plans' weekly report. */
        weeklyReport: z.boolean(),
        updatedAt: moment,
      })
      .nullable(),
    /** The weekly reports of the paid plans, each as composed, with when it was e-mailed and pushed. */
    weeklyReports: z.array(
      z.object({
        week: text,
        report: z.record(z.string(), z.unknown()),
        createdAt: moment,
        emailedAt: moment.nullable(),
        pushedAt: moment.nullable(),
      }),
    ),
    /** Every charge, refund and donation (kept about seven years, also after the account is deleted). */
    payments: z.array(paymentRecordSchema),
    /** Intuition Calibration's real-life hunches, open or resolved (the hunches about draws are readings). */
    hunches: z.array(
      z.object({
        id: text,
        text,
        confidence: z.number().int(),
        cameTrue: z.boolean().nullable(),
        resolvedAt: moment.nullable(),
        createdAt: moment,
      }),
    ),
  })
  .meta({ id: "AccountExport" });

const optionalLinkText = (max: number) => z.string().max(max).optional();
/** POST /api/sign-in/link: the mailed sign-in link's fields, posted by its confirmation page. */
export const signInLinkConfirmSchema = z.object({
  token: z.string({ error: "The link has no token" }).min(1, "The link has no token").max(256),
  callbackURL: optionalLinkText(2048),
  newUserCallbackURL: optionalLinkText(2048),
  errorCallbackURL: optionalLinkText(2048),
  tz: optionalLinkText(100),
});
/** GET /api/auth/magic-link/verify: the same fields, as the mailed link carries them (passed on unchecked). */
export const signInLinkQuerySchema = z.object({
  token: z.string().optional(),
  callbackURL: z.string().optional(),
  newUserCallbackURL: z.string().optional(),
  errorCallbackURL: z.string().optional(),
  tz: z.string().optional(),
});

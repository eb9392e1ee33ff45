import { isAPIError } from "better-auth/api";
import { generateRandomString, symmetricEncrypt } from "better-auth/crypto";
import type { Context } from "hono";
import { Hono } from "hono";
import { z } from "zod";
import {
  changePasswordRequestSchema,
  deleteAccountRequestSchema,
  disableTwoFactorRequestSchema,
  regenerateBackupCodesRequestSchema,
} from "../../../shared/api/account";
import { AppError } from "../../errors";
import type { AppEnv } from "../../http/app-env";
import { parseJsonBody, parseParam } from "../../http/parse";
import { rateLimitPerClient } from "../../http/rate-limit";
import { requireUser } from "../../http/require-user";
import {
  deleteUserAndData,
  endOtherSignIns,
  exportUserData,
  getSecurityOverview,
  hasPassword,
  removeTwoFactor,
  replaceBackupCodes,
  revokeOtherSessions,
  revokeSession,
} from "./account.service";
import { PASSWORD_TOO_COMMON } from "./password-policy";
import { ACCOUNT_TEMPORARILY_LOCKED, CODE_ALREADY_USED, twoFactorLockedUntil } from "./two-factor-guards";

const BACKUP_CODE = /^[A-Za-z0-9]{5}-?[A-Za-z0-9]{5}$/;
/** How many backup codes a set holds, in better-auth's format (10 characters, shown as 5-5). */
const BACKUP_CODE_COUNT = 10;

/** Calls a better-auth endpoint for the current request and says whether it accepted. */
async function accepted(call: Promise<unknown>): Promise<boolean> {
  try {
    await call;
    return true;
  } catch {
    return false;
  }
}

const errorCode = (error: unknown) =>
  isAPIError(error) ? (error.body as { code?: unknown } | undefined)?.code : undefined;

/**
 * Checks a current code of the signed-in user (TOTP or backup code) through better-auth, in-process, so the
 * replay guard and the lockout shared with sign-in apply (two-factor-guards.ts). Throws the answer for a
 * wrong, used or locked code.
 */
async function requireCurrentFactor(c: Context<AppEnv>, code: string): Promise<void> {
  const { auth, db, user } = c.var;
  const headers = c.req.raw.headers;
  const call = /^\d{6}$/.test(code)
    ? auth.api.verifyTOTP({ headers, body: { code } })
    : BACKUP_CODE.test(code)
      ? auth.api.verifyBackupCode({ headers, body: { code } })
      : null;
  try {
    if (call) {
      await call;
      return;
    }
  } catch (error) {
    if (errorCode(error) === ACCOUNT_TEMPORARILY_LOCKED) {
      const until = await twoFactorLockedUntil(db, user.id);
      const retryAfterSeconds = until ? Math.max(1, Math.ceil((until.getTime() - Date.now()) / 1000)) : 60;
      throw new AppError("rate_limited", "Too many wrong codes: two-factor is locked for a while. Please try later.", {
        retryAfterSeconds,
        details: { lockedUntil: until?.toISOString() ?? null },
      });
    }
    if (errorCode(error) === CODE_ALREADY_USED) {
      throw new AppError("bad_request", "This code has already been used. Wait for the next one from your app.", {
        fields: { code: ["This code has already been used"] },
      });
    }
    if (!isAPIError(error) || error.statusCode >= 500) throw error;
  }
  throw new AppError("bad_request", "That code is not valid. Try the current code from your app.", {
    fields: { code: ["That code is not valid"] },
  });
}

/** Ten new backup codes, as better-auth makes them (its own endpoint would ask for the password instead). */
function newBackupCodes(): string[] {
  return Array.from({ length: BACKUP_CODE_COUNT }, () => generateRandomString(10, "a-z", "0-9", "A-Z")).map(
    (code) => `${code.slice(0, 5)}-${code.slice(5)}`,
  );
}

export interface AccountRoutesOptions {
  /** Codes (and current passwords) tried per client IP per 10 seconds, as for better-auth's two-factor calls. */
  secretsPerTenSeconds: number;
}

/**
 * /api/me: the Security section (assurance level, two-factor, sessions) and the data rights the privacy
 * policy promises (download, delete). Enrolling in two-factor goes straight to better-auth.
 */
export function createAccountRoutes({ secretsPerTenSeconds }: AccountRoutesOptions) {
  // One budget for every route here that checks a code or a password.
  const limitSecrets = rateLimitPerClient({
    limit: secretsPerTenSeconds,
    windowMs: 10_000,
    message: "Too many attempts. Please wait a few seconds and try again.",
  });
  return new Hono<AppEnv>()
    .use(requireUser)
    .get("/security", async (c) => c.json(await getSecurityOverview(c.var.db, c.var.user, c.var.session.id)))
    .post("/sessions/revoke-others", async (c) => {
      const revoked = await revokeOtherSessions(c.var.db, c.var.user.id, c.var.session.id);
      return c.json({ revoked });
    })
    .delete("/sessions/:sessionId", async (c) => {
      const sessionId = parseParam("sessionId", c.req.param("sessionId"), z.uuid("Unknown session"));
      if (sessionId === c.var.session.id) {
        throw new AppError("bad_request", "To end this session, use Logout");
      }
      if (!(await revokeSession(c.var.db, c.var.user.id, sessionId))) {
        throw new AppError("not_found", "That session has already ended");
      }
      return c.body(null, 204);
    })
    .post("/two-factor/disable", limitSecrets, async (c) => {
      const { code } = await parseJsonBody(c, disableTwoFactorRequestSchema);
      const { user } = c.var;
      if (!user.twoFactorEnabled) {
        throw new AppError("bad_request", "Two-factor authentication is not on");
      }
      await requireCurrentFactor(c, code);
      await removeTwoFactor(c.var.db, user.id);
      return c.json({ twoFactorEnabled: false });
    })
    .post("/two-factor/backup-codes", limitSecrets, async (c) => {
      const { code } = await parseJsonBody(c, regenerateBackupCodesRequestSchema);
      const { auth, db, user } = c.var;
      if (!user.twoFactorEnabled) {
        throw new AppError("bad_request", "Two-factor authentication is not on");
      }
      await requireCurrentFactor(c, code);
      const backupCodes = newBackupCodes();
      const { secretConfig } = await auth.$context;
      await replaceBackupCodes(
        db,
        user.id,
        await symmetricEncrypt({ key: secretConfig, data: JSON.stringify(backupCodes) }),
      );
      c.header("Cache-Control", "no-store");
      return c.json({ backupCodes });
    })
    .post("/password", limitSecrets, async (c) => {
      const { currentPassword, newPassword, code } = await parseJsonBody(c, changePasswordRequestSchema);
      const { auth, db, user, session } = c.var;
      if (!(await hasPassword(db, user.id))) {
        throw new AppError(
          "bad_request",
          "This account signs in by e-mail link. Set a password with 'Forgot password?'.",
        );
      }
      // The factor first: without it, a borrowed session cannot even try passwords.
      if (user.twoFactorEnabled) {
        if (!code) {
          throw new AppError("bad_request", "Enter the code from your authenticator app", {
            fields: { code: ["Enter the 6-digit code or a backup code"] },
          });
        }
        await requireCurrentFactor(c, code);
      }
      try {
        await auth.api.changePassword({
          headers: c.req.raw.headers,
          body: { currentPassword, newPassword, revokeOtherSessions: false },
        });
      } catch (error) {
        if (!isAPIError(error) || error.statusCode >= 500) throw error;
        if (errorCode(error) === "INVALID_PASSWORD") {
          throw new AppError("bad_request", "Your current password is not correct", {
            fields: { currentPassword: ["Your current password is not correct"] },
          });
        }
        const message = errorCode(error) === PASSWORD_TOO_COMMON ? error.message : "That new password cannot be used";
        throw new AppError("bad_request", message, { fields: { newPassword: [message] } });
      }
      // Whoever knew the old password keeps nothing: other sessions, pending sign-ins, trusted devices end.
      await endOtherSignIns(db, user.id, session.id);
      c.var.logger.info({ userId: user.id }, "password changed");
      return c.json({ changed: true });
    })
    .get("/export", async (c) => {
      const data = await exportUserData(c.var.db, c.var.user.id);
      if (!data) throw new AppError("not_found", "Your account no longer exists");
      const day = new Date().toISOString().slice(0, 10);
      c.header("Content-Disposition", `attachment; filename="mystic-dice-my-data-${day}.json"`);
      c.header("Cache-Control", "no-store");
      return c.json(data);
    })
    .delete("/", limitSecrets, async (c) => {
      // The limit matters here too: deletion checks the password, so unlimited it is a password oracle.
      const { email, password } = await parseJsonBody(c, deleteAccountRequestSchema);
      const { auth, user, db } = c.var;
      if (email.toLowerCase() !== user.email.toLowerCase()) {
        throw new AppError("bad_request", "Type the e-mail address of this account to confirm", {
          fields: { email: ["This is not the e-mail address of this account"] },
        });
      }
      if (await hasPassword(db, user.id)) {
        const headers = c.req.raw.headers;
        const ok = !!password && (await accepted(auth.api.verifyPassword({ headers, body: { password } })));
        if (!ok) {
          throw new AppError("bad_request", "Your password is not correct", {
            fields: { password: ["Your password is not correct"] },
          });
        }
      }
      // Sign out first, to collect the cookie-clearing headers; then remove the user and all they own.
      const signOut = await auth.api.signOut({ headers: c.req.raw.headers, asResponse: true });
      await deleteUserAndData(db, user);
      c.var.logger.info({ userId: user.id }, "account deleted");
      const response = c.json({ deleted: true });
      for (const cookie of signOut.headers.getSetCookie()) response.headers.append("set-cookie", cookie);
      return response;
    });
}

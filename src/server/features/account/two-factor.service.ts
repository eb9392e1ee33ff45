import { isAPIError } from "better-auth/api";
import { generateRandomString, symmetricEncrypt } from "better-auth/crypto";
import { eq } from "drizzle-orm";
import { twoFactors } from "../../db/schema";
import { AppError } from "../../http/errors";
import type { AccountDeps, SignedInRequest } from "./account-deps";
import { authErrorCode } from "./credentials";
import { removeTwoFactor } from "./two-factor-store";
import { ACCOUNT_TEMPORARILY_LOCKED, CODE_ALREADY_USED, twoFactorLockedUntil } from "./two-factor-guards";

const BACKUP_CODE = /^[A-Za-z0-9]{5}-?[A-Za-z0-9]{5}$/;
/** How many backup codes a set holds, in better-auth's format (10 characters, shown as 5-5). */
const BACKUP_CODE_COUNT = 10;

/**
 * Checks a current code of the signed-in user (TOTP or backup code) through better-auth, in-process, so the
 * replay guard and the lockout shared with sign-in apply (two-factor-guards.ts). Throws the answer for a
 * wrong, used or locked code.
 */
export async function requireCurrentFactor({ auth, db, clock }: AccountDeps, request: SignedInRequest, code: string) {
  const { headers, user } = request;
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
    if (authErrorCode(error) === ACCOUNT_TEMPORARILY_LOCKED) {
      const now = clock();
      const until = await twoFactorLockedUntil(db, user.id, now);
      const retryAfterSeconds = until ? Math.max(1, Math.ceil((until.getTime() - now.getTime()) / 1000)) : 60;
      throw new AppError("rate_limited", "Too many wrong codes: two-factor is locked for a while. Please try later.", {
        retryAfterSeconds,
        details: { lockedUntil: until?.toISOString() ?? null },
      });
    }
    if (authErrorCode(error) === CODE_ALREADY_USED) {
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

function requireTwoFactorOn(request: SignedInRequest) {
  if (!request.user.twoFactorEnabled) throw new AppError("bad_request", "Two-factor authentication is not on");
}

/** Turns two-factor off after a current code: the factor and trusted devices go. */
export async function disableTwoFactor(deps: AccountDeps, request: SignedInRequest, code: string) {
  requireTwoFactorOn(request);
  await requireCurrentFactor(deps, request, code);
  await removeTwoFactor(deps.db, request.user.id, deps.clock());
  return { twoFactorEnabled: false as const };
}

/**
 * Ten new backup codes after a current code, made and stored as better-auth makes them (its own endpoint
 * would ask for the password instead); the old set stops working.
 */
export async function regenerateBackupCodes(deps: AccountDeps, request: SignedInRequest, code: string) {
  requireTwoFactorOn(request);
  await requireCurrentFactor(deps, request, code);
  const backupCodes = Array.from({ length: BACKUP_CODE_COUNT }, () =>
    generateRandomString(10, "a-z", "0-9", "A-Z"),
  ).map((raw) => `${raw.slice(0, 5)}-${raw.slice(5)}`);
  const { secretConfig } = await deps.auth.$context;
  const encrypted = await symmetricEncrypt({ key: secretConfig, data: JSON.stringify(backupCodes) });
  await deps.db.update(twoFactors).set({ backupCodes: encrypted }).where(eq(twoFactors.userId, request.user.id));
  return { backupCodes };
}

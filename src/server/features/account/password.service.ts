import { isAPIError } from "better-auth/api";
import type { ChangePasswordRequest } from "../../../shared/api/account";
import { AppError } from "../../http/errors";
import type { AccountDeps, SignedInRequest } from "./account-deps";
import { authErrorCode, hasPassword } from "./credentials";
import { PASSWORD_TOO_COMMON } from "./password-policy";
import { endOtherSignIns } from "./sessions.service";
import { requireCurrentFactor } from "./two-factor.service";

/**
 * A new password for the signed-in user: the factor first (without it, a borrowed session cannot even
 * try passwords), then the current password through better-auth; afterwards whoever knew the old password
 * keeps nothing (other sessions, pending sign-ins and trusted devices end).
 */
export async function changePassword(deps: AccountDeps, request: SignedInRequest, body: ChangePasswordRequest) {
  const { db, auth } = deps;
  const { user, session, headers } = request;
  if (!(await hasPassword(db, user.id))) {
    throw new AppError("bad_request", "This account signs in by e-mail link. Set a password with 'Forgot password?'.");
  }
  if (user.twoFactorEnabled) {
    if (!body.code) {
      throw new AppError("bad_request", "Enter the code from your authenticator app", {
        fields: { code: ["Enter the 6-digit code or a backup code"] },
      });
    }
    await requireCurrentFactor(deps, request, body.code);
  }
  try {
    await auth.api.changePassword({
      headers,
      body: { currentPassword: body.currentPassword, newPassword: body.newPassword, revokeOtherSessions: false },
    });
  } catch (error) {
    if (!isAPIError(error) || error.statusCode >= 500) throw error;
    if (authErrorCode(error) === "INVALID_PASSWORD") {
      throw new AppError("bad_request", "Your current password is not correct", {
        fields: { currentPassword: ["Your current password is not correct"] },
      });
    }
    const message = authErrorCode(error) === PASSWORD_TOO_COMMON ? error.message : "That new password cannot be used";
    throw new AppError("bad_request", message, { fields: { newPassword: [message] } });
  }
  await endOtherSignIns(db, user.id, session.id);
  return { changed: true as const };
}

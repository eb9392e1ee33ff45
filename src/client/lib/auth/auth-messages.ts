import type { AuthResult } from "./auth-provider";

/** The auth modal's timings and copy (docs/product.md, 'Accounts and sign-in'). */
export const SIGN_UP_COOLDOWN_SECONDS = 60;
export const AUTH_MODAL_CLOSE_DELAY_MS = 1500;
export const SIGN_UP_SUCCESS_MESSAGE = "Account created successfully! Welcome!";
export const SIGN_IN_SUCCESS_MESSAGE = "Sign in successful! Welcome back!";
export const RATE_LIMIT_MESSAGE = "Too many signup attempts. Please wait 60 seconds before trying again.";
export const FALLBACK_AUTH_ERROR = "An error occurred";

export function cooldownMessage(secondsLeft: number): string {
  return `Please wait ${secondsLeft} seconds before trying to sign up again.`;
}

export function isRateLimitError(error: NonNullable<AuthResult["error"]>): boolean {
  return error.status === 429 || /rate_limit/i.test(`${error.code ?? ""} ${error.message ?? ""}`);
}

export const RESET_LINK_SENT_MESSAGE =
  "If an account exists for that address, a reset link is on its way. Check your email.";

/** better-auth's two-factor error codes (in the API's snake case) → what a seeker is told. */
export function secondFactorErrorMessage(error: NonNullable<AuthResult["error"]>): string {
  if (error.status === 429) return "Too many attempts. Please wait a moment and try again.";
  switch (error.code) {
    case "invalid_code":
    case "invalid_backup_code":
      return "That code is not valid. Check your authenticator app and try again.";
    case "invalid_two_factor_cookie":
      return "This sign-in has expired. Please sign in again.";
    case "too_many_attempts_request_new_code":
      return "Too many wrong codes for this sign-in. Please sign in again.";
    default:
      return error.message || FALLBACK_AUTH_ERROR;
  }
}

import type { AuthResult } from "./auth-provider";

/** Spec §8 copy for the auth modal. */
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

import { useMutation } from "@tanstack/react-query";
import { authClient } from "../../lib/auth/auth-client";

/** What better-auth hands out when enrolment starts; the backup codes are never shown again. */
export interface TwoFactorEnrolment {
  totpURI: string;
  backupCodes: string[];
}

/** An error answer from better-auth, which reports failures as `{ error }` instead of throwing. */
class AuthRequestError extends Error {
  readonly status?: number;
  readonly code?: string;

  constructor(error: { message?: string; status?: number; code?: string }) {
    super(error.message ?? "");
    this.name = "AuthRequestError";
    this.status = error.status;
    this.code = error.code;
  }
}

const TOO_MANY_ATTEMPTS = "Too many attempts. Please wait a minute and try again.";

/** better-auth's two-factor enable: checks the password (when the account has one) and creates a secret. */
export function useStartTwoFactorEnrolment() {
  return useMutation({
    mutationFn: async (password: string | undefined): Promise<TwoFactorEnrolment> => {
      const { data, error } = await authClient.twoFactor.enable(password === undefined ? {} : { password });
      if (error) throw new AuthRequestError(error);
      // The answer also types e-mailed one-time codes, which this app does not configure.
      if (data.method !== "totp") throw new AuthRequestError({ message: "Unexpected two-factor method" });
      return { totpURI: data.totpURI, backupCodes: data.backupCodes };
    },
  });
}

/** The first code from the app proves the secret was saved; only then is two-factor turned on. */
export function useConfirmTwoFactorEnrolment() {
  return useMutation({
    mutationFn: async (code: string) => {
      const { error } = await authClient.twoFactor.verifyTotp({ code });
      if (error) throw new AuthRequestError(error);
    },
  });
}

export function describeEnrolmentStartError(error: unknown): string {
  if (error instanceof AuthRequestError) {
    if (error.code === "invalid_password") return "That password is not correct.";
    if (error.status === 429) return TOO_MANY_ATTEMPTS;
    if (error.status === 401) return "Your session has ended. Please sign in again.";
  }
  return "Two-factor could not be set up just now. Please try again.";
}

export function describeEnrolmentConfirmError(error: unknown): string {
  if (error instanceof AuthRequestError) {
    // The server refuses a code it has already accepted once, and says so in its own words.
    if (error.code === "code_already_used" && error.message) return error.message;
    if (error.status === 429) return TOO_MANY_ATTEMPTS;
    if (error.status === 401) return "Your session has ended. Please sign in again.";
  }
  return "That code is not valid. Try the newest code from your authenticator app.";
}

import { readFileSync } from "node:fs";
import { createAuthMiddleware, APIError } from "better-auth/api";
import type { BetterAuthPlugin } from "better-auth";
import { fromProjectRoot } from "../../project-root";

const COMMON_PASSWORDS_FILE = fromProjectRoot("content/security/common-passwords.txt");

/** The 3,000 most common passwords, lower-cased (the list ships in content/security/). */
export const COMMON_PASSWORDS: ReadonlySet<string> = new Set(
  readFileSync(COMMON_PASSWORDS_FILE, "utf8")
    .split("\n")
    .map((line) => line.trim().toLowerCase())
    .filter(Boolean),
);

export const PASSWORD_TOO_COMMON = "PASSWORD_TOO_COMMON";
const PASSWORD_TOO_COMMON_MESSAGE = "This password is one of the most common ones. Please choose another.";

const isCommonPassword = (password: string) => COMMON_PASSWORDS.has(password.trim().toLowerCase());

/** Where a new password is chosen, and the body field that carries it. */
const NEW_PASSWORD_FIELDS: Record<string, string> = {
  "/sign-up/email": "password",
  "/reset-password": "newPassword",
  "/change-password": "newPassword",
};

/**
 * Password rules (ASVS 2.1): 8 to 128 characters (better-auth's own check), no composition rules, and
 * none of the 3,000 most common passwords.
 */
export function passwordPolicy(): BetterAuthPlugin {
  return {
    id: "mystic-password-policy",
    hooks: {
      before: [
        {
          matcher: (context) => !!context.path && context.path in NEW_PASSWORD_FIELDS,
          handler: createAuthMiddleware(async (ctx) => {
            const field = NEW_PASSWORD_FIELDS[ctx.path]!;
            const password: unknown = ctx.body?.[field];
            if (typeof password === "string" && isCommonPassword(password)) {
              throw new APIError("BAD_REQUEST", { code: PASSWORD_TOO_COMMON, message: PASSWORD_TOO_COMMON_MESSAGE });
            }
          }),
        },
      ],
    },
  };
}

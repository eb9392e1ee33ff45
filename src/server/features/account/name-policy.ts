import { APIError, createAuthMiddleware } from "better-auth/api";
import type { BetterAuthPlugin } from "better-auth";
import { NAME_MAX_LENGTH } from "../../../shared/field-limits";

const NAME_TOO_LONG = "NAME_TOO_LONG";

/** Where better-auth takes a display name from the body (the magic link keeps it for the new account). */
const NAME_PATHS = new Set(["/sign-up/email", "/sign-in/magic-link", "/update-user"]);

/**
 * better-auth stores `name` as given, up to the 64 KB body limit. The product shows it and exports it, so it
 * is capped at NAME_MAX_LENGTH characters wherever better-auth accepts one.
 */
export function namePolicy(): BetterAuthPlugin {
  return {
    id: "mystic-name-policy",
    hooks: {
      before: [
        {
          matcher: (context) => !!context.path && NAME_PATHS.has(context.path),
          handler: createAuthMiddleware(async (ctx) => {
            const name: unknown = ctx.body?.name;
            if (typeof name === "string" && [...name].length > NAME_MAX_LENGTH) {
              throw new APIError("BAD_REQUEST", {
                code: NAME_TOO_LONG,
                message: `The name must be at most ${NAME_MAX_LENGTH} characters.`,
              });
            }
          }),
        },
      ],
    },
  };
}

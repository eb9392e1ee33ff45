import { api } from "../../lib/api";
import { readBody } from "../../lib/api-client";
import { loadAuthClient } from "../../lib/auth/load-auth-client";
import type { CaptureSenders } from "./capture-flow";

/**
 * The real requests behind the capture card. The server answers a magic-link request the same way for
 * known and unknown addresses; a new address gets its account when the link is first used.
 */
export const captureSenders: CaptureSenders = {
  async sendSignInLink(email) {
    const authClient = await loadAuthClient();
    const { error } = await authClient.signIn.magicLink({
      email,
      callbackURL: "/dashboard",
      newUserCallbackURL: "/dashboard",
      errorCallbackURL: "/sign-in/link-error",
    });
    if (error) throw new Error(error.message ?? "");
  },
  async subscribeToNewsletter(email) {
    await readBody(api.newsletter.$post({ json: { email } }));
  },
};

import type { AuthResult } from "./auth-provider";
import { loadAuthClient } from "./load-auth-client";

/** Where a used, expired or mangled sign-in link lands. */
const LINK_ERROR_PATH = "/sign-in/link-error";

/**
 * Asks the server to mail a sign-in link to the address; once followed and confirmed, the link signs in
 * and leads to `returnTo`. The server answers the same way for known and unknown addresses; a new address
 * gets its account when the link is first used. The home page's capture card and the auth modal both ask
 * through here.
 */
export async function mailSignInLink(email: string, returnTo: string): Promise<AuthResult> {
  const authClient = await loadAuthClient();
  const { error } = await authClient.signIn.magicLink({
    email,
    callbackURL: returnTo,
    newUserCallbackURL: returnTo,
    errorCallbackURL: LINK_ERROR_PATH,
  });
  return { error: error ? { message: error.message, status: error.status, code: error.code } : null };
}

import { replace } from "react-router";
import { openAuthModal } from "./auth-dialogs";
import { getSessionStore } from "./session-store";

/**
 * For a signed-in page's `clientLoader`: a visitor is sent home with the sign-in prompt before the page
 * renders, and signing in brings them back to the address they asked for. The session is the same one
 * the header reads (asked now on a first visit). With `allowUnreachable`, a session that could not be
 * asked at all (offline: no answer, not "signed out") lets the page render; it then reads `unreachable`.
 */
export async function requireSession(request: Request, options: { allowUnreachable?: boolean } = {}): Promise<void> {
  let isUnreachable = false;
  const user = await getSessionStore()
    .ensure()
    .catch(() => {
      isUnreachable = true;
      return null;
    });
  if (!user && !(isUnreachable && options.allowUnreachable)) {
    const { pathname, search, hash } = new URL(request.url);
    openAuthModal("login", { returnTo: `${pathname}${search}${hash}` });
    throw replace("/");
  }
}

import { replace } from "react-router";
import { getQueryClient } from "../query-client";
import { openAuthModal } from "./auth-dialogs";
import { sessionQuery } from "./session-query";

/**
 * For a signed-in page's `clientLoader`: a visitor is sent home with the sign-in prompt before the page
 * renders, and signing in brings them back to the address they asked for. The session comes from the
 * same query the header reads (fetched now on a first visit). With `allowUnreachable`, a session that
 * could not be asked at all (offline: no answer, not "signed out") lets the page render; it then reads
 * the query's error state.
 */
export async function requireSession(request: Request, options: { allowUnreachable?: boolean } = {}): Promise<void> {
  let isUnreachable = false;
  const user = await getQueryClient()
    .ensureQueryData({ ...sessionQuery, revalidateIfStale: true })
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

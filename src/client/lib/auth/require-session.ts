import { replace } from "react-router";
import { openAuthModal } from "./auth-dialogs";
import { getSessionStore } from "./session-store";

/** A route's address, for the sign-in prompt to lead back to. */
const addressOf = (request: Request) => {
  const { pathname, search, hash } = new URL(request.url);
  return `${pathname}${search}${hash}`;
};

/** The session's user for a loader (asked now on a first visit), or `unreachable` when it could not be asked. */
const sessionUser = () =>
  getSessionStore()
    .ensure()
    .catch(() => "unreachable" as const);

/**
 * For a signed-in page's `clientLoader`: a visitor is sent home with the sign-in prompt before the page
 * renders, and signing in brings them back to the address they asked for. The session is the same one
 * the header reads.
 */
export async function requireSession(request: Request): Promise<void> {
  const user = await sessionUser();
  if (!user || user === "unreachable") {
    openAuthModal("login", { returnTo: addressOf(request) });
    throw replace("/");
  }
}

/**
 * For a page that shows a visitor what it holds behind the sign-in prompt (the dashboard): the page keeps
 * its address, the prompt opens over it before it renders, and signing in leads back to it. A session that
 * could not be asked at all (offline: no answer, not "signed out") opens nothing; the page then reads
 * `unreachable`.
 */
export async function promptVisitorToSignIn(request: Request): Promise<void> {
  const user = await sessionUser();
  if (!user) openAuthModal("login", { returnTo: addressOf(request) });
}

import { normalizePath } from "./paths";

/**
 * Account rules both sides need: how long mailed links last, and where a sign-in leads. Field lengths (passwords, names, e-mail)
 * are in field-limits.ts.
 */
export const MAGIC_LINK_MINUTES = 15;
export const PASSWORD_RESET_MINUTES = 30;

/**
 * A mailed sign-in link opens this page, whose button signs in (a same-origin form post to
 * SIGN_IN_LINK_CONFIRM_PATH): a link on another site can no longer sign a visitor into someone else's
 * account.
 */
export const SIGN_IN_LINK_PATH = "/sign-in/link";
export const SIGN_IN_LINK_CONFIRM_PATH = "/api/sign-in/link";
/** The fields the page posts: the link's own parameters (better-auth's, and the asking browser's zone). */
export const SIGN_IN_LINK_FIELDS = ["token", "callbackURL", "newUserCallbackURL", "errorCallbackURL", "tz"] as const;

/**
 * The pages of a sign-in under way: a mailed link's confirmation and error pages, the second factor, a
 * password reset. Signing in from one of them leads home, not back to a step that is over.
 */
const SIGN_IN_STEP_PATHS: readonly string[] = [
  SIGN_IN_LINK_PATH,
  "/sign-in/link-error",
  "/sign-in/two-factor",
  "/reset-password",
];

/**
 * Where signing in or up from a page's header leads: back to that page, with its query and fragment, or
 * home from a step of a sign-in.
 */
export function returnPathAfterSignIn({ pathname, search, hash }: { pathname: string; search: string; hash: string }) {
  return SIGN_IN_STEP_PATHS.includes(normalizePath(pathname)) ? "/" : `${pathname}${search}${hash}`;
}

/** Failed sign-ups in a row that lock the sign-up form for its cooldown. */
const SIGN_UP_FAILURES_BEFORE_LOCK = 3;

/**
 * Whether a failed sign-up locks the form for its cooldown: a rate limit does at once, and so does the
 * third failure in a row. A single mistake the seeker can fix at once (a weak or common password, an
 * address already used) shows its message and leaves the form usable (decision 028).
 */
export function locksSignUp({ isRateLimited, failuresInARow }: { isRateLimited: boolean; failuresInARow: number }) {
  return isRateLimited || failuresInARow >= SIGN_UP_FAILURES_BEFORE_LOCK;
}

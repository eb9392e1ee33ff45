/**
 * Account rules both sides need: how long mailed links last. Field lengths (passwords, names, e-mail)
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

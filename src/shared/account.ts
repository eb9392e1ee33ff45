/** Account rules both sides need: the password policy's lengths and how long mailed links last. */
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;
export const MAGIC_LINK_MINUTES = 15;
export const PASSWORD_RESET_MINUTES = 30;
/** The account's display name (better-auth's `name`; sign-up takes it from the address). */
export const NAME_MAX_LENGTH = 80;

/**
 * A mailed sign-in link opens this page, whose button signs in (a same-origin form post to
 * SIGN_IN_LINK_CONFIRM_PATH): a link on another site can no longer sign a visitor into someone else's
 * account.
 */
export const SIGN_IN_LINK_PATH = "/sign-in/link";
export const SIGN_IN_LINK_CONFIRM_PATH = "/api/sign-in/link";
/** The fields the page posts: the link's own parameters (better-auth's, and the asking browser's zone). */
export const SIGN_IN_LINK_FIELDS = ["token", "callbackURL", "newUserCallbackURL", "errorCallbackURL", "tz"] as const;

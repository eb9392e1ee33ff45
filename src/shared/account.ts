/** Account rules both sides need: the password policy's lengths and how long mailed links last. */
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;
export const MAGIC_LINK_MINUTES = 15;
export const PASSWORD_RESET_MINUTES = 30;
/** The account's display name (better-auth's `name`; sign-up takes it from the address). */
export const NAME_MAX_LENGTH = 80;

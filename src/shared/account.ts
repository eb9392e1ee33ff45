/** Account rules both sides need: the password policy's lengths and how long mailed links last. */
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;
export const MAGIC_LINK_MINUTES = 15;
export const PASSWORD_RESET_MINUTES = 30;

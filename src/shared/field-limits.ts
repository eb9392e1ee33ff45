/**
 * The lengths every form field and endpoint agrees on, in one place: the server's schemas and
 * better-auth's options use them, and so do the browser's forms (their `maxLength` and their checks).
 */

/** A password anyone chooses (sign-up, reset, change); sign-in accepts up to the maximum. */
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;

/** The account's display name (better-auth's `name`; sign-up takes it from the address). */
export const NAME_MAX_LENGTH = 80;

/** The longest e-mail address accepted anywhere (RFC 5321). */
export const EMAIL_MAX_LENGTH = 254;

/** The editable text of a profile. */
export const PROFILE_TEXT_MAX_LENGTHS = { fullName: 80, bio: 500, location: 100, interests: 300 } as const;
/** The earliest birth date a profile takes (YYYY-MM-DD). */
export const BIRTH_DATE_MIN = "1900-01-01";
/** An IANA time zone name ("America/Argentina/ComodRivadavia" is among the longest). */
export const TIME_ZONE_MAX_LENGTH = 64;

/** An authenticator code has this many digits. */
export const TOTP_CODE_LENGTH = 6;
/** A second-factor code as typed (a 6-digit authenticator code or a backup code) is at most this long. */
export const FACTOR_CODE_MAX_LENGTH = 32;

/** A question for the chat guide. */
export const CHAT_QUERY_MAX_LENGTH = 500;

/** The seeker's optional question before a cast. */
export const CAST_QUESTION_MAX_LENGTH = 200;

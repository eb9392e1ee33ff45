/**
 * The journal's constants: a seeker's private note on a reading, the answer to "How did it turn out?",
 * and when that question comes back after a reading with a question.
 */

/** A note on a reading, and an outcome's note, are at most this many characters. */
export const NOTE_MAX_LENGTH = 2000;

/** How a reading turned out, in the seeker's words: it resonated, partly, or not. */
export const RESONATED = ["yes", "partly", "no"] as const;
export type Resonated = (typeof RESONATED)[number];

/** The follow-ups of a reading with a question: this many days after it, in order. */
export const FOLLOW_UP_DAYS = [7, 30] as const;

/** The periods the patterns page offers; the API takes any number of days from 1 to 365. */
export const PATTERN_PERIODS = [30, 90, 365] as const;
export const PATTERN_DAYS_DEFAULT = 90;

import type { Situation } from "../situations";

/** The shape of a repeating or patterned number. */
export type AngelNumberPattern = "triple" | "quadruple" | "repeating-pair" | "mirror" | "sequence" | "palindrome";

/** A repeating or patterned number with its meanings, as modern numerology tradition reads such numbers. */
export interface AngelNumberContent {
  /** The number as a seeker sees it: "111", "1111", "1234", or a clock's mirror time "12:21". */
  number: string;
  /** URL slug: the digits, with a mirror time's colon as a hyphen ("12-21"); the page is /angel-numbers/<slug>. */
  slug: string;
  pattern: AngelNumberPattern;
  /** What the number is said to carry, in the oracle's voice (50–90 words). */
  essence: string;
  /** Its meaning for each situation (40–80 words). */
  meanings: Record<Situation, string>;
  /** A journaling prompt, one question ending in "?" (10–30 words). */
  prompt: string;
}

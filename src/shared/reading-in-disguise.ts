import type { Situation } from "./situations";
import { mentionsAny } from "./word-forms";

/**
 * A question that asks the chat guide to foretell ("will my ex come back?", "should I move?", "is he the
 * one?") is a reading's work, not the chat's: the guide invites it to a reading for its situation.
 */

/** Questions that ask the chat to foretell: "will my ex come back?", "should I move?", "is he the one?". */
const FORETELLING = [
  /\bwill (my|i|he|she|they|we|him|her|things)\b/i,
  /\bshould (i|we)\b/i,
  /\b(is|are) (he|she|they|this|it) the one\b/i,
  /\b(does|do|did) (he|she|they) (still )?(love|like|miss|want|care)\b/i,
  /\b(am i|are we) (going|meant) to\b/i,
  /\bwhen will\b/i,
];
const HEART_WORDS = [
  "love",
  "relationship",
  "romance",
  "partner",
  "boyfriend",
  "girlfriend",
  "husband",
  "wife",
  "crush",
  "ex",
  "he",
  "she",
  "him",
  "her",
  "the one",
  "marry",
  "date",
  "dating",
  "propose",
  "heart",
];
const MONEY_WORDS = [
  "money",
  "finance",
  "job",
  "work",
  "career",
  "promotion",
  "hired",
  "interview",
  "business",
  "salary",
  "raise",
  "rent",
  "debt",
  "invest",
  "rich",
  "pay",
];

/**
 * The situation a question that asks the chat to foretell belongs to (a reading's work, not the chat's),
 * or null for any other question: love words are Relationships, work and money words Finances, else Guidance.
 */
export function readingInDisguise(query: string): Situation | null {
  if (!FORETELLING.some((pattern) => pattern.test(query))) return null;
  if (mentionsAny(query, HEART_WORDS)) return "relationships";
  if (mentionsAny(query, MONEY_WORDS)) return "finances";
  return "guidance";
}

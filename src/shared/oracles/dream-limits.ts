/**
 * The dream journal's limits and moods, with no zod: the journal's form loads them without the schema
 * library (its request schema is in ./dreams.ts).
 */
/** The longest dream a seeker can write, in characters. */
export const DREAM_TEXT_MAX_LENGTH = 5000;
/** Lucidity, from 0 (not aware of dreaming) to 5 (fully lucid). */
export const DREAM_LUCIDITY_MAX = 5;
/** At most this many tags, each 1 to DREAM_TAG_MAX_LENGTH characters. */
export const DREAM_TAGS_MAX = 10;
export const DREAM_TAG_MAX_LENGTH = 32;
/** How the dream felt, as the seeker chooses it. */
export const DREAM_MOODS = [
  "peaceful",
  "joyful",
  "curious",
  "confused",
  "anxious",
  "frightened",
  "sad",
  "angry",
] as const;

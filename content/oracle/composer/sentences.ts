import type { PhraseBank } from "../../../src/shared/content-types";

/** Sentences more than one tier says. */
export const sharedSentences = {
  /** A sentence of the reading's own interpretation: {quote} in quotation marks, or {quoteContinuing} lowered to run on. */
  quoteFrames: [
    "The reading for this roll says it well: {quote}",
    "As the words written for these dice put it, {quoteContinuing}",
    "Hear this line from your reading once more: {quote}",
    "Your reading holds the key in one sentence: {quote}",
  ],
  /** The white die's advice, {whiteCounselLower}. */
  whiteFrames: [
    "The {wn} adds its own advice: {whiteCounselLower}",
    "And because the {wn} colours all advice, {whiteCounselLower}",
    "Your {wn} asks one more thing of you: {whiteCounselLower}",
  ],
  /** The reading's yes-or-no line: its verdict and {reason}. */
  verdicts: [
    "Asked for a plain answer, the dice say “{verdict}”, because {reason}.",
    "To a yes-or-no question the answer is “{verdict}”: {reason}.",
    "If you need a plain answer, it is “{verdict}”, and the reason is written in the dice: {reason}.",
  ],
  /** When the reading's yes-or-no line has no verdict the composer knows. */
  verdictUnknown: "To a plain question the dice answer: {yesNoQuote}",
  /**
   * When the reading unfolds. A phrase with {timingLowered} runs the reading's own timing on in lower
   * case, so it is said only when that reads well ("As for when, by the next full moon."); otherwise
   * `timingQuoted` is said in its place.
   */
  timings: ["As for when, {timingLowered}.", "The reading marks the hour: {timingQuote}", "It unfolds {timing}."],
  timingQuoted: "As for when, the reading is clear: {timingQuote}",
  /** All three dice show one face: {matchName}, and its pure message as a sentence, {MatchPure}. */
  matchTriple: [
    "All three dice show the {matchName}, so the whole reading is its pure message. {MatchPure}.",
    "Red, white and green all turned up the {matchName}, and a triple speaks with one voice. {MatchPure}.",
  ],
  /** Two dice show one face: the two ({matchColours}), the face, and the die apart ({oddDie}). */
  matchPair: [
    "With the {matchColours} dice both showing the {matchName}, its energy is doubled: {matchGift} if you honour it, {matchShadow} if you do not.",
    "The {matchName} appears twice, on the {matchColours} dice, and a doubled face is never a whisper: {matchLight} sound twice as loudly here.",
    "Two dice, the {matchColours}, share the {matchName}, so its weight is doubled, and only the {oddDie} stands apart.",
  ],
} satisfies Record<string, PhraseBank | string>;

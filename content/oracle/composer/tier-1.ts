import type { TierWords } from "../../../src/shared/content-types";

/**
 * Tier 1: brief, mysterious, open-ended. One paragraph.
 */
export const tier1 = {
  openings: [
    "The dice settle, and the night leans closer to listen.",
    "Three faces turn up to the lamplight, and the room goes still.",
    "The candle gutters once as the dice come to rest.",
    "Hush now: the dice have stopped, but their echo has not.",
    "Red, white and green lie quiet, each holding a shard of the answer.",
    "Something stirs behind the veil as the last die falls still.",
  ],
  faces: [
    "A {rn} for the will, a {wn} for the mind, a {gn} for what will take root.",
    "The {rn} stirs, the {wn} watches, and the {gn} waits to show {greenWorld}.",
    "I see the {rn}, the {wn} and the {gn}, three lanterns on one dark road.",
    "Beneath your question lie the {rn}, the {wn} and the {gn}: will, mind and world, each turned toward you.",
  ],
  images: [
    "Think of {greenImage}, and of what it is waiting for.",
    "Somewhere in this roll there is an image, {redImage}; you will know it when you meet it.",
    "I glimpse {whiteImage}, though not yet what it asks of you.",
  ],
  sums: [
    "Together they count {sum}, {sumName}, and that name is a key rather than a verdict.",
    "Their sum is {sum}, {sumName}: {sumMeaning}.",
    "The number they make is {sum}, which the old readers called {sumName}.",
    "{SumInWords} is the count, {sumName}, and it hums beneath everything else.",
  ],
  greenHints: ["The {gn} hints at {greenWorld}, but only hints.", "Watch the {gn}; it knows more than it is telling."],
  closings: [
    "The rest the dice keep to themselves, for now.",
    "Hold the question lightly; the answer is already walking toward you.",
    "Say nothing yet. Watch, and the sign will come.",
    "Let the meaning ripen in its own time.",
    "Return to it at dusk, when such things are easier to see.",
  ],
  /** When two dice match. */
  matchPair: [
    "Two dice share the {matchName}, so that energy sounds twice.",
    "The {matchName} appears twice; do not ignore an echo.",
  ],
  /** When all three dice match. */
  matchTriple: "All three dice show the {matchName}, and its message is pure.",
  /** The face's question, asked outright half the time, otherwise framed by this phrase. */
  askYourself: "Ask yourself this: {questionLower}",
  verdictHints: ["And if you asked for a plain answer, {verdictHint}.", "As for yes or no, {verdictHint}."],
} satisfies TierWords;

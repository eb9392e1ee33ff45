import {
  situationCounsel as counselBySituation,
  verdictHints,
  verdictHintUnknown,
} from "../../../../../content/oracle/composer/counsel";
import { sharedSentences } from "../../../../../content/oracle/composer/sentences";
import type { Ctx } from "./context";
import { fill, say } from "./fill";
import { continuation, countWords, quote } from "./text";

/** Sentences more than one tier says, from content/oracle/composer/sentences.ts. */

/** A sentence of `sentences` of at most `maxWords` words, or the shortest one. */
export function pickSentence(c: Ctx, sentences: string[], maxWords: number): string {
  const fitting = sentences.filter((sentence) => countWords(sentence) <= maxWords);
  if (fitting.length > 0) return c.p.pick(fitting);
  return [...sentences].sort((a, b) => countWords(a) - countWords(b))[0] ?? "";
}

/** The extra placeholders of a phrase that quotes `sentence` of the reading. */
export function quoting(sentence: string) {
  return {
    quote: () => quote(sentence),
    quoteContinuing: () => quote(continuation(sentence) ?? sentence, true),
  };
}

/** A sentence of the reading, framed. */
export function quoteFrame(c: Ctx, sentence: string): string {
  return say(c, sharedSentences.quoteFrames, quoting(sentence));
}

export function verdictHint(c: Ctx): string {
  return c.verdict ? c.p.pick(verdictHints[c.verdict]) : verdictHintUnknown;
}

/** The reading's yes-or-no line, said in the oracle's words. */
export function verdictSentence(c: Ctx): string {
  if (!c.verdict) return fill(c, sharedSentences.verdictUnknown);
  return say(c, sharedSentences.verdicts);
}

export function timingSentence(c: Ctx): string {
  const runsOn = continuation(c.timing) !== null;
  const phrase = c.p.pick(sharedSentences.timings);
  return fill(c, !runsOn && phrase.includes("{timingLowered}") ? sharedSentences.timingQuoted : phrase);
}

/** What a double or a triple adds, or null when every die shows its own face. */
export function matchSentence(c: Ctx): string | null {
  if (c.match.kind === "none") return null;
  return say(c, c.match.kind === "triple" ? sharedSentences.matchTriple : sharedSentences.matchPair);
}

/** The white die's advice, framed. */
export function whiteFrame(c: Ctx): string {
  return say(c, sharedSentences.whiteFrames);
}

/** Practical counsel for the situation, by the face of its counsel die. */
export function situationCounsel(c: Ctx): string {
  return c.p.pick(counselBySituation[c.situation][c.counselFace]!);
}

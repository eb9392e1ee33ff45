import {
  numberWords,
  timingByWhite,
  timingHurried,
  timingSlowed,
  whiteCounsel,
} from "../../../../../content/oracle/composer/counsel";
import type { OraclePhrase, PhraseBank } from "../../../../shared/content-types";
import type { DiceColour } from "../../../../shared/dice";
import type { Ctx, Match } from "./context";
import { cap, continuation, lower, quote, sentencesOf, stripEnd } from "./text";

/**
 * Filling the placeholders of the oracle's phrases (content/oracle/composer/). Each placeholder is
 * filled when it is reached, left to right, so a phrase draws its words in the order it names them.
 */

type Filler = (c: Ctx) => string;
/** Placeholders only some phrases have, filled by the caller that says them. */
export type Extra = Partial<Record<(typeof EXTRA_PLACEHOLDERS)[number], () => string>>;

/** The placeholders filled by whoever says the phrase: a quoted sentence, a story's teller, a hint. */
const EXTRA_PLACEHOLDERS = [
  "quote",
  "quoteContinuing",
  "who",
  "whom",
  "questionLower",
  "verdictHint",
  "verdictShort",
] as const;

function dieName(c: Ctx, colour: DiceColour): string {
  return colour === "red" ? c.rn : colour === "white" ? c.wn : c.gn;
}

function matched(c: Ctx): Exclude<Match, { kind: "none" }> {
  if (c.match.kind === "none") throw new Error("a match placeholder in a text with no matching dice");
  return c.match;
}

/** When the reading unfolds: the white die's time, quickened by a red 5 or slowed by a green 4. */
function timingPhrase(c: Ctx): string {
  let phrase = timingByWhite[c.whiteFace] ?? timingByWhite[1]!;
  if (c.redFace === 5 && c.whiteFace !== 5) phrase += timingHurried;
  if (c.greenFace === 4 && c.whiteFace !== 4) phrase += timingSlowed;
  return phrase;
}

const whiteCounselFor = (c: Ctx) => c.p.pick(whiteCounsel[c.whiteFace]!);
const firstSumSentence = (c: Ctx) => sentencesOf(c.sumBody)[0] ?? c.sumBody;

/** The placeholders every phrase may use. */
const FILLERS: Record<string, Filler> = {
  rn: (c) => c.rn,
  wn: (c) => c.wn,
  gn: (c) => c.gn,
  redName: (c) => c.red.name,
  whiteName: (c) => c.white.name,
  redWill: (c) => c.p.pick(c.red.will),
  whiteMind: (c) => c.p.pick(c.white.mind),
  greenWorld: (c) => c.p.pick(c.green.world),
  redImage: (c) => c.p.pick(c.red.images),
  whiteImage: (c) => c.p.pick(c.white.images),
  greenImage: (c) => c.p.pick(c.green.images),
  redGift: (c) => c.p.pick(c.red.gifts),
  redShadow: (c) => c.p.pick(c.red.shadows),
  redLight: (c) => c.red.light,
  redShadowSide: (c) => c.red.shadowSide,
  whiteLight: (c) => c.white.light,
  whiteShadowSide: (c) => c.white.shadowSide,
  topic: (c) => c.p.pick(c.topics),
  sum: (c) => String(c.sum),
  sumInWords: (c) => numberWords[c.sum] ?? String(c.sum),
  sumName: (c) => c.sumLore.name,
  sumMeaning: (c) => c.sumLore.meaning,
  /** The first sentence of the reading's own sum interpretation, without its stop, or quoted. */
  sumSentence: (c) => stripEnd(firstSumSentence(c)),
  sumSentenceQuote: (c) => quote(firstSumSentence(c)),
  /** The reading's whole sum interpretation, quoted. */
  sumBodyQuote: (c) => quote(c.sumBody),
  timing: timingPhrase,
  /** The reading's own timing, quoted, or lowered to run on in a sentence. */
  timingQuote: (c) => quote(c.timing),
  timingLowered: (c) => {
    const lowered = continuation(c.timing);
    if (lowered === null) throw new Error("{timingLowered} for a timing that cannot run on");
    return stripEnd(lowered);
  },
  whiteCounsel: whiteCounselFor,
  whiteCounselLower: (c) => lower(whiteCounselFor(c)),
  /** The reading's yes-or-no verdict ("Likely yes"), its reason, or the whole line quoted. */
  verdict: (c) => c.verdict ?? "",
  reason: (c) => stripEnd(c.verdictReason),
  yesNoQuote: (c) => quote(c.yesNo),
  /** The face two or three dice share, and what it means. */
  matchName: (c) => matched(c).face.name,
  matchPure: (c) => matched(c).face.pure,
  matchLight: (c) => matched(c).face.light,
  matchGift: (c) => c.p.pick(matched(c).face.gifts),
  matchShadow: (c) => c.p.pick(matched(c).face.shadows),
  matchColours: (c) => {
    const match = matched(c);
    if (match.kind !== "pair") throw new Error("{matchColours} for a triple");
    return `${match.colours[0]} and ${match.colours[1]}`;
  },
  oddDie: (c) => {
    const match = matched(c);
    if (match.kind !== "pair") throw new Error("{oddDie} for a triple");
    return dieName(c, match.odd);
  },
};

/** Every placeholder a phrase may use (a capitalised one is filled capitalised). */
export const PLACEHOLDERS: readonly string[] = [...Object.keys(FILLERS), ...EXTRA_PLACEHOLDERS];

function fillOne(c: Ctx, name: string, extra: Extra): string {
  const own = extra[name as keyof Extra] ?? (FILLERS[name] ? () => FILLERS[name]!(c) : undefined);
  if (own) return own();
  const lowered = lower(name);
  if (lowered !== name) return cap(fillOne(c, lowered, extra));
  throw new Error(`the oracle's phrase names an unknown placeholder {${name}}`);
}

/** `phrase` with its placeholders filled. */
export function fill(c: Ctx, phrase: OraclePhrase, extra: Extra = {}): string {
  return phrase.replace(/\{(\w+)\}/g, (_, name: string) => fillOne(c, name, extra));
}

/** One phrase of `bank`, chosen first and then filled. */
export function say(c: Ctx, bank: PhraseBank, extra: Extra = {}): string {
  return fill(c, c.p.pick(bank), extra);
}

/** One phrase of `bank`, chosen after every phrase is filled, each drawing its own words. */
export function sayOneOf(c: Ctx, bank: PhraseBank, extra: Extra = {}): string {
  return c.p.pick(bank.map((phrase) => fill(c, phrase, extra)));
}

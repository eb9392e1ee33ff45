import { composerFaces } from "../../../../content/oracle/composer/faces";
import { composerSituations } from "../../../../content/oracle/composer/situations";
import { composerSums } from "../../../../content/oracle/composer/sums";
import { meaningSystem } from "../../../../content/oracle/meaning-system";
import type { ComposerFaceWords, ComposerSumWords } from "../../../shared/content-types/oracle-words";
import type { DiceColour, DiceRoll } from "../../../shared/dice";
import type { Reading } from "../../../shared/reading";
import { interpretationFor, type Situation } from "../../../shared/situations";
import { timingFor, type TimingRule } from "../../../shared/timing";
import { verdictFor, verdictOf, type Verdict } from "../../../shared/verdict";
import type { Picker } from "./picker";
import { countWords } from "./text";

/**
 * What the composer knows of one cast: the three faces with their words, the sum, the doubles, the
 * verdict and the timing by the meaning system's rules, the situation and the seeker's question.
 * Built once per text; `p` makes every choice.
 */

export interface FaceLore extends ComposerFaceWords {
  face: number;
  name: string;
}

type Match =
  | { kind: "none" }
  | { kind: "pair"; face: FaceLore; colours: [DiceColour, DiceColour]; odd: DiceColour }
  | { kind: "triple"; face: FaceLore };

export interface Ctx {
  p: Picker;
  /** Words said once and then repeated as they were: the things a ritual uses. */
  kept: Map<string, string>;
  situation: Situation;
  roll: DiceRoll;
  faces: Record<DiceColour, FaceLore>;
  sum: number;
  /** The sum's name as it runs on in a sentence: "the Lantern". */
  sumName: string;
  sumWords: ComposerSumWords;
  match: Match;
  verdict: Verdict;
  timing: TimingRule;
  /** The seeker's question, cleaned to one plain line, or null. */
  question: string | null;
  /** The words of the reading the enhancement deepens, as shown for the situation. */
  baseWords: number;
}

/** The six faces, built once: the same objects for every text. */
const FACES: readonly FaceLore[] = composerFaces.map((words, index) => ({
  ...words,
  face: index + 1,
  name: meaningSystem.faces[index]!.name,
}));

const faceOf = (value: number) => FACES[Math.min(6, Math.max(1, Math.trunc(value) || 1)) - 1]!;

function findMatch(faces: Record<DiceColour, FaceLore>): Match {
  const { red, white, green } = faces;
  if (red === white && white === green) return { kind: "triple", face: red };
  if (red === white) return { kind: "pair", face: red, colours: ["red", "white"], odd: "green" };
  if (white === green) return { kind: "pair", face: white, colours: ["white", "green"], odd: "red" };
  if (red === green) return { kind: "pair", face: red, colours: ["red", "green"], odd: "white" };
  return { kind: "none" };
}

/** The longest question the oracle repeats, in characters (the API allows 200). */
const QUESTION_MAX_LENGTH = 200;

/**
 * The seeker's question as one plain line the oracle can quote: no control characters, no line
 * breaks (so it can never open a heading), no quotation marks of its own, and not too long.
 */
export function cleanQuestion(question: string | null | undefined): string | null {
  if (!question) return null;
  const cleaned = question
    .replace(/[\p{Cc}\p{Cf}\u2028\u2029]+/gu, " ")
    .replace(/["“”«»]/g, "")
    .replace(/^[\s#>*_\-–—]+/, "")
    .replace(/\s+/g, " ")
    .trim();
  if (!/[\p{L}\p{N}]/u.test(cleaned)) return null;
  return cleaned.length > QUESTION_MAX_LENGTH ? `${cleaned.slice(0, QUESTION_MAX_LENGTH - 1).trimEnd()}…` : cleaned;
}

/** Everything but the picker, for a reading in a situation. */
export function castFacts(reading: Reading, situation: Situation, question?: string | null): Omit<Ctx, "p" | "kept"> {
  const faces = { red: faceOf(reading.redDice), white: faceOf(reading.whiteDice), green: faceOf(reading.greenDice) };
  const roll = { red: faces.red.face, white: faces.white.face, green: faces.green.face };
  const sum = roll.red + roll.white + roll.green;
  const sumName = meaningSystem.sums[sum]!.name;
  return {
    situation: composerSituations[situation] ? situation : "guidance",
    roll,
    faces,
    sum,
    sumName: sumName.replace(/^The /, "the "),
    sumWords: composerSums[sum]!,
    match: findMatch(faces),
    verdict: verdictOf(reading.yesNoAnswer) ?? verdictFor(roll),
    timing: timingFor(roll),
    question: cleanQuestion(question),
    baseWords: [
      interpretationFor(reading, situation),
      reading.timingPrediction,
      reading.yesNoAnswer,
      reading.totalSumInterpretation,
    ].reduce((total, text) => total + countWords(text), 0),
  };
}

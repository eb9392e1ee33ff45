import { composerFaces } from "../../../../content/oracle/composer/faces";
import { composerSituations } from "../../../../content/oracle/composer/situations";
import { composerSums } from "../../../../content/oracle/composer/sums";
import { meaningSystem } from "../../../../content/oracle/meaning-system";
import type { ComposerFaceWords, ComposerSumWords } from "../../../shared/content-types/oracle-words";
import { DICE_FACES, type DiceColour, type DiceRoll } from "../../../shared/dice";
import type { Reading } from "../../../shared/reading";
import { interpretationFor, type Situation } from "../../../shared/situations";
import { readQuestion, type QuestionReading } from "../../../shared/question";
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
  /** What the question asks about (its subject, the words that name it, its form), or null. */
  ask: QuestionReading | null;
  /** The one die whose nearest other face would change the verdict, for the counter-reading. */
  counter: CounterTurn | null;
  /** The words of the reading the enhancement deepens, as shown for the situation. */
  baseWords: number;
}

/** A die that, turned to `to`, would give `verdict` instead of the reading's. */
interface CounterTurn {
  die: DiceColour;
  to: FaceLore;
  verdict: Verdict;
  /** Toward a firmer yes (the reading leans no or is open), or away from the yes it has. */
  towardYes: boolean;
}

const VERDICT_RANK: Record<Verdict, number> = { No: 0, "Likely no": 1, Uncertain: 2, "Likely yes": 3, Yes: 4 };

/**
 * The counter-reading by the verdict rule: the smallest turn of one die that moves the verdict the
 * other way (toward yes when the reading leans no or is open, away from yes when it leans yes); the
 * green die, the die of results, is tried first, then the white, then the red.
 */
function counterTurn(roll: DiceRoll, verdict: Verdict): CounterTurn | null {
  const towardYes = VERDICT_RANK[verdict] <= 2;
  for (const step of [1, 2, 3, 4, 5]) {
    for (const die of ["green", "white", "red"] as const) {
      const to = roll[die] + (towardYes ? step : -step);
      if (!DICE_FACES.includes(to as (typeof DICE_FACES)[number])) continue;
      const turned = verdictFor({ ...roll, [die]: to });
      const moved = towardYes
        ? VERDICT_RANK[turned] > VERDICT_RANK[verdict]
        : VERDICT_RANK[turned] < VERDICT_RANK[verdict];
      if (moved) return { die, to: faceOf(to), verdict: turned, towardYes };
    }
  }
  return null;
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
  const verdict = verdictOf(reading.yesNoAnswer) ?? verdictFor(roll);
  const cleaned = cleanQuestion(question);
  return {
    situation: composerSituations[situation] ? situation : "guidance",
    roll,
    faces,
    sum,
    sumName: sumName.replace(/^The /, "the "),
    sumWords: composerSums[sum]!,
    match: findMatch(faces),
    verdict,
    timing: timingFor(roll),
    question: cleaned,
    ask: readQuestion(cleaned),
    counter: counterTurn(roll, verdict),
    baseWords: [
      interpretationFor(reading, situation),
      reading.timingPrediction,
      reading.yesNoAnswer,
      reading.totalSumInterpretation,
    ].reduce((total, text) => total + countWords(text), 0),
  };
}

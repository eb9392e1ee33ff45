import { composerFaces } from "../../../../../content/oracle/composer/faces";
import { situationTopics } from "../../../../../content/oracle/composer/counsel";
import { meaningSystem } from "../../../../../content/oracle/meaning-system";
import type { ComposerFaceWords, PhraseBank } from "../../../../shared/content-types";
import type { DiceColour } from "../../../../shared/dice";
import type { Reading } from "../../../../shared/reading";
import { interpretationFor, type Situation } from "../../../../shared/situations";
import type { Picker } from "./picker";
import { sentencesOf } from "./text";

/**
 * What the composer knows of one cast: the three faces with their words, the sum, the situation and
 * the reading's own texts, taken apart. Built once per text; `p` makes every choice.
 */

/** A face: its name, light and shadow (content/oracle/meaning-system.ts) and its words. */
interface FaceLore extends ComposerFaceWords {
  name: string;
  /** The light side, said to run on in a sentence. */
  light: string;
  /** The shadow side, said to run on in a sentence. */
  shadowSide: string;
}

interface SumLore {
  name: string;
  /** The meaning, as a clause. */
  meaning: string;
}

type Verdict = "Yes" | "Likely yes" | "Uncertain" | "Likely no" | "No";

export type Match =
  | { kind: "none" }
  | { kind: "pair"; face: FaceLore; colours: [DiceColour, DiceColour]; odd: DiceColour }
  | { kind: "triple"; face: FaceLore };

export interface Ctx {
  p: Picker;
  situation: Situation;
  red: FaceLore;
  white: FaceLore;
  green: FaceLore;
  /** "red Storm", "white Mirror", "green Crown". */
  rn: string;
  wn: string;
  gn: string;
  redFace: number;
  whiteFace: number;
  greenFace: number;
  sum: number;
  sumLore: SumLore;
  /** What the situation's question is about. */
  topics: PhraseBank;
  /** The face of the die that chooses the practical counsel. */
  counselFace: number;
  interpretation: string;
  interpretationSentences: string[];
  timing: string;
  verdict: Verdict | null;
  verdictReason: string;
  yesNo: string;
  sumBody: string;
  match: Match;
}

/** The die whose face chooses the practical counsel: green for the path and for money, red for love. */
const COUNSEL_DIE: Record<Situation, "red" | "green"> = {
  guidance: "green",
  finances: "green",
  relationships: "red",
};

function faceLore(face: number): FaceLore {
  const meaning = meaningSystem.faces[face - 1]!;
  return {
    name: meaning.name,
    light: meaning.lightInSentence,
    shadowSide: meaning.shadowInSentence,
    ...composerFaces[face - 1]!,
  };
}

/** The six faces, built once: the same objects for every text. */
const FACES: Record<number, FaceLore> = Object.fromEntries([1, 2, 3, 4, 5, 6].map((face) => [face, faceLore(face)]));

function sumLore(sum: number): SumLore {
  const lore = meaningSystem.sums[sum]!;
  return { name: lore.name, meaning: lore.inSentence };
}

function clampFace(value: number): number {
  return Math.min(6, Math.max(1, Math.trunc(value) || 1));
}

function findMatch(red: number, white: number, green: number): Match {
  if (red === white && white === green) return { kind: "triple", face: FACES[red]! };
  if (red === white) return { kind: "pair", face: FACES[red]!, colours: ["red", "white"], odd: "green" };
  if (white === green) return { kind: "pair", face: FACES[white]!, colours: ["white", "green"], odd: "red" };
  if (red === green) return { kind: "pair", face: FACES[red]!, colours: ["red", "green"], odd: "white" };
  return { kind: "none" };
}

/** Everything but the picker, for a reading in a situation. */
export function castFacts(reading: Reading, situation: Situation): Omit<Ctx, "p"> {
  const redFace = clampFace(reading.redDice);
  const whiteFace = clampFace(reading.whiteDice);
  const greenFace = clampFace(reading.greenDice);
  const sum = redFace + whiteFace + greenFace;
  const verdictMatch = /^(Yes|Likely yes|Uncertain|Likely no|No)\s*[—–-]\s*([\s\S]+)$/.exec(reading.yesNoAnswer.trim());
  const sumMatch = /^Sum of \d+,[^:]*:\s*([\s\S]+)$/.exec(reading.totalSumInterpretation.trim());
  const interpretation = interpretationFor(reading, situation);
  return {
    situation,
    red: FACES[redFace]!,
    white: FACES[whiteFace]!,
    green: FACES[greenFace]!,
    rn: `red ${FACES[redFace]!.name}`,
    wn: `white ${FACES[whiteFace]!.name}`,
    gn: `green ${FACES[greenFace]!.name}`,
    redFace,
    whiteFace,
    greenFace,
    sum,
    sumLore: sumLore(sum),
    topics: situationTopics[situation],
    counselFace: COUNSEL_DIE[situation] === "red" ? redFace : greenFace,
    interpretation,
    interpretationSentences: sentencesOf(interpretation),
    timing: reading.timingPrediction.trim(),
    verdict: verdictMatch ? (verdictMatch[1] as Verdict) : null,
    verdictReason: verdictMatch?.[2]?.trim() ?? "",
    yesNo: reading.yesNoAnswer.trim(),
    sumBody: sumMatch?.[1]?.trim() ?? reading.totalSumInterpretation.trim(),
    match: findMatch(redFace, whiteFace, greenFace),
  };
}

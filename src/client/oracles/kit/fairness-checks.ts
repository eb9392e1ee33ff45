import { fairnessContent } from "../../../../content/site/fairness";
import { DICE_PATTERN, parseDice } from "../../../shared/dice";
import { checkDrawFairness, parseDrawItems } from "../../../shared/draws/draw-fairness-check";
import { deckOf, isSpreadOf, spreadSize, type DrawTool } from "../../../shared/draws/spreads";
import { checkFairness, sha256Hex, type RevealedSeeds } from "../../../shared/fairness";
import { fillWords } from "../../../shared/text";
import type { DrawFairnessCheck } from "../../../shared/draws/draw-fairness-check";
import { fromSeeds, type ByteSource, type DrawnItem } from "../../../shared/draws/draw-fairness";
import type { FairnessCheck } from "../../../shared/fairness";

const words = fairnessContent.checker;

/** A swing checked from its revealed values: the seal, and the answer the seeds give against the one shown. */
export interface AnswerFairnessCheck {
  /** SHA-256 of the server seed, as computed here. */
  computedHash: string;
  hashMatches: boolean;
  /** The answer the seeds give. */
  expected: string;
  answerMatches: boolean;
}

/** A cast of six lines checked from its revealed values: the seal, and the lines the seeds give against the ones shown. */
export interface LinesFairnessCheck {
  /** SHA-256 of the server seed, as computed here. */
  computedHash: string;
  hashMatches: boolean;
  /** The lines the seeds give, bottom first: "7-8-9-6-7-7". */
  expected: string;
  linesMatch: boolean;
}

/** What the checker found: a cast's dice, a draw's items, a swing's answer, or that this browser cannot compute it. */
export type Outcome =
  | { kind: "roll"; dice: string; check: FairnessCheck }
  | { kind: "items"; tool: DrawTool; entered: DrawnItem[]; check: DrawFairnessCheck }
  | { kind: "answer"; labels: Record<string, string>; entered: string; check: AnswerFairnessCheck }
  | { kind: "lines"; method: string; entered: string; check: LinesFairnessCheck }
  | { kind: "unavailable" };

/** The checker's values, as its form holds them once the seeds are valid. */
interface CheckedValues {
  serverSeed: string;
  serverSeedHash: string;
  clientSeed: string;
  dice: string;
  spread: string;
  items: string;
  answer: string;
  method: string;
  lines: string;
}

/**
 * How the /fairness checker checks one drawn oracle's readings: what it asks for besides the seeds (the
 * roll, a spread and its items, or one of its answers, listed in `answers` by value and label), what is
 * wrong with the values entered, and the check itself.
 */
export interface FairnessPart {
  asks: "roll" | "items" | "answer" | "lines";
  answers?: Record<string, string>;
  /** The ways of casting a cast of lines can come from, by value and label. */
  methods?: Record<string, string>;
  problem(
    values: CheckedValues,
  ): { path: "dice" | "spread" | "items" | "answer" | "method" | "lines"; message: string } | null;
  check(values: CheckedValues): Promise<Outcome>;
}

/** A cast of the dice: its roll. */
export const DICE_FAIRNESS: FairnessPart = {
  asks: "roll",
  problem: (values) => (DICE_PATTERN.test(values.dice) ? null : { path: "dice", message: words.fields.dice.error }),
  check: async (values) => ({
    kind: "roll",
    dice: values.dice,
    check: await checkFairness({ ...values, dice: parseDice(values.dice)! }),
  }),
};

/** A tarot spread or a rune cast: one of the oracle's spreads, and as many items as it holds. */
export function drawFairness(tool: DrawTool): FairnessPart {
  return {
    asks: "items",
    problem: (values) => {
      if (!isSpreadOf(tool, values.spread)) return { path: "spread", message: words.fields.spread.error };
      const count = spreadSize(values.spread);
      const max = deckOf(tool).length - 1;
      const items = parseDrawItems(values.items);
      if (items && items.length === count && items.every((item) => item.index <= max)) return null;
      return { path: "items", message: fillWords(words.fields.items.error, { count, max }) };
    },
    check: async (values) => {
      const spread = isSpreadOf(tool, values.spread) ? values.spread : null;
      if (!spread) throw new Error(`Not a spread of ${tool}: ${values.spread}`);
      const entered = parseDrawItems(values.items)!;
      return {
        kind: "items",
        tool,
        entered,
        check: await checkDrawFairness({ ...values, tool, spread, items: entered }),
      };
    },
  };
}

/**
 * Does the server seed hash to the committed hash, and is the answer the one the seeds give? The swing is
 * the oracle's own pure rule over the seeds' byte stream (`fromSeeds`), as the server swings it.
 */
async function checkAnswerFairness(
  values: RevealedSeeds & { answer: string },
  swing: (nextByte: ByteSource) => string,
): Promise<AnswerFairnessCheck> {
  const computedHash = await sha256Hex(values.serverSeed);
  const expected = await fromSeeds(values.serverSeed, values.clientSeed, swing);
  return {
    computedHash,
    hashMatches: computedHash === values.serverSeedHash,
    expected,
    answerMatches: values.answer === expected,
  };
}

/**
 * An oracle that answers in one word (the pendulum): one of its answers (`labels`: each answer's value and
 * label), checked by the oracle's own rule (`swing`, pure over the seeds' byte stream).
 */
export function answerFairness(labels: Record<string, string>, swing: (nextByte: ByteSource) => string): FairnessPart {
  return {
    asks: "answer",
    answers: labels,
    problem: (values) =>
      Object.hasOwn(labels, values.answer) ? null : { path: "answer", message: words.fields.answer.error },
    check: async (values) => ({
      kind: "answer",
      labels,
      entered: values.answer,
      check: await checkAnswerFairness(values, swing),
    }),
  };
}

/** Six line values, 6 to 9, bottom first, joined by dashes: "7-8-9-6-7-7". */
const LINES_PATTERN = /^[6-9](-[6-9]){5}$/;

/**
 * An oracle that casts six lines (the I Ching): one of its ways of casting (`methods`: value and label), and
 * the six lines, checked by the oracle's own rule (`cast`, pure over the seeds' byte stream).
 */
export function linesFairness(
  methods: Record<string, string>,
  cast: (method: string, nextByte: ByteSource) => readonly number[],
): FairnessPart {
  return {
    asks: "lines",
    methods,
    problem: (values) => {
      if (!Object.hasOwn(methods, values.method)) return { path: "method", message: words.fields.method.error };
      return LINES_PATTERN.test(values.lines.trim()) ? null : { path: "lines", message: words.fields.lines.error };
    },
    check: async (values) => {
      const computedHash = await sha256Hex(values.serverSeed);
      const expected = (
        await fromSeeds(values.serverSeed, values.clientSeed, (nextByte) => cast(values.method, nextByte))
      ).join("-");
      const entered = values.lines.trim();
      return {
        kind: "lines",
        method: methods[values.method] ?? values.method,
        entered,
        check: {
          computedHash,
          hashMatches: computedHash === values.serverSeedHash,
          expected,
          linesMatch: entered === expected,
        },
      };
    },
  };
}

import { fairnessContent } from "../../../../content/site/fairness";
import { DICE_PATTERN, parseDice } from "../../../shared/dice";
import { checkDrawFairness, parseDrawItems } from "../../../shared/draws/draw-fairness-check";
import { deckOf, isSpreadOf, spreadSize, type DrawTool } from "../../../shared/draws/spreads";
import { checkFairness } from "../../../shared/fairness";
import { fillWords } from "../../../shared/text";
import type { DrawFairnessCheck } from "../../../shared/draws/draw-fairness-check";
import type { DrawnItem } from "../../../shared/draws/draw-fairness";
import type { FairnessCheck } from "../../../shared/fairness";

const words = fairnessContent.checker;

/** What the checker found: a cast's dice, a draw's items, or that this browser cannot compute it. */
export type Outcome =
  | { kind: "roll"; dice: string; check: FairnessCheck }
  | { kind: "items"; tool: DrawTool; entered: DrawnItem[]; check: DrawFairnessCheck }
  | { kind: "unavailable" };

/** The checker's values, as its form holds them once the seeds are valid. */
interface CheckedValues {
  serverSeed: string;
  serverSeedHash: string;
  clientSeed: string;
  dice: string;
  spread: string;
  items: string;
}

/**
 * How the /fairness checker checks one drawn oracle's readings: what it asks for besides the seeds (the
 * roll, or a spread and its items), what is wrong with the values entered, and the check itself.
 */
export interface FairnessPart {
  asks: "roll" | "items";
  problem(values: CheckedValues): { path: "dice" | "spread" | "items"; message: string } | null;
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

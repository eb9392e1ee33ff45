import { runeAettOf, tarotCardKind, TAROT_DECK, TAROT_SUITS, type RuneAett, type TarotSuit } from "./decks";
import type { DrawnItem } from "./draw-fairness";
import type { DrawTool } from "./spreads";

/**
 * What a spread shows as a whole, counted from its items: the facts the synthesis is written from
 * (the words are in content/draws/synthesis.ts).
 */
export interface SpreadBalance {
  tool: DrawTool;
  count: number;
  reversed: number;
  /** Tarot: the Major Arcana drawn. */
  majors: number;
  /** Tarot: the suit with more cards than any other (at least two), else null. */
  dominantSuit: TarotSuit | null;
  /** Tarot: the court cards drawn. */
  courts: number;
  /** Runes: the ætt with more runes than any other (at least two), else null. */
  dominantAett: RuneAett | null;
}

/** The one key with strictly more than every other, counted at least twice; null on a tie. */
function dominant<K extends string>(counts: Map<K, number>): K | null {
  const sorted = [...counts.entries()].sort((a, b) => b[1] - a[1]);
  const [first, second] = sorted;
  if (!first || first[1] < 2 || (second && second[1] === first[1])) return null;
  return first[0];
}

export function spreadBalance(tool: DrawTool, items: readonly DrawnItem[]): SpreadBalance {
  const balance: SpreadBalance = {
    tool,
    count: items.length,
    reversed: items.filter((item) => item.reversed).length,
    majors: 0,
    dominantSuit: null,
    courts: 0,
    dominantAett: null,
  };
  if (tool === "tarot") {
    const suits = new Map<TarotSuit, number>(TAROT_SUITS.map((suit) => [suit, 0]));
    for (const item of items) {
      const kind = tarotCardKind(TAROT_DECK[item.index] ?? "");
      if (kind?.arcana === "major") balance.majors++;
      else if (kind) {
        suits.set(kind.suit, (suits.get(kind.suit) ?? 0) + 1);
        if (kind.number > 10) balance.courts++;
      }
    }
    balance.dominantSuit = dominant(suits);
  } else {
    const aetts = new Map<RuneAett, number>();
    for (const item of items) aetts.set(runeAettOf(item.index), (aetts.get(runeAettOf(item.index)) ?? 0) + 1);
    balance.dominantAett = dominant(aetts);
  }
  return balance;
}

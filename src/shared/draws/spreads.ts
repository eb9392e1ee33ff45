import { RUNE_DECK, RUNE_DECK_ENTRIES, TAROT_DECK } from "./decks";

/**
 * The drawing oracles and their spreads. A spread is its positions, in the order the items are drawn;
 * the words for each position (label and what it asks) are in content/draws/. Which spreads each plan
 * opens is the offer's rule (`maxSpreadSize` in ../billing.ts).
 */
export const DRAW_TOOLS = ["tarot", "runes"] as const;
export type DrawTool = (typeof DRAW_TOOLS)[number];

/**
 * The once-a-day rituals: today's numerology reading and the moon ritual. Each is computed from the day
 * (and the seeker's numbers), not drawn, and each seeker has at most one of each per local day.
 */
export const RITUAL_TOOLS = ["numerology", "moon"] as const;
export type RitualTool = (typeof RITUAL_TOOLS)[number];

/**
 * The oracles whose readings are drawn (and can be drawn from a fairness commitment): the dice, the tarot,
 * the runes and the yes/no pendulum; the /fairness checker checks each.
 */
export const DRAWN_TOOLS = ["dice", ...DRAW_TOOLS, "pendulum", "iching", "tales", "compass", "intuition"] as const;
export type DrawnTool = (typeof DRAWN_TOOLS)[number];

export const TAROT_SPREADS = ["one-card", "three-card", "celtic-cross"] as const;
export const RUNE_SPREADS = ["single", "three-norns", "five-rune-cross"] as const;
export const SPREADS = [...TAROT_SPREADS, ...RUNE_SPREADS] as const;
export type Spread = (typeof SPREADS)[number];

/** The three-card spread's two ways of naming its positions. */
export const THREE_CARD_VARIANTS = ["past-present-future", "situation-action-outcome"] as const;
export type ThreeCardVariant = (typeof THREE_CARD_VARIANTS)[number];

export const POSITIONS = [
  "focus",
  "past",
  "present",
  "future",
  "situation",
  "action",
  "outcome",
  "heart",
  "crossing",
  "foundation",
  "recent-past",
  "crown",
  "near-future",
  "self",
  "surroundings",
  "hopes-and-fears",
  "final-outcome",
  "rune",
  "urd",
  "verdandi",
  "skuld",
  "center",
  "west",
  "east",
  "south",
  "north",
] as const;
export type Position = (typeof POSITIONS)[number];

interface SpreadRule {
  tool: DrawTool;
  /** The positions in draw order (the first item drawn goes to the first position). */
  positions: readonly Position[];
}

const SPREAD_RULES: Record<Spread, SpreadRule> = {
  "one-card": { tool: "tarot", positions: ["focus"] },
  "three-card": { tool: "tarot", positions: ["past", "present", "future"] },
  "celtic-cross": {
    tool: "tarot",
    positions: [
      "heart",
      "crossing",
      "foundation",
      "recent-past",
      "crown",
      "near-future",
      "self",
      "surroundings",
      "hopes-and-fears",
      "final-outcome",
    ],
  },
  single: { tool: "runes", positions: ["rune"] },
  "three-norns": { tool: "runes", positions: ["urd", "verdandi", "skuld"] },
  "five-rune-cross": { tool: "runes", positions: ["center", "west", "east", "south", "north"] },
};

const THREE_CARD_POSITIONS: Record<ThreeCardVariant, readonly Position[]> = {
  "past-present-future": ["past", "present", "future"],
  "situation-action-outcome": ["situation", "action", "outcome"],
};

/** The spreads of one oracle, smallest first. */
export function spreadsOf(tool: DrawTool): readonly Spread[] {
  return tool === "tarot" ? TAROT_SPREADS : RUNE_SPREADS;
}

export function isSpreadOf(tool: DrawTool, spread: string): spread is Spread {
  return (spreadsOf(tool) as readonly string[]).includes(spread);
}

/** A spread's positions in draw order (the three-card spread names them by its variant). */
export function spreadPositions(spread: Spread, variant?: ThreeCardVariant | null): readonly Position[] {
  if (spread === "three-card" && variant) return THREE_CARD_POSITIONS[variant];
  return SPREAD_RULES[spread].positions;
}

export function spreadSize(spread: Spread): number {
  return SPREAD_RULES[spread].positions.length;
}

/** An oracle's deck in canonical order. */
export function deckOf(tool: DrawTool): readonly string[] {
  return tool === "tarot" ? TAROT_DECK : RUNE_DECK;
}

/** Whether an item of the deck can be drawn reversed (every tarot card; a rune that is not symmetric). */
export function canReverse(tool: DrawTool, index: number): boolean {
  return tool === "tarot" ? true : RUNE_DECK_ENTRIES[index]?.reversible === true;
}

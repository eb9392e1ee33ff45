import type { RuneAett, TarotRank, TarotSuit } from "./decks";
import type { Position, Spread, ThreeCardVariant } from "./spreads";

/**
 * How the items of a spread speak to each other, as a reader reads them: which positions are read
 * against which (a per-spread list of pairs), and what holds between the two items laid there — their
 * orientations, their elements (the Golden Dawn's elemental dignities), their suit, number or ætt. The
 * words for each relation are in content/draws/relations.ts; these rules hold no words.
 *
 * The reader is generic over the position names, so another drawn oracle declares its own list of
 * pairs and facts about its items and reads them with `readRelations`, without touching these.
 */

const ELEMENTS = ["fire", "water", "air", "earth"] as const;
export type Element = (typeof ELEMENTS)[number];

/**
 * The Golden Dawn's elemental dignities: the same element strengthens; fire and air, and water and
 * earth, support each other; fire and water, and air and earth, weaken each other; fire with earth and
 * water with air are neutral.
 */
export type Dignity = "same" | "support" | "weaken" | "neutral";

const FRIENDS: readonly (readonly [Element, Element])[] = [
  ["fire", "air"],
  ["water", "earth"],
];
const CONTRARIES: readonly (readonly [Element, Element])[] = [
  ["fire", "water"],
  ["air", "earth"],
];

export function elementalDignity(a: Element, b: Element): Dignity {
  if (a === b) return "same";
  const pairIs = (pairs: typeof FRIENDS) => pairs.some(([x, y]) => (x === a && y === b) || (x === b && y === a));
  if (pairIs(FRIENDS)) return "support";
  if (pairIs(CONTRARIES)) return "weaken";
  return "neutral";
}

/** "Fire", "water " … as written in content/tarot → the element, or null. */
export function elementOf(word: string | null | undefined): Element | null {
  const lower = word?.trim().toLowerCase();
  return (ELEMENTS as readonly string[]).includes(lower ?? "") ? (lower as Element) : null;
}

/** What the relations need to know of one drawn item (the server fills it from content/). */
export interface ItemFacts<P extends string = Position> {
  position: P;
  reversed: boolean;
  /** Tarot: the card's element (a Major Arcana card's from its correspondence); runes: null. */
  element: Element | null;
  /** Tarot minors: the suit, the number 1–10 (null for a court) and the court rank. */
  suit: TarotSuit | null;
  number: number | null;
  court: Extract<TarotRank, "page" | "knight" | "queen" | "king"> | null;
  /** Runes: the ætt. */
  aett: RuneAett | null;
}

/** Two positions read against each other; `via` names a third that stands between them (a cross's centre). */
export interface PairRule<P extends string = Position, Id extends string = RelationId> {
  id: Id;
  from: P;
  to: P;
  via?: P;
}

/** How the orientation moves from the first item to the second. */
export type Turn = "both-upright" | "both-reversed" | "rises" | "falls";

export interface PairReading<P extends string = Position, Id extends string = RelationId> {
  rule: PairRule<P, Id>;
  /** The indices (in draw order) of the two items, and of the one between, if any. */
  from: number;
  to: number;
  via: number | null;
  turn: Turn;
  dignity: Dignity | null;
  sameSuit: boolean;
  sameNumber: boolean;
  sameAett: boolean;
}

/** Reads each rule whose positions are all in the spread (a rule for a missing position is skipped). */
export function readRelations<P extends string, Id extends string>(
  rules: readonly PairRule<P, Id>[],
  items: readonly ItemFacts<P>[],
): PairReading<P, Id>[] {
  const at = (position: P | undefined) => (position ? items.findIndex((item) => item.position === position) : -1);
  return rules.flatMap((rule) => {
    const from = at(rule.from);
    const to = at(rule.to);
    const via = rule.via ? at(rule.via) : null;
    if (from < 0 || to < 0 || via === -1) return [];
    const a = items[from]!;
    const b = items[to]!;
    return [
      {
        rule,
        from,
        to,
        via,
        turn: turnOf(a.reversed, b.reversed),
        dignity: a.element && b.element ? elementalDignity(a.element, b.element) : null,
        sameSuit: a.suit !== null && a.suit === b.suit,
        sameNumber: a.number !== null && a.number === b.number,
        sameAett: a.aett !== null && a.aett === b.aett,
      },
    ];
  });
}

function turnOf(fromReversed: boolean, toReversed: boolean): Turn {
  if (fromReversed === toReversed) return fromReversed ? "both-reversed" : "both-upright";
  return fromReversed ? "rises" : "falls";
}

// ── The tarot's and the runes' own relations ──────────────────────────────────────────────────────

export type RelationId =
  | "crossing"
  | "crown-foundation"
  | "past-to-future"
  | "self-surroundings"
  | "hopes-fears"
  | "outcome-foundation"
  | "movement"
  | "neighbours"
  | "norns-was"
  | "norns-becoming"
  | "cross-line"
  | "cross-axis";

const CELTIC_CROSS: readonly PairRule[] = [
  { id: "crossing", from: "heart", to: "crossing" },
  { id: "crown-foundation", from: "foundation", to: "crown" },
  { id: "past-to-future", from: "recent-past", to: "near-future" },
  { id: "self-surroundings", from: "self", to: "surroundings" },
  { id: "hopes-fears", from: "hopes-and-fears", to: "final-outcome" },
  { id: "outcome-foundation", from: "foundation", to: "final-outcome" },
];

/** Three cards: the neighbours side by side (their elements), then the movement from first to last. */
function threeInARow([first, middle, last]: readonly Position[]): readonly PairRule[] {
  return [
    { id: "neighbours", from: first!, to: middle! },
    { id: "neighbours", from: middle!, to: last! },
    { id: "movement", from: first!, to: last!, via: middle! },
  ];
}

const SPREAD_RELATIONS: Record<Spread, readonly PairRule[]> = {
  "one-card": [],
  "three-card": threeInARow(["past", "present", "future"]),
  "celtic-cross": CELTIC_CROSS,
  single: [],
  "three-norns": [
    { id: "norns-was", from: "urd", to: "verdandi" },
    { id: "norns-becoming", from: "verdandi", to: "skuld" },
  ],
  "five-rune-cross": [
    { id: "cross-line", from: "west", to: "east", via: "center" },
    { id: "cross-axis", from: "south", to: "north", via: "center" },
  ],
};

/** The pairs a spread reads (the three-card spread's follow its variant's positions). */
export function spreadRelations(spread: Spread, variant?: ThreeCardVariant | null): readonly PairRule[] {
  if (spread === "three-card" && variant === "situation-action-outcome") {
    return threeInARow(["situation", "action", "outcome"]);
  }
  return SPREAD_RELATIONS[spread];
}

/** A number (1–10) that appears on two or more minor cards, and where. */
export interface RepeatedNumber {
  number: number;
  at: number[];
}

export function repeatedNumbers(items: readonly ItemFacts<string>[]): RepeatedNumber[] {
  const seen = new Map<number, number[]>();
  items.forEach((item, index) => {
    if (item.number !== null) seen.set(item.number, [...(seen.get(item.number) ?? []), index]);
  });
  return [...seen.entries()]
    .filter(([, at]) => at.length > 1)
    .map(([number, at]) => ({ number, at }))
    .sort((a, b) => a.number - b.number);
}

/** The court cards, read as people: their indices in draw order. */
export function courtsAsPeople(items: readonly ItemFacts<string>[]): number[] {
  return items.flatMap((item, index) => (item.court ? [index] : []));
}

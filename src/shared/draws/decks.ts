/**
 * The decks the drawing oracles draw from, in their canonical order: a drawn item's `index` is its place
 * here, and the provably fair shuffle (./draw-fairness.ts) starts from this order. The words for each
 * item (names, meanings, lore) are in content/tarot/ and content/runes/, keyed by these slugs.
 */

export const TAROT_MAJOR_ARCANA = [
  "the-fool",
  "the-magician",
  "the-high-priestess",
  "the-empress",
  "the-emperor",
  "the-hierophant",
  "the-lovers",
  "the-chariot",
  "strength",
  "the-hermit",
  "wheel-of-fortune",
  "justice",
  "the-hanged-man",
  "death",
  "temperance",
  "the-devil",
  "the-tower",
  "the-star",
  "the-moon",
  "the-sun",
  "judgement",
  "the-world",
] as const;

export const TAROT_SUITS = ["wands", "cups", "swords", "pentacles"] as const;
export type TarotSuit = (typeof TAROT_SUITS)[number];

const TAROT_RANKS = [
  "ace",
  "two",
  "three",
  "four",
  "five",
  "six",
  "seven",
  "eight",
  "nine",
  "ten",
  "page",
  "knight",
  "queen",
  "king",
] as const;
export type TarotRank = (typeof TAROT_RANKS)[number];

/** The 78 cards: the 22 Major Arcana from The Fool to The World, then each suit Ace…Ten, Page, Knight, Queen, King. */
export const TAROT_DECK: readonly string[] = [
  ...TAROT_MAJOR_ARCANA,
  ...TAROT_SUITS.flatMap((suit) => TAROT_RANKS.map((rank) => `${rank}-of-${suit}`)),
];

/** A tarot card's place in the deck's structure, from its slug. */
export type TarotCardKind =
  | { arcana: "major"; number: number }
  | {
      arcana: "minor";
      suit: TarotSuit;
      rank: TarotRank;
      /** 1 (ace) … 10, then 11–14 for the court. */ number: number;
    };

export function tarotCardKind(slug: string): TarotCardKind | null {
  const major = (TAROT_MAJOR_ARCANA as readonly string[]).indexOf(slug);
  if (major >= 0) return { arcana: "major", number: major };
  const match = /^([a-z]+)-of-([a-z]+)$/.exec(slug);
  if (!match) return null;
  const rank = (TAROT_RANKS as readonly string[]).indexOf(match[1]!);
  const suit = match[2] as TarotSuit;
  if (rank < 0 || !(TAROT_SUITS as readonly string[]).includes(suit)) return null;
  return { arcana: "minor", suit, rank: TAROT_RANKS[rank]!, number: rank + 1 };
}

/** The three ætts of the Elder Futhark, eight runes each. */
export const RUNE_AETTS = ["freyr", "hagal", "tyr"] as const;
export type RuneAett = (typeof RUNE_AETTS)[number];

/**
 * The 24 runes of the Elder Futhark in the order of the Kylver stone (f u þ a r k g w · h n i j ï p z s ·
 * t b e m l ŋ d o). No blank rune: it is a 20th-century addition with no place in the old row
 * (docs/decisions/021-tarot-and-runes.md). `reversible` is false for the nine runes that look the
 * same upside down, which therefore have no merkstave.
 */
export const RUNE_DECK_ENTRIES = [
  { slug: "fehu", reversible: true },
  { slug: "uruz", reversible: true },
  { slug: "thurisaz", reversible: true },
  { slug: "ansuz", reversible: true },
  { slug: "raidho", reversible: true },
  { slug: "kenaz", reversible: true },
  { slug: "gebo", reversible: false },
  { slug: "wunjo", reversible: true },
  { slug: "hagalaz", reversible: false },
  { slug: "naudhiz", reversible: false },
  { slug: "isa", reversible: false },
  { slug: "jera", reversible: false },
  { slug: "eihwaz", reversible: false },
  { slug: "perthro", reversible: true },
  { slug: "algiz", reversible: true },
  { slug: "sowilo", reversible: false },
  { slug: "tiwaz", reversible: true },
  { slug: "berkano", reversible: true },
  { slug: "ehwaz", reversible: true },
  { slug: "mannaz", reversible: true },
  { slug: "laguz", reversible: true },
  { slug: "ingwaz", reversible: false },
  { slug: "dagaz", reversible: false },
  { slug: "othala", reversible: true },
] as const;

export const RUNE_DECK: readonly string[] = RUNE_DECK_ENTRIES.map((entry) => entry.slug);

/** The ætt a rune belongs to, by its canonical index. */
export function runeAettOf(index: number): RuneAett {
  return RUNE_AETTS[Math.floor(index / 8)]!;
}

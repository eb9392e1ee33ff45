import type { Situation } from "../situations";
import type { DrawTool, Position, Spread } from "./spreads";

/** Shapes of the drawing oracles' words in content/tarot/, content/runes/ and content/draws/. */

/** A meaning read for each situation: guidance (general), finances and relationships (love). */
export type SituationAngles = Record<Situation, string>;

export interface TarotCardContent {
  /** A slug of TAROT_DECK (src/shared/draws/decks.ts). */
  slug: string;
  /** "The Fool", "Ace of Wands", "Queen of Cups". */
  name: string;
  /** Three to five short keywords each way. */
  keywords: { upright: string[]; reversed: string[] };
  /** The classical element ("Fire", "Water", "Air", "Earth"). */
  element: string;
  /** The astrological correspondence: a planet, a sign, or a decan ("Mars in Aries"). */
  astrology: string;
  /** Two or three sentences describing what the card's picture shows, in the oracle's voice. */
  image: string;
  /** One paragraph (three to five sentences) on what the card is about, for the library page. */
  essence: string;
  /**
   * One paragraph (three to five sentences) on what the card is about when it lies reversed, in its own
   * words: the essence above is the upright card's.
   */
  reversedEssence: string;
  /** The meaning upright and reversed, each read for the three situations (two to four sentences each). */
  upright: SituationAngles;
  reversed: SituationAngles;
}

export interface RuneContent {
  /** A slug of RUNE_DECK (src/shared/draws/decks.ts). */
  slug: string;
  /** The common name ("Fehu") and the reconstructed Proto-Germanic name ("*fehu"). */
  name: string;
  protoName: string;
  /** The sound the rune writes, e.g. "f". */
  sound: string;
  /** What the name means ("cattle, wealth"). */
  literal: string;
  keywords: { upright: string[]; merkstave?: string[] };
  /** One paragraph on what the rune is about, for the library page. */
  essence: string;
  /** Only for the runes that can be reversed: one paragraph on the rune merkstave, in its own words. */
  merkstaveEssence?: string;
  /** Two or three sentences of lore: the rune poems, myth, use. Original wording, no long quotations. */
  lore: string;
  upright: SituationAngles;
  /** Only for the runes that can be reversed (RUNE_DECK_ENTRIES' `reversible`). */
  merkstave?: SituationAngles;
}

/** The words of a spread and its positions. */
export interface SpreadWords {
  spread: Spread;
  name: string;
  /** One sentence shown when choosing the spread. */
  description: string;
}

export interface PositionWords {
  position: Position;
  /** "Past", "Crossing", "Urðr — what was". */
  label: string;
  /** What the position asks of the item in it, one short sentence ("What has shaped this"). */
  asks: string;
}

/** The words of an oracle's page (/tarot, /runes): what visitors read, and what the drawing screen says. */
export interface OraclePageWords {
  tool: DrawTool;
  /** The page's title in the browser tab and in shared links, and its description for search engines. */
  metaTitle: string;
  metaDescription: string;
  eyebrow: string;
  /** One or two sentences under the page's heading. */
  intro: string;
  /** What the oracle is, in a few short paragraphs. */
  about: readonly string[];
  /** "card", "rune": what one drawn item is called. */
  itemNoun: string;
  /** "Reversed", "Merkstave": how an item drawn upside down is named. */
  reversedLabel: string;
  /** The library of every card or rune, and the link to it. */
  libraryLabel: string;
  libraryText: string;
  /** The call to visitors. */
  signUpTitle: string;
  signUpText: string;
  /** The drawing screen. */
  oracleTitle: string;
  oracleLead: string;
  questionLabel: string;
  drawLabel: string;
  drawingLabel: string;
  emptyReading: string;
  synthesisTitle: string;
}

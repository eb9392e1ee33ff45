import type { TarotCardContent } from "../../src/shared/draws/content-types";
import { CUPS } from "./cups";
import { MAJOR_ARCANA } from "./major-arcana";
import { PENTACLES } from "./pentacles";
import { SWORDS } from "./swords";
import { WANDS } from "./wands";

/** The 78 cards' words in the order of TAROT_DECK (src/shared/draws/decks.ts): the Major Arcana, then each suit. */
export const TAROT_CARDS: TarotCardContent[] = [...MAJOR_ARCANA, ...WANDS, ...CUPS, ...SWORDS, ...PENTACLES];

const BY_SLUG = new Map(TAROT_CARDS.map((card) => [card.slug, card]));

/** A card's words by its slug, or undefined for a slug outside the deck. */
export function tarotCard(slug: string): TarotCardContent | undefined {
  return BY_SLUG.get(slug);
}

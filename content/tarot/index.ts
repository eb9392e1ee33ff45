import type { TarotCardContent } from "../../src/shared/draws/content-types";
import { CUPS } from "./cups";
import { MAJOR_ARCANA } from "./major-arcana";
import { PENTACLES } from "./pentacles";
import { SWORDS } from "./swords";
import { WANDS } from "./wands";

/** The 78 cards in the deck's canonical order (src/shared/draws/decks.ts, TAROT_DECK). */
export const TAROT_CARDS: TarotCardContent[] = [...MAJOR_ARCANA, ...WANDS, ...CUPS, ...SWORDS, ...PENTACLES];

const bySlug = new Map(TAROT_CARDS.map((card) => [card.slug, card]));

/** A card's words by its slug. */
export function tarotCard(slug: string): TarotCardContent {
  const card = bySlug.get(slug);
  if (!card) throw new Error(`No tarot card ${slug}`);
  return card;
}

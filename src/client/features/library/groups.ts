import { rune } from "../../../../content/runes";
import { libraryWords } from "../../../../content/site/library";
import { tarotCard } from "../../../../content/tarot";
import {
  RUNE_AETTS,
  RUNE_DECK,
  TAROT_DECK,
  TAROT_MAJOR_ARCANA,
  TAROT_SUITS,
  runeAettOf,
  tarotCardKind,
} from "../../../shared/draws/decks";
import { libraryArtPath } from "../../../shared/draws/library-assets";
import { runePath, tarotCardPath } from "../../../shared/site-routes";
import type { LibraryGroup } from "./library-index";

/** The tarot index: the Major Arcana, then each suit in deck order. */
export function tarotGroups(): LibraryGroup[] {
  const words = libraryWords.tarot.index;
  const item = (slug: string) => ({
    slug,
    name: tarotCard(slug).name,
    path: tarotCardPath(slug),
    art: libraryArtPath("tarot", slug),
  });
  const inSuit = (suit: string) =>
    TAROT_DECK.filter((slug) => {
      const kind = tarotCardKind(slug);
      return kind?.arcana === "minor" && kind.suit === suit;
    });
  return [
    { id: "major-arcana", heading: words.majorHeading, intro: words.majorIntro, items: TAROT_MAJOR_ARCANA.map(item) },
    ...TAROT_SUITS.map((suit) => ({ id: suit, ...words.suits[suit], items: inSuit(suit).map(item) })),
  ];
}

/** The rune index: Freyr's, Hagal's and Týr's ætts, eight runes each. */
export function runeGroups(): LibraryGroup[] {
  const words = libraryWords.runes.index;
  return RUNE_AETTS.map((aett) => ({
    id: `${aett}-aett`,
    ...words.aetts[aett],
    items: RUNE_DECK.filter((_, index) => runeAettOf(index) === aett).map((slug) => ({
      slug,
      name: rune(slug).name,
      path: runePath(slug),
      art: libraryArtPath("runes", slug),
    })),
  }));
}

import { RUNE_DECK, TAROT_DECK } from "./decks";

/**
 * Where the library's pictures live. The card and rune art is written once per item as a static SVG
 * file (by the build, vite.config.ts, and by the dev server), so a page loads only its own picture and
 * no page's JavaScript carries the art of the whole deck. The link-preview images are PNGs the server
 * draws from the same art (src/server/features/library/).
 */

export type LibraryDeck = "tarot" | "runes";

const LIBRARY_DECKS: Record<LibraryDeck, readonly string[]> = { tarot: TAROT_DECK, runes: RUNE_DECK };

/** The art of a card or rune, upright or reversed: `/art/tarot/the-fool.svg`, `/art/runes/fehu-reversed.svg`. */
export function libraryArtPath(deck: LibraryDeck, slug: string, options: { reversed?: boolean } = {}): string {
  return `/art/${deck}/${slug}${options.reversed ? "-reversed" : ""}.svg`;
}

/** The Open Graph image of a card's or rune's page, or of a deck's index (slug `index`). */
export function libraryOgImagePath(deck: LibraryDeck, slug: string): string {
  return `/og/${deck}/${slug}.png`;
}

export const LIBRARY_OG_IMAGE_SIZE = { width: 1200, height: 630 } as const;

/** The slug an OG image is asked for, when it names a page of the library (`index` for the deck's index). */
export function isLibraryOgSlug(deck: LibraryDeck, slug: string): boolean {
  return slug === "index" || LIBRARY_DECKS[deck].includes(slug);
}

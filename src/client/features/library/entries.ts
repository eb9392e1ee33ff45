import { libraryWords } from "../../../../content/site/library";
import { rune as runeWords } from "../../../../content/runes";
import { tarotCard } from "../../../../content/tarot";
import { RUNE_DECK, RUNE_DECK_ENTRIES, TAROT_DECK, runeAettOf, tarotCardKind } from "../../../shared/draws/decks";
import type { SituationAngles } from "../../../shared/draws/content-types";
import { libraryArtPath, libraryOgImagePath, type LibraryDeck } from "../../../shared/draws/library-assets";
import { RUNE_LIBRARY_PATH, TAROT_LIBRARY_PATH, runePath, tarotCardPath } from "../../../shared/site-routes";
import { metaDescription } from "./structured-data";

/**
 * What a card's or a rune's library page shows, gathered from the deck's rules (src/shared/draws) and
 * its words (content/tarot, content/runes, content/site/library.ts), so that one page layout serves both.
 */
export interface LibraryEntry {
  deck: LibraryDeck;
  /** What the entry is, in its page's title ("The Star Tarot Card Meaning"). */
  itemTitle: string;
  slug: string;
  name: string;
  eyebrow: string;
  path: string;
  description: string;
  ogImage: string;
  termCode: string;
  art: { src: string; alt: string };
  /** The reversed (merkstave) form, drawn small; null for a rune that looks the same either way up. */
  reversedArt: { src: string; alt: string; caption: string } | null;
  keywords: Array<{ label: string; words: readonly string[] }>;
  allKeywords: readonly string[];
  sections: Array<{ heading: string; text: string }>;
  correspondences: Array<{ term: string; value: string }>;
  meanings: Array<{ heading: string; angles: SituationAngles }>;
  /** Said in place of the reversed meanings when there are none. */
  meaningsNote: string | null;
  previous: { name: string; path: string };
  next: { name: string; path: string };
  index: { label: string; path: string };
  draw: { title: string; text: string; action: string; accountNote: string; path: string };
}

const ROMAN: ReadonlyArray<readonly [number, string]> = [
  [10, "X"],
  [9, "IX"],
  [5, "V"],
  [4, "IV"],
  [1, "I"],
];

function romanNumeral(value: number): string {
  let rest = value;
  let out = "";
  for (const [size, letters] of ROMAN) {
    for (; rest >= size; rest -= size) out += letters;
  }
  return out || "0";
}

/** The neighbours of a slug in deck order; the deck is read as a circle (after The World comes The Fool). */
function neighbours(deck: readonly string[], slug: string) {
  const at = deck.indexOf(slug);
  return { previous: deck[(at - 1 + deck.length) % deck.length]!, next: deck[(at + 1) % deck.length]! };
}

/** A card's page, or null when the slug names no card. */
export function tarotEntry(slug: string | undefined): LibraryEntry | null {
  const kind = slug ? tarotCardKind(slug) : null;
  if (!slug || !kind) return null;
  const words = libraryWords.tarot.card;
  const card = tarotCard(slug);
  const { previous, next } = neighbours(TAROT_DECK, slug);
  const numberName =
    kind.arcana === "major"
      ? romanNumeral(kind.number)
      : (words.courtNumberNames[kind.number] ?? (kind.number === 1 ? "Ace (1)" : String(kind.number)));
  return {
    deck: "tarot",
    itemTitle: "Tarot Card",
    slug,
    name: card.name,
    eyebrow: kind.arcana === "major" ? words.eyebrow.major : `${words.eyebrow.minor} · ${words.suitNames[kind.suit]}`,
    path: tarotCardPath(slug),
    description: metaDescription(
      `${card.name}: ${card.keywords.upright.slice(0, 3).join(", ")}. ${words.descriptionSuffix}`,
    ),
    ogImage: libraryOgImagePath("tarot", slug),
    termCode: kind.arcana === "major" ? romanNumeral(kind.number) : `${numberName} of ${words.suitNames[kind.suit]}`,
    art: { src: libraryArtPath("tarot", slug), alt: words.artAlt(card.name) },
    reversedArt: {
      src: libraryArtPath("tarot", slug, { reversed: true }),
      alt: words.reversedAlt(card.name),
      caption: words.reversedCaption,
    },
    keywords: [
      { label: words.upright, words: card.keywords.upright },
      { label: words.reversed, words: card.keywords.reversed },
    ],
    allKeywords: [...card.keywords.upright, ...card.keywords.reversed],
    sections: [
      { heading: words.essenceHeading, text: card.essence },
      { heading: words.imageHeading, text: card.image },
    ],
    correspondences: [
      { term: words.correspondences.element, value: card.element },
      { term: words.correspondences.astrology, value: card.astrology },
      { term: words.correspondences.arcana, value: words.arcanaNames[kind.arcana] },
      ...(kind.arcana === "minor" ? [{ term: words.correspondences.suit, value: words.suitNames[kind.suit] }] : []),
      { term: words.correspondences.number, value: numberName },
    ],
    meanings: [
      { heading: words.uprightHeading, angles: card.upright },
      { heading: words.reversedHeading, angles: card.reversed },
    ],
    meaningsNote: null,
    previous: { name: tarotCard(previous).name, path: tarotCardPath(previous) },
    next: { name: tarotCard(next).name, path: tarotCardPath(next) },
    index: { label: words.backToIndex, path: TAROT_LIBRARY_PATH },
    draw: { ...libraryWords.tarot.draw, path: "/tarot" },
  };
}

/** A rune's page, or null when the slug names no rune. */
export function runeEntry(slug: string | undefined): LibraryEntry | null {
  const at = slug ? RUNE_DECK.indexOf(slug) : -1;
  if (!slug || at < 0) return null;
  const words = libraryWords.runes.rune;
  const entry = runeWords(slug);
  const reversible = RUNE_DECK_ENTRIES[at]!.reversible;
  const { previous, next } = neighbours(RUNE_DECK, slug);
  return {
    deck: "runes",
    itemTitle: "Rune",
    slug,
    name: entry.name,
    eyebrow: `${words.eyebrow} · ${libraryWords.runes.index.aetts[runeAettOf(at)].heading}`,
    path: runePath(slug),
    description: metaDescription(
      `${entry.name} (${entry.literal}): ${entry.keywords.upright.slice(0, 3).join(", ")}. ${words.descriptionSuffix}`,
    ),
    ogImage: libraryOgImagePath("runes", slug),
    termCode: entry.sound,
    art: { src: libraryArtPath("runes", slug), alt: words.artAlt(entry.name) },
    reversedArt: reversible
      ? {
          src: libraryArtPath("runes", slug, { reversed: true }),
          alt: words.reversedAlt(entry.name),
          caption: words.reversedCaption,
        }
      : null,
    keywords: [
      { label: words.upright, words: entry.keywords.upright },
      ...(entry.keywords.merkstave ? [{ label: words.merkstave, words: entry.keywords.merkstave }] : []),
    ],
    allKeywords: [...entry.keywords.upright, ...(entry.keywords.merkstave ?? [])],
    sections: [
      { heading: words.essenceHeading, text: entry.essence },
      { heading: words.loreHeading, text: entry.lore },
    ],
    correspondences: [
      { term: words.correspondences.aett, value: libraryWords.runes.index.aetts[runeAettOf(at)].heading },
      { term: words.correspondences.sound, value: entry.sound },
      { term: words.correspondences.protoName, value: entry.protoName },
      { term: words.correspondences.literal, value: entry.literal },
      { term: words.correspondences.merkstave, value: reversible ? words.hasMerkstave : words.noMerkstave },
    ],
    meanings: [
      { heading: words.uprightHeading, angles: entry.upright },
      ...(entry.merkstave ? [{ heading: words.merkstaveHeading, angles: entry.merkstave }] : []),
    ],
    meaningsNote: entry.merkstave ? null : words.noMerkstaveNote,
    previous: { name: runeWords(previous).name, path: runePath(previous) },
    next: { name: runeWords(next).name, path: runePath(next) },
    index: { label: words.backToIndex, path: RUNE_LIBRARY_PATH },
    draw: { ...libraryWords.runes.draw, path: "/runes" },
  };
}

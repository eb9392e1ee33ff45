import type { Situation } from "../situations";

/** The eight trigrams, by the image tradition gives each. */
export const TRIGRAM_KEYS = ["heaven", "lake", "fire", "thunder", "wind", "water", "mountain", "earth"] as const;
export type TrigramKey = (typeof TRIGRAM_KEYS)[number];

/** A line's kind: yang (solid) or yin (broken). */
type LineKind = "yang" | "yin";

/** One of the eight trigrams: its three lines (bottom first), names and the image tradition gives it. */
export interface TrigramContent {
  key: TrigramKey;
  /** Pinyin with tone marks ("Qián"). */
  pinyin: string;
  /** The Chinese character ("乾"). */
  characters: string;
  /** The English name ("The Creative"). */
  english: string;
  /** The image it stands for ("Heaven"). */
  image: string;
  /** Its three lines, bottom first. */
  lines: readonly [LineKind, LineKind, LineKind];
  /** What tradition makes of it, in the oracle's voice (40–70 words). */
  text: string;
}

/** One of the 64 hexagrams in the King Wen order, with words written for this product. */
export interface HexagramContent {
  /** Its King Wen number, 1–64. */
  number: number;
  /** URL slug of the English name ("the-creative"); the page is /ancient-texts/hexagrams/<number>-<slug>. */
  slug: string;
  /** Pinyin with tone marks ("Qián"). */
  pinyin: string;
  /** The Chinese characters ("乾"). */
  characters: string;
  /** The English name ("The Creative"). */
  english: string;
  /** The lower (inner) trigram. */
  lower: TrigramKey;
  /** The upper (outer) trigram. */
  upper: TrigramKey;
  /** Three to five keywords, lowercase, each usable after "a time of". */
  keywords: readonly string[];
  /** The judgment, original (60–100 words). */
  judgment: string;
  /** The image, original (40–80 words): the two trigrams' picture and what the wise do with it. */
  image: string;
  /** The six line texts, line 1 (bottom) first, each read when that line is changing (25–60 words). */
  lines: readonly [string, string, string, string, string, string];
  /** The hexagram read for each situation (50–90 words). */
  angles: Record<Situation, string>;
}

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

/** What the I Ching's page, its shared readings and its library say (content/iching/page.ts). */
export interface IChingPageWords {
  /** "I Ching". */
  name: string;
  page: {
    eyebrow: string;
    title: string;
    metaTitle: string;
    metaDescription: string;
    lead: string;
    howItWorksTitle: string;
    howItWorks: readonly string[];
    traditionTitle: string;
    tradition: string;
    fairnessTitle: string;
    fairness: string;
    libraryLink: string;
    signUpTitle: string;
    signUpText: string;
    askTitle: string;
    questionLabel: string;
    questionHint: string;
    methodLabel: string;
    methods: Record<"coins" | "yarrow" | "physical", { label: string; hint: string }>;
    /** The seeker's own coins: one field per line, top (line 6) first as a hexagram is drawn. */
    physicalLineLabel: string;
    physicalLineValues: Record<6 | 7 | 8 | 9, string>;
    castLabel: string;
    castingLabel: string;
    emptyReading: string;
    restingLabel: string;
    verifyLabel: string;
    historyLabel: string;
    /** Headings of the reading. */
    judgmentTitle: string;
    imageTitle: string;
    angleTitle: string;
    changingTitle: string;
    noChanging: string;
    relatingTitle: string;
    movementTitle: string;
    /** "Line {position}". */
    lineLabel: string;
    /** The glyph's accessible name: "Hexagram {number}, {english}: lines from the bottom {lines}". */
    glyphLabel: string;
    lineWords: Record<6 | 7 | 8 | 9, string>;
  };
  sharedPage: { eyebrow: string; ctaTitle: string; ctaText: string; ctaButton: string };
  library: {
    eyebrow: string;
    title: string;
    metaTitle: string;
    metaDescription: string;
    lead: string;
    /** A hexagram's page: "{number}. {english} ({pinyin})" and its description. */
    entryMetaTitle: string;
    entryMetaDescription: string;
    trigramsTitle: string;
    /** "Lower trigram: {name}". */
    lowerLabel: string;
    upperLabel: string;
    keywordsTitle: string;
    linesTitle: string;
    anglesTitle: string;
    backLink: string;
    castLink: string;
    previous: string;
    next: string;
  };
}

/** What an I Ching reading says beyond each hexagram's words, and its enhancement (content/iching/reading.ts). */
export interface IChingReadingWords {
  /** "{primary} moves toward {relating}…" with `{from}` and `{to}` the hexagrams' first keywords. */
  movement: string;
  /** No line is changing: "{primary} stands still…". */
  stillness: string;
  /** The history's title: "Hexagram {number} · {english}". */
  historyTitle: string;
  share: { cardTitle: string; previewTitle: string };
  enhancement: {
    reader: string;
    openings: readonly string[];
    questionLead: string;
    headings: { reading: string; lines: string; movement: string; practice: string };
    questions: Record<Situation, readonly string[]>;
    blessings: readonly string[];
  };
}

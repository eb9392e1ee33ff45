import type { BalanceBand, ChakraCentre } from "./check-in";

/** The three kinds of practice offered for a low centre. */
export const PRACTICE_KINDS = ["breathing", "journaling", "movement"] as const;
export type PracticeKind = (typeof PRACTICE_KINDS)[number];

/** One centre's words (content/chakra/centres.ts). */
export interface ChakraCentreWords {
  /** "Heart". */
  name: string;
  /** Its Sanskrit name in the tradition: "Anahata". */
  traditionalName: string;
  /** Its colour in the modern rainbow set: "Green". */
  colourName: string;
  /** Where the tradition places it and what it is said to hold (one sentence). */
  theme: string;
  /** The four statements answered 1–5; the fourth is worded the other way round (scored reversed). */
  statements: readonly [string, string, string, string];
  /** What the aura card says when this centre's colour leads the blend. */
  auraLine: string;
  /** A practice of each kind, offered when this centre is among the lowest. */
  practices: Record<PracticeKind, string>;
}

/** What the check-in's result and its saved reading say around the centres' words (content/chakra/reading.ts). */
export interface ChakraReadingWords {
  /** "Aura & Chakra Check-in". */
  name: string;
  /** The aura's title: "A {primary} aura with {secondary}" and the even one. */
  auraTitle: { blend: string; even: string };
  /** What the card says when no colour leads. */
  evenAuraLine: string;
  /** How each band of balance reads beside a centre: "quiet", "steady", "bright". */
  bands: Record<BalanceBand, string>;
  /** The practices' heading for one low centre: "For your {centre} centre". */
  practiceHeading: string;
  practiceLabels: Record<PracticeKind, string>;
  /** History's title of a saved check-in: "Check-in · {aura}". */
  historyTitle: string;
  /** Lines naming the two lowest centres, and the balances in one sentence. */
  lowestLine: string;
  balancesLine: string;
  enhancement: {
    reader: string;
    openings: readonly string[];
    headings: { aura: string; balances: string; practice: string; reflect: string };
    questions: Record<ChakraCentre, string>;
    blessings: readonly string[];
  };
  share: { cardTitle: string; previewTitle: string };
}

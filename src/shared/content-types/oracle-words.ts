import type { Situation } from "../situations";

/** Shapes of the oracles' words in content/oracle/. */

/** The meaning system behind the readings (content/README.md), as the chat guide explains it. */
export interface DiceMeaningSystem {
  colours: Record<
    "red" | "white" | "green",
    { domain: string; question: string; /** What the die sets in a reading: motive, insight, outcome. */ role: string }
  >;
  /**
   * Faces 1-6, in order: `light` and `shadow` as in the table of content/README.md, and the same
   * said to run on in a sentence ("Its light side is …"), as the built-in oracle says them.
   */
  faces: { name: string; light: string; shadow: string; lightInSentence: string; shadowInSentence: string }[];
  /**
   * Sums 3-18: the sum's name and meaning as in the table, and the meaning as a clause the built-in
   * oracle says ("Their sum is 9, The Lantern: wisdom is ripening, …").
   */
  sums: Record<number, { name: string; meaning: string; inSentence: string }>;
  /** What doubles and triples add. */
  matches: string;
}

/**
 * The legend under each die on the Dice Oracle (content/oracle/dice-legend.ts): the colour's name and
 * domain, and one line for each face 1-6 read through that domain.
 */
export type DiceLegend = Record<
  "red" | "white" | "green",
  { name: string; domain: string; faces: readonly [string, string, string, string, string, string] }
>;

// ── The built-in oracle's words (content/oracle/composer/) ─────────────────────────────────────

/**
 * Words the built-in oracle may say. A name in braces is filled by the composer when the phrase is
 * said: `{rn}` "red Storm", `{red.image}` one of the red face's images, `{d.light}` the light of the
 * die a sentence is about, `{sumName}` "the Lantern", and so on (the list is in
 * src/server/features/oracle/composer/fill.ts). A name written with a capital ({Rn}, {D.asks}) is
 * filled capitalised.
 */
export type OraclePhrase = string;
/** Phrases of which the composer says one at a time, avoiding one already said in the same text. */
export type PhraseBank = readonly OraclePhrase[];
/** A bank per situation. */
type SituationPhrases = Readonly<Record<Situation, PhraseBank>>;

/**
 * How the oracle speaks of one face. Noun phrases start in lower case and run on in a sentence;
 * `does` are verb phrases ("shakes the shutters loose"), `asks` imperatives ("let one old certainty
 * go"), `questions` whole sentences.
 */
export interface ComposerFaceWords {
  /** The face read through the red die, the will: what moves you. */
  will: PhraseBank;
  /** The face read through the white die, the mind: what you see. */
  mind: PhraseBank;
  /** The face read through the green die, the world: what takes root. */
  world: PhraseBank;
  /** The same three readings, for each situation. */
  willIn: SituationPhrases;
  mindIn: SituationPhrases;
  worldIn: SituationPhrases;
  /** The light side and the shadow side, in brief. */
  light: PhraseBank;
  shadow: PhraseBank;
  /** Scenes from the night sky, the elements and old crafts. */
  images: PhraseBank;
  /** What the face asks of the seeker, as imperatives. */
  asks: PhraseBank;
  questions: PhraseBank;
  /** The pure message of a triple, as clauses. */
  pure: PhraseBank;
  /** The spirit guide the face sends (Spirit Guide Message). */
  guides: PhraseBank;
  /** Things the face lends a ritual (Mystical Ritual). */
  offerings: PhraseBank;
  /** What comes to pass under the face, with no word of time (Timing Prediction). */
  unfolds: PhraseBank;
}

/** How the oracle speaks of one sum (its name is in content/oracle/meaning-system.ts). */
export interface ComposerSumWords {
  /** Its meaning, as clauses. */
  meanings: PhraseBank;
  images: PhraseBank;
  asks: PhraseBank;
}

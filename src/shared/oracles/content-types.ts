import type { Situation } from "../situations";
import type { PendulumAnswer } from "./pendulum-rule";

/** Shapes of the oracles' words kept beside their rules in src/shared/oracles/ (content/pendulum/). */

/** Texts for each situation and each answer of the pendulum. */
type PendulumTexts = Record<Situation, Record<PendulumAnswer, string[]>>;

/** "Yes", "No", "Ask again", and one short line shown big ("The pendulum swings toward yes"). */
export type PendulumAnswerWords = Record<PendulumAnswer, { label: string; headline: string }>;

/**
 * What the pendulum's page shows (content/pendulum/page.ts), loaded with the page without the readings'
 * and the enhancement's banks, which only the server reads.
 */
export interface PendulumPageWords {
  /** "Yes/No Pendulum". */
  name: string;
  answers: PendulumAnswerWords;
  page: {
    /** Above the title, and the page's title and description for search engines and links. */
    eyebrow: string;
    title: string;
    metaTitle: string;
    metaDescription: string;
    lead: string;
    howItWorksTitle: string;
    /** Three or four short steps. */
    howItWorks: string[];
    /** The heading of the tradition, which says it is one. */
    traditionTitle: string;
    /** How people have used pendulums, said as what people have done. */
    tradition: string;
    fairnessTitle: string;
    /** The swing is drawn from a committed seed and the browser's seed, and can be checked on /fairness. */
    fairness: string;
    /** The call to a free account, for a visitor. */
    signUpTitle: string;
    signUpText: string;
    /** The signed-in asker: its heading, the question's label and hint, the button and its pending label. */
    askTitle: string;
    questionLabel: string;
    questionHint: string;
    /** "Ask the pendulum". */
    askLabel: string;
    askingLabel: string;
    /** Before the first swing, and said to a screen reader while it swings. */
    emptyReading: string;
    /** At the daily cap: "The pendulum rests" (until …). */
    restingLabel: string;
    /** The link from a committed swing to the checker, and the one to the history. */
    verifyLabel: string;
    historyLabel: string;
  };
  /** A shared pendulum reading's page (/r/…): its eyebrow and the call to ask one's own. */
  sharedPage: { eyebrow: string; ctaTitle: string; ctaText: string; ctaButton: string };
}

/**
 * The yes/no pendulum's words (content/pendulum/): the page's words, the readings (one text chosen per
 * reading), the titles in the history, the built-in oracle's enhancement and the shared card. The swing
 * on this site is a provably fair draw, not a physical pendulum, and pendulum dowsing is named as a
 * tradition, never as fact.
 */
export interface PendulumWords extends PendulumPageWords {
  /** Two or three sentences each; "ask-again" says the question is not ready and how to reframe it. */
  readings: PendulumTexts;
  /** A reading's title in the history: "The pendulum: yes". */
  historyTitle: Record<PendulumAnswer, string>;
  /** The built-in oracle's enhancement: it picks from these banks by tier. */
  enhancement: {
    /** Who reads a pendulum reading, as the AI provider is told in its first line. */
    reader: string;
    openings: string[];
    /** Contains "{question}", filled with the seeker's question. */
    questionLead: string;
    headings: { reading: string; deeper: string; practice: string };
    /** Two or three sentences each, none the same as a reading's. */
    deeper: PendulumTexts;
    /** Reflective questions for each situation. */
    questions: Record<Situation, string[]>;
    blessings: string[];
  };
  share: {
    /** Contains "{answer}", filled with the answer's label. */
    cardTitle: string;
    /** Contains "{answer}", filled with the answer's label. */
    previewTitle: string;
  };
}

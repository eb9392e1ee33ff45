import type { Situation } from "../situations";
import type { PendulumAnswer } from "./pendulum";

/** Shapes of the oracles' words kept beside their rules in src/shared/oracles/ (content/pendulum/). */

/** Texts for each situation and each answer of the pendulum. */
type PendulumTexts = Record<Situation, Record<PendulumAnswer, string[]>>;

/**
 * The yes/no pendulum's words (content/pendulum/): the answers' labels and headlines, the readings (one
 * text chosen per reading), the titles in the history, the page, the built-in oracle's enhancement and
 * the shared card. The swing on this site is a provably fair draw, not a physical pendulum, and
 * pendulum dowsing is named as a tradition, never as fact.
 */
export interface PendulumWords {
  /** "Yes/No Pendulum". */
  name: string;
  /** "Yes", "No", "Ask again", and one short line shown big ("The pendulum swings toward yes"). */
  answers: Record<PendulumAnswer, { label: string; headline: string }>;
  /** Two or three sentences each; "ask-again" says the question is not ready and how to reframe it. */
  readings: PendulumTexts;
  /** A reading's title in the history: "The pendulum: yes". */
  historyTitle: Record<PendulumAnswer, string>;
  page: {
    title: string;
    lead: string;
    /** Three or four short steps. */
    howItWorks: string[];
    /** How people have used pendulums, said as what people have done. */
    tradition: string;
    /** The swing is drawn from a committed seed and the browser's seed, and can be checked on /fairness. */
    fairness: string;
    questionHint: string;
    /** "Ask the pendulum". */
    askLabel: string;
  };
  /** The built-in oracle's enhancement: it picks from these banks by tier. */
  enhancement: {
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

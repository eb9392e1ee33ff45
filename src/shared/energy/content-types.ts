import type { EnergyIntensity, EnergyQuadrant } from "./energy-rule";

/** What one quadrant of the Energy Map says. */
interface EnergyQuadrantWords {
  /** Its name on the grid and in the journal: "Bright and Lively". */
  name: string;
  /** One sentence: what a point here usually feels like. */
  summary: string;
  /** Two or three sentences on what the quadrant can be telling the seeker. */
  meaning: string;
  /** A question to sit with. */
  prompt: string;
  /** A small, ordinary thing to try today. */
  care: string;
  /** Words a seeker might choose for a day here, offered as suggestions. */
  words: readonly string[];
}

/** The Energy Map's words: the four quadrants, how far out a point lies, the page and the reflection. */
export interface EnergyWords {
  name: string;
  quadrants: Record<EnergyQuadrant, EnergyQuadrantWords>;
  /** A line for how far from the centre a point lies. */
  intensities: Record<EnergyIntensity, string>;
  /** "{quadrant} · {word}" and the like, for history titles. */
  historyTitle: string;
  historyTitleWithWord: string;
  /** The built-in reflection on one check-in (the reading's enhancement). */
  reflection: {
    reader: string;
    opening: string;
    moonLine: string;
    wordLine: string;
    promptHeading: string;
    careHeading: string;
    closing: string;
  };
}

import type { SituationAngles } from "../draws/content-types";
import type { MoonPhase } from "./phases";

/** The words of one phase in content/moon/, in the oracle's voice. */
export interface MoonPhaseContent {
  phase: MoonPhase;
  /** "Waxing Crescent". */
  name: string;
  /** Three to five keywords. */
  keywords: string[];
  /** One paragraph (three to five sentences) on the phase, for the moon page. */
  essence: string;
  /** The phase's ritual: a one-sentence intention and three to five short steps, doable at home in 10 minutes. */
  ritual: { intention: string; steps: string[] };
  /** How the phase reads for each situation (two to four sentences each). */
  angles: SituationAngles;
}

/** The words of tonight's moon ritual for one phase (content/moon/rituals.ts). */
export interface MoonRitualContent {
  phase: MoonPhase;
  /** The ritual's opening, said before the steps: two or three sentences. */
  opening: string;
  /** What to hold in mind during the ritual, for each situation (two or three sentences each). */
  angles: SituationAngles;
  /** The closing words, said when the steps are done: one or two sentences. */
  closing: string;
}

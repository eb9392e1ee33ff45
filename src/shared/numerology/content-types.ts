import type { SituationAngles } from "../draws/content-types";
import type { NumerologyNumber, NumerologyPosition } from "./numbers";

/** The words of one number in content/numerology/, in the oracle's voice. */
export interface NumberContent {
  number: NumerologyNumber;
  /** A short title: "The Pioneer". */
  title: string;
  /** Four to six short keywords. */
  keywords: string[];
  /** One paragraph (three to five sentences) on what the number is about, for its library page. */
  essence: string;
  /**
   * What the number means in each position it can hold (positionsOf in ./numbers), two to four
   * sentences each, speaking to the seeker ("your Life Path…").
   */
  positions: Partial<Record<NumerologyPosition, string>>;
  /** How the number reads for each situation (two to four sentences each). */
  angles: SituationAngles;
}

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

/** Today's numerology reading for one number of the day (content/numerology/daily-reading.ts). */
export interface DailyNumberContent {
  number: NumerologyNumber;
  /** What the day holds under this number: two or three sentences that open the reading. */
  opening: string;
  /** How the day reads for each situation (two or three sentences each). */
  angles: SituationAngles;
  /** One small thing to do before the day ends (one or two sentences, imperative). */
  practice: string;
}

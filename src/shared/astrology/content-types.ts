import type { SituationAngles } from "../draws/content-types";
import type { ZodiacSign } from "./signs";

/** The words of one sign in content/astrology/, in the oracle's voice. */
export interface SignContent {
  sign: ZodiacSign;
  /** "Aries". */
  name: string;
  /** The traditional ruling planet ("Mars"); modern co-rulers after a slash ("Mars / Pluto"). */
  ruler: string;
  /** The sign's emblem in words: "the Ram". */
  emblem: string;
  /** Four to six short keywords. */
  keywords: string[];
  /** One paragraph (three to five sentences) on the sign, for its library page. */
  essence: string;
  /** What having the Sun in this sign says of the seeker (three to five sentences, "you…"). */
  sun: string;
  /** How the Sun in this sign reads for each situation (two to four sentences each). */
  angles: SituationAngles;
  /** What today feels like while the Moon passes through the sign (two or three sentences). */
  moonIn: string;
}

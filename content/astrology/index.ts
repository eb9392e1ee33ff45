import type { SignContent } from "../../src/shared/astrology/content-types";
import { SIGNS } from "./signs";

export { SIGNS };

const BY_SIGN = new Map<string, SignContent>(SIGNS.map((entry) => [entry.sign, entry]));

/** A sign's words by its slug ("aries"); a slug outside the zodiac is a programming error. */
export function signContent(sign: string): SignContent {
  const found = BY_SIGN.get(sign);
  if (!found) throw new Error(`No sign ${sign}`);
  return found;
}

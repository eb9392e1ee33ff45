import type { HexagramContent, TrigramContent, TrigramKey } from "../../src/shared/iching/content-types";
import { HEXAGRAMS_1_32 } from "./hexagrams-1-32";
import { HEXAGRAMS_33_64 } from "./hexagrams-33-64";
import { TRIGRAMS } from "./trigrams";

export { TRIGRAMS };

/** The 64 hexagrams in the King Wen order. */
export const HEXAGRAMS: HexagramContent[] = [...HEXAGRAMS_1_32, ...HEXAGRAMS_33_64];

const BY_NUMBER = new Map<number, HexagramContent>(HEXAGRAMS.map((entry) => [entry.number, entry]));
const BY_KEY = new Map<TrigramKey, TrigramContent>(TRIGRAMS.map((entry) => [entry.key, entry]));

/** A hexagram's words by its King Wen number; a number outside 1–64 is a programming error. */
export function hexagram(number: number): HexagramContent {
  const found = BY_NUMBER.get(number);
  if (!found) throw new Error(`No hexagram ${number}`);
  return found;
}

/** A trigram's words by its key. */
export function trigram(key: TrigramKey): TrigramContent {
  const found = BY_KEY.get(key);
  if (!found) throw new Error(`No trigram ${key}`);
  return found;
}

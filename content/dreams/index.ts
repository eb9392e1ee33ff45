import type { DreamSymbolContent } from "../../src/shared/dreams/content-types";
import { SYMBOLS_A } from "./symbols-a";
import { SYMBOLS_B } from "./symbols-b";

/** The 150 symbols of the dream dictionary: the first half (falling … forest), then the second (mountain … whale). */
export const DREAM_SYMBOLS: DreamSymbolContent[] = [...SYMBOLS_A, ...SYMBOLS_B];

const BY_SLUG = new Map(DREAM_SYMBOLS.map((entry) => [entry.slug, entry]));

/** A symbol's words by its slug, or undefined when the dictionary has no such symbol. */
export function dreamSymbol(slug: string): DreamSymbolContent | undefined {
  return BY_SLUG.get(slug);
}

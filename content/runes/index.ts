import type { RuneContent } from "../../src/shared/draws/content-types";
import { RUNES } from "./elder-futhark";

export { RUNES };

const BY_SLUG = new Map(RUNES.map((rune) => [rune.slug, rune]));

/** A rune's words by its slug, or undefined for a slug outside the Elder Futhark. */
export function rune(slug: string): RuneContent | undefined {
  return BY_SLUG.get(slug);
}

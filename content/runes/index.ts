import type { RuneContent } from "../../src/shared/draws/content-types";
import { RUNES } from "./elder-futhark";

export { RUNES };

const BY_SLUG = new Map(RUNES.map((entry) => [entry.slug, entry]));

/** A rune's words by its slug; a slug outside the Elder Futhark is a programming error. */
export function rune(slug: string): RuneContent {
  const found = BY_SLUG.get(slug);
  if (!found) throw new Error(`No rune ${slug}`);
  return found;
}

import type { AngelNumberContent } from "../../src/shared/angel-numbers/content-types";
import { ANGEL_NUMBERS } from "./numbers";

export { ANGEL_NUMBERS };

const BY_SLUG = new Map(ANGEL_NUMBERS.map((entry) => [entry.slug, entry]));

/** An angel number's words by its slug ("1111", "12-21"), or undefined for a number not written. */
export function angelNumberBySlug(slug: string): AngelNumberContent | undefined {
  return BY_SLUG.get(slug);
}

export { ANGEL_NUMBER_WORDS, timesInWords } from "./words";

/**
 * The library of hexagrams: its index, and each hexagram's page, /ancient-texts/hexagrams/<number>-<slug>.
 * The slugs are the URLs' (the prerendered pages and the sitemap list them without loading the words); the
 * words in content/iching/ are checked to carry the same slug for each number.
 */
export const HEXAGRAMS_PATH = "/ancient-texts/hexagrams";

/** Each hexagram's slug, in the King Wen order (index 0 is hexagram 1). */
export const HEXAGRAM_SLUGS: readonly string[] = [
  "the-creative",
  "the-receptive",
  "difficult-beginnings",
  "the-young-learner",
  "waiting",
  "conflict",
  "the-army",
  "union",
  "small-taming",
  "careful-steps",
  "peace",
  "standstill",
  "fellowship",
  "great-abundance",
  "modesty",
  "enthusiasm",
  "following",
  "repairing-the-spoiled",
  "approach",
  "contemplation",
  "biting-through",
  "grace",
  "stripping-away",
  "return",
  "innocence",
  "great-taming",
  "nourishment",
  "great-excess",
  "the-abyss",
  "radiance",
  "mutual-attraction",
  "endurance",
  "retreat",
  "great-strength",
  "progress",
  "darkening-of-the-light",
  "the-household",
  "opposition",
  "obstruction",
  "deliverance",
  "decrease",
  "increase",
  "breakthrough",
  "coming-to-meet",
  "gathering-together",
  "pushing-upward",
  "exhaustion",
  "the-well",
  "revolution",
  "the-cauldron",
  "shock",
  "keeping-still",
  "gradual-development",
  "the-marrying-maiden",
  "abundance",
  "the-wanderer",
  "the-gentle-wind",
  "the-joyous-lake",
  "dispersion",
  "limitation",
  "inner-truth",
  "small-exceeding",
  "after-completion",
  "before-completion",
];

export function hexagramPath({ number, slug }: { number: number; slug: string }): string {
  return `${HEXAGRAMS_PATH}/${number}-${slug}`;
}

/** The index and the 64 hexagrams' pages, in the King Wen order. */
export const HEXAGRAM_LIBRARY_PATHS: readonly string[] = [
  HEXAGRAMS_PATH,
  ...HEXAGRAM_SLUGS.map((slug, index) => hexagramPath({ number: index + 1, slug })),
];

/** The link-preview image of a hexagram's page, or of the index (`index`): a static SVG the build writes. */
export function hexagramOgImagePath(number: number | "index"): string {
  return `/art/hexagrams/${number}.svg`;
}

/**
 * "This week among seekers": figures of what seekers did together in a week, each shown only when at
 * least COMMUNITY_THRESHOLD different seekers contributed to it, so that no figure can point at a person.
 * A figure carries counts and a value from the product's own lists (a card, a rune, a situation), never
 * a seeker's id, name or words.
 */
export const COMMUNITY_THRESHOLD = 20;

/** One seeker's contribution to a figure: who (only to count them once), and what they drew or chose. */
export interface Contribution {
  seeker: string;
  value: string;
}

export interface CommonValue {
  value: string;
  /** How many different seekers chose this value. */
  seekers: number;
  /** How many different seekers contributed to the figure at all. */
  contributors: number;
}

/**
 * The value chosen by the most different seekers (a seeker who drew the same card five times counts
 * once), ties to the first in alphabetical order; null when fewer than COMMUNITY_THRESHOLD seekers
 * contributed.
 */
export function mostCommon(contributions: readonly Contribution[]): CommonValue | null {
  const contributors = new Set(contributions.map((entry) => entry.seeker)).size;
  if (contributors < COMMUNITY_THRESHOLD) return null;
  const seekersOf = new Map<string, Set<string>>();
  for (const { seeker, value } of contributions) {
    if (!seekersOf.has(value)) seekersOf.set(value, new Set());
    seekersOf.get(value)!.add(seeker);
  }
  const [value, seekers] = [...seekersOf]
    .map(([value, set]) => [value, set.size] as const)
    .sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1))[0]!;
  return { value, seekers, contributors };
}

/** How many different seekers did something (the full- or new-moon ritual); null below the threshold. */
export function seekerCount(seekers: readonly string[]): number | null {
  const count = new Set(seekers).size;
  return count >= COMMUNITY_THRESHOLD ? count : null;
}

import { ENHANCEMENT_HEADING_PREFIX } from "../../../shared/oracle";

/** The built-in composers' choices from a bank of words, driven by a seeded `random` (0 ≤ x < 1). */
export function pick<T>(bank: readonly T[], random: () => number): T {
  return bank[Math.floor(random() * bank.length) % bank.length]!;
}

/** `count` different entries of the bank, in the bank's order. */
export function pickSome<T>(bank: readonly T[], count: number, random: () => number): T[] {
  const chosen = new Set<number>();
  while (chosen.size < Math.min(count, bank.length)) chosen.add(Math.floor(random() * bank.length) % bank.length);
  return [...chosen].sort((a, b) => a - b).map((index) => bank[index]!);
}

/** A section heading of an enhanced reading. */
export const heading = (title: string) => `${ENHANCEMENT_HEADING_PREFIX}${title}`;

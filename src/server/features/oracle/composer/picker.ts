/** The composer's choices: every random draw a text makes goes through one picker. */
export interface Picker {
  /** One item, avoiding items already picked in this text while fresh ones remain. */
  pick<T>(items: readonly T[]): T;
  chance(probability: number): boolean;
}

export function createPicker(random: () => number): Picker {
  const used = new Set<unknown>();
  const index = (count: number) => Math.min(count - 1, Math.max(0, Math.floor(random() * count)));
  return {
    pick<T>(items: readonly T[]): T {
      const fresh = items.filter((item) => !used.has(item));
      const pool = fresh.length > 0 ? fresh : items;
      const item = pool[index(pool.length)]!;
      used.add(item);
      return item;
    },
    chance: (probability) => random() < probability,
  };
}

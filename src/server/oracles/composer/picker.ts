/** The composer's choices: every random draw a text makes goes through one picker. */
export interface Picker {
  /** One item, avoiding items already picked in this text while fresh ones remain. */
  pick<T>(items: readonly T[]): T;
  /** One item, any of them: for the small choices written inside a phrase. */
  any<T>(items: readonly T[]): T;
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
    any: <T>(items: readonly T[]): T => items[index(items.length)]!,
    chance: (probability) => random() < probability,
  };
}

/**
 * A random sequence fixed by `key` (a cast's id): the same cast always gets the same choices, so its
 * enhancement and its appended sections can be written again word for word. FNV-1a seeds mulberry32.
 */
export function randomFor(key: string): () => number {
  let hash = 0x811c9dc5;
  for (let index = 0; index < key.length; index++) {
    hash ^= key.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193);
  }
  let state = hash >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

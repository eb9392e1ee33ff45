/**
 * Measures for the drawing oracles' written meanings (content/tarot/, content/runes/), used by their
 * content tests: word counts, openings, and runs of identical consecutive words shared between texts.
 */

/** A text to measure, with a name that says where it is ("fehu.upright.finances"). */
export interface NamedText {
  id: string;
  text: string;
}

/** The words of a text, lowercased, punctuation stripped. */
function wordsOf(text: string): string[] {
  return text
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s]/gu, "")
    .split(/\s+/)
    .filter(Boolean);
}

export const wordCount = (text: string) => wordsOf(text).length;

export function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

/** Each run of `length` consecutive words said in more than one text, with the texts that say it. */
export function sharedRuns(texts: readonly NamedText[], length: number): { run: string; ids: string[] }[] {
  const owners = new Map<string, Set<string>>();
  for (const { id, text } of texts) {
    const words = wordsOf(text);
    for (let start = 0; start + length <= words.length; start++) {
      const run = words.slice(start, start + length).join(" ");
      const ids = owners.get(run) ?? new Set<string>();
      ids.add(id);
      owners.set(run, ids);
    }
  }
  return [...owners].filter(([, ids]) => ids.size > 1).map(([run, ids]) => ({ run, ids: [...ids] }));
}

/** The length of the longest run of consecutive words said in two or more texts (0 if none). */
export function longestSharedRun(texts: readonly NamedText[]): number {
  let length = 0;
  while (sharedRuns(texts, length + 1).length > 0) length++;
  return length;
}

/** The most frequent two-word opening and its share of the texts. */
export function commonestOpening(texts: readonly NamedText[]): { opening: string; share: number } {
  const counts = new Map<string, number>();
  for (const { text } of texts) {
    const opening = wordsOf(text).slice(0, 2).join(" ");
    counts.set(opening, (counts.get(opening) ?? 0) + 1);
  }
  const [opening, count] = [...counts].sort((a, b) => b[1] - a[1])[0] ?? ["", 0];
  return { opening, share: texts.length ? count / texts.length : 0 };
}

/** The texts said more than once, by their ids. */
export function duplicates(texts: readonly NamedText[]): string[][] {
  const byText = new Map<string, string[]>();
  for (const { id, text } of texts) byText.set(text.trim(), [...(byText.get(text.trim()) ?? []), id]);
  return [...byText.values()].filter((ids) => ids.length > 1);
}

/** The runs of `length` words that `own` shares with any of `others` (runs among `others` alone are left out). */
export function runsSharedWith(
  own: NamedText,
  others: readonly NamedText[],
  length: number,
): { run: string; ids: string[] }[] {
  return sharedRuns([own, ...others], length).filter(({ ids }) => ids.includes(own.id));
}

/** The length of the longest run of consecutive words `own` shares with any of `others` (0 if none). */
export function longestRunSharedWith(own: NamedText, others: readonly NamedText[]): number {
  let length = 0;
  while (runsSharedWith(own, others, length + 1).length > 0) length++;
  return length;
}

/** A field's figures for a content test to print: how many texts, their word counts, opening and longest shared run. */
export function fieldFigures(texts: readonly NamedText[]) {
  const counts = texts.map(({ text }) => wordCount(text));
  const opening = commonestOpening(texts);
  return {
    texts: texts.length,
    words: { min: Math.min(...counts), median: median(counts), max: Math.max(...counts) },
    commonestOpening: `"${opening.opening}" ${Math.round(opening.share * texts.length)} of ${texts.length}`,
    longestSharedRun: longestSharedRun(texts),
  };
}

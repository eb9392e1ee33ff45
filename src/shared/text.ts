/** Small helpers for words shown to people: a text's first sentence, and words with `{name}` slots. */

/** The text up to the end of its first sentence (all of it when it has no sentence end). */
export function firstSentence(text: string): string {
  const match = /^.*?[.!?](?=\s|$)/s.exec(text.trim());
  return match ? match[0] : text.trim();
}

/** The words with each `{name}` replaced by its value. */
export function fillWords(words: string, values: Record<string, string | number>): string {
  return words.replace(/\{(\w+)\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole));
}

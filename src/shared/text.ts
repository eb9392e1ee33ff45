/** Small helpers for words shown to people: a text's first sentence or opening sentences, and words with `{name}` slots. */

/** The text up to the end of its first sentence (all of it when it has no sentence end). */
export function firstSentence(text: string): string {
  const match = /^.*?[.!?](?=\s|$)/s.exec(text.trim());
  return match ? match[0] : text.trim();
}

/**
 * The text's opening sentences, as many as it takes to reach `atLeast` characters: a summary or a preview
 * that says something even when the text opens with a word or two ("Stop.").
 */
export function leadSentences(text: string, atLeast = 40): string {
  let lead = firstSentence(text);
  let rest = text.trim().slice(lead.length);
  while (lead.length < atLeast && rest.trim() !== "") {
    const next = firstSentence(rest);
    lead = `${lead} ${next}`;
    rest = rest.trim().slice(next.length);
  }
  return lead;
}

/** The words with each `{name}` replaced by its value. */
export function fillWords(words: string, values: Record<string, string | number>): string {
  return words.replace(/\{(\w+)\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole));
}

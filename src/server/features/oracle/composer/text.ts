/** Small text helpers: case, stops, words, sentences and quotation. */

export const cap = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);
export const lower = (text: string) => text.charAt(0).toLowerCase() + text.slice(1);
export const stripEnd = (text: string) => text.replace(/[.!?\s]+$/, "");
export const countWords = (text: string) => text.split(/\s+/).filter(Boolean).length;

export function sentencesOf(text: string): string[] {
  return text
    .split(/(?<=[.!?])\s+(?=[A-Z“"])/)
    .map((sentence) => sentence.trim())
    .filter(Boolean);
}

/** Words that may open a reading's sentence and still read well in lower case mid-sentence. */
const LOWERABLE_OPENERS = new Set(["The", "This", "By", "At", "Within", "Under", "As", "Across", "Suddenly", "It"]);

/** `text` lowered to continue a sentence, or null when it must stay a quotation. */
export function continuation(text: string): string | null {
  const first = text.split(/\s+/)[0] ?? "";
  return LOWERABLE_OPENERS.has(first) ? lower(text) : null;
}

/** `text` in quotation marks, capitalised unless `keepCase`, ending with its own stop or a full stop. */
export function quote(text: string, keepCase = false): string {
  const trimmed = text.trim();
  const body = stripEnd(trimmed);
  const stop = /[.!?]$/.test(trimmed) ? trimmed.slice(-1) : ".";
  return `“${keepCase ? body : cap(body)}${stop}”`;
}

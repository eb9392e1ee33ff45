import type { DreamSymbolContent } from "./content-types";

/**
 * Which symbols of the dream dictionary a dream's text names, and which symbols recur across a
 * seeker's dreams. The dictionary is passed in, so the rule stays free of the content it reads.
 *
 * A word names a symbol when it is one of the symbol's forms, whole: "cathedral" does not name a cat,
 * nor "fallacy" a fall. Case, and how an accented letter is encoded, do not matter; a possessive names its
 * word ("the dog's bark" names a dog), and a hyphenated word names what it is as a whole or, failing
 * that, what its parts are ("ex-husband" names an ex, "snow-covered" snow).
 */

type SymbolForms = Pick<DreamSymbolContent, "slug" | "name" | "forms">;

/** A word of the text, as written: letters and digits, joined by inner apostrophes and hyphens. */
const WORD = /[\p{L}\p{M}\p{N}]+(?:['-][\p{L}\p{M}\p{N}]+)*/gu;

/** Lower case, composed accents, and one apostrophe and one hyphen for their typographic variants. */
function plain(text: string): string {
  return text
    .normalize("NFC")
    .toLowerCase()
    .replace(/[’‘ʼ′]/g, "'")
    .replace(/[‐‑]/g, "-");
}

/** Each form's symbol, built once per dictionary: the same array is matched against many texts. */
const LOOKUPS = new WeakMap<readonly SymbolForms[], Map<string, SymbolForms>>();

function lookupFor(symbols: readonly SymbolForms[]): Map<string, SymbolForms> {
  let lookup = LOOKUPS.get(symbols);
  if (!lookup) {
    lookup = new Map();
    for (const symbol of symbols) {
      for (const form of symbol.forms) {
        const key = plain(form);
        if (!lookup.has(key)) lookup.set(key, symbol);
      }
    }
    LOOKUPS.set(symbols, lookup);
  }
  return lookup;
}

/** The symbol a word is a form of, the word without its possessive "'s" otherwise. */
function symbolOfWord(word: string, lookup: Map<string, SymbolForms>): SymbolForms | undefined {
  return lookup.get(word) ?? (word.endsWith("'s") ? lookup.get(word.slice(0, -2)) : undefined);
}

/** The symbols one written word names: itself whole, or else each of its hyphenated parts. */
function symbolsOfWord(word: string, lookup: Map<string, SymbolForms>): SymbolForms[] {
  const whole = symbolOfWord(word, lookup);
  if (whole) return [whole];
  if (!word.includes("-")) return [];
  return word.split("-").flatMap((part) => symbolOfWord(part, lookup) ?? []);
}

/**
 * The symbols the text names, each once, in the order of their first mention, with how many times
 * each is named: "I fell down the stairs and my teeth fell out" names Falling twice, then Stairs and
 * Teeth once.
 */
export function dreamSymbolsIn(
  text: string,
  symbols: readonly SymbolForms[],
): { key: string; name: string; count: number }[] {
  const lookup = lookupFor(symbols);
  const found = new Map<string, { key: string; name: string; count: number }>();
  for (const [word] of plain(text).matchAll(WORD)) {
    for (const symbol of symbolsOfWord(word, lookup)) {
      const seen = found.get(symbol.slug);
      if (seen) seen.count += 1;
      else found.set(symbol.slug, { key: symbol.slug, name: symbol.name, count: 1 });
    }
  }
  return [...found.values()];
}

/**
 * The symbols of a seeker's dreams with the number of dreams that name each (a dream counts once
 * however often it names one), the most frequent first, ties in the order of their names.
 */
export function recurringSymbols(
  entries: readonly { symbols: readonly { key: string; name: string }[] }[],
): { key: string; name: string; dreams: number }[] {
  const tally = new Map<string, { key: string; name: string; dreams: number }>();
  for (const entry of entries) {
    for (const key of new Set(entry.symbols.map((symbol) => symbol.key))) {
      const seen = tally.get(key);
      if (seen) seen.dreams += 1;
      else tally.set(key, { key, name: entry.symbols.find((symbol) => symbol.key === key)!.name, dreams: 1 });
    }
  }
  return [...tally.values()].sort(
    (a, b) => b.dreams - a.dreams || a.name.localeCompare(b.name, "en") || a.key.localeCompare(b.key, "en"),
  );
}

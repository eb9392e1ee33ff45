/**
 * A small English word-form matcher for the chat guide's keywords: "relationships", "relationship's"
 * and "relationship" share a stem, as do "finances", "financial" and "finance", or "greetings" and
 * "greeting". Matching stays whole-word: a word matches a keyword only when their stems are equal, so
 * "hit", "his", "this", "history" and "chi" never match "hi".
 *
 * The rules are a light cut of Porter's first steps (plurals, -ing, -ed, -ial, a final -e, a doubled
 * final consonant), enough for the guide's few dozen keywords; they are not a general stemmer.
 */

const VOWEL = /[aeiouy]/;

/** The stem of one word (any case); words of three letters or fewer are their own stem. */
export function stemWord(word: string): string {
  let stem = word.toLowerCase().replace(/[’‘]/g, "'").replace(/'s?$/, "");
  if (stem.length <= 3) return stem;

  // Plurals: "worries" → "worry", "classes" → "class", "plans" → "plan"; never "this", "bus", "crisis".
  if (stem.endsWith("sses")) stem = stem.slice(0, -2);
  else if (stem.endsWith("ies") && stem.length > 4) stem = `${stem.slice(0, -3)}y`;
  else if (/[^sui]s$/.test(stem)) stem = stem.slice(0, -1);

  // Inflections and the adjective ending: "greeting" → "greet", "worried" → "worry",
  // "financial(ly)" → "financ". The rest must keep a vowel, so "thing", "bred" and "trial" stay whole.
  for (const suffix of ["ially", "ial", "ing", "ed"]) {
    if (!stem.endsWith(suffix)) continue;
    if (suffix === "ed" && stem.endsWith("eed")) break; // "seed", "need", "greed" stay whole
    const rest = stem.slice(0, -suffix.length);
    if (rest.length >= 2 && VOWEL.test(rest)) {
      stem = rest.endsWith("i") && suffix === "ed" ? `${rest.slice(0, -1)}y` : undoubled(rest);
    }
    break;
  }

  // A final silent e: "finance" and "financ(ial)", "love" and "lov(ing)", "date" and "dat(ing)".
  if (stem.length > 3 && stem.endsWith("e") && !stem.endsWith("ee")) stem = stem.slice(0, -1);
  return stem;
}

/** "planning" → "plan", "hitting" → "hit"; l, s and z stay doubled ("spell", "bless", "buzz"). */
function undoubled(stem: string): string {
  const last = stem.at(-1)!;
  return stem.length > 2 && last === stem.at(-2) && /[b-df-hj-km-np-rtv-xz]/.test(last) && !/[lsz]/.test(last)
    ? stem.slice(0, -1)
    : stem;
}

/** The words of a text in order (letters, digits and inner apostrophes), lower-cased. */
export function wordsOf(text: string): string[] {
  return text.toLowerCase().match(/[\p{L}\p{N}]+(?:['’][\p{L}]+)*/gu) ?? [];
}

/** The set of stems of a text, for matching many keywords against one question. */
export function stemsOf(text: string): Set<string> {
  return new Set(wordsOf(text).map(stemWord));
}

/**
 * True when one of `keywords` occurs in `text` in any word form. A keyword of several words
 * ("sign in", "forgot password") matches those word forms in a row.
 */
export function mentionsAny(text: string, keywords: readonly string[]): boolean {
  const stems = wordsOf(text).map(stemWord);
  const present = new Set(stems);
  return keywords.some((keyword) => {
    const parts = wordsOf(keyword).map(stemWord);
    if (parts.length === 1) return present.has(parts[0]!);
    return stems.some((_, start) => parts.every((part, offset) => stems[start + offset] === part));
  });
}

import { DREAM_SYMBOLS, dreamSymbol } from "../../../../content/dreams";
import { DREAM_PAGE_WORDS } from "../../../../content/dreams/page";
import { dreamSymbolPath } from "../../../shared/site-routes";
import { fillWords } from "../../../shared/text";
import { metaDescription } from "../library/structured-data";

/** One symbol in the dictionary's index: its name and its page. */
export interface DreamSymbolLink {
  slug: string;
  name: string;
}

/**
 * The dictionary's symbols by name, for the index (the routes' loaders run at build time only, so the
 * dictionary's words stay out of the browser's JavaScript).
 */
export function dreamSymbolLinks(): DreamSymbolLink[] {
  return DREAM_SYMBOLS.map(({ slug, name }) => ({ slug, name })).sort((a, b) => a.name.localeCompare(b.name, "en"));
}

/** A symbol's page as prerendered: its words, its title and description, or null for no such symbol. */
export function dreamSymbolEntry(slug: string | undefined) {
  const symbol = slug ? dreamSymbol(slug) : undefined;
  if (!symbol) return null;
  return {
    slug: symbol.slug,
    name: symbol.name,
    path: dreamSymbolPath(symbol.slug),
    heading: fillWords(DREAM_PAGE_WORDS.symbolPage.heading, { name: symbol.name }),
    metaTitle: fillWords(DREAM_PAGE_WORDS.symbolPage.metaTitle, { name: symbol.name }),
    description: metaDescription(symbol.reflection),
    reflection: symbol.reflection,
    questions: [...symbol.questions],
    forms: [...symbol.forms],
  };
}
export type DreamSymbolEntry = NonNullable<ReturnType<typeof dreamSymbolEntry>>;

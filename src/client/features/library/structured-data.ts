/**
 * The library's structured data (schema.org as JSON-LD): each card or rune is a `DefinedTerm` inside
 * the `DefinedTermSet` of its deck, and each deck's index is a `CollectionPage` whose main entity is
 * that set, listing its terms. URLs are absolute, as search engines need them.
 */

interface TermSet {
  name: string;
  url: string;
  /** The set's own id, when its page holds more than one set (default: the page's URL with `#set`). */
  id?: string;
}

export interface TermPage {
  name: string;
  description: string;
  url: string;
  image: string;
  /** The term's place in its deck ("0", "XIV", "f"…): schema.org's termCode. */
  termCode?: string;
  keywords: readonly string[];
  set: TermSet;
}

export function definedTermJsonLd(page: TermPage): Record<string, unknown> {
  return {
    "@context": "https://schema.org",
    "@type": "DefinedTerm",
    "@id": page.url,
    name: page.name,
    description: page.description,
    url: page.url,
    image: page.image,
    ...(page.termCode === undefined ? {} : { termCode: page.termCode }),
    keywords: page.keywords.join(", "),
    inDefinedTermSet: {
      "@type": "DefinedTermSet",
      "@id": page.set.id ?? `${page.set.url}#set`,
      name: page.set.name,
      url: page.set.url,
    },
  };
}

export interface CollectionPageData {
  name: string;
  description: string;
  url: string;
  image: string;
  set: TermSet;
  terms: ReadonlyArray<{ name: string; url: string }>;
}

export function collectionJsonLd(page: CollectionPageData): Record<string, unknown> {
  return {
    "@context": "https://schema.org",
    "@type": "CollectionPage",
    "@id": page.url,
    name: page.name,
    description: page.description,
    url: page.url,
    image: page.image,
    mainEntity: {
      "@type": "DefinedTermSet",
      "@id": `${page.set.url}#set`,
      name: page.set.name,
      url: page.set.url,
      hasDefinedTerm: page.terms.map((term) => ({
        "@type": "DefinedTerm",
        "@id": term.url,
        name: term.name,
        url: term.url,
      })),
    },
  };
}

/** A meta description of at most `limit` characters, cut at a word and closed with an ellipsis. */
export function metaDescription(text: string, limit = 160): string {
  if (text.length <= limit) return text;
  const cut = text.slice(0, limit - 1);
  return `${cut.slice(0, cut.lastIndexOf(" ")).replace(/[,;:.\s]+$/, "")}…`;
}

/** What the index pages pass for their terms: groups of named items with their paths. */
export interface LibraryGroupLike {
  items: ReadonlyArray<{ name: string; path: string }>;
}

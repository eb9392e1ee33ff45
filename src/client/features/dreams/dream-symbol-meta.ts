import type { MetaDescriptor } from "react-router";
import { DREAM_PAGE_WORDS } from "../../../../content/dreams/page";
import { DREAM_SYMBOLS_PATH, dreamSymbolPath } from "../../../shared/site-routes";
import { absoluteUrl, DEFAULT_IMAGE, NOT_FOUND_META, pageMeta } from "../../lib/page-meta";
import { collectionJsonLd, definedTermJsonLd } from "../library/structured-data";
import type { DreamSymbolEntry, DreamSymbolLink } from "./symbol-entries";

const words = DREAM_PAGE_WORDS.symbolPage;
const SET = { name: DREAM_PAGE_WORDS.page.dictionaryTitle, url: absoluteUrl(DREAM_SYMBOLS_PATH) };

/** A symbol page's `<head>`: title, description, canonical, Open Graph and its DefinedTerm JSON-LD. */
export function dreamSymbolMeta(entry: DreamSymbolEntry | null): MetaDescriptor[] {
  if (!entry) return NOT_FOUND_META;
  return pageMeta({
    title: entry.metaTitle,
    description: entry.description,
    path: entry.path,
    type: "article",
    keywords: entry.forms,
    jsonLd: definedTermJsonLd({
      name: entry.name,
      description: entry.description,
      url: absoluteUrl(entry.path),
      image: absoluteUrl(DEFAULT_IMAGE),
      keywords: entry.forms,
      set: SET,
    }),
  });
}

/** The dictionary index's `<head>`, with its CollectionPage JSON-LD listing every symbol. */
export function dreamSymbolIndexMeta(symbols: readonly DreamSymbolLink[]): MetaDescriptor[] {
  return pageMeta({
    title: words.indexMetaTitle,
    description: words.indexMetaDescription,
    path: DREAM_SYMBOLS_PATH,
    jsonLd: collectionJsonLd({
      name: DREAM_PAGE_WORDS.page.dictionaryTitle,
      description: words.indexMetaDescription,
      url: SET.url,
      image: absoluteUrl(DEFAULT_IMAGE),
      set: SET,
      terms: symbols.map((symbol) => ({ name: symbol.name, url: absoluteUrl(dreamSymbolPath(symbol.slug)) })),
    }),
  });
}

import { ICHING_PAGE_WORDS } from "../../../../content/iching/page";
import { hexagramOgImagePath, HEXAGRAMS_PATH } from "../../../shared/iching/paths";
import { absoluteUrl } from "../../lib/page-meta";
import { collectionJsonLd, definedTermJsonLd } from "../library/structured-data";
import type { HexagramIndexEntry, HexagramPageData } from "./hexagram-library";

/**
 * The hexagram pages' structured data, made from what the loader read (the route's `meta` runs in the
 * browser too, so this module imports none of the book's words).
 */
const words = ICHING_PAGE_WORDS.library;

/** A hexagram page's JSON-LD: a DefinedTerm in the set of the 64. */
export function hexagramJsonLd(page: HexagramPageData) {
  return definedTermJsonLd({
    name: `${page.number}. ${page.english} (${page.pinyin})`,
    description: page.description,
    url: absoluteUrl(page.path),
    image: absoluteUrl(hexagramOgImagePath(page.number)),
    termCode: String(page.number),
    keywords: page.keywords,
    set: { name: words.title, url: absoluteUrl(HEXAGRAMS_PATH) },
  });
}

/** The index's JSON-LD: a CollectionPage of the 64. */
export function hexagramIndexJsonLd(entries: readonly HexagramIndexEntry[]) {
  return collectionJsonLd({
    name: words.title,
    description: words.metaDescription,
    url: absoluteUrl(HEXAGRAMS_PATH),
    image: absoluteUrl(hexagramOgImagePath("index")),
    set: { name: words.title, url: absoluteUrl(HEXAGRAMS_PATH) },
    terms: entries.map((entry) => ({ name: `${entry.number}. ${entry.english}`, url: absoluteUrl(entry.path) })),
  });
}

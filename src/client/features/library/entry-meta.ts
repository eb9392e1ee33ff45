import type { MetaDescriptor } from "react-router";
import { LIBRARY_OG_IMAGE_SIZE } from "../../../shared/draws/library-assets";
import { absoluteUrl, NOT_FOUND_META, pageMeta } from "../../lib/page-meta";
import type { LibraryEntry } from "./entries";
import { collectionJsonLd, definedTermJsonLd, type LibraryGroupLike } from "./structured-data";

/** A card's or rune's `<head>`: title, description, canonical, its own preview image and its JSON-LD. */
export function entryMeta(entry: LibraryEntry | null, set: { name: string; path: string }): MetaDescriptor[] {
  if (!entry) return NOT_FOUND_META;
  return pageMeta({
    title: `${entry.name} ${entry.itemTitle} Meaning`,
    description: entry.description,
    path: entry.path,
    image: entry.ogImage,
    imageSize: LIBRARY_OG_IMAGE_SIZE,
    type: "article",
    keywords: [...entry.allKeywords],
    jsonLd: definedTermJsonLd({
      name: entry.name,
      description: entry.description,
      url: absoluteUrl(entry.path),
      image: absoluteUrl(entry.ogImage),
      termCode: entry.termCode,
      keywords: entry.allKeywords,
      set: { name: set.name, url: absoluteUrl(set.path) },
    }),
  });
}

/** A deck's index `<head>`: a CollectionPage whose main entity is the deck as a DefinedTermSet. */
export function indexMeta(page: {
  title: string;
  description: string;
  path: string;
  ogImage: string;
  setName: string;
  groups: readonly LibraryGroupLike[];
}): MetaDescriptor[] {
  return pageMeta({
    title: page.title,
    description: page.description,
    path: page.path,
    image: page.ogImage,
    imageSize: LIBRARY_OG_IMAGE_SIZE,
    jsonLd: collectionJsonLd({
      name: page.title,
      description: page.description,
      url: absoluteUrl(page.path),
      image: absoluteUrl(page.ogImage),
      set: { name: page.setName, url: absoluteUrl(page.path) },
      terms: page.groups.flatMap((group) =>
        group.items.map((item) => ({ name: item.name, url: absoluteUrl(item.path) })),
      ),
    }),
  });
}

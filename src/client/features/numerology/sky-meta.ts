import type { MetaDescriptor } from "react-router";
import { absoluteUrl, DEFAULT_IMAGE, NOT_FOUND_META, pageMeta } from "../../lib/page-meta";
import { definedTermJsonLd } from "../library/structured-data";
import type { SkyEntry } from "./entries";

/** A number's or a sign's `<head>`: title, description, canonical, Open Graph and its DefinedTerm JSON-LD. */
export function skyEntryMeta(entry: SkyEntry | null): MetaDescriptor[] {
  if (!entry) return NOT_FOUND_META;
  const setUrl = absoluteUrl(entry.set.path);
  return pageMeta({
    title: entry.metaTitle,
    description: entry.description,
    path: entry.path,
    type: "article",
    keywords: [...entry.keywords.words],
    jsonLd: definedTermJsonLd({
      name: entry.name,
      description: entry.description,
      url: absoluteUrl(entry.path),
      image: absoluteUrl(DEFAULT_IMAGE),
      termCode: entry.termCode,
      keywords: entry.keywords.words,
      set: { name: entry.set.name, url: setUrl, id: `${setUrl}#${entry.set.fragment}` },
    }),
  });
}

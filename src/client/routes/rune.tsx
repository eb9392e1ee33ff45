import { useParams } from "react-router";
import { libraryWords } from "../../../content/site/library";
import { PageNotFound } from "../components/layout/page-not-found";
import { entryMeta } from "../features/library/entry-meta";
import { runeEntry } from "../features/library/entries";
import { LibraryEntryPage } from "../features/library/library-entry-page";
import type { Route } from "./+types/rune";

export function meta({ params }: Route.MetaArgs) {
  return entryMeta(runeEntry(params.slug), {
    name: libraryWords.runes.index.setName,
    path: "/runes/library",
  });
}

/** /runes/<slug>: one rune of the 24, prerendered; any other slug is the 404 page. */
export default function RuneRoute() {
  const entry = runeEntry(useParams().slug);
  return entry ? <LibraryEntryPage entry={entry} /> : <PageNotFound />;
}

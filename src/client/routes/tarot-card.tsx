import { useParams } from "react-router";
import { libraryWords } from "../../../content/site/library";
import { PageNotFound } from "../components/layout/page-not-found";
import { entryMeta } from "../features/library/entry-meta";
import { tarotEntry } from "../features/library/entries";
import { LibraryEntryPage } from "../features/library/library-entry-page";
import type { Route } from "./+types/tarot-card";

export function meta({ params }: Route.MetaArgs) {
  return entryMeta(tarotEntry(params.slug), {
    name: libraryWords.tarot.index.setName,
    path: "/tarot/cards",
  });
}

/** /tarot/cards/<slug>: one card of the 78, prerendered; any other slug is the 404 page. */
export default function TarotCardRoute() {
  const entry = tarotEntry(useParams().slug);
  return entry ? <LibraryEntryPage entry={entry} /> : <PageNotFound />;
}

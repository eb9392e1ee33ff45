import { data } from "react-router";
import { libraryWords } from "../../../content/site/library";
import { PageNotFound } from "../components/layout/page-not-found";
import { entryMeta } from "../features/library/entry-meta";
import { tarotEntry } from "../features/library/entries";
import { LibraryEntryPage } from "../features/library/library-entry-page";
import type { Route } from "./+types/tarot-card";

/**
 * Runs at build time only: each of the 78 pages is prerendered with its card's words, so the words of
 * the whole deck never reach the browser's JavaScript (a visit to the next card fetches that page's
 * prerendered data, a few KB). A slug that was not prerendered has no data: the 404 page.
 */
export function loader({ params }: Route.LoaderArgs) {
  const entry = tarotEntry(params.slug);
  if (!entry) throw data(null, { status: 404 });
  return entry;
}

export function meta({ loaderData }: Route.MetaArgs) {
  return entryMeta(loaderData ?? null, { name: libraryWords.tarot.index.setName, path: "/tarot/cards" });
}

/** /tarot/cards/<slug>: one card of the 78. */
export default function TarotCardRoute({ loaderData }: Route.ComponentProps) {
  return <LibraryEntryPage entry={loaderData} />;
}

export function ErrorBoundary() {
  return <PageNotFound />;
}

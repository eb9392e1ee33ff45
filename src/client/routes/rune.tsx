import { data } from "react-router";
import { libraryWords } from "../../../content/site/library";
import { PageNotFound } from "../components/layout/page-not-found";
import { entryMeta } from "../features/library/entry-meta";
import { runeEntry } from "../features/library/entries";
import { LibraryEntryPage } from "../features/library/library-entry-page";
import type { Route } from "./+types/rune";

/**
 * Runs at build time only: each of the 24 pages is prerendered with its rune's words, so the words of
 * the whole deck never reach the browser's JavaScript (a visit to the next rune fetches that page's
 * prerendered data, a few KB). A slug that was not prerendered has no data: the 404 page.
 */
export function loader({ params }: Route.LoaderArgs) {
  const entry = runeEntry(params.slug);
  if (!entry) throw data(null, { status: 404 });
  return entry;
}

export function meta({ loaderData }: Route.MetaArgs) {
  return entryMeta(loaderData ?? null, { name: libraryWords.runes.index.setName, path: "/runes/library" });
}

/** /runes/<slug>: one rune of the 24. */
export default function RuneRoute({ loaderData }: Route.ComponentProps) {
  return <LibraryEntryPage entry={loaderData} />;
}

export function ErrorBoundary() {
  return <PageNotFound />;
}

import { data } from "react-router";
import { DREAM_PAGE_WORDS } from "../../../content/dreams/page";
import { PageNotFound } from "../components/layout/page-not-found";
import { PageHero } from "../components/ui/page-hero";
import { DreamSymbolIndex } from "../features/dreams/dream-symbol-index";
import { dreamSymbolIndexMeta, dreamSymbolMeta } from "../features/dreams/dream-symbol-meta";
import { DreamSymbolPage } from "../features/dreams/dream-symbol-page";
import { dreamSymbolEntry, dreamSymbolLinks } from "../features/dreams/symbol-entries";
import type { Route } from "./+types/dream-symbols";

const words = DREAM_PAGE_WORDS.page;

/**
 * Runs at build time only: the index and each of the 150 symbols' pages are prerendered with their words,
 * which stay out of the browser's JavaScript. One route for both keeps the route manifest every first load
 * carries to one entry. A slug that was not prerendered has no data: the 404 page.
 */
export function loader({ params }: Route.LoaderArgs) {
  if (!params.slug) return { symbols: dreamSymbolLinks(), entry: null };
  const entry = dreamSymbolEntry(params.slug);
  if (!entry) throw data(null, { status: 404 });
  return { symbols: null, entry };
}

export function meta({ loaderData }: Route.MetaArgs) {
  if (loaderData?.symbols) return dreamSymbolIndexMeta(loaderData.symbols);
  return dreamSymbolMeta(loaderData?.entry ?? null);
}

/** /dream-analysis/symbols: the dream symbol dictionary's index; /dream-analysis/symbols/<slug>: one symbol. */
export default function DreamSymbolsRoute({ loaderData }: Route.ComponentProps) {
  if (loaderData.entry) return <DreamSymbolPage entry={loaderData.entry} />;
  return (
    <>
      <PageHero eyebrow={words.eyebrow} title={words.dictionaryTitle}>
        <p>{words.dictionaryLead}</p>
      </PageHero>
      <div className="mx-auto max-w-5xl px-4 pb-16 sm:px-6">
        <DreamSymbolIndex symbols={loaderData.symbols!} />
      </div>
    </>
  );
}

export function ErrorBoundary() {
  return <PageNotFound />;
}

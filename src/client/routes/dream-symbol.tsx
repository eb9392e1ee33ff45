import { data } from "react-router";
import { PageNotFound } from "../components/layout/page-not-found";
import { dreamSymbolMeta } from "../features/dreams/dream-symbol-meta";
import { DreamSymbolPage } from "../features/dreams/dream-symbol-page";
import { dreamSymbolEntry } from "../features/dreams/symbol-entries";
import type { Route } from "./+types/dream-symbol";

/**
 * Runs at build time only: each of the 150 pages is prerendered with its symbol's words, which stay out
 * of the browser's JavaScript. A slug that was not prerendered has no data: the 404 page.
 */
export function loader({ params }: Route.LoaderArgs) {
  const entry = dreamSymbolEntry(params.slug);
  if (!entry) throw data(null, { status: 404 });
  return entry;
}

export function meta({ loaderData }: Route.MetaArgs) {
  return dreamSymbolMeta(loaderData ?? null);
}

/** /dream-analysis/symbols/<slug>: one symbol of the dream dictionary. */
export default function DreamSymbolRoute({ loaderData }: Route.ComponentProps) {
  return <DreamSymbolPage entry={loaderData} />;
}

export function ErrorBoundary() {
  return <PageNotFound />;
}

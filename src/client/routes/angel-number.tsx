import { data } from "react-router";
import { PageNotFound } from "../components/layout/page-not-found";
import { angelNumberEntry } from "../features/angel-numbers/library-entries";
import { SkyEntryPage } from "../features/numerology/sky-entry-page";
import { skyEntryMeta } from "../features/numerology/sky-meta";
import type { Route } from "./+types/angel-number";

/**
 * Runs at build time only: each library number's page is prerendered with its words, which stay out of
 * the browser's JavaScript. A number the library does not write about is the 404 page.
 */
export function loader({ params }: Route.LoaderArgs) {
  const entry = angelNumberEntry(params.slug);
  if (!entry) throw data(null, { status: 404 });
  return entry;
}

export function meta({ loaderData }: Route.MetaArgs) {
  return skyEntryMeta(loaderData ?? null);
}

/** /angel-numbers/<slug>: one number of the library, its meanings and its journaling prompt. */
export default function AngelNumberRoute({ loaderData }: Route.ComponentProps) {
  return <SkyEntryPage entry={loaderData} />;
}

export function ErrorBoundary() {
  return <PageNotFound />;
}

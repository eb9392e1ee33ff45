import { data } from "react-router";
import { PageNotFound } from "../components/layout/page-not-found";
import { numberEntry } from "../features/numerology/entries";
import { SkyEntryPage } from "../features/numerology/sky-entry-page";
import { skyEntryMeta } from "../features/numerology/sky-meta";
import type { Route } from "./+types/numerology-number";

/**
 * Runs at build time only: each of the twelve pages is prerendered with its number's words, which stay
 * out of the browser's JavaScript. A number that was not prerendered (/numerology/10) is the 404 page.
 */
export function loader({ params }: Route.LoaderArgs) {
  const entry = numberEntry(params.number);
  if (!entry) throw data(null, { status: 404 });
  return entry;
}

export function meta({ loaderData }: Route.MetaArgs) {
  return skyEntryMeta(loaderData ?? null);
}

/** /numerology/<number>: one of 1–9, 11, 22 and 33, in every position it can hold. */
export default function NumerologyNumberRoute({ loaderData }: Route.ComponentProps) {
  return <SkyEntryPage entry={loaderData} />;
}

export function ErrorBoundary() {
  return <PageNotFound />;
}

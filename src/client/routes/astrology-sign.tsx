import { data } from "react-router";
import { PageNotFound } from "../components/layout/page-not-found";
import { signEntry } from "../features/numerology/entries";
import { SkyEntryPage } from "../features/numerology/sky-entry-page";
import { skyEntryMeta } from "../features/numerology/sky-meta";
import type { Route } from "./+types/astrology-sign";

/**
 * Runs at build time only: each sign's page is prerendered with its words and the days the Sun enters
 * and leaves it over a century (worked out here with astronomy-engine, which never reaches the browser
 * from this page). A sign that was not prerendered is the 404 page.
 */
export function loader({ params }: Route.LoaderArgs) {
  const entry = signEntry(params.sign);
  if (!entry) throw data(null, { status: 404 });
  return entry;
}

export function meta({ loaderData }: Route.MetaArgs) {
  return skyEntryMeta(loaderData ?? null);
}

/** /astrology/<sign>: one of the twelve signs of the zodiac. */
export default function AstrologySignRoute({ loaderData }: Route.ComponentProps) {
  return <SkyEntryPage entry={loaderData} />;
}

export function ErrorBoundary() {
  return <PageNotFound />;
}

import { moonPageWords } from "../../../content/site/moon-page";
import { moonPageContent } from "../features/moon-phases/moon-page-content";
import { MoonPage } from "../features/moon-phases/moon-page";
import { pageMeta } from "../lib/page-meta";
import type { Route } from "./+types/moon-phases";

/**
 * Runs at build time only: the eight phases' words and the Moon's mood in each sign go into the
 * prerendered page and its data, never into the page's JavaScript.
 */
export function loader() {
  return moonPageContent();
}

export function meta() {
  return pageMeta({ title: moonPageWords.metaTitle, description: moonPageWords.metaDescription, path: "/moon-phases" });
}

/** /moon-phases: the Moon Phase Tracker. */
export default function MoonPhasesRoute({ loaderData }: Route.ComponentProps) {
  return <MoonPage content={loaderData} />;
}

import { DREAM_PAGE_WORDS } from "../../../content/dreams/page";
import { DreamsPage } from "../features/dreams/dreams-page";
import { dreamSymbolLinks } from "../features/dreams/symbol-entries";
import { pageMeta } from "../lib/page-meta";
import type { Route } from "./+types/dream-analysis";

const words = DREAM_PAGE_WORDS.page;

/** Runs at build time only: the dictionary's names for its index, without its words. */
export function loader() {
  return { symbols: dreamSymbolLinks() };
}

export function meta() {
  return pageMeta({ title: words.metaTitle, description: words.metaDescription, path: "/dream-analysis" });
}

/** /dream-analysis: prerendered for visitors with the symbol dictionary; the journal for signed-in seekers. */
export default function DreamAnalysisRoute({ loaderData }: Route.ComponentProps) {
  return <DreamsPage symbols={loaderData.symbols} />;
}

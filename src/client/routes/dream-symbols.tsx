import { DREAM_PAGE_WORDS } from "../../../content/dreams/page";
import { PageHero } from "../components/ui/page-hero";
import { DreamSymbolIndex } from "../features/dreams/dream-symbol-index";
import { dreamSymbolIndexMeta } from "../features/dreams/dream-symbol-meta";
import { dreamSymbolLinks } from "../features/dreams/symbol-entries";
import type { Route } from "./+types/dream-symbols";

const words = DREAM_PAGE_WORDS.page;

/** Runs at build time only: the names of the 150 symbols, which stay out of the browser's JavaScript. */
export function loader() {
  return { symbols: dreamSymbolLinks() };
}

export function meta({ loaderData }: Route.MetaArgs) {
  return dreamSymbolIndexMeta(loaderData.symbols);
}

/** /dream-analysis/symbols: the dream symbol dictionary's index. */
export default function DreamSymbolsRoute({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <PageHero eyebrow={words.eyebrow} title={words.dictionaryTitle}>
        <p>{words.dictionaryLead}</p>
      </PageHero>
      <div className="mx-auto max-w-5xl px-4 pb-16 sm:px-6">
        <DreamSymbolIndex symbols={loaderData.symbols} />
      </div>
    </>
  );
}

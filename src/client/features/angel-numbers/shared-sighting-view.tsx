import { ANGEL_NUMBERS_PAGE_WORDS } from "../../../../content/angel-numbers/page";
import type { SharedAngelNumber } from "../../../shared/api/angel-numbers";
import { SharedArticle, SharedHeader, TryTheOracle } from "../sharing/shared-reading-parts";
import { SightingView } from "./sighting-view";

const words = ANGEL_NUMBERS_PAGE_WORDS.sharedPage;

/** A shared sighting as anyone with its link sees it: the number and its words, never the note. */
export function SharedSightingView({ reading }: { reading: SharedAngelNumber }) {
  return (
    <SharedArticle>
      <SharedHeader eyebrow={words.eyebrow} title={reading.number} subtitle={ANGEL_NUMBERS_PAGE_WORDS.name} />
      <section className="card mt-8 p-6 sm:p-8" aria-label={reading.headline}>
        <SightingView reading={reading} />
      </section>
      <TryTheOracle path="/angel-numbers" title={words.ctaTitle} text={words.ctaText} button={words.ctaButton} />
    </SharedArticle>
  );
}

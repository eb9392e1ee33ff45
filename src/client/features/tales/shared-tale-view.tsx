import { TALE_PAGE_WORDS } from "../../../../content/tales/page";
import type { SharedTale } from "../../../shared/api/tales";
import { SharedArticle, SharedHeader, TryTheOracle } from "../sharing/shared-reading-parts";
import { TaleView } from "./tale-view";

const words = TALE_PAGE_WORDS.sharedPage;

/** A shared tale as anyone with its link sees it: the label, the facts and the story, nothing of the seeker's. */
export function SharedTaleView({ reading }: { reading: SharedTale }) {
  return (
    <SharedArticle>
      <SharedHeader eyebrow={words.eyebrow} title={reading.title} subtitle={TALE_PAGE_WORDS.fictionLabel} />
      <section className="card mt-8 p-6 sm:p-8" aria-label={reading.title}>
        <TaleView tale={reading} />
      </section>
      <TryTheOracle path="/past-lives" title={words.ctaTitle} text={words.ctaText} button={words.ctaButton} />
    </SharedArticle>
  );
}

import { ICHING_PAGE_WORDS } from "../../../../content/iching/page";
import { sharingWords } from "../../../../content/site/sharing";
import type { SharedIChing } from "../../../shared/api/iching";
import { SITUATION_LABELS } from "../../../shared/situations";
import { fillWords } from "../../../shared/text";
import { SharedArticle, SharedHeader, TryTheOracle } from "../sharing/shared-reading-parts";
import { IChingReadingView } from "./iching-reading-view";

const words = ICHING_PAGE_WORDS.sharedPage;

/** A shared I Ching reading as anyone with its link sees it: the question, the hexagrams and their words. */
export function SharedIChingView({ reading }: { reading: SharedIChing }) {
  return (
    <SharedArticle>
      <SharedHeader
        eyebrow={words.eyebrow}
        title={fillWords(sharingWords.drawPage.title, { situation: SITUATION_LABELS[reading.situation] })}
        subtitle={ICHING_PAGE_WORDS.name}
      />
      <section className="card mt-8 p-6 sm:p-8" aria-label={reading.primary.english}>
        <IChingReadingView reading={reading} />
      </section>
      <TryTheOracle path="/ancient-texts" title={words.ctaTitle} text={words.ctaText} button={words.ctaButton} />
    </SharedArticle>
  );
}

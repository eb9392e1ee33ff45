import { CHAKRA_PAGE_WORDS } from "../../../../content/chakra/page";
import type { SharedChakra } from "../../../shared/api/chakra";
import { CHAKRA_ORACLE } from "../../../shared/oracles/chakra";
import { SharedArticle, SharedHeader, TryTheOracle } from "../sharing/shared-reading-parts";
import { CheckInView } from "./check-in-view";

const words = CHAKRA_PAGE_WORDS.sharedPage;

/** A shared check-in as anyone with its link sees it: the aura card, the balances and the practices. */
export function SharedChakraView({ reading }: { reading: SharedChakra }) {
  return (
    <SharedArticle wide>
      <SharedHeader eyebrow={words.eyebrow} title={reading.title} subtitle={CHAKRA_ORACLE.name} />
      <p className="mt-3 text-center text-sm text-indigo-100/90 italic">{words.selfReported}</p>
      <div className="mt-8">
        <CheckInView checkIn={reading} headingLevel={2} />
      </div>
      <TryTheOracle path={CHAKRA_ORACLE.path} title={words.ctaTitle} text={words.ctaText} button={words.ctaButton} />
    </SharedArticle>
  );
}

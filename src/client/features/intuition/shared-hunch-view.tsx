import { INTUITION_PAGE_WORDS } from "../../../../content/intuition/page";
import type { SharedIntuition } from "../../../shared/api/intuition";
import { INTUITION_ORACLE } from "../../../shared/oracles/intuition";
import { SharedArticle, SharedHeader, TryTheOracle } from "../sharing/shared-reading-parts";
import { HunchResult } from "./hunch-result";

const words = INTUITION_PAGE_WORDS.sharedPage;

/** A shared hunch as anyone with its link sees it: the call, the confidence, the draw, hit or miss. */
export function SharedHunchView({ reading }: { reading: SharedIntuition }) {
  return (
    <SharedArticle>
      <SharedHeader eyebrow={words.eyebrow} title={reading.headline} subtitle={INTUITION_ORACLE.name} />
      <div className="mt-8">
        <HunchResult result={reading} headingLevel={2} />
      </div>
      <p className="mt-4 text-center text-sm text-indigo-100/90 italic">{words.oneResult}</p>
      <TryTheOracle path={INTUITION_ORACLE.path} title={words.ctaTitle} text={words.ctaText} button={words.ctaButton} />
    </SharedArticle>
  );
}

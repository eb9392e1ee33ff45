import { COMPASS_PAGE_WORDS } from "../../../../content/compass/page";
import type { SharedCompass } from "../../../shared/api/compass";
import { COMPASS_ORACLE } from "../../../shared/oracles/compass";
import { SharedArticle, SharedHeader, TryTheOracle } from "../sharing/shared-reading-parts";
import { PerspectiveCard } from "./perspective-card";
import { WeighingView } from "./weighing-view";

const words = COMPASS_PAGE_WORDS.sharedPage;

/** A shared decision as anyone with its link sees it: the options' shares, the result and any perspective. */
export function SharedCompassView({ reading }: { reading: SharedCompass }) {
  return (
    <SharedArticle wide>
      <SharedHeader eyebrow={words.eyebrow} title={reading.title} subtitle={COMPASS_ORACLE.name} />
      <p className="mt-3 text-center text-sm text-indigo-100/90 italic">{words.privacyNote}</p>
      <div className="mt-8">
        <WeighingView weighing={{ ...reading, sections: reading.sections.slice(0, 1) }} headingLevel={2} />
      </div>
      {reading.perspective && (
        <div className="mt-6">
          <PerspectiveCard perspective={reading.perspective} note={reading.perspectiveNote} />
        </div>
      )}
      <TryTheOracle path={COMPASS_ORACLE.path} title={words.ctaTitle} text={words.ctaText} button={words.ctaButton} />
    </SharedArticle>
  );
}

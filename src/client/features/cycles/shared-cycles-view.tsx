import { CYCLES_PAGE_WORDS } from "../../../../content/cycles/page";
import { sharingWords } from "../../../../content/site/sharing";
import type { SharedCycles } from "../../../shared/api/cycles";
import { CYCLES_ORACLE } from "../../../shared/oracles/cycles";
import { SITUATION_LABELS } from "../../../shared/situations";
import { fillWords } from "../../../shared/text";
import { SharedArticle, SharedHeader, SharedQuestion, TryTheOracle } from "../sharing/shared-reading-parts";
import { CyclesText } from "./cycles-text";

const words = CYCLES_PAGE_WORDS.sharedPage;

/** A shared reading of the day's cycles as anyone with its link sees it: the numbers and their words. */
export function SharedCyclesView({ reading }: { reading: SharedCycles }) {
  return (
    <SharedArticle>
      <SharedHeader
        eyebrow={words.eyebrow}
        title={fillWords(sharingWords.drawPage.title, { situation: SITUATION_LABELS[reading.situation] })}
        subtitle={CYCLES_ORACLE.name}
      />
      <SharedQuestion question={reading.question} />
      <section className="card mt-8 p-6 sm:p-8" aria-label={reading.title}>
        <CyclesText reading={reading} headingLevel={2} />
      </section>
      <TryTheOracle path={CYCLES_ORACLE.path} title={words.ctaTitle} text={words.ctaText} button={words.ctaButton} />
    </SharedArticle>
  );
}

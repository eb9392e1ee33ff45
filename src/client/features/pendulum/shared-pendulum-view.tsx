import { PENDULUM_PAGE_WORDS } from "../../../../content/pendulum/page";
import { sharingWords } from "../../../../content/site/sharing";
import type { SharedPendulum } from "../../../shared/api/pendulum";
import { SITUATION_LABELS } from "../../../shared/situations";
import { fillWords } from "../../../shared/text";
import { SharedArticle, SharedHeader, TryTheOracle } from "../sharing/shared-reading-parts";
import { PendulumAnswerView } from "./pendulum-answer";

const words = PENDULUM_PAGE_WORDS.sharedPage;

/** A shared pendulum reading as anyone with its link sees it: the question, the answer and its words. */
export function SharedPendulumView({ reading }: { reading: SharedPendulum }) {
  return (
    <SharedArticle>
      <SharedHeader
        eyebrow={words.eyebrow}
        title={fillWords(sharingWords.drawPage.title, { situation: SITUATION_LABELS[reading.situation] })}
        subtitle={PENDULUM_PAGE_WORDS.name}
      />
      <section className="card mt-8 p-6 sm:p-8" aria-label={reading.headline}>
        <PendulumAnswerView reading={reading} />
      </section>
      <TryTheOracle path="/pendulum" title={words.ctaTitle} text={words.ctaText} button={words.ctaButton} />
    </SharedArticle>
  );
}

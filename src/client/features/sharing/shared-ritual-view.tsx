import { sharingWords } from "../../../../content/site/sharing";
import type { SharedRitual } from "../../../shared/api/rituals";
import type { RitualTool } from "../../../shared/draws/spreads";
import { fillWords } from "../../../shared/text";
import { SITUATION_LABELS } from "../../../shared/situations";
import { RitualFacts, RitualText } from "./ritual-text";
import { SharedArticle, SharedHeader, SharedQuestion, TryTheOracle } from "./shared-reading-parts";

const words = sharingWords.ritualPage;
const RITUAL_PATHS: Record<RitualTool, string> = { numerology: "/numerology", moon: "/moon-phases" };

/** A shared numerology reading or moon ritual as anyone with its link sees it: its facts and its words. */
export function SharedRitualView({ reading }: { reading: SharedRitual }) {
  const { tool } = reading;
  return (
    <SharedArticle>
      <SharedHeader
        eyebrow={words.eyebrow[tool]}
        title={fillWords(sharingWords.drawPage.title, { situation: SITUATION_LABELS[reading.situation] })}
        subtitle={reading.title}
      />
      <SharedQuestion question={reading.question} />
      <section className="card mt-8 p-6 sm:p-8" aria-label={reading.title}>
        <RitualFacts ritual={reading} />
        <RitualText ritual={reading} headingLevel={2} />
      </section>
      <TryTheOracle
        path={RITUAL_PATHS[tool]}
        title={words.ctaTitle[tool]}
        text={words.ctaText[tool]}
        button={words.ctaButton[tool]}
      />
    </SharedArticle>
  );
}

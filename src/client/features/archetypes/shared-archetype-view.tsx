import { ARCHETYPE_PAGE_WORDS } from "../../../../content/archetypes/page";
import type { SharedArchetype } from "../../../shared/api/archetypes";
import { SharedArticle, SharedHeader, TryTheOracle } from "../sharing/shared-reading-parts";
import { ArchetypeView } from "./archetype-view";

const words = ARCHETYPE_PAGE_WORDS.sharedPage;

/** A shared quiz result as anyone with its link sees it: the animal and its words, never the answers or note. */
export function SharedArchetypeView({ reading }: { reading: SharedArchetype }) {
  return (
    <SharedArticle>
      <SharedHeader eyebrow={words.eyebrow} title={reading.name} subtitle={ARCHETYPE_PAGE_WORDS.name} />
      <section className="card mt-8 p-6 sm:p-8" aria-label={reading.title}>
        <ArchetypeView result={reading} />
      </section>
      <TryTheOracle path="/spirit-animals" title={words.ctaTitle} text={words.ctaText} button={words.ctaButton} />
    </SharedArticle>
  );
}

import { BookOpen, ListOrdered, Scale } from "lucide-react";
import { ARCHETYPE_NAMES } from "../../../../content/archetypes/names";
import { ARCHETYPE_PAGE_WORDS } from "../../../../content/archetypes/page";
import { ARCHETYPE_IDS } from "../../../shared/archetypes/quiz-rule";
import { AboutCard } from "../../components/ui/about-card";
import { PageHero, Section } from "../../components/ui/page-hero";
import { ArchetypeQuiz } from "./archetype-quiz";

const words = ARCHETYPE_PAGE_WORDS.page;

/**
 * /spirit-animals (the catalogue's old address, kept): Animal Archetypes. The quiz works for anyone in the
 * browser; what it is and is not, where its animals come from, how it counts; and the bestiary's twenty
 * animals. A signed-in seeker saves a result from under it.
 */
export function ArchetypesPage() {
  return (
    <>
      <PageHero eyebrow={words.eyebrow} title={words.title}>
        <p>{words.lead}</p>
      </PageHero>
      <div className="px-4 sm:px-6">
        <ArchetypeQuiz />
      </div>
      <div className="mx-auto grid max-w-5xl gap-6 px-4 py-12 sm:px-6 md:grid-cols-3">
        <AboutCard id="archetypes-honesty-title" icon={Scale} title={words.honestyTitle} text={words.honesty} />
        <AboutCard id="archetypes-sources-title" icon={BookOpen} title={words.sourcesTitle} text={words.sources} />
        <AboutCard
          id="archetypes-how-title"
          icon={ListOrdered}
          title={words.howItWorksTitle}
          steps={words.howItWorks}
        />
      </div>
      <Section title={words.bestiaryTitle} id="archetypes-bestiary">
        <p className="-mt-4 mb-8 text-center text-indigo-100/90">{words.bestiaryLead}</p>
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          {ARCHETYPE_IDS.map((animal) => (
            <li key={animal} className="card p-4">
              <p className="font-semibold text-gold-200">{ARCHETYPE_NAMES[animal].name}</p>
              <p className="mt-1 text-sm text-indigo-100/90">{ARCHETYPE_NAMES[animal].epithet}</p>
            </li>
          ))}
        </ul>
      </Section>
    </>
  );
}

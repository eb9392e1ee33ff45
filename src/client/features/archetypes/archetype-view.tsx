import { ARCHETYPE_PAGE_WORDS } from "../../../../content/archetypes/page";
import type { SharedArchetype } from "../../../shared/api/archetypes";

const words = ARCHETYPE_PAGE_WORDS.page;

/** What every view of a result shows: the animal's name and words. */
export type ArchetypeShown = Pick<
  SharedArchetype,
  "name" | "epithet" | "summary" | "traits" | "shadow" | "ritual" | "lore" | "reflection"
>;

/** A result as every view shows it: the animal, its gifts, shadow, ritual, sources and a question to carry. */
export function ArchetypeView({ result, headingLevel = 2 }: { result: ArchetypeShown; headingLevel?: 2 | 3 }) {
  const Heading = `h${headingLevel}` as const;
  const Sub = `h${headingLevel + 1}` as "h3" | "h4";
  return (
    <div data-testid="archetype-view">
      <p className="text-center text-xs font-semibold tracking-[0.2em] text-gold-300 uppercase">
        {words.resultEyebrow}
      </p>
      <Heading className="mt-3 text-center text-3xl leading-tight text-gold-100 sm:text-4xl">{result.name}</Heading>
      <p className="mt-2 text-center font-display text-lg text-gold-300">{result.epithet}</p>
      <p className="mx-auto mt-5 max-w-2xl text-lg leading-relaxed text-indigo-50">{result.summary}</p>
      <div className="mx-auto mt-6 grid max-w-2xl gap-5">
        <section>
          <Sub className="font-semibold text-gold-200">{words.headings.traits}</Sub>
          <ul className="mt-2 list-disc space-y-1 pl-5 leading-relaxed text-indigo-100">
            {result.traits.map((trait) => (
              <li key={trait}>{trait}</li>
            ))}
          </ul>
        </section>
        <section>
          <Sub className="font-semibold text-gold-200">{words.headings.shadow}</Sub>
          <p className="mt-2 leading-relaxed text-indigo-100">{result.shadow}</p>
        </section>
        <section>
          <Sub className="font-semibold text-gold-200">{words.headings.ritual}</Sub>
          <p className="mt-2 leading-relaxed text-indigo-100">{result.ritual}</p>
        </section>
        <section>
          <Sub className="font-semibold text-gold-200">{words.headings.reflection}</Sub>
          <p className="mt-2 leading-relaxed text-indigo-100 italic">{result.reflection}</p>
        </section>
        <section>
          <Sub className="font-semibold text-gold-200">{words.headings.lore}</Sub>
          <p className="mt-2 text-sm leading-relaxed text-indigo-200/90">{result.lore}</p>
        </section>
      </div>
    </div>
  );
}

import { moonPageWords } from "../../../../content/site/moon-page";
import { PHASE_LIGHT } from "../../../shared/moon/moon-drawing";
import { MoonDisc } from "./moon-disc";
import type { PhaseWords } from "./moon-words";

const words = moonPageWords.phases;

/** The eight phases in order, each with its picture, keywords, essence and ritual (words read at build time). */
export function EightPhases({ phases }: { phases: PhaseWords[] }) {
  return (
    <ol className="mx-auto grid max-w-5xl gap-6 lg:grid-cols-2">
      {phases.map((phase) => (
        <li key={phase.phase}>
          <article
            id={phase.phase}
            aria-labelledby={`${phase.phase}-title`}
            className="card h-full scroll-mt-24 p-6 sm:p-7"
          >
            <header className="flex items-center gap-4">
              <MoonDisc light={PHASE_LIGHT[phase.phase]} className="size-14 shrink-0" />
              <h3 id={`${phase.phase}-title`} className="text-2xl text-gold-100">
                {phase.name}
              </h3>
            </header>
            <ul className="mt-4 flex flex-wrap gap-2" aria-label={`${phase.name}: ${words.keywords}`}>
              {phase.keywords.map((keyword) => (
                <li key={keyword} className="rounded-full border border-gold-300/30 px-3 py-1 text-sm text-gold-100">
                  {keyword}
                </li>
              ))}
            </ul>
            <p className="mt-4 leading-relaxed text-indigo-100/90">{phase.essence}</p>
            <h4 className="mt-6 font-display text-lg tracking-wide text-gold-200">{words.ritual}</h4>
            <p className="mt-2 leading-relaxed text-indigo-100/90">
              <span className="font-semibold text-gold-100">{words.intention}: </span>
              {phase.ritual.intention}
            </p>
            <ol className="mt-3 list-decimal space-y-1.5 pl-5 leading-relaxed text-indigo-100/90 marker:text-gold-300">
              {phase.ritual.steps.map((step) => (
                <li key={step}>{step}</li>
              ))}
            </ol>
          </article>
        </li>
      ))}
    </ol>
  );
}

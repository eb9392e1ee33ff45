import type { SharedRitual } from "../../../shared/api/rituals";
import { fillWords } from "../../../shared/text";
import { ritualWords } from "../../../../content/site/rituals";

type HeadingLevel = 2 | 3 | 4;

/** The facts a ritual was read from: the seeker's numbers of the day, or the Moon's phase and sign. */
export function RitualFacts({ ritual }: { ritual: Pick<SharedRitual, "numbers" | "moon"> }) {
  const { numbers, moon } = ritual;
  return (
    <p className="text-center text-sm text-indigo-200/90" data-testid="ritual-facts">
      {numbers
        ? fillWords(ritualWords.numbersLine, {
            day: numbers.dayNumberLabel,
            month: numbers.personalMonth,
            year: numbers.personalYear,
            lifePath: numbers.lifePath,
          })
        : fillWords(ritualWords.moonLine, {
            phase: moon.phaseName,
            sign: moon.signName,
            lit: Math.round(moon.illumination * 100),
          })}
    </p>
  );
}

/** A ritual's words: each section under its heading, and a moon ritual's steps in order. */
export function RitualText({
  ritual,
  headingLevel = 3,
}: {
  ritual: Pick<SharedRitual, "sections" | "steps">;
  headingLevel?: HeadingLevel;
}) {
  const Heading = `h${headingLevel}` as const;
  const [opening, ...rest] = ritual.sections;
  const section = (entry: { heading: string; text: string }) => (
    <section key={entry.heading} className="mt-5">
      <Heading className="text-xs font-semibold tracking-[0.2em] text-gold-300 uppercase">{entry.heading}</Heading>
      <p className="mt-2 leading-relaxed text-indigo-50">{entry.text}</p>
    </section>
  );
  return (
    <div data-testid="ritual-text">
      {opening && section(opening)}
      {ritual.steps.length > 0 && (
        <section className="mt-5">
          <Heading className="text-xs font-semibold tracking-[0.2em] text-gold-300 uppercase">
            {ritualWords.moon.stepsLabel}
          </Heading>
          <ol className="mt-2 list-decimal space-y-1.5 pl-5 leading-relaxed text-indigo-50">
            {ritual.steps.map((step) => (
              <li key={step}>{step}</li>
            ))}
          </ol>
        </section>
      )}
      {rest.map(section)}
    </div>
  );
}

import { ANGEL_NUMBERS_PAGE_WORDS } from "../../../../content/angel-numbers/page";
import type { SharedAngelNumber } from "../../../shared/api/angel-numbers";

const words = ANGEL_NUMBERS_PAGE_WORDS.page;

/** A sighting as every view shows it: the number, its headline, its meaning, the steps and the prompt. */
export function SightingView({ reading, headingLevel = 2 }: { reading: SharedAngelNumber; headingLevel?: 2 | 3 }) {
  const Heading = `h${headingLevel}` as const;
  return (
    <div data-testid="sighting-view">
      <p className="text-center text-xs font-semibold tracking-[0.2em] text-gold-300 uppercase">
        {reading.kind === "library" ? words.libraryKicker : words.digitsKicker}
      </p>
      <Heading className="mt-3 text-center text-3xl leading-tight text-gold-100">{reading.headline}</Heading>
      {reading.steps && (
        <p className="mt-3 text-center text-indigo-100">
          {words.stepsLabel}: {reading.steps.join(" → ")}
        </p>
      )}
      <p className="mx-auto mt-5 max-w-2xl text-lg leading-relaxed text-indigo-50">{reading.text}</p>
      <p className="mx-auto mt-5 max-w-2xl text-indigo-100 italic">
        <span className="font-semibold not-italic">{words.promptLabel}: </span>
        {reading.prompt}
      </p>
    </div>
  );
}

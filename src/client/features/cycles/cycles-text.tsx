import type { SharedCycles } from "../../../shared/api/cycles";

type HeadingLevel = 2 | 3 | 4;

/** A recorded reading of the day's cycles: each number's words under its heading, then the situation's line. */
export function CyclesText({ reading, headingLevel = 3 }: { reading: SharedCycles; headingLevel?: HeadingLevel }) {
  const Heading = `h${headingLevel}` as const;
  return (
    <div data-testid="cycles-text">
      <p className="text-center text-sm text-indigo-200/90">{reading.title}</p>
      {reading.sections.map((entry) => (
        <section key={entry.heading} className="mt-5">
          <Heading className="text-xs font-semibold tracking-[0.2em] text-gold-300 uppercase">{entry.heading}</Heading>
          <p className="mt-2 leading-relaxed text-indigo-50">{entry.text}</p>
        </section>
      ))}
    </div>
  );
}

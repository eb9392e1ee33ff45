import { COMPASS_PAGE_WORDS } from "../../../../content/compass/page";

const words = COMPASS_PAGE_WORDS.page;

/** What a weighed decision shows, whoever reads it: the options' shares and the result in sections. */
export interface WeighingShown {
  options: readonly { name: string; share: number }[];
  lead: { kind: "lead" | "tie"; options: readonly string[] };
  sections: readonly { heading: string; text: string }[];
}

/**
 * A weighed decision: each option's share of the seeker's weights as a bar (the leading one, or the level
 * ones, in gold), then the result's sections. The bars' numbers are in the text, so nothing rests on colour.
 */
export function WeighingView({ weighing, headingLevel }: { weighing: WeighingShown; headingLevel: 2 | 3 }) {
  const Heading = headingLevel === 2 ? "h2" : "h3";
  const leading = new Set(weighing.lead.kind === "lead" ? weighing.lead.options.slice(0, 1) : weighing.lead.options);
  return (
    <div className="grid min-w-0 grid-cols-1 gap-6 text-left" data-testid="compass-weighing">
      <section className="card min-w-0 p-5 sm:p-6">
        <Heading className="mb-4 text-xl text-gold-100">{words.sharesLabel}</Heading>
        <ul className="grid gap-3" data-testid="compass-shares">
          {weighing.options.map((option) => (
            <li key={option.name} className="min-w-0">
              <div className="flex flex-wrap items-baseline justify-between gap-x-3 text-sm">
                <span className="min-w-0 font-semibold break-words text-gold-100">{option.name}</span>
                <span className="text-indigo-100/90">{option.share} / 100</span>
              </div>
              <div aria-hidden className="mt-1.5 h-2.5 w-full overflow-hidden rounded-full bg-white/10">
                <div
                  className={`h-full rounded-full ${leading.has(option.name) ? "bg-gold-300" : "bg-indigo-300/70"}`}
                  style={{ width: `${option.share}%` }}
                />
              </div>
            </li>
          ))}
        </ul>
      </section>
      <div className="grid min-w-0 grid-cols-1 gap-4">
        {weighing.sections.map((section) => (
          <section key={section.heading} className="card min-w-0 p-5 sm:p-6">
            <Heading className="text-lg text-gold-100">{section.heading}</Heading>
            <p className="mt-2 leading-relaxed break-words text-indigo-100/90">{section.text}</p>
          </section>
        ))}
      </div>
    </div>
  );
}

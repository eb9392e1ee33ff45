import { CYCLES } from "../../../../content/cycles";
import { CYCLES_PAGE_WORDS } from "../../../../content/cycles/page";
import type { CycleNumber } from "../../../shared/cycles/content-types";
import type { CyclesOfDay } from "../../../shared/cycles/cycles";
import { fillWords } from "../../../shared/text";

const words = CYCLES_PAGE_WORDS.page;
const CYCLES_SHOWN = [
  { key: "personalYear", texts: CYCLES.personalYears },
  { key: "personalMonth", texts: CYCLES.personalMonths },
  { key: "personalDay", texts: CYCLES.personalDays },
  { key: "universalYear", texts: CYCLES.universalYears },
] as const;

/** How a number was reached: each part's reduction, added, then reduced ("11 → 2 + 18 → 9 + 2026 → 10 → 1 = 12 → 3"). */
function stepsOf(cycle: CyclesOfDay[keyof CyclesOfDay]): string {
  const total = cycle.chain.join(" → ");
  if (!("parts" in cycle)) return total;
  return `${cycle.parts.map((part) => part.chain.join(" → ")).join(" + ")} = ${total}`;
}

/** The four numbers of the day, each with its title, its text and the steps that led to it. */
export function CyclesNumbers({ cycles }: { cycles: CyclesOfDay }) {
  return (
    <div className="grid gap-4 sm:grid-cols-2" data-testid="cycles-numbers">
      {CYCLES_SHOWN.map(({ key, texts }) => {
        const cycle = cycles[key];
        const entry = texts[cycle.value as CycleNumber];
        return (
          <section key={key} className="card p-5 text-left" aria-labelledby={`cycle-${key}`}>
            <h3 id={`cycle-${key}`} className="flex items-baseline gap-3">
              <span className="text-xs font-semibold tracking-[0.2em] text-gold-300 uppercase">
                {words.labels[key]}
              </span>
              <span className="font-display text-4xl text-gold-100" data-testid={`cycle-${key}`}>
                {cycle.value}
              </span>
            </h3>
            <p className="mt-1 font-display text-lg text-gold-200">{entry.title}</p>
            <p className="mt-2 leading-relaxed text-indigo-50">{entry.text}</p>
            <p className="mt-3 text-xs text-indigo-200/80">{fillWords(words.stepsLine, { steps: stepsOf(cycle) })}</p>
          </section>
        );
      })}
    </div>
  );
}

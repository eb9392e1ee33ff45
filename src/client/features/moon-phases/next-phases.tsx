import { moonPageWords } from "../../../../content/site/moon-page";
import { PHASE_LIGHT } from "../../../shared/moon/moon-drawing";
import { PHASE_OF_QUARTER, type QuarterType } from "../../../shared/moon/phases";
import { MoonDisc } from "./moon-disc";
import { phaseDate, phaseTime } from "./moon-format";
import { phaseName, type MoonPageContent } from "./moon-words";

const words = moonPageWords.next;

/** Three months hold twelve or thirteen principal phases; the placeholder holds room for thirteen. */
const PLACEHOLDER_ROWS = 13;

export interface PhaseEvent {
  type: QuarterType;
  /** ISO 8601 with the zone's offset. */
  at: string;
}

/** The principal phases ahead as a table of phase, date and local time; empty rows of the same size until computed. */
export function NextPhases({
  events,
  timeZone,
  thisYear,
  content,
}: {
  events: PhaseEvent[] | null;
  timeZone: string | null;
  thisYear: number | null;
  content: MoonPageContent;
}) {
  return (
    <div className="card mx-auto max-w-3xl overflow-hidden">
      <table className="w-full text-left text-sm sm:text-base" aria-labelledby="next-phases-title" aria-busy={!events}>
        <thead className="border-b border-white/10 text-xs font-semibold tracking-[0.15em] text-indigo-200/85 uppercase">
          <tr>
            <th scope="col" className="py-3 pr-2 pl-3 font-semibold sm:pl-6">
              {words.columns.phase}
            </th>
            <th scope="col" className="px-2 py-3 font-semibold">
              {words.columns.date}
            </th>
            <th scope="col" className="py-3 pr-3 pl-2 text-right font-semibold sm:pr-6">
              {words.columns.time}
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-white/5">
          {events && timeZone && thisYear !== null
            ? events.map((event) => {
                const phase = PHASE_OF_QUARTER[event.type];
                const at = new Date(event.at);
                return (
                  <tr key={event.at} data-testid="next-phase">
                    <th scope="row" className="py-3 pr-2 pl-3 font-normal sm:pl-6">
                      <span className="flex items-center gap-2 sm:gap-3">
                        <MoonDisc light={PHASE_LIGHT[phase]} className="size-6 shrink-0" />
                        <span className="whitespace-nowrap text-gold-100">{phaseName(content, phase)}</span>
                      </span>
                    </th>
                    <td className="px-2 py-3 whitespace-nowrap text-indigo-100/90">
                      <time dateTime={event.at}>{phaseDate(at, timeZone, thisYear)}</time>
                    </td>
                    <td className="py-3 pr-3 pl-2 text-right whitespace-nowrap text-indigo-100/90 tabular-nums sm:pr-6">
                      {phaseTime(at, timeZone)}
                    </td>
                  </tr>
                );
              })
            : Array.from({ length: PLACEHOLDER_ROWS }, (_, index) => (
                <tr key={index} aria-hidden>
                  <td colSpan={3} className="py-3 pr-4 pl-4 sm:px-6">
                    <span className="block h-6 rounded-full bg-white/[0.03]" />
                  </td>
                </tr>
              ))}
        </tbody>
      </table>
    </div>
  );
}

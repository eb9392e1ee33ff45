import type { Timeline, TimelinePeriodView } from "../../../shared/api/timeline";
import type { TimelineScale } from "../../../shared/journal/timeline";
import { TIMELINE_PAGE } from "../../../../content/journal/timeline";
import { formatCalendarDay, pluralize } from "../../lib/format";

const words = TIMELINE_PAGE.readings;

/** A period's name: "the week of 23 Nov 2026" or "November 2026". */
export function periodName(period: TimelinePeriodView, scale: TimelineScale): string {
  return scale === "week"
    ? `the week of ${formatCalendarDay(period.start, { day: "numeric", month: "short", year: "numeric" })}`
    : formatCalendarDay(period.start, { month: "long", year: "numeric" });
}

/** The column's label under it: the week's Monday (its month where the month changes) or the month. */
function columnLabel(period: TimelinePeriodView, previous: TimelinePeriodView | undefined, scale: TimelineScale) {
  if (scale === "month") return formatCalendarDay(period.start, { month: "short" });
  const day = formatCalendarDay(period.start, { day: "numeric" });
  const month = formatCalendarDay(period.start, { month: "short" });
  const isNewMonth = !previous || previous.start.slice(0, 7) !== period.start.slice(0, 7);
  return (
    <>
      {day}
      <span className={`block ${isNewMonth ? "" : "invisible"}`}>{month}</span>
    </>
  );
}

/** The shares of a column: answered yes, partly, no, and not answered; each drawn in its own colour. */
const SEGMENTS = [
  { key: "yes", className: "bg-gradient-to-t from-gold-500 to-gold-200" },
  { key: "partly", className: "bg-violet-300" },
  { key: "no", className: "bg-slate-400" },
] as const;

/**
 * The last twelve weeks or months as columns, each as tall as its readings and marked with how they
 * turned out; a column is a button that shows its period's readings below.
 */
export function TimelineChart({
  timeline,
  selected,
  onSelect,
}: {
  timeline: Timeline;
  selected: number;
  onSelect(index: number): void;
}) {
  const scale = timeline.by;
  const most = Math.max(1, ...timeline.periods.map((period) => period.readings));
  return (
    <div>
      <ol className="grid grid-cols-12 items-end gap-1 sm:gap-2" aria-label={words.title}>
        {timeline.periods.map((period, index) => {
          const answered = period.outcomes.yes + period.outcomes.partly + period.outcomes.no;
          const height = period.readings === 0 ? 2 : Math.max(8, Math.round((period.readings / most) * 128));
          const isSelected = index === selected;
          return (
            <li key={period.start} className="min-w-0">
              <button
                type="button"
                aria-pressed={isSelected}
                aria-label={words.columnLabel
                  .replace("{period}", periodName(period, scale))
                  .replace("{readings}", pluralize(period.readings, "reading"))}
                onClick={() => onSelect(index)}
                className={`flex h-40 w-full flex-col justify-end rounded-lg px-0.5 pb-1 transition ${
                  isSelected ? "bg-white/[0.08] ring-1 ring-gold-300/60" : "hover:bg-white/[0.04]"
                }`}
              >
                <span className="mb-1 block text-center text-[11px] font-semibold text-indigo-100/90">
                  {period.readings > 0 ? period.readings : ""}
                </span>
                <span
                  className="flex w-full flex-col-reverse overflow-hidden rounded-md bg-violet-500/45"
                  style={{ height }}
                >
                  {SEGMENTS.map(({ key, className }) =>
                    period.outcomes[key] > 0 ? (
                      <span
                        key={key}
                        className={`block w-full ${className}`}
                        style={{ height: `${(period.outcomes[key] / Math.max(1, period.readings)) * 100}%` }}
                      />
                    ) : null,
                  )}
                  {answered === 0 ? null : <span className="sr-only">{answered} answered</span>}
                </span>
              </button>
              <span className="mt-1 block text-center text-[10px] leading-tight text-indigo-200/85 sm:text-xs">
                {columnLabel(period, timeline.periods[index - 1], scale)}
              </span>
            </li>
          );
        })}
      </ol>
      <p className="mt-4 flex flex-wrap items-center gap-x-4 gap-y-2 text-xs text-indigo-200/90">
        <span className="font-semibold text-indigo-100">{words.outcomeLegend}:</span>
        {SEGMENTS.map(({ key, className }) => (
          <span key={key} className="inline-flex items-center gap-1.5">
            <span aria-hidden className={`inline-block size-3 rounded-sm ${className}`} />
            {TIMELINE_PAGE.outcomes[key]}
          </span>
        ))}
        <span className="inline-flex items-center gap-1.5">
          <span aria-hidden className="inline-block size-3 rounded-sm bg-violet-500/45" />
          {words.notAnswered}
        </span>
      </p>
    </div>
  );
}

import { ChevronRight } from "lucide-react";
import { useEffect, useMemo, useState } from "react";
import { moonPageWords } from "../../../../content/site/moon-page";
import type { CalendarDay } from "../../../shared/calendar";
import type { MoonDay } from "../../../shared/moon/moon";
import { isWaxing } from "../../../shared/moon/moon-drawing";
import { firstDayOf, monthOfDay, monthWeeks, shiftMonth, type CalendarMonth } from "../../../shared/moon/month-grid";
import { MoonDisc } from "./moon-disc";
import { dayName, monthName } from "./moon-format";
import { phaseName, type MoonPageContent } from "./moon-words";

const words = moonPageWords.month;
/** Every month is drawn six weeks tall, so stepping between months (and the first load) moves nothing below. */
const WEEKS_SHOWN = 6;
const PRINCIPAL = new Set<string>(Object.keys(words.shortNames));

/** What the calendar needs of the Moon's computations once they can run. */
export interface CalendarSky {
  today: CalendarDay;
  /** The Moon on each of a run of consecutive days (one search for the whole month), computed off the page. */
  moonDays(days: CalendarDay[]): Promise<MoonDay[]>;
}

/** A month of moons, Monday first, with today marked and the principal phases named; steps month by month. */
export function MoonCalendar({ sky, content }: { sky: CalendarSky | null; content: MoonPageContent }) {
  const [chosen, setChosen] = useState<CalendarMonth | null>(null);
  const current = sky ? monthOfDay(sky.today) : null;
  const month = chosen ?? current;
  const monthKey = month ? firstDayOf(month) : null;
  const grid = useMemo(() => {
    const weeks = monthKey ? monthWeeks(monthOfDay(monthKey)) : [];
    while (weeks.length < WEEKS_SHOWN) weeks.push(Array.from({ length: 7 }, () => null));
    return weeks;
  }, [monthKey]);
  // The month's moons, as they come back from the computation; the cells stay empty until then.
  const [moons, setMoons] = useState<{ sky: CalendarSky; monthKey: string; byDay: Map<CalendarDay, MoonDay> } | null>(
    null,
  );
  useEffect(() => {
    if (!sky || !monthKey) return;
    let live = true;
    const days = grid.flat().filter((day): day is CalendarDay => day !== null);
    void sky.moonDays(days).then(
      (answer) =>
        live && setMoons({ sky, monthKey, byDay: new Map(answer.map((moon, index) => [days[index]!, moon])) }),
      () => {},
    );
    return () => {
      live = false;
    };
  }, [sky, monthKey, grid]);
  const byDay = moons && moons.sky === sky && moons.monthKey === monthKey ? moons.byDay : null;
  const weeks = grid.map((week) => week.map((day) => (day && byDay?.has(day) ? { day, moon: byDay.get(day)! } : null)));
  const isCurrent = !chosen || (current !== null && firstDayOf(chosen) === firstDayOf(current));

  return (
    <div className="card mx-auto max-w-3xl p-3 sm:p-6">
      <div className="flex items-center justify-between gap-2">
        <button
          type="button"
          className="btn-ghost size-11 p-0"
          aria-label={words.previous}
          disabled={!month}
          onClick={() => month && setChosen(shiftMonth(month, -1))}
        >
          <ChevronRight aria-hidden className="size-5 rotate-180" />
        </button>
        <p id="moon-month" aria-live="polite" className="font-display text-xl tracking-wide text-gold-100 sm:text-2xl">
          {month ? monthName(month) : "\u00a0"}
        </p>
        <button
          type="button"
          className="btn-ghost size-11 p-0"
          aria-label={words.next}
          disabled={!month}
          onClick={() => month && setChosen(shiftMonth(month, 1))}
        >
          <ChevronRight aria-hidden className="size-5" />
        </button>
      </div>
      <table
        className="mt-4 w-full table-fixed border-separate border-spacing-0.5 sm:border-spacing-1"
        aria-busy={!byDay}
      >
        <caption className="sr-only">{month ? monthName(month) : words.heading}</caption>
        <thead>
          <tr>
            {words.weekdays.map((weekday) => (
              <th key={weekday.long} scope="col" className="pb-2 text-xs font-semibold text-indigo-200/85">
                <abbr title={weekday.long} className="no-underline">
                  {weekday.short}
                </abbr>
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {weeks.map((week, index) => (
            <tr key={week.find(Boolean)?.day ?? `empty-${index}`}>
              {week.map((cell, column) =>
                cell && sky ? (
                  <DayCell
                    key={cell.day}
                    day={cell.day}
                    moon={cell.moon}
                    isToday={cell.day === sky.today}
                    content={content}
                  />
                ) : (
                  <td key={column} className="h-16 sm:h-20" />
                ),
              )}
            </tr>
          ))}
        </tbody>
      </table>
      <p className="mt-3 min-h-11 text-center">
        {!isCurrent && (
          <button type="button" className="btn-ghost px-4 py-2 text-sm" onClick={() => setChosen(null)}>
            {words.backToToday}
          </button>
        )}
      </p>
    </div>
  );
}

function DayCell({
  day,
  moon,
  isToday,
  content,
}: {
  day: CalendarDay;
  moon: MoonDay;
  isToday: boolean;
  content: MoonPageContent;
}) {
  const isPrincipal = PRINCIPAL.has(moon.phase);
  const name = phaseName(content, moon.phase);
  return (
    <td
      aria-current={isToday ? "date" : undefined}
      data-day={day}
      className={`h-16 rounded-lg align-top sm:h-20 ${
        isToday ? "border border-gold-300 bg-gold-300/10" : isPrincipal ? "bg-white/[0.06]" : "bg-white/[0.02]"
      }`}
    >
      <span className="sr-only">
        {dayName(day)}: {name}
        {isToday ? `, ${words.today}` : ""}
      </span>
      <span aria-hidden className="flex h-full flex-col items-center gap-0.5 pt-1 text-center sm:gap-1 sm:pt-1.5">
        <span className={`text-xs tabular-nums sm:text-sm ${isToday ? "font-bold text-gold-100" : "text-indigo-100"}`}>
          {Number(day.slice(8))}
        </span>
        <MoonDisc
          light={{ illumination: moon.illumination, waxing: isWaxing(moon.elongation) }}
          className="size-5 sm:size-7"
        />
        {isPrincipal && (
          <span className="text-[0.625rem] leading-tight font-semibold text-gold-200 sm:text-xs">
            {words.shortNames[moon.phase as keyof typeof words.shortNames]}
          </span>
        )}
      </span>
    </td>
  );
}

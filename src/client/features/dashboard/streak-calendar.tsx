import { CalendarDays } from "lucide-react";
import type { ProfileResponse } from "../../../shared/api/me";
import { DashboardSection } from "../../components/ui/dashboard-section";
import { MAX_STREAK_FREEZES, STREAK_DAYS_PER_FREEZE } from "../../../shared/gamification/streak";
import { formatCalendarDay, pluralize } from "../../lib/format";

type CalendarEntry = ProfileResponse["streakCalendar"][number];

const SHADES = [
  "bg-white/[0.06] border border-white/10",
  "bg-violet-500/45",
  "bg-violet-400/80",
  "bg-gradient-to-br from-gold-200 to-gold-500",
] as const;
const LEGEND = ["0", "1", "2", "3+"] as const;
/** A missed day a streak freeze covered: ice instead of an empty cell. */
const FROZEN_SHADE = "bg-sky-300/70 border border-sky-100/60";

function shadeOf({ casts, frozen }: CalendarEntry): string {
  if (casts === 0 && frozen) return FROZEN_SHADE;
  return SHADES[Math.min(casts, SHADES.length - 1)]!;
}

/** 0 for Monday … 6 for Sunday. */
function weekdayIndex(day: string): number {
  return (new Date(`${day}T00:00:00Z`).getUTCDay() + 6) % 7;
}

/** Monday to Sunday in the user's language; 2024-01-01 was a Monday. */
const WEEKDAYS = Array.from({ length: 7 }, (_, index) =>
  formatCalendarDay(`2024-01-0${index + 1}`, { weekday: "short" }),
);

function describeCell({ day, casts, frozen }: CalendarEntry): string {
  if (casts === 0 && frozen) return `Streak freeze used on ${day}`;
  return `${pluralize(casts, "reading")} on ${day}`;
}

function summarize(calendar: CalendarEntry[]) {
  let total = 0;
  let activeDays = 0;
  let longestRun = 0;
  let run = 0;
  let busiest: CalendarEntry | null = null;
  for (const entry of calendar) {
    total += entry.casts;
    if (entry.casts > 0) {
      activeDays++;
      run++;
      longestRun = Math.max(longestRun, run);
      if (!busiest || entry.casts > busiest.casts) busiest = entry;
    } else {
      run = 0;
    }
  }
  return { total, activeDays, longestRun, busiest };
}

/**
 * The last 12 weeks, one cell per day shaded by how many readings were cast (oldest first); a missed day
 * a streak freeze covered shows as ice. Above it, the freezes held.
 */
export function StreakCalendar({ calendar, freezes }: { calendar: CalendarEntry[]; freezes: number }) {
  const first = calendar[0];
  const last = calendar.at(-1);
  const { total, activeDays, longestRun, busiest } = summarize(calendar);
  const leadingBlanks = first ? weekdayIndex(first.day) : 0;
  const range =
    first && last
      ? `${formatCalendarDay(first.day, { month: "short", day: "numeric" })} – ${formatCalendarDay(last.day, { month: "short", day: "numeric" })}`
      : "";
  return (
    <DashboardSection title="Streak Calendar" icon={CalendarDays} aside={range}>
      <p className="text-sm text-indigo-100/90">
        {total === 0
          ? "No readings in the last 12 weeks yet. Each day you cast lights a cell."
          : `${pluralize(total, "reading")} on ${pluralize(activeDays, "day")} of the last ${calendar.length}.`}
      </p>
      <p className="mt-1 text-sm text-indigo-100/90" data-testid="streak-freezes">
        {`Streak freezes held: ${freezes} of ${MAX_STREAK_FREEZES}. Every ${STREAK_DAYS_PER_FREEZE}th day of a streak earns one, and a missed day uses one automatically.`}
      </p>
      <p className="sr-only">
        {total > 0 &&
          `Longest run of consecutive days: ${pluralize(longestRun, "day")}.${
            busiest ? ` Busiest day: ${busiest.day} with ${pluralize(busiest.casts, "reading")}.` : ""
          }`}
      </p>

      <div
        role="group"
        aria-label="Readings per day over the last 12 weeks"
        className="mx-auto mt-4 grid max-w-sm auto-cols-fr grid-flow-col grid-rows-7 gap-[3px] sm:gap-1"
        style={{ gridTemplateColumns: "auto" }}
      >
        {WEEKDAYS.map((weekday, index) => (
          <span
            key={weekday}
            aria-hidden
            className="flex items-center pr-1.5 text-[0.65rem] leading-none text-indigo-200/70"
          >
            {index % 2 === 0 ? weekday : ""}
          </span>
        ))}
        {Array.from({ length: leadingBlanks }, (_, index) => (
          <span key={`blank-${index}`} aria-hidden />
        ))}
        {calendar.map((entry, index) => {
          const label = describeCell(entry);
          const isToday = index === calendar.length - 1;
          return (
            <span
              key={entry.day}
              role="img"
              aria-label={isToday ? `${label} (today)` : label}
              title={label}
              data-casts={entry.casts}
              data-frozen={entry.frozen || undefined}
              className={`aspect-square rounded-[3px] sm:rounded ${shadeOf(entry)} ${
                isToday ? "outline-2 outline-offset-1 outline-gold-200/80" : ""
              }`}
            />
          );
        })}
      </div>

      <div
        aria-hidden
        className="mx-auto mt-3 flex max-w-sm items-center justify-end gap-1.5 text-xs text-indigo-200/80"
      >
        <span className="mr-1">Readings a day</span>
        {LEGEND.map((label, index) => (
          <span key={label} className="flex items-center gap-1">
            <span className={`size-3 rounded-[3px] ${SHADES[index]}`} />
            <span className="mr-1">{label}</span>
          </span>
        ))}
        <span className="flex items-center gap-1">
          <span className={`size-3 rounded-[3px] ${FROZEN_SHADE}`} />
          <span>Frozen</span>
        </span>
      </div>
    </DashboardSection>
  );
}

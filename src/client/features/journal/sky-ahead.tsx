import { useQuery } from "@tanstack/react-query";
import { useMemo, useState } from "react";
import { skyEventName, skyEventTradition, type SkyEventWords } from "../../../../content/sky";
import { skyAheadWords as words } from "../../../../content/sky/sky-ahead";
import { addDays, calendarDayIn, startOfDay } from "../../../shared/calendar";
import { PHASE_LIGHT } from "../../../shared/moon/moon-drawing";
import { LoadingBlocks, RequestError } from "../../components/ui/query-feedback";
import { loadApi, readBody } from "../../lib/api-client";
import { now } from "../../lib/clock";
import { MoonDisc } from "../moon-phases/moon-disc";
import { phaseDate, phaseTime } from "../moon-phases/moon-format";

/** How many weeks "the sky ahead" shows, from today in the visitor's zone. */
const WEEKS = 8;
const DAY_MS = 86_400_000;

/** An event as /api/sky answers it. */
interface SkyAheadEvent extends SkyEventWords {
  at: string;
}

/** The Sun's and the planets' astronomical symbols (shown as text, not emoji). */
const GLYPHS: Record<string, string> = {
  sun: "\u2609",
  mercury: "\u263F",
  venus: "\u2640",
  mars: "\u2642",
  jupiter: "\u2643",
  saturn: "\u2644",
  uranus: "\u2645",
  neptune: "\u2646",
  pluto: "\u2647",
};

/** The Moon's look for the events drawn as a moon: an eclipse as its new or full moon, ringed. */
const PHASE_OF_EVENT = {
  "new-moon": "new-moon",
  "first-quarter": "first-quarter",
  "full-moon": "full-moon",
  "last-quarter": "last-quarter",
  "lunar-eclipse": "full-moon",
  "solar-eclipse": "new-moon",
} as const;

function EventGlyph({ event }: { event: SkyAheadEvent }) {
  if (event.type in PHASE_OF_EVENT) {
    const eclipse = event.type === "solar-eclipse" || event.type === "lunar-eclipse";
    return (
      <MoonDisc
        light={PHASE_LIGHT[PHASE_OF_EVENT[event.type as keyof typeof PHASE_OF_EVENT]]}
        className={`size-7 shrink-0 ${eclipse ? "rounded-full ring-2 ring-rose-300/70" : ""}`}
      />
    );
  }
  return (
    <span aria-hidden className="flex size-7 shrink-0 items-center justify-center text-xl leading-none text-gold-200">
      {`${GLYPHS[event.body] ?? "\u2726"}\uFE0E`}
    </span>
  );
}

/**
 * The visitor's zone and the eight weeks from the start of today there. The API is asked from that
 * instant's UTC day (a day the same for everyone in the zone, so caches share it), for enough days.
 */
function useWeeks(timeZone?: string) {
  return useMemo(() => {
    const zone = timeZone ?? (Intl.DateTimeFormat().resolvedOptions().timeZone || "UTC");
    const today = calendarDayIn(zone, now());
    const start = startOfDay(zone, today);
    const end = startOfDay(zone, addDays(today, WEEKS * 7));
    const from = calendarDayIn("UTC", start);
    const days = Math.ceil((end.getTime() - Date.parse(`${from}T00:00:00Z`)) / DAY_MS);
    return { zone, today, start, end, from, days, thisYear: Number(today.slice(0, 4)) };
  }, [timeZone]);
}

/** A week's heading: "This week", "Next week", then "Week of Sat, Aug 22". */
function weekTitle(index: number, first: string, zone: string, thisYear: number): string {
  if (index === 0) return words.thisWeek;
  if (index === 1) return words.nextWeek;
  return words.weekOf(phaseDate(startOfDay(zone, first), zone, thisYear));
}

/**
 * The next eight weeks' events of the sky, grouped by week, each with its date and time in the visitor's
 * zone, its glyph, its name, and what tradition makes of it behind a disclosure. The events come from
 * /api/sky, so the page carries no ephemeris: the server computes them and caches them for everyone. Its
 * heading and introduction are the page's own (`SkyAheadFrame`, prerendered); this part loads after.
 */
export function SkyAhead({ timeZone }: { timeZone?: string }) {
  const span = useWeeks(timeZone);
  const query = useQuery({
    queryKey: ["sky", span.from, span.days],
    queryFn: async ({ signal }) =>
      readBody(
        (await loadApi()).sky.$get({ query: { from: span.from, days: String(span.days) } }, { init: { signal } }),
      ),
    staleTime: 60 * 60 * 1000,
  });

  const weeks = useMemo(() => {
    const grouped = Array.from({ length: WEEKS }, (_, week) => ({
      first: addDays(span.today, week * 7),
      events: [] as SkyAheadEvent[],
    }));
    for (const event of query.data?.events ?? []) {
      const at = Date.parse(event.at);
      if (at < span.start.getTime() || at >= span.end.getTime()) continue;
      const day = calendarDayIn(span.zone, new Date(at));
      const week = Math.floor((Date.parse(`${day}T00:00:00Z`) - Date.parse(`${span.today}T00:00:00Z`)) / (7 * DAY_MS));
      grouped[Math.min(Math.max(week, 0), WEEKS - 1)]!.events.push(event);
    }
    return grouped;
  }, [query.data, span]);

  return (
    <>
      <p className="mt-1 text-xs text-indigo-200/70">{words.timesIn(span.zone)}</p>

      <div className="mt-4">
        {query.isPending ? (
          <LoadingBlocks count={6} className="h-12" label={words.loading} />
        ) : query.isError ? (
          <RequestError error={query.error} fallback={words.failed} onRetry={() => void query.refetch()} />
        ) : (
          <ol className="grid gap-5">
            {weeks.map((week, index) => (
              <li key={week.first} aria-labelledby={`sky-week-${index}`}>
                <h3
                  id={`sky-week-${index}`}
                  className="text-xs font-semibold tracking-[0.15em] text-indigo-200/85 uppercase"
                >
                  {weekTitle(index, week.first, span.zone, span.thisYear)}
                </h3>
                {week.events.length === 0 ? (
                  <p className="mt-2 text-sm text-indigo-100/60">{words.empty}</p>
                ) : (
                  <ul className="mt-2 divide-y divide-white/5">
                    {week.events.map((event) => (
                      <SkyEventRow
                        key={`${event.type}-${event.body}-${event.at}`}
                        event={event}
                        zone={span.zone}
                        thisYear={span.thisYear}
                      />
                    ))}
                  </ul>
                )}
              </li>
            ))}
          </ol>
        )}
      </div>
    </>
  );
}

function SkyEventRow({ event, zone, thisYear }: { event: SkyAheadEvent; zone: string; thisYear: number }) {
  const [open, setOpen] = useState(false);
  const at = new Date(event.at);
  return (
    <li className="py-3" data-testid="sky-event">
      <div className="flex min-w-0 items-start gap-3">
        <EventGlyph event={event} />
        <div className="min-w-0 flex-1">
          <p className="font-medium break-words text-gold-100">{skyEventName(event)}</p>
          <p className="text-sm text-indigo-100/80">
            <time dateTime={event.at}>
              {phaseDate(at, zone, thisYear)}, {phaseTime(at, zone)}
            </time>
          </p>
          <details className="mt-1 text-sm" onToggle={(toggled) => setOpen(toggled.currentTarget.open)}>
            <summary className="cursor-pointer text-indigo-200 underline-offset-2 hover:underline">
              {open ? words.hideTradition : words.showTradition}
            </summary>
            <p className="mt-2 text-indigo-100/90">{skyEventTradition(event)}</p>
          </details>
        </div>
      </div>
    </li>
  );
}

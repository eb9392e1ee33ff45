import { TrendingUp } from "lucide-react";
import { useId } from "react";
import type { ProfileResponse } from "../../../shared/api/me";
import { DashboardSection } from "../../components/ui/dashboard-section";
import { formatCalendarDay, pluralize } from "../../lib/format";

type KarmaPoint = ProfileResponse["karmaHistory"][number];

const WIDTH = 1000;
const HEIGHT = 100;
const DAY_MS = 86_400_000;
/** Beyond this many points the dots would crowd the line; only the latest keeps its dot. */
const MAX_DOTS = 24;

/** The smallest round number (1, 1.2, 1.5, 2 … 10 × 10^n) at or above `value`, so the axis reads cleanly. */
function niceCeiling(value: number): number {
  if (value <= 0) return 10;
  const magnitude = 10 ** Math.floor(Math.log10(value));
  const step = [1, 1.2, 1.5, 2, 2.5, 3, 4, 5, 6, 8, 10].find((factor) => factor * magnitude >= value) ?? 10;
  return Math.round(step * magnitude);
}

function dayTime(day: string): number {
  return Date.parse(`${day}T00:00:00Z`);
}

function shortDay(day: string): string {
  return formatCalendarDay(day, { month: "short", day: "numeric" });
}

function describeHistory(history: KarmaPoint[]): string {
  const first = history[0]!;
  const last = history.at(-1)!;
  if (history.length === 1) return `You reached ${first.total.toLocaleString()} karma on ${first.day}.`;
  return `Karma grew from ${first.total.toLocaleString()} on ${first.day} to ${last.total.toLocaleString()} on ${last.day}, over ${pluralize(history.length, "day")} of earning.`;
}

/** Karma at the end of each day that earned some, as a plain SVG line with a text summary and table. */
export function KarmaChart({ history }: { history: KarmaPoint[] }) {
  // Only plain characters, since the id is referenced from an SVG url().
  const gradientId = `karma-fill${useId().replace(/[^\w-]/g, "")}`;
  const summaryId = useId();
  const last = history.at(-1);
  return (
    <DashboardSection
      title="Karma Over Time"
      icon={TrendingUp}
      aside={last ? `${last.total.toLocaleString()} karma now` : undefined}
    >
      {history.length === 0 || !last ? (
        <div className="rounded-2xl border border-dashed border-white/15 px-5 py-10 text-center">
          <TrendingUp aria-hidden className="mx-auto size-8 text-gold-300/80" />
          <p className="mt-3 font-display text-lg text-gold-100">Your karma story is unwritten</p>
          <p className="mt-1 text-sm text-indigo-100/80">Every reading earns karma; its rise will be charted here.</p>
        </div>
      ) : (
        <figure aria-labelledby={summaryId}>
          <Chart history={history} gradientId={gradientId} />
          <figcaption id={summaryId} className="mt-4 text-sm text-indigo-100/90">
            {describeHistory(history)}
          </figcaption>
          <details className="mt-3 text-sm">
            <summary className="cursor-pointer text-gold-200 hover:text-gold-100">Show karma by day</summary>
            <div className="mt-2 max-h-56 overflow-y-auto rounded-xl border border-white/10" tabIndex={0}>
              <table className="w-full text-left">
                <caption className="sr-only">Karma total at the end of each day that earned karma</caption>
                <thead className="sticky top-0 bg-night-800 text-xs tracking-[0.12em] text-gold-300 uppercase">
                  <tr>
                    <th scope="col" className="px-3 py-2 font-semibold">
                      Day
                    </th>
                    <th scope="col" className="px-3 py-2 text-right font-semibold">
                      Karma
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {[...history].reverse().map((point) => (
                    <tr key={point.day} className="border-t border-white/5">
                      <td className="px-3 py-1.5 text-indigo-100/90">
                        <time dateTime={point.day}>{formatCalendarDay(point.day)}</time>
                      </td>
                      <td className="px-3 py-1.5 text-right text-indigo-50 tabular-nums">
                        {point.total.toLocaleString()}
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          </details>
        </figure>
      )}
    </DashboardSection>
  );
}

function Chart({ history, gradientId }: { history: KarmaPoint[]; gradientId: string }) {
  const first = history[0]!;
  const last = history.at(-1)!;
  const end = dayTime(last.day);
  // A single day has no span of its own; it is drawn at the right of the day before.
  const start = history.length > 1 ? dayTime(first.day) : end - DAY_MS;
  const top = niceCeiling(Math.max(...history.map((point) => point.total)));
  const points = history.map((point) => ({
    ...point,
    x: ((dayTime(point.day) - start) / (end - start)) * WIDTH,
    y: HEIGHT - (point.total / top) * HEIGHT,
  }));
  if (points.length === 1) points.unshift({ ...points[0]!, x: 0 });
  const line = points
    .map((point, index) => `${index === 0 ? "M" : "L"}${point.x.toFixed(1)},${point.y.toFixed(1)}`)
    .join(" ");
  const area = `${line} L${WIDTH},${HEIGHT} L0,${HEIGHT} Z`;
  const dots = history.length <= MAX_DOTS ? points.slice(history.length === 1 ? 1 : 0) : points.slice(-1);
  return (
    <div aria-hidden>
      <div className="flex gap-2">
        <div className="relative w-10 shrink-0 text-right text-[0.7rem] text-indigo-200/75 tabular-nums">
          <span className="absolute top-0 right-0 -translate-y-1/2">{top.toLocaleString()}</span>
          <span className="absolute top-1/2 right-0 -translate-y-1/2">{(top / 2).toLocaleString()}</span>
          <span className="absolute bottom-0 right-0 translate-y-1/2">0</span>
        </div>
        <div className="relative h-40 flex-1 sm:h-48">
          <svg
            viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
            preserveAspectRatio="none"
            className="absolute inset-0 size-full overflow-visible"
          >
            <defs>
              <linearGradient id={gradientId} x1="0" y1="0" x2="0" y2="1">
                <stop offset="0%" stopColor="var(--color-violet-glow)" stopOpacity="0.55" />
                <stop offset="100%" stopColor="var(--color-violet-glow)" stopOpacity="0" />
              </linearGradient>
            </defs>
            {[0, HEIGHT / 2, HEIGHT].map((y) => (
              <line
                key={y}
                x1={0}
                x2={WIDTH}
                y1={y}
                y2={y}
                stroke="rgb(255 255 255 / 0.1)"
                strokeDasharray={y === HEIGHT ? undefined : "4 6"}
                vectorEffect="non-scaling-stroke"
              />
            ))}
            <path d={area} fill={`url(#${gradientId})`} />
            <path
              d={line}
              fill="none"
              stroke="var(--color-gold-300)"
              strokeWidth={2.5}
              strokeLinejoin="round"
              strokeLinecap="round"
              vectorEffect="non-scaling-stroke"
            />
          </svg>
          {dots.map((point) => (
            <span
              key={`${point.day}-${point.x}`}
              className="absolute size-2.5 -translate-x-1/2 -translate-y-1/2 rounded-full border-2 border-night-800 bg-gold-200 shadow-[0_0_10px_rgb(232_193_112/0.8)]"
              style={{ left: `${(point.x / WIDTH) * 100}%`, top: `${(point.y / HEIGHT) * 100}%` }}
            />
          ))}
        </div>
      </div>
      <div className="mt-2 ml-12 flex justify-between text-[0.7rem] text-indigo-200/75">
        <span>{history.length > 1 ? shortDay(first.day) : ""}</span>
        <span>{shortDay(last.day)}</span>
      </div>
    </div>
  );
}

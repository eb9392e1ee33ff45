import { ENERGY_WORDS } from "../../../../content/energy/words";
import { ENERGY_PAGE_WORDS } from "../../../../content/energy/page";
import type { EnergyMap } from "../../../shared/api/energy";
import { ENERGY_AXIS_MAX, ENERGY_AXIS_MIN } from "../../../shared/energy/energy-rule";
import type { MoonPhase } from "../../../shared/moon/phases";
import { fillWords } from "../../../shared/text";
import { QUADRANT_FILL } from "./energy-grid";
import { dateTimeFormat } from "../../../shared/date-format";

const words = ENERGY_PAGE_WORDS;
/** The chart's drawing width: the weeks share it, so 4 or 12 weeks fill the same space. */
const WIDTH = 600;
const MOON_BAND = 22;
const PLOT_HEIGHT = 190;
const READING_BAND = 22;
const HEIGHT = MOON_BAND + PLOT_HEIGHT + READING_BAND;
const PLEASANT_COLOUR = "#e8c170";
const ENERGY_COLOUR = "#8fd3ff";

const yOf = (value: number) =>
  MOON_BAND + PLOT_HEIGHT - ((value - ENERGY_AXIS_MIN) / (ENERGY_AXIS_MAX - ENERGY_AXIS_MIN)) * (PLOT_HEIGHT - 12) - 6;

/** A principal phase's small disc: new dark, full lit, a quarter half lit on its side. */
function PhaseMark({ phase, x }: { phase: MoonPhase; x: number }) {
  const cy = MOON_BAND / 2;
  const r = 6;
  const half = (side: 1 | -1) => `M ${x} ${cy - r} A ${r} ${r} 0 0 ${side === 1 ? 1 : 0} ${x} ${cy + r} Z`;
  return (
    <g>
      <title>{words.moonPhaseNames[phase]}</title>
      <circle
        cx={x}
        cy={cy}
        r={r}
        fill={phase === "full-moon" ? "#f6ecd2" : "#221a4a"}
        stroke="#e8c170"
        strokeWidth={1}
      />
      {phase === "first-quarter" && <path d={half(1)} fill="#f6ecd2" />}
      {phase === "last-quarter" && <path d={half(-1)} fill="#f6ecd2" />}
    </g>
  );
}

/** A line through the days checked in, in order. */
function seriesPath(points: readonly { x: number; y: number }[]): string {
  return points.map(({ x, y }, index) => `${index === 0 ? "M" : "L"} ${x} ${y}`).join(" ");
}

/**
 * The map over the weeks: each day checked in as two dots (how pleasant, how much energy) joined day to
 * day, the Moon's principal phases along the top, the days with readings along the bottom, the weeks
 * divided; then the same weeks as a table (the chart's words for a screen reader, and its sums).
 */
export function EnergyMapView({ map, weeks }: { map: EnergyMap; weeks: number }) {
  const firstDay = map.weeks[0]?.start ?? map.today;
  const dayIndex = (day: string) =>
    Math.round((Date.parse(`${day}T00:00:00Z`) - Date.parse(`${firstDay}T00:00:00Z`)) / 86_400_000);
  const dayWidth = WIDTH / Math.max(map.weeks.length * 7, 1);
  const width = WIDTH;
  const xOf = (day: string) => dayIndex(day) * dayWidth + dayWidth / 2;
  const checked = map.days.filter((day) => day.checkIn);
  const pleasant = checked.map((day) => ({ x: xOf(day.day), y: yOf(day.checkIn!.pleasant) }));
  const energy = checked.map((day) => ({ x: xOf(day.day), y: yOf(day.checkIn!.energy) }));
  const format = dateTimeFormat(undefined, { day: "numeric", month: "short", timeZone: "UTC" });
  const labelEvery = map.weeks.length > 8 ? 2 : 1;
  const phasesIn = (start: string, end: string) =>
    map.days
      .filter((day) => day.isPrincipalPhase && day.day >= start && day.day <= end)
      .map((day) => words.moonPhaseNames[day.moonPhase])
      .join(", ");

  return (
    <div className="mt-6">
      {checked.length === 0 && <p className="mb-4 text-sm text-indigo-200/90">{words.emptyMap}</p>}
      <svg
        viewBox={`0 0 ${width} ${HEIGHT}`}
        className="h-auto w-full"
        role="img"
        aria-label={fillWords(words.chartLabel, { weeks })}
        data-testid="energy-chart"
      >
        <rect x={0} y={MOON_BAND} width={width} height={PLOT_HEIGHT} fill="rgb(255 255 255 / 0.03)" />
        <line
          x1={0}
          x2={width}
          y1={yOf(5.5)}
          y2={yOf(5.5)}
          stroke="rgb(255 255 255 / 0.2)"
          strokeDasharray="3 3"
          vectorEffect="non-scaling-stroke"
        />
        {map.weeks.map((week, index) => (
          <line
            key={week.start}
            x1={index * 7 * dayWidth}
            x2={index * 7 * dayWidth}
            y1={MOON_BAND}
            y2={HEIGHT}
            stroke="rgb(255 255 255 / 0.12)"
            vectorEffect="non-scaling-stroke"
          />
        ))}
        {map.days
          .filter((day) => day.isPrincipalPhase)
          .map((day) => (
            <PhaseMark key={day.day} phase={day.moonPhase} x={xOf(day.day)} />
          ))}
        {map.days
          .filter((day) => day.readings > 0)
          .map((day) => (
            <rect
              key={day.day}
              x={xOf(day.day) - 2}
              y={HEIGHT - 4 - Math.min(day.readings, 3) * 5}
              width={4}
              height={Math.min(day.readings, 3) * 5}
              rx={1}
              fill="#b9a6ff"
            >
              <title>{`${day.day}: ${day.readings}`}</title>
            </rect>
          ))}
        <path
          d={seriesPath(pleasant)}
          fill="none"
          stroke={PLEASANT_COLOUR}
          strokeWidth={1.5}
          vectorEffect="non-scaling-stroke"
        />
        <path
          d={seriesPath(energy)}
          fill="none"
          stroke={ENERGY_COLOUR}
          strokeWidth={1.5}
          strokeDasharray="4 3"
          vectorEffect="non-scaling-stroke"
        />
        {pleasant.map(({ x, y }) => (
          <circle key={`p${x}`} cx={x} cy={y} r={3} fill={PLEASANT_COLOUR} />
        ))}
        {energy.map(({ x, y }) => (
          <rect key={`e${x}`} x={x - 2.5} y={y - 2.5} width={5} height={5} fill={ENERGY_COLOUR} />
        ))}
      </svg>
      <div aria-hidden className="mt-1 flex text-[0.7rem] text-indigo-200/80">
        {map.weeks.map((week, index) => (
          <span key={week.start} className="min-w-0 flex-1 truncate">
            {index % labelEvery === 0 ? format.format(new Date(`${week.start}T00:00:00Z`)) : ""}
          </span>
        ))}
      </div>
      <ul className="mt-3 flex flex-wrap gap-x-5 gap-y-1 text-xs text-indigo-100/90">
        <li className="flex items-center gap-1.5">
          <span aria-hidden className="inline-block size-2.5 rounded-full" style={{ background: PLEASANT_COLOUR }} />
          {words.legend.pleasant}
        </li>
        <li className="flex items-center gap-1.5">
          <span aria-hidden className="inline-block size-2.5" style={{ background: ENERGY_COLOUR }} />
          {words.legend.energy}
        </li>
        <li className="flex items-center gap-1.5">
          <span aria-hidden className="inline-block h-2.5 w-1 rounded-sm bg-[#b9a6ff]" />
          {words.legend.readings}
        </li>
        <li className="flex items-center gap-1.5">
          <span aria-hidden className="inline-block size-2.5 rounded-full border border-gold-300 bg-[#f6ecd2]" />
          {words.legend.moon}
        </li>
      </ul>
      <div className="mt-6 overflow-x-auto" tabIndex={0} role="region" aria-labelledby="energy-weeks-caption">
        <table className="w-full min-w-[34rem] text-left text-sm">
          <caption id="energy-weeks-caption" className="mb-2 text-left font-semibold text-gold-200">
            {words.tableCaption}
          </caption>
          <thead className="text-xs text-indigo-200">
            <tr>
              {Object.values(words.tableHeadings).map((heading) => (
                <th key={heading} scope="col" className="py-1.5 pr-3 font-semibold">
                  {heading}
                </th>
              ))}
            </tr>
          </thead>
          <tbody className="text-indigo-50">
            {[...map.weeks].reverse().map((week) => (
              <tr key={week.start} className="border-t border-white/10">
                <th scope="row" className="py-1.5 pr-3 font-normal">
                  {format.format(new Date(`${week.start}T00:00:00Z`))}
                </th>
                <td className="py-1.5 pr-3">{week.checkIns}</td>
                <td className="py-1.5 pr-3">{week.meanPleasant ?? "–"}</td>
                <td className="py-1.5 pr-3">{week.meanEnergy ?? "–"}</td>
                <td className="py-1.5 pr-3">
                  {week.quadrant ? (
                    <span className="inline-flex items-center gap-1.5">
                      <span
                        aria-hidden
                        className="inline-block size-2.5 rounded-full"
                        style={{ background: QUADRANT_FILL[week.quadrant] }}
                      />
                      {ENERGY_WORDS.quadrants[week.quadrant].name}
                    </span>
                  ) : (
                    "–"
                  )}
                </td>
                <td className="py-1.5 pr-3">{week.readings}</td>
                <td className="py-1.5 pr-3">{phasesIn(week.start, week.end) || "–"}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </div>
  );
}

import { CYCLES } from "../../../../content/cycles";
import { CYCLES_PAGE_WORDS } from "../../../../content/cycles/page";
import type { CycleNumber } from "../../../shared/cycles/content-types";
import { fillWords } from "../../../shared/text";

const words = CYCLES_PAGE_WORDS.page;
const YEARS: CycleNumber[] = [1, 2, 3, 4, 5, 6, 7, 8, 9];
const CENTRE = 120;
const RADIUS = 92;

/** The point at `radius` on the wheel for year `n` (year 1 at the top, clockwise). */
function pointOf(n: number, radius: number) {
  const angle = ((n - 1) / 9) * 2 * Math.PI - Math.PI / 2;
  return { x: CENTRE + radius * Math.cos(angle), y: CENTRE + radius * Math.sin(angle) };
}

/**
 * The round of nine personal years as a wheel: nine stations, the years gone by joined by the arc walked
 * so far, and the seeker's year lit, with its title under the wheel.
 */
export function NineYearRound({ year }: { year: CycleNumber }) {
  const caption = fillWords(words.roundCaption, { year });
  const walked = YEARS.filter((n) => n <= year).map((n) => pointOf(n, RADIUS));
  return (
    <figure className="mx-auto max-w-xs text-center" data-testid="nine-year-round">
      <svg viewBox="0 0 240 240" role="img" aria-label={caption} className="mx-auto w-full max-w-[16rem]">
        <circle cx={CENTRE} cy={CENTRE} r={RADIUS} fill="none" stroke="rgb(255 255 255 / 0.15)" strokeWidth="2" />
        {walked.length > 1 && (
          <polyline
            points={walked.map(({ x, y }) => `${x.toFixed(1)},${y.toFixed(1)}`).join(" ")}
            fill="none"
            stroke="rgb(232 193 112 / 0.6)"
            strokeWidth="2"
          />
        )}
        {YEARS.map((n) => {
          const { x, y } = pointOf(n, RADIUS);
          const isCurrent = n === year;
          return (
            <g key={n} data-year={n} data-current={isCurrent || undefined}>
              <circle
                cx={x}
                cy={y}
                r={isCurrent ? 17 : 12}
                fill={isCurrent ? "rgb(232 193 112)" : n < year ? "rgb(232 193 112 / 0.25)" : "rgb(30 27 75)"}
                stroke="rgb(232 193 112 / 0.7)"
                strokeWidth="1.5"
              />
              <text
                x={x}
                y={y}
                textAnchor="middle"
                dominantBaseline="central"
                fontSize={isCurrent ? 16 : 12}
                fontWeight={isCurrent ? 700 : 400}
                fill={isCurrent ? "rgb(15 12 41)" : "rgb(224 231 255)"}
              >
                {n}
              </text>
            </g>
          );
        })}
        <text
          x={CENTRE}
          y={CENTRE}
          textAnchor="middle"
          dominantBaseline="central"
          fontSize="13"
          fill="rgb(253 230 138)"
        >
          {year} / 9
        </text>
      </svg>
      <figcaption className="mt-2 text-sm text-indigo-100/90">
        {caption} {CYCLES.personalYears[year].title}.
      </figcaption>
    </figure>
  );
}

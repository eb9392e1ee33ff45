import { useId } from "react";
import { ENERGY_PAGE_WORDS } from "../../../../content/energy/page";
import {
  ENERGY_AXIS_MAX,
  ENERGY_AXIS_MIN,
  quadrantOf,
  type EnergyPoint,
  type EnergyQuadrant,
} from "../../../shared/energy/energy-rule";
import { fillWords } from "../../../shared/text";

const words = ENERGY_PAGE_WORDS;
const STEPS = Array.from({ length: ENERGY_AXIS_MAX - ENERGY_AXIS_MIN + 1 }, (_, index) => ENERGY_AXIS_MIN + index);
const CELL = 10;
const SIZE = CELL * STEPS.length;

/** Each quadrant's colour on the grid and the chart (the same four everywhere). */
export const QUADRANT_FILL: Record<EnergyQuadrant, string> = {
  bright: "#e8c170",
  settled: "#5fc9a8",
  heavy: "#7c8de0",
  charged: "#e07a8f",
};

const sideOf = (value: number, low: string, high: string) =>
  value > (ENERGY_AXIS_MIN + ENERGY_AXIS_MAX) / 2 ? high : low;

/** One axis's slider: a native range input, so the keyboard, touch and screen readers all work. */
function AxisSlider({
  label,
  value,
  low,
  high,
  onChange,
}: {
  label: string;
  value: number;
  low: string;
  high: string;
  onChange(value: number): void;
}) {
  const id = useId();
  return (
    <div className="grid gap-1.5">
      <label htmlFor={id} className="text-sm font-semibold text-indigo-50">
        {label}
      </label>
      <div className="flex items-center gap-3 text-xs text-indigo-200/90">
        <span aria-hidden className="w-20 shrink-0 text-right">
          {low}
        </span>
        <input
          id={id}
          type="range"
          min={ENERGY_AXIS_MIN}
          max={ENERGY_AXIS_MAX}
          step={1}
          value={value}
          aria-valuetext={fillWords(words.valueText, { value, side: sideOf(value, low, high).toLowerCase() })}
          onChange={(event) => onChange(Number(event.target.value))}
          className="h-2 min-w-0 flex-1 accent-gold-300"
        />
        <span aria-hidden className="w-20 shrink-0">
          {high}
        </span>
      </div>
    </div>
  );
}

/**
 * The mood grid: ten steps from unpleasant to pleasant across, ten from calm to energised up, each
 * quarter in its colour. A tap on a square places the point; the two sliders below set it from the
 * keyboard (and are what a screen reader announces), so the drawing itself is hidden from it.
 */
export function EnergyGrid({ point, onChange }: { point: EnergyPoint; onChange(point: EnergyPoint): void }) {
  const { axes } = words;
  return (
    <div role="group" aria-label={words.gridLabel} className="grid gap-5">
      <div className="mx-auto w-full max-w-xs">
        <p aria-hidden className="text-center text-xs font-semibold tracking-wide text-indigo-200 uppercase">
          {axes.energyHigh}
        </p>
        <svg
          viewBox={`-1 -1 ${SIZE + 2} ${SIZE + 2}`}
          className="mt-1 aspect-square w-full touch-manipulation"
          aria-hidden
          focusable="false"
          data-testid="energy-grid"
        >
          {STEPS.map((energy) =>
            STEPS.map((pleasant) => {
              const quadrant = quadrantOf({ pleasant, energy });
              const isChosen = pleasant === point.pleasant && energy === point.energy;
              return (
                <rect
                  key={`${pleasant}-${energy}`}
                  data-cell={`${pleasant}-${energy}`}
                  x={(pleasant - 1) * CELL + 0.4}
                  y={(ENERGY_AXIS_MAX - energy) * CELL + 0.4}
                  width={CELL - 0.8}
                  height={CELL - 0.8}
                  rx={1.6}
                  fill={QUADRANT_FILL[quadrant]}
                  fillOpacity={isChosen ? 0.95 : 0.18 + 0.05 * Math.abs(pleasant - 5.5) + 0.05 * Math.abs(energy - 5.5)}
                  stroke={isChosen ? "#fff7e0" : "none"}
                  strokeWidth={isChosen ? 1.2 : 0}
                  className="cursor-pointer"
                  onClick={() => onChange({ pleasant, energy })}
                />
              );
            }),
          )}
          <line x1={SIZE / 2} y1={0} x2={SIZE / 2} y2={SIZE} stroke="rgb(255 255 255 / 0.35)" strokeWidth={0.5} />
          <line x1={0} y1={SIZE / 2} x2={SIZE} y2={SIZE / 2} stroke="rgb(255 255 255 / 0.35)" strokeWidth={0.5} />
        </svg>
        <div
          aria-hidden
          className="mt-1 flex justify-between text-xs font-semibold tracking-wide text-indigo-200 uppercase"
        >
          <span>{axes.pleasantLow}</span>
          <span>{axes.energyLow}</span>
          <span>{axes.pleasantHigh}</span>
        </div>
      </div>
      <AxisSlider
        label={words.pleasantLabel}
        value={point.pleasant}
        low={axes.pleasantLow}
        high={axes.pleasantHigh}
        onChange={(pleasant) => onChange({ ...point, pleasant })}
      />
      <AxisSlider
        label={words.energyLabel}
        value={point.energy}
        low={axes.energyLow}
        high={axes.energyHigh}
        onChange={(energy) => onChange({ ...point, energy })}
      />
    </div>
  );
}

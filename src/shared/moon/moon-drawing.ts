import type { MoonPhase } from "./phases";

/**
 * The lit part of the Moon's disc as an SVG path, seen from the northern hemisphere (a waxing Moon is lit
 * on the right). The lit part is bounded by the half of the rim on the lit side and by the terminator,
 * which from Earth looks like half an ellipse through the poles: with a lit fraction k its half-width is
 * |1 − 2k|·r, bulging towards the lit rim while the Moon is a crescent (k < ½) and towards the dark rim
 * while it is gibbous (k > ½). At the quarters (k = ½) it is a straight line.
 */

export interface MoonLight {
  /** The lit fraction of the disc, 0–1. */
  illumination: number;
  /** Whether the lit part is growing (the Moon is less than 180° ahead of the Sun). */
  waxing: boolean;
}

export interface Disc {
  cx: number;
  cy: number;
  r: number;
}

/** Below this lit fraction nothing is drawn lit; above its complement the whole disc is. */
const DARK = 0.005;

/** The terminator's half-width for a lit fraction on a disc of radius r. */
export function terminatorRadius(illumination: number, r: number): number {
  return Math.abs(1 - 2 * clamp(illumination)) * r;
}

/** Waxing from the new moon (0°) to the full (180°), waning from the full back to the new. */
export function isWaxing(elongation: number): boolean {
  const normalised = ((elongation % 360) + 360) % 360;
  return normalised < 180;
}

/** The lit part's path, or null when the Moon is dark. */
export function litPath({ cx, cy, r }: Disc, { illumination, waxing }: MoonLight): string | null {
  const k = clamp(illumination);
  if (k < DARK) return null;
  const top = `${round(cx)} ${round(cy - r)}`;
  const bottom = `${round(cx)} ${round(cy + r)}`;
  if (k > 1 - DARK) return `M${top} A${round(r)} ${round(r)} 0 1 1 ${bottom} A${round(r)} ${round(r)} 0 1 1 ${top} Z`;
  // SVG's sweep flag 1 turns clockwise on screen (y grows downwards): top → right → bottom.
  const rimSweep = waxing ? 1 : 0;
  const gibbous = k > 0.5;
  const terminatorSweep = gibbous === waxing ? 1 : 0;
  const rx = round(terminatorRadius(k, r));
  return `M${top} A${round(r)} ${round(r)} 0 0 ${rimSweep} ${bottom} A${rx} ${round(r)} 0 0 ${terminatorSweep} ${top} Z`;
}

/** How each phase is drawn when it stands for itself (the phases' own pictures, the principal phases' rows). */
export const PHASE_LIGHT: Record<MoonPhase, MoonLight> = {
  "new-moon": { illumination: 0, waxing: true },
  "waxing-crescent": { illumination: 0.25, waxing: true },
  "first-quarter": { illumination: 0.5, waxing: true },
  "waxing-gibbous": { illumination: 0.75, waxing: true },
  "full-moon": { illumination: 1, waxing: false },
  "waning-gibbous": { illumination: 0.75, waxing: false },
  "last-quarter": { illumination: 0.5, waxing: false },
  "waning-crescent": { illumination: 0.25, waxing: false },
};

function clamp(value: number): number {
  return Math.min(1, Math.max(0, value));
}

function round(value: number): number {
  return Math.round(value * 100) / 100;
}

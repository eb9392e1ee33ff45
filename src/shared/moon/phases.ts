/**
 * The eight phases of the Moon, from the new moon round. The four principal phases are instants (the
 * Moon's ecliptic longitude 0°, 90°, 180°, 270° ahead of the Sun's); a day is named after the principal
 * phase that falls within it, and otherwise after the intermediate phase it lies in.
 */
export const MOON_PHASES = [
  "new-moon",
  "waxing-crescent",
  "first-quarter",
  "waxing-gibbous",
  "full-moon",
  "waning-gibbous",
  "last-quarter",
  "waning-crescent",
] as const;
export type MoonPhase = (typeof MOON_PHASES)[number];

/** The principal phases as the moon API names them. */
export const QUARTER_TYPES = ["new", "first-quarter", "full", "last-quarter"] as const;
export type QuarterType = (typeof QUARTER_TYPES)[number];

/** The phase a day takes its name from when a principal phase falls within it. */
export const PHASE_OF_QUARTER: Record<QuarterType, MoonPhase> = {
  new: "new-moon",
  "first-quarter": "first-quarter",
  full: "full-moon",
  "last-quarter": "last-quarter",
};

/** The principal phases by the names of the days they fall on (a moon ritual's achievement asks for all four). */
const PRINCIPAL_PHASES: readonly MoonPhase[] = Object.values(PHASE_OF_QUARTER);

export function isPrincipalPhase(phase: string): boolean {
  return (PRINCIPAL_PHASES as readonly string[]).includes(phase);
}

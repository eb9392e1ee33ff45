import {
  Body,
  EclipticGeoMoon,
  Illumination,
  MoonPhase,
  NextMoonQuarter,
  SearchMoonPhase,
  SearchMoonQuarter,
} from "astronomy-engine";
import { signOfLongitude, type ZodiacSign } from "../astrology/signs";
import { addDays, isoInZone, startOfDay, type CalendarDay } from "../calendar";
import { MOON_PHASES, PHASE_OF_QUARTER, QUARTER_TYPES, type MoonPhase as PhaseName, type QuarterType } from "./phases";

/**
 * The Moon for a seeker's day, computed with astronomy-engine: the principal phases are the instants the
 * Moon's ecliptic longitude is 0°, 90°, 180° and 270° ahead of the Sun's. A day takes the name of a
 * principal phase that falls within it (in the seeker's time zone); any other day is named after the
 * stretch it lies in at local noon. Illumination, age and sign are read at local noon.
 */

export interface MoonQuarterEvent {
  type: QuarterType;
  at: Date;
}

export interface MoonDay {
  phase: PhaseName;
  /** The lit fraction of the disc, 0–1. */
  illumination: number;
  /** Days since the last new moon. */
  ageDays: number;
  /** The tropical sign the Moon is in. */
  sign: ZodiacSign;
  /** The elongation (0–360°): how far the Moon is ahead of the Sun, which the drawn moon follows. */
  elongation: number;
}

const SYNODIC_MONTH_DAYS = 29.530588;
const DAY_MS = 86_400_000;

/** The lit fraction of the Moon's disc at an instant, 0–1. */
export function illuminationAt(at: Date): number {
  return Illumination(Body.Moon, at).phase_fraction;
}

/** The principal phases from `from` until `until`, in order. */
export function quartersBetween(from: Date, until: Date): MoonQuarterEvent[] {
  const events: MoonQuarterEvent[] = [];
  let quarter = SearchMoonQuarter(from);
  while (quarter.time.date < until) {
    events.push({ type: QUARTER_TYPES[quarter.quarter]!, at: quarter.time.date });
    quarter = NextMoonQuarter(quarter);
  }
  return events;
}

/** The stretch between principal phases an elongation lies in. */
function intermediatePhase(elongation: number): PhaseName {
  return MOON_PHASES[2 * Math.floor((((elongation % 360) + 360) % 360) / 90) + 1]!;
}

/** The Moon on one day in a time zone. */
export function moonOnDay(day: CalendarDay, timeZone: string): MoonDay {
  return moonDays([day], timeZone)[0]!;
}

/**
 * The Moon on each of a run of consecutive days (a month of the calendar): the principal phases and the
 * new moon before the first day are searched for once for the whole run, and each day then costs only
 * the Moon's position at its local noon.
 */
export function moonDays(days: readonly CalendarDay[], timeZone: string): MoonDay[] {
  if (days.length === 0) return [];
  const starts = [...days, addDays(days.at(-1)!, 1)].map((day) => startOfDay(timeZone, day));
  const firstNoon = new Date((starts[0]!.getTime() + starts[1]!.getTime()) / 2);
  // From two days before the first: a new moon just before its noon is then in the list too.
  const quarters = quartersBetween(new Date(starts[0]!.getTime() - 2 * DAY_MS), starts.at(-1)!);
  const newBefore = SearchMoonPhase(
    0,
    new Date(firstNoon.getTime() - (SYNODIC_MONTH_DAYS + 1) * DAY_MS),
    SYNODIC_MONTH_DAYS + 2,
  );
  const newMoons = [
    ...(newBefore && newBefore.date <= firstNoon ? [newBefore.date] : []),
    ...quarters.filter((event) => event.type === "new").map((event) => event.at),
  ];
  return days.map((_, index) => {
    const start = starts[index]!;
    const end = starts[index + 1]!;
    const noon = new Date((start.getTime() + end.getTime()) / 2);
    const elongation = MoonPhase(noon);
    const principal = quarters.find((event) => event.at >= start && event.at < end);
    const lastNew = newMoons.filter((at) => at <= noon).at(-1);
    return {
      phase: principal ? PHASE_OF_QUARTER[principal.type] : intermediatePhase(elongation),
      illumination: illuminationAt(noon),
      ageDays: lastNew ? (noon.getTime() - lastNew.getTime()) / DAY_MS : (elongation / 360) * SYNODIC_MONTH_DAYS,
      sign: signOfLongitude(EclipticGeoMoon(noon).lon),
      elongation,
    };
  });
}

/** How far ahead the moon page and API list the principal phases. */
const QUARTERS_AHEAD_DAYS = 92;

/** A day's Moon and the principal phases of the following three months, with local times. */
export function moonReport(day: CalendarDay, timeZone: string) {
  const start = startOfDay(timeZone, day);
  const next = quartersBetween(start, new Date(start.getTime() + QUARTERS_AHEAD_DAYS * DAY_MS)).map((event) => ({
    type: event.type,
    at: isoInZone(timeZone, event.at),
  }));
  return { date: day, timeZone, ...moonOnDay(day, timeZone), next };
}

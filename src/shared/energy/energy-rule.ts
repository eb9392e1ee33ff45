import { addDays, type CalendarDay } from "../calendar";
import { periodsEndingAt } from "../journal/timeline";

/**
 * The Energy Map's rules (docs/ARCHITECTURE.md, "The Energy Map"): a day's check-in is a point on two
 * axes, each a whole number from 1 to 10, from unpleasant (1) to pleasant (10) and from calm (1) to
 * energised (10). As on a mood meter there is no middle square: 1–5 is one side of an axis and 6–10 the
 * other, so every point falls in one of four quadrants. Kept free of zod: the page loads it first.
 */

export const ENERGY_AXIS_MIN = 1;
export const ENERGY_AXIS_MAX = 10;
/** The longest word a seeker can give the day, in characters. */
export const ENERGY_WORD_MAX_LENGTH = 32;
/** The longest note written with a check-in, in characters (it is the reading's journal note). */
export const ENERGY_NOTE_MAX_LENGTH = 500;
/** The line between an axis's two sides, between 5 and 6 (a mean on it counts to the lower side). */
const AXIS_CENTRE = (ENERGY_AXIS_MIN + ENERGY_AXIS_MAX) / 2;

/** The four quadrants, clockwise from the top right of the grid (pleasant and energised). */
export const ENERGY_QUADRANTS = ["bright", "settled", "heavy", "charged"] as const;
export type EnergyQuadrant = (typeof ENERGY_QUADRANTS)[number];

/** How far a point lies from the grid's centre: near the middle, clearly in its quadrant, or at its edge. */
export const ENERGY_INTENSITIES = ["gentle", "clear", "strong"] as const;
export type EnergyIntensity = (typeof ENERGY_INTENSITIES)[number];

/** A point on the map: how pleasant (1–10) and how energised (1–10) the day feels. */
export interface EnergyPoint {
  pleasant: number;
  energy: number;
}

/**
 * The quadrant of a point: pleasant and energised is "bright", pleasant and calm "settled", unpleasant and
 * calm "heavy", unpleasant and energised "charged". A week's mean point is placed by the same line.
 */
export function quadrantOf({ pleasant, energy }: EnergyPoint): EnergyQuadrant {
  const isPleasant = pleasant > AXIS_CENTRE;
  const isEnergised = energy > AXIS_CENTRE;
  if (isPleasant) return isEnergised ? "bright" : "settled";
  return isEnergised ? "charged" : "heavy";
}

/**
 * How strongly a point sits in its quadrant, by its farther axis from the centre line (between 5 and 6):
 * 4–7 on both axes is "gentle", out to 2–9 "clear", and a 1 or a 10 on either axis "strong".
 */
export function intensityOf({ pleasant, energy }: EnergyPoint): EnergyIntensity {
  const reach = Math.max(Math.abs(pleasant - AXIS_CENTRE), Math.abs(energy - AXIS_CENTRE));
  if (reach <= 1.5) return "gentle";
  return reach <= 3.5 ? "clear" : "strong";
}

/** One day's check-in as the map counts it. */
export interface DayCheckIn extends EnergyPoint {
  day: CalendarDay;
}

/** One week of the map (Monday to Sunday in the seeker's zone), summed up. */
export interface EnergyWeek {
  start: CalendarDay;
  end: CalendarDay;
  /** Days checked in. */
  checkIns: number;
  /** The week's means, to one decimal, or null with no check-in. */
  meanPleasant: number | null;
  meanEnergy: number | null;
  /** The quadrant of the week's mean point, or null with no check-in. */
  quadrant: EnergyQuadrant | null;
  /** The days in each quadrant. */
  quadrants: Record<EnergyQuadrant, number>;
  /** The seeker's readings (of any other oracle) made in the week. */
  readings: number;
}

const round1 = (value: number) => Math.round(value * 10) / 10;

function emptyQuadrants(): Record<EnergyQuadrant, number> {
  return { bright: 0, settled: 0, heavy: 0, charged: 0 };
}

/**
 * The last `weeks` local weeks ending with the one holding `today`, oldest first: each week's check-ins
 * (one a day; a later one for the same day stands), their mean point and its quadrant, the days in each
 * quadrant, and the readings made that week (`readingDays`, one local day per reading).
 */
export function weeklyEnergy(
  checkIns: readonly DayCheckIn[],
  readingDays: readonly CalendarDay[],
  today: CalendarDay,
  weeks: number,
): EnergyWeek[] {
  const byDay = new Map(checkIns.map((checkIn) => [checkIn.day, checkIn]));
  return periodsEndingAt(today, "week", weeks).map(({ start, end }) => {
    const inWeek = [...byDay.values()].filter((checkIn) => checkIn.day >= start && checkIn.day <= end);
    const quadrants = emptyQuadrants();
    for (const checkIn of inWeek) quadrants[quadrantOf(checkIn)] += 1;
    const mean = (key: keyof EnergyPoint) =>
      inWeek.length ? inWeek.reduce((sum, checkIn) => sum + checkIn[key], 0) / inWeek.length : null;
    const meanPleasant = mean("pleasant");
    const meanEnergy = mean("energy");
    return {
      start,
      end,
      checkIns: inWeek.length,
      meanPleasant: meanPleasant === null ? null : round1(meanPleasant),
      meanEnergy: meanEnergy === null ? null : round1(meanEnergy),
      quadrant:
        meanPleasant === null || meanEnergy === null
          ? null
          : quadrantOf({ pleasant: meanPleasant, energy: meanEnergy }),
      quadrants,
      readings: readingDays.filter((day) => day >= start && day <= end).length,
    };
  });
}

/** Every day of the weeks, in order. */
export function daysOfWeeks(weeks: readonly Pick<EnergyWeek, "start" | "end">[]): CalendarDay[] {
  const days: CalendarDay[] = [];
  if (weeks.length === 0) return days;
  for (let day = weeks[0]!.start; day <= weeks.at(-1)!.end; day = addDays(day, 1)) days.push(day);
  return days;
}

import type { CalendarDay } from "../calendar";
import type { ZodiacSign } from "../astrology/signs";
import { moonOnDay } from "../moon/moon";
import type { MoonPhase } from "../moon/phases";
import { coreNumbers, hasCountableName, personalCycles, reduce } from "../numerology/numerology";
import { isMasterNumber, type NumerologyNumber } from "../numerology/numbers";

/**
 * The once-a-day rituals, pure: today's numerology reading (the Personal Day in the seeker's time zone,
 * with the Moon's phase and sign and the Life Path as a thread) and the moon ritual (today's phase and the
 * Moon's sign). What is computed here is stored with the reading; its words come from content/.
 */

/** The Moon as a ritual reads it: its phase, its sign, how much of it is lit (0–1). */
export interface RitualMoon {
  phase: MoonPhase;
  sign: ZodiacSign;
  illumination: number;
}

export interface NumerologyRitualFacts {
  kind: "numerology";
  /** The number the day is read by: the Personal Day, or the master number it carries (./rituals.ts). */
  dayNumber: NumerologyNumber;
  personalDay: number;
  personalMonth: number;
  personalYear: number;
  lifePath: NumerologyNumber;
  /** The full name's number, when the name has letters to count. */
  expression: NumerologyNumber | null;
  moon: RitualMoon;
}

export interface MoonRitualFacts {
  kind: "moon";
  moon: RitualMoon;
  /** Days since the last new moon. */
  ageDays: number;
}

export type RitualFacts = NumerologyRitualFacts | MoonRitualFacts;

/**
 * The number today is read by. The Personal Day reduces to 1–9 (as the calculator shows it); when the
 * Personal Month and the calendar day, added whole before any reduction, make 11, 22 or 33, the day
 * carries that master number over its digit (11 over 2, 22 over 4, 33 over 6) and is read by it.
 */
export function dailyNumber(birthDate: CalendarDay, day: CalendarDay) {
  const cycles = personalCycles(birthDate, day);
  const whole = cycles.personalMonth.value + Number(day.slice(8, 10));
  const dayNumber: NumerologyNumber = isMasterNumber(whole) ? whole : cycles.personalDay.value;
  return {
    dayNumber,
    personalDay: cycles.personalDay.value as number,
    personalMonth: cycles.personalMonth.value as number,
    personalYear: cycles.personalYear.value as number,
  };
}

function ritualMoon(day: CalendarDay, timeZone: string) {
  const moon = moonOnDay(day, timeZone);
  return {
    moon: { phase: moon.phase, sign: moon.sign, illumination: Math.round(moon.illumination * 1000) / 1000 },
    ageDays: Math.round(moon.ageDays * 10) / 10,
  };
}

/** Today's numerology reading for a seeker, on their local day. */
export function numerologyRitualFacts(input: {
  birthDate: CalendarDay;
  fullName: string;
  day: CalendarDay;
  timeZone: string;
}): NumerologyRitualFacts {
  const core = coreNumbers(input.birthDate, input.fullName);
  return {
    kind: "numerology",
    ...dailyNumber(input.birthDate, input.day),
    lifePath: core.lifePath.value,
    expression: hasCountableName(input.fullName) ? core.expression.value : null,
    moon: ritualMoon(input.day, input.timeZone).moon,
  };
}

/** Today's moon ritual, on the seeker's local day. */
export function moonRitualFacts(day: CalendarDay, timeZone: string): MoonRitualFacts {
  return { kind: "moon", ...ritualMoon(day, timeZone) };
}

/** The base digit a master number carries (11 → 2); any other number is its own. */
export function baseDigit(value: NumerologyNumber): number {
  return reduce(value, false).value;
}

import { cyclesOn } from "../cycles/cycles";
import type { CalendarDay } from "../calendar";
import { weekMoonSigns, weekSkyEvents, type MoonSignSpell, type WeekSkyEvent } from "./sky-week";
import { daysOfWeek, type IsoWeek } from "./week";

/**
 * The facts of a seeker's week for the personal edition, fixed by the server before any words are
 * chosen (so a provider, when one writes, is handed them and never invents a sky event): the week's sky
 * in the seeker's zone, the Moon's signs, the personal day of each day and the personal month and year
 * (from the birth date, as Your Cycles counts them), and the week's main moon event, for its ritual.
 */
export interface PersonalWeekFacts {
  week: IsoWeek;
  timeZone: string;
  events: WeekSkyEvent[];
  moonSigns: MoonSignSpell[];
  /** Each day of the week with its personal day (1–9, or 11, 22, 33). */
  days: { day: CalendarDay; personalDay: number }[];
  /** The personal month and year of the week's Monday (a month that turns mid-week: the Monday's). */
  personalMonth: number;
  personalYear: number;
  /** The week's strongest moon event: an eclipse, else a full, new or quarter moon; null in a week of none. */
  mainMoonEvent: WeekSkyEvent | null;
}

/** Which moon event leads a week: an eclipse first, then full, new, first and last quarter. */
const MOON_EVENT_RANK: readonly WeekSkyEvent["type"][] = [
  "lunar-eclipse",
  "solar-eclipse",
  "full-moon",
  "new-moon",
  "first-quarter",
  "last-quarter",
];

export function mainMoonEvent(events: readonly WeekSkyEvent[]): WeekSkyEvent | null {
  for (const type of MOON_EVENT_RANK) {
    const found = events.find((event) => event.type === type);
    if (found) return found;
  }
  return null;
}

export function personalWeekFacts(birthDate: CalendarDay, week: IsoWeek, timeZone: string): PersonalWeekFacts {
  const events = weekSkyEvents(week, timeZone);
  const days = daysOfWeek(week);
  const monday = cyclesOn(birthDate, days[0]!);
  return {
    week,
    timeZone,
    events,
    moonSigns: weekMoonSigns(week, timeZone),
    days: days.map((day) => ({ day, personalDay: cyclesOn(birthDate, day).personalDay.value })),
    personalMonth: monday.personalMonth.value,
    personalYear: monday.personalYear.value,
    mainMoonEvent: mainMoonEvent(events),
  };
}

import type { CalendarDay } from "../calendar";
import { personalCycles, reduce, type PersonalCycles, type Reduction } from "../numerology/numerology";

/**
 * The numbers of a day's cycles, pure: the Personal Year, Month and Day of someone born on a day (each
 * reduced to 1–9) and the Universal Year, the calendar year's number for everyone. Each keeps the chain
 * of its reduction, so a page can show the steps.
 */

export interface CyclesOfDay extends PersonalCycles {
  universalYear: Reduction;
}

/** The calendar year's digits added until one is left (1–9, no master numbers): 2026 → [2026, 10, 1]. */
export function universalYear(year: number): Reduction {
  return reduce(year, false);
}

/** The personal and universal cycles on `today` for someone born on `birthDate` (both YYYY-MM-DD). */
export function cyclesOn(birthDate: CalendarDay, today: CalendarDay): CyclesOfDay {
  return { ...personalCycles(birthDate, today), universalYear: universalYear(Number(today.slice(0, 4))) };
}

/**
 * The numbers and positions of Pythagorean numerology. Every figure reduces to 1–9 or to one of the
 * master numbers 11, 22 and 33, which are kept whole.
 */
export const NUMEROLOGY_NUMBERS = [1, 2, 3, 4, 5, 6, 7, 8, 9, 11, 22, 33] as const;
export type NumerologyNumber = (typeof NUMEROLOGY_NUMBERS)[number];
export const MASTER_NUMBERS = [11, 22, 33] as const;

/** The five numbers of a person: from the birth date and the full name. */
const CORE_POSITIONS = ["lifePath", "expression", "soulUrge", "personality", "birthday"] as const;
/** The cycles of a day: reduced to 1–9, as most numerologists read them. */
const CYCLE_POSITIONS = ["personalYear", "personalMonth", "personalDay"] as const;
export const NUMEROLOGY_POSITIONS = [...CORE_POSITIONS, ...CYCLE_POSITIONS] as const;
export type NumerologyPosition = (typeof NUMEROLOGY_POSITIONS)[number];

export function isMasterNumber(value: number): value is (typeof MASTER_NUMBERS)[number] {
  return (MASTER_NUMBERS as readonly number[]).includes(value);
}

/**
 * The positions a number can hold: every position for 1–9; the core positions for the master numbers,
 * except that a birthday (a day of 1–31) reduces to 11 or 22 but never to 33.
 */
export function positionsOf(value: NumerologyNumber): readonly NumerologyPosition[] {
  if (!isMasterNumber(value)) return NUMEROLOGY_POSITIONS;
  return value === 33 ? CORE_POSITIONS.filter((position) => position !== "birthday") : CORE_POSITIONS;
}

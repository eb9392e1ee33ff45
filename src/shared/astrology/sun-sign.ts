import { SearchSunLongitude, SunPosition } from "astronomy-engine";
import { addDays, startOfDay, type CalendarDay } from "../calendar";
import {
  elementOf,
  modalityOf,
  signOfLongitude,
  ZODIAC_SIGNS,
  type Element,
  type Modality,
  type ZodiacSign,
} from "./signs";

/**
 * The Sun's sign for a birth date, computed from the Sun's apparent ecliptic longitude (tropical zodiac)
 * with astronomy-engine, not from a table of fixed dates: the Sun enters each sign at a different
 * minute every year. A birth date without a time is read at local noon; when the Sun changes sign during
 * that local day the answer says so (`cusp`), since the birth time decides.
 */

export interface SunSign {
  sign: ZodiacSign;
  element: Element;
  modality: Modality;
  /** When the Sun changed sign during the birth day: the other sign and the instant. */
  cusp: { sign: ZodiacSign; at: Date } | null;
}

/**
 * The instant the Sun enters each sign in a calendar year, in ZODIAC_SIGNS order: Aries in March through
 * Capricorn in December, then Aquarius and Pisces, which the Sun enters in January and February.
 */
export function signIngresses(year: number): { sign: ZodiacSign; at: Date }[] {
  return ZODIAC_SIGNS.map((sign, index) => {
    const longitude = index * 30;
    const searchFrom = new Date(Date.UTC(year, 0, 1));
    const found = SearchSunLongitude(longitude, searchFrom, 366);
    if (!found) throw new Error(`The Sun does not reach ${longitude}° in ${year}`);
    return { sign, at: found.date };
  });
}

function sunLongitude(instant: Date): number {
  return SunPosition(instant).elon;
}

export function sunSign(birthDate: CalendarDay, timeZone: string): SunSign {
  const dayStart = startOfDay(timeZone, birthDate);
  const dayEnd = startOfDay(timeZone, addDays(birthDate, 1));
  const noon = new Date((dayStart.getTime() + dayEnd.getTime()) / 2);
  const sign = signOfLongitude(sunLongitude(noon));
  const atStart = signOfLongitude(sunLongitude(dayStart));
  const atEnd = signOfLongitude(sunLongitude(new Date(dayEnd.getTime() - 1)));
  let cusp: SunSign["cusp"] = null;
  if (atStart !== atEnd) {
    const other = atStart === sign ? atEnd : atStart;
    const entered = atEnd;
    const found = SearchSunLongitude(ZODIAC_SIGNS.indexOf(entered) * 30, dayStart, 2);
    cusp = { sign: other, at: found!.date };
  }
  return { sign, element: elementOf(sign), modality: modalityOf(sign), cusp };
}

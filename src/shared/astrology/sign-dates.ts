import { fillWords } from "../text";
import { ZODIAC_SIGNS, type ZodiacSign } from "./signs";

/**
 * The days on which the Sun enters and leaves a sign, over many years. The minute moves from year to
 * year (and the calendar day with it, by leap years and the slow drift of the equinoxes), so a sign's
 * page names the earliest and the latest day seen over a span of years, not the dates of one year.
 */

interface MonthDay {
  month: number;
  day: number;
}

export interface DayRange {
  earliest: MonthDay;
  latest: MonthDay;
}

const key = ({ month, day }: MonthDay) => month * 100 + day;

/** The UTC calendar day of an instant, as month and day. */
const monthDayOf = (instant: Date): MonthDay => ({ month: instant.getUTCMonth() + 1, day: instant.getUTCDate() });

function rangeOf(days: readonly MonthDay[]): DayRange {
  if (days.length === 0) throw new Error("No days to range over");
  const sorted = [...days].sort((a, b) => key(a) - key(b));
  return { earliest: sorted[0]!, latest: sorted.at(-1)! };
}

/**
 * From the Sun's ingresses of each year (signIngresses, one list a year), the earliest and latest UTC day
 * on which it enters `sign`, and on which it leaves it (enters the next sign).
 */
export function sunDaysInSign(
  sign: ZodiacSign,
  ingressesByYear: ReadonlyArray<ReadonlyArray<{ sign: ZodiacSign; at: Date }>>,
): { enters: DayRange; leaves: DayRange } {
  const next = ZODIAC_SIGNS[(ZODIAC_SIGNS.indexOf(sign) + 1) % ZODIAC_SIGNS.length]!;
  const daysOf = (wanted: ZodiacSign) =>
    ingressesByYear.flatMap((year) =>
      year.filter((entry) => entry.sign === wanted).map((entry) => monthDayOf(entry.at)),
    );
  return { enters: rangeOf(daysOf(sign)), leaves: rangeOf(daysOf(next)) };
}

export interface DayRangeWords {
  /** Month names, January first. */
  months: readonly string[];
  /** Joins the last two of several days: " or ". */
  or: string;
  /** A range across a month's end: "between {first} and {last}". */
  between: string;
}

/**
 * A range in words: "22 July", "22 or 23 July", "19, 20 or 21 March"; across a month's end (which the
 * Sun's ingresses never are) "between 30 April and 1 May".
 */
export function describeDayRange({ earliest, latest }: DayRange, words: DayRangeWords): string {
  const month = (value: MonthDay) => words.months[value.month - 1]!;
  if (earliest.month !== latest.month) {
    return fillWords(words.between, {
      first: `${earliest.day} ${month(earliest)}`,
      last: `${latest.day} ${month(latest)}`,
    });
  }
  const days = Array.from({ length: latest.day - earliest.day + 1 }, (_, index) => String(earliest.day + index));
  const listed = days.length === 1 ? days[0]! : `${days.slice(0, -1).join(", ")}${words.or}${days.at(-1)!}`;
  return `${listed} ${month(earliest)}`;
}

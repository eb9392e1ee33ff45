import { isCalendarDay, MONTH_NAMES, type CalendarDay } from "../calendar";

/**
 * A birth date written inside a sentence, read whole: "22 Feb 1980", "February 22, 1980", "the 22nd of
 * February 1980", "1980-02-22", "22/02/1980" or "22.02.1980". A date is never taken from its first number
 * alone: when a part is missing ("born in February 1980", "my birthday is 22 February") the parts that
 * are missing are named, so the guide can ask for them.
 */

export type DatePart = "day" | "month" | "year";

export type DateInText =
  | { kind: "date"; date: CalendarDay }
  | { kind: "partial"; missing: DatePart[] }
  /** Numbers that make no calendar day (31 February, a 13th month). */
  | { kind: "impossible" }
  | { kind: "none" };

/** "feb", "sept" and "february" are February; "may" is a month only beside a day or a year. */
const MONTH_PATTERN = "(jan|feb|mar|apr|may|jun|jul|aug|sept?|oct|nov|dec)[a-z]*\\.?";
const DAY_PATTERN = "(\\d{1,2})(?:st|nd|rd|th)?";
const YEAR_PATTERN = "(\\d{4})";

const monthOf = (word: string) =>
  MONTH_NAMES.findIndex((month) => month.startsWith(word.toLowerCase().slice(0, 3))) + 1;
const pad = (value: number) => String(value).padStart(2, "0");

function dayOf(year: number, month: number, day: number): DateInText {
  const date = `${year}-${pad(month)}-${pad(day)}`;
  return isCalendarDay(date) ? { kind: "date", date } : { kind: "impossible" };
}

/** Each way of writing a whole date, tried in turn; the first that matches is the date. */
const WHOLE_DATES: [RegExp, (match: RegExpExecArray) => DateInText][] = [
  // 1980-02-22, 1980/2/22
  [/\b(\d{4})[-/.](\d{1,2})[-/.](\d{1,2})\b/, (m) => dayOf(+m[1]!, +m[2]!, +m[3]!)],
  // 22/02/1980, 22.02.1980, 22-02-1980: the day first, as the product writes dates, unless the
  // first number cannot be a month's day and the second can (03/15/1985 is the 15th of March).
  [
    /\b(\d{1,2})[-/.](\d{1,2})[-/.](\d{4})\b/,
    (m) => (+m[2]! > 12 && +m[1]! <= 12 ? dayOf(+m[3]!, +m[1]!, +m[2]!) : dayOf(+m[3]!, +m[2]!, +m[1]!)),
  ],
  // 22 Feb 1980, the 22nd of February, 1980
  [
    new RegExp(`\\b${DAY_PATTERN}\\s+(?:of\\s+)?${MONTH_PATTERN},?\\s+${YEAR_PATTERN}\\b`, "i"),
    (m) => dayOf(+m[3]!, monthOf(m[2]!), +m[1]!),
  ],
  // February 22, 1980; Feb 22nd 1980
  [
    new RegExp(`\\b${MONTH_PATTERN}\\s+${DAY_PATTERN},?\\s+${YEAR_PATTERN}\\b`, "i"),
    (m) => dayOf(+m[3]!, monthOf(m[1]!), +m[2]!),
  ],
];

/** Dates with a part left out, and the parts each leaves out. */
const PARTIAL_DATES: [RegExp, DatePart[]][] = [
  [new RegExp(`\\b${MONTH_PATTERN},?\\s+${YEAR_PATTERN}\\b`, "i"), ["day"]],
  [new RegExp(`\\b${DAY_PATTERN}\\s+(?:of\\s+)?${MONTH_PATTERN}(?!\\s*\\d)`, "i"), ["year"]],
  [new RegExp(`\\b${MONTH_PATTERN}\\s+${DAY_PATTERN}\\b(?!,?\\s*\\d{4})`, "i"), ["year"]],
  [/\b(\d{1,2})[-/.](\d{1,2})(?:[-/.](\d{2}))?\b(?![-/.]?\d)/, ["year"]],
  [/\b(1[89]\d\d|20\d\d)\b/, ["day", "month"]],
];

export function readDateInText(text: string): DateInText {
  for (const [pattern, read] of WHOLE_DATES) {
    const match = pattern.exec(text);
    if (match) return read(match);
  }
  for (const [pattern, missing] of PARTIAL_DATES) {
    const match = pattern.exec(text);
    // "may" alone is a verb; as a month it stands beside a number.
    if (match && !/^may$/i.test(match[0].trim())) return { kind: "partial", missing };
  }
  return { kind: "none" };
}

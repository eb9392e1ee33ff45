import { describeDayRange, sunDaysInSign } from "../../src/shared/astrology/sign-dates";
import { elementOf, modalityOf, type ZodiacSign } from "../../src/shared/astrology/signs";
import { signIngresses } from "../../src/shared/astrology/sun-sign";
import { calendarDayIn, type CalendarDay } from "../../src/shared/calendar";
import { moonOnDay, quartersBetween } from "../../src/shared/moon/moon";
import { PHASE_OF_QUARTER, type MoonPhase, type QuarterType } from "../../src/shared/moon/phases";
import { EARLIEST_BIRTH_DATE } from "../../src/shared/numerology/birth-input";
import type { DatePart } from "../../src/shared/numerology/date-in-text";
import { isMasterNumber, type NumerologyNumber } from "../../src/shared/numerology/numbers";
import { coreNumbers } from "../../src/shared/numerology/numerology";
import { numberPath, signPath } from "../../src/shared/site-routes";
import { fillWords } from "../../src/shared/text";
import { SIGNS, signContent } from "../astrology";
import { moonPhaseWords } from "../moon";
import { numberContent } from "../numerology";
import { numerologyPageWords } from "../site/numerology-page";

/**
 * Lyra's answers about numerology, the signs and the Moon, composed from their words in content/ and
 * from the sky itself (computed, in UTC, when she is asked): nothing here is a fixed date or figure.
 */

const firstSentence = (text: string) => text.split(/(?<=[.!?])\s+/)[0]!;
const { months } = numerologyPageWords.dayRange;

/** What a number speaks of: its title, its essence's first sentence, and its page. */
export function numberFact(value: NumerologyNumber): string {
  const words = numberContent(value);
  return `${value}, ${words.title}: ${firstSentence(words.essence)} More at ${numberPath(value)}.`;
}

/** The span of years a sign's dates are counted over, as the sign's page counts them. */
const SIGN_DATE_YEARS = { from: 1950, to: 2050 };
let ingressesByYear: ReturnType<typeof signIngresses>[] | null = null;

/** The days the Sun enters and leaves a sign over the span, worked out once when first asked. */
function signDays(sign: ZodiacSign) {
  ingressesByYear ??= Array.from({ length: SIGN_DATE_YEARS.to - SIGN_DATE_YEARS.from + 1 }, (_, index) =>
    signIngresses(SIGN_DATE_YEARS.from + index),
  );
  return sunDaysInSign(sign, ingressesByYear);
}

/** A sign: its emblem, element, ruler and dates, its essence's first sentence, and its page. */
export function signFact(sign: ZodiacSign): string {
  const words = signContent(sign);
  const days = signDays(sign);
  const dates = fillWords(numerologyPageWords.signPage.dates, {
    name: words.name,
    enters: describeDayRange(days.enters, numerologyPageWords.dayRange),
    leaves: describeDayRange(days.leaves, numerologyPageWords.dayRange),
  });
  return [
    `${words.name}, ${words.emblem}: ${modalityOf(sign)} ${elementOf(sign)}, ruled by ${words.ruler.replace(/^(Sun|Moon)$/, "the $1")}.`,
    dates,
    firstSentence(words.essence),
    `More at ${signPath(sign)}.`,
  ].join(" ");
}

/** What numerology and astrology on the site do, for a question that names no number or sign. */
export function numerologyOverview(): string {
  return [
    "At /numerology you can work out your Life Path, Expression, Soul Urge, Personality and Birthday numbers from your full name and birth date, with every step of the sums shown, and today's Personal Year, Month and Day.",
    "The same page finds your Sun sign from where the Sun truly stood on your birth day, and says so when you were born on a cusp.",
    "It is all worked out in your browser; nothing you type there is sent or stored.",
    "Ask me about a number (1 to 9, 11, 22 or 33) or a sign by name, or tell me your birth date and I will work out your Life Path.",
  ].join(" ");
}

// ── The Life Path from a birth date ─────────────────────────────────────────────────────────────

const DATE_PART_WORDS: Record<DatePart, string> = { day: "day", month: "month", year: "year" };

/** What the guide asks when a birth date is missing, in part or whole. */
export function askForBirthDate(missing: readonly DatePart[]): string {
  const parts =
    missing.length === 3 ? "day, month and year" : missing.map((part) => DATE_PART_WORDS[part]).join(" and ");
  return missing.length === 3
    ? `Tell me your full birth date, ${parts} (for example "22 February 1980"), and I will work out your Life Path step by step, as the calculator at /numerology does.`
    : `I need the ${parts} of your birth too: tell me your full birth date, day, month and year (for example "22 February 1980"), and I will work out your Life Path step by step.`;
}

/** What the guide says of a date that is no calendar day, or one the calculator does not take. */
export function birthDateNotTaken(problem: "impossible" | "too-early" | "future"): string {
  const why = {
    impossible: "That date is not on the calendar",
    "too-early": `The calculator counts birth dates from ${EARLIEST_BIRTH_DATE.slice(0, 4)} onwards`,
    future: "That day has not come yet",
  }[problem];
  return `${why}; tell me your birth date, day, month and year, and I will work out your Life Path.`;
}

const isKeptWhole = (chain: readonly number[]) => isMasterNumber(chain.at(-1)!) && chain.at(-1)! > 9;

/** One part's reduction in digits: 1980 → "1+9+8+0 = 18, 1+8 = 9"; 22 → "22, a master number, kept whole". */
function chainInDigits(chain: readonly number[]): string {
  const sums = chain.slice(1).map((value, index) => `${[...String(chain[index])].join("+")} = ${value}`);
  const written = sums.length > 0 ? sums.join(", ") : String(chain[0]);
  return isKeptWhole(chain) ? `${written}, a master number, kept whole` : written;
}

/** "22 February 1980". */
function dateInWords(date: CalendarDay): string {
  const [year, month, day] = date.split("-").map(Number) as [number, number, number];
  return `${day} ${months[month - 1]!} ${year}`;
}

/**
 * The Life Path of a birth date, worked out with the calculator's own code (coreNumbers), with every
 * step: each part reduced first, then the parts added and reduced, master numbers kept whole.
 */
export function lifePathFact(date: CalendarDay): string {
  const { lifePath } = coreNumbers(date, "");
  const parts = lifePath.parts.map((part) => `${part.label} ${chainInDigits(part.chain)}`).join("; ");
  const sum = `${lifePath.parts.map((part) => part.chain.at(-1)).join(" + ")} = ${chainInDigits(lifePath.chain)}`;
  const words = numberContent(lifePath.value);
  return [
    `Born on ${dateInWords(date)}, your Life Path is ${lifePath.value}, ${words.title}.`,
    `The steps, as the calculator at /numerology takes them: ${parts}; together ${sum}.`,
    firstSentence(words.positions.lifePath ?? ""),
    `More at ${numberPath(lifePath.value)}; numerology is a tradition, for reflection.`,
  ].join(" ");
}

const QUARTER_NAMES = {
  new: "new moon",
  "first-quarter": "first quarter",
  full: "full moon",
  "last-quarter": "last quarter",
};

/** The Moon today (at noon, UTC) and its next principal phase, computed when asked (`now` is the server's clock). */
export function moonFact(now: Date): string {
  const today = calendarDayIn("UTC", now);
  const moon = moonOnDay(today, "UTC");
  const phase = moonPhaseWords(moon.phase);
  const next = quartersBetween(now, new Date(now.getTime() + 10 * 86_400_000))[0];
  const sign = SIGNS.find((entry) => entry.sign === moon.sign)!;
  return [
    `Today the Moon is ${/^[AEIOU]/.test(phase.name) ? "an" : "a"} ${phase.name}, ${Math.round(moon.illumination * 100)}% lit, in ${sign.name} (at noon, Greenwich time).`,
    firstSentence(sign.moonIn),
    next
      ? `The next ${QUARTER_NAMES[next.type]} falls on ${next.at.toLocaleDateString("en-GB", { day: "numeric", month: "long", timeZone: "UTC" })} (UTC).`
      : "",
    "The Moon Phase Tracker at /moon-phases shows tonight's moon, the coming phases and a month of moons in your own time zone.",
  ]
    .filter(Boolean)
    .join(" ");
}

const QUARTER_OF_PHASE = new Map(
  (Object.entries(PHASE_OF_QUARTER) as [QuarterType, MoonPhase][]).map(([type, phase]) => [phase, type]),
);

/**
 * What a phase of the Moon is and traditionally invites (its keywords and its essence's last sentence),
 * and when a principal phase next falls (from `now`, the server's clock).
 */
export function phaseFact(phase: MoonPhase, now: Date): string {
  const words = moonPhaseWords(phase);
  const sentences = words.essence.split(/(?<=[.!?])\s+/);
  const type = QUARTER_OF_PHASE.get(phase);
  const next = type
    ? quartersBetween(now, new Date(now.getTime() + 31 * 86_400_000)).find((event) => event.type === type)
    : undefined;
  return [
    `The ${words.name}: ${words.keywords.join(", ")}.`,
    sentences[0],
    sentences.length > 1 ? sentences.at(-1) : "",
    next
      ? `The next ${QUARTER_NAMES[next.type]} falls on ${next.at.toLocaleDateString("en-GB", { day: "numeric", month: "long", timeZone: "UTC" })} (UTC).`
      : "",
    "Its ritual is at /moon-phases.",
  ]
    .filter(Boolean)
    .join(" ");
}

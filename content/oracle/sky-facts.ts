import { ZODIAC_SIGNS } from "../../src/shared/astrology/signs";
import { calendarDayIn } from "../../src/shared/calendar";
import { moonOnDay, quartersBetween } from "../../src/shared/moon/moon";
import { NUMEROLOGY_NUMBERS } from "../../src/shared/numerology/numbers";
import { SIGNS } from "../astrology";
import { moonPhaseWords } from "../moon";
import { NUMBERS } from "../numerology";

/**
 * Lyra's answers about numerology, the signs and the Moon, composed from their words in content/ and
 * from the sky itself (computed, in UTC, when she is asked): nothing here is a fixed date or figure.
 */

const firstSentence = (text: string) => text.split(/(?<=[.!?])\s+/)[0]!;
const SIGN_NAMES = new Map(SIGNS.map((sign) => [sign.name.toLowerCase(), sign]));

/** The numbers (1–9, 11, 22, 33) and sign names a question names, in the order of their lists. */
function named(query: string) {
  const numbers = NUMEROLOGY_NUMBERS.filter((value) => new RegExp(`(^|[^\\d])${value}([^\\d]|$)`).test(query));
  const words = new Set(query.toLowerCase().match(/[a-z]+/g) ?? []);
  const signs = ZODIAC_SIGNS.map((sign) => SIGN_NAMES.get(sign)!).filter((sign) => words.has(sign.name.toLowerCase()));
  return { numbers, signs };
}

/** What numerology and astrology on the site do, or the numbers and signs the question names. */
export function numerologyFact(query: string): string {
  const { numbers, signs } = named(query);
  const facts = [
    ...numbers.map((value) => {
      const words = NUMBERS.find((entry) => entry.number === value)!;
      return `${value}, ${words.title}: ${firstSentence(words.essence)} More at /numerology/${value}.`;
    }),
    ...signs.map(
      (sign) => `${sign.name}, ${sign.emblem}: ${firstSentence(sign.essence)} More at /astrology/${sign.sign}.`,
    ),
  ];
  if (facts.length > 0) return facts.join(" ");
  return [
    "At /numerology you can work out your Life Path, Expression, Soul Urge, Personality and Birthday numbers from your full name and birth date, with every step of the sums shown, and today's Personal Year, Month and Day.",
    "The same page finds your Sun sign from where the Sun truly stood on your birth day, and says so when you were born on a cusp.",
    "It is all worked out in your browser; nothing you type there is sent or stored.",
    `Ask me about a number (1 to 9, 11, 22 or 33) or a sign by name, and I will tell you what it speaks of.`,
  ].join(" ");
}

const QUARTER_NAMES = {
  new: "new moon",
  "first-quarter": "first quarter",
  full: "full moon",
  "last-quarter": "last quarter",
};

/** The Moon today (at noon, UTC) and its next principal phase, computed when asked. */
export function moonFact(now: Date = new Date()): string {
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

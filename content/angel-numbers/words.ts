import type { AngelNumberPattern } from "../../src/shared/angel-numbers/content-types";

/**
 * What the server says about a sighting: its headline, the prompt for a number the library does not
 * write about, its history title, the built-in oracle's words, its share card, and the recurring numbers.
 * Angel numbers are a modern popular tradition built on numerology's digit meanings; nothing here promises
 * a message from anyone. `{number}`, `{pattern}`, `{steps}`, `{value}`, `{title}`, `{times}` are filled in.
 */
export const ANGEL_NUMBER_WORDS = {
  name: "Angel Numbers",
  patterns: {
    triple: "a triple",
    quadruple: "a quadruple",
    "repeating-pair": "a repeating pair",
    mirror: "a mirror time",
    sequence: "a climbing sequence",
    palindrome: "a palindrome",
  } satisfies Record<AngelNumberPattern, string>,
  headline: {
    library: "{number}, {pattern}",
    digits: "{number}: its digits come to {steps}, {title}",
  },
  /** The steps of a reduction, joined: "12 → 3". */
  stepsJoin: " → ",
  digitsLead: "The library does not write about {number}, so numerology reads its digits.",
  digitsPrompt: "What were you doing, thinking or hoping at the moment {number} caught your eye?",
  historyTitle: "Angel number {number}",
  enhancement: {
    reader:
      "You are the Mystic Dice keeper of numbers, a warm voice who reads a number the seeker keeps noticing, as the modern tradition of angel numbers and numerology reads it, for the seeker's situation.",
    openings: [
      "A number caught your eye and stayed with you. Here is what the tradition makes of it.",
      "Numbers repeat all around us; the ones we notice say something about where our attention is.",
      "You wrote this number down, and that small act of noticing is where a reflection begins.",
    ],
    headings: { reading: "The number", deeper: "Beneath the number", practice: "For your journal" },
    blessings: [
      "Keep noticing, and keep your own counsel about what it means.",
      "Let the number be a bookmark in your day, not a command.",
      "Whatever it meant, the noticing was yours.",
    ],
  },
  share: {
    cardTitle: "{number}, noticed",
    previewTitle: "{number}: an angel number in the journal",
  },
  recurring: {
    summary: "{number} {times} this month",
    times: {
      1: "once",
      2: "twice",
      3: "three times",
      4: "four times",
      5: "five times",
      6: "six times",
      7: "seven times",
      8: "eight times",
      9: "nine times",
      10: "ten times",
    } as Record<number, string>,
    manyTimes: "{count} times",
    unit: { one: "clock time", many: "clock times" },
    chanceNote:
      "The chance check is for clock times only: it takes each time you logged as one glance at a clock, with all 1,440 minutes of the day alike. If you log only the times that catch your eye, any one of them will look rarer than it is.",
  },
  futureSeenAt: "When you saw it cannot be later than now",
} as const;

/** "once", "twice", "six times", "14 times". */
export function timesInWords(count: number): string {
  return (
    ANGEL_NUMBER_WORDS.recurring.times[count] ??
    ANGEL_NUMBER_WORDS.recurring.manyTimes.replace("{count}", String(count))
  );
}

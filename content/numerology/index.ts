import type { DailyNumberContent, NumberContent } from "../../src/shared/numerology/content-types";
import type { NumerologyNumber } from "../../src/shared/numerology/numbers";
import { DAILY_NUMBERS } from "./daily-reading";
import { NUMBERS } from "./numbers";

export { NUMBERS };

const BY_NUMBER = new Map<number, NumberContent>(NUMBERS.map((entry) => [entry.number, entry]));

/** A number's words; a number outside 1–9, 11, 22 and 33 is a programming error. */
export function numberContent(n: NumerologyNumber | number): NumberContent {
  const found = BY_NUMBER.get(n);
  if (!found) throw new Error(`No number ${n}`);
  return found;
}

export { DAILY_NUMBERS, DAILY_READING_WORDS } from "./daily-reading";

/** Today's reading words for the day's number; a number outside 1–9, 11, 22 and 33 is a programming error. */
export function dailyNumberContent(n: NumerologyNumber): DailyNumberContent {
  const found = DAILY_NUMBERS.find((entry) => entry.number === n);
  if (!found) throw new Error(`No daily reading for ${n}`);
  return found;
}

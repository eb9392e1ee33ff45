import type { NumberContent } from "../../src/shared/numerology/content-types";
import type { NumerologyNumber } from "../../src/shared/numerology/numbers";
import { NUMBERS } from "./numbers";

export { NUMBERS };

const BY_NUMBER = new Map<number, NumberContent>(NUMBERS.map((entry) => [entry.number, entry]));

/** A number's words; a number outside 1–9, 11, 22 and 33 is a programming error. */
export function numberContent(n: NumerologyNumber | number): NumberContent {
  const found = BY_NUMBER.get(n);
  if (!found) throw new Error(`No number ${n}`);
  return found;
}

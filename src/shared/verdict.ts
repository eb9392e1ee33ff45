import { sumDice, type DiceRoll } from "./dice";

/** The five answers a reading's yes/no line opens with, from the firmest yes to the firmest no. */
export type Verdict = "Yes" | "Likely yes" | "Uncertain" | "Likely no" | "No";

/**
 * The yes/no rule of the meaning system (content/README.md, "The other fields"): a high sum leans yes
 * and a low one leans no, in equal measure; in the middle (9 to 12) the green die, the die of results,
 * decides. Over the 216 rolls it gives 88 yes-leaning answers, 40 uncertain and 88 no-leaning.
 */
export function verdictFor(roll: DiceRoll): Verdict {
  const sum = sumDice(roll);
  if (sum >= 15) return "Yes";
  if (sum >= 13) return "Likely yes";
  if (sum <= 6) return "No";
  if (sum <= 8) return "Likely no";
  if (roll.green >= 5) return "Likely yes";
  if (roll.green >= 3) return "Uncertain";
  return "Likely no";
}

/** The verdict a yes/no line opens with (`Likely yes — …`), or null when it opens with none. */
export function verdictOf(yesNoAnswer: string): Verdict | null {
  const match = /^(Yes|Likely yes|Uncertain|Likely no|No)\b/.exec(yesNoAnswer.trim());
  return match ? (match[1] as Verdict) : null;
}

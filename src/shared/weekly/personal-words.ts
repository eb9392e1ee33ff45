import type { PersonalWeekFacts } from "./personal-week";

type MoonRitualKey = "new-moon" | "first-quarter" | "full-moon" | "last-quarter" | "solar-eclipse" | "lunar-eclipse";

/** The ritual and prompt words of the personal edition (content/weekly/personal.ts). */
export interface PersonalWeekBanks {
  rituals: Record<MoonRitualKey | "none", string>;
  /** By personal month, 1 to 9. */
  prompts: Record<1 | 2 | 3 | 4 | 5 | 6 | 7 | 8 | 9, string>;
}

/** A master number's root (11 → 2, 22 → 4, 33 → 6); 1–9 unchanged. */
const root = (value: number) => (value > 9 ? (value % 10) + Math.floor(value / 10) : value) as 1;

/**
 * The week's one ritual (for its main moon event, on that event's day in the seeker's zone) and one
 * journaling prompt (for their personal month), from the facts alone.
 */
export function ritualAndPrompt(
  facts: PersonalWeekFacts,
  banks: PersonalWeekBanks,
  words: { signName: (sign: string) => string; dayLabel: (at: string) => string },
): { ritual: string; prompt: string } {
  const event = facts.mainMoonEvent;
  const ritual = event
    ? banks.rituals[event.type as MoonRitualKey]
        .replaceAll("{day}", words.dayLabel(event.at))
        .replaceAll("{sign}", words.signName(event.sign))
    : banks.rituals.none;
  const prompt = banks.prompts[root(facts.personalMonth)].replaceAll("{month}", String(facts.personalMonth));
  return { ritual, prompt };
}

import type { MoonPhaseContent, MoonRitualContent } from "../../src/shared/moon/content-types";
import { MOON_PHASE_WORDS } from "./phases";
import { MOON_RITUALS } from "./rituals";

export { MOON_PHASE_WORDS };

const BY_PHASE = new Map<string, MoonPhaseContent>(MOON_PHASE_WORDS.map((entry) => [entry.phase, entry]));

/** A phase's words by its slug; a slug outside MOON_PHASES is a programming error. */
export function moonPhaseWords(phase: string): MoonPhaseContent {
  const found = BY_PHASE.get(phase);
  if (!found) throw new Error(`No moon phase ${phase}`);
  return found;
}

export { MOON_RITUALS, MOON_RITUAL_WORDS } from "./rituals";

/** Tonight's ritual words for a phase by its slug; a slug outside MOON_PHASES is a programming error. */
export function moonRitualContent(phase: string): MoonRitualContent {
  const found = MOON_RITUALS.find((entry) => entry.phase === phase);
  if (!found) throw new Error(`No moon ritual for ${phase}`);
  return found;
}

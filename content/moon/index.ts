import type { MoonPhaseContent } from "../../src/shared/moon/content-types";
import { MOON_PHASE_WORDS } from "./phases";

export { MOON_PHASE_WORDS };

const BY_PHASE = new Map<string, MoonPhaseContent>(MOON_PHASE_WORDS.map((entry) => [entry.phase, entry]));

/** A phase's words by its slug; a slug outside MOON_PHASES is a programming error. */
export function moonPhaseWords(phase: string): MoonPhaseContent {
  const found = BY_PHASE.get(phase);
  if (!found) throw new Error(`No moon phase ${phase}`);
  return found;
}

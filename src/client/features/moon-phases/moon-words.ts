import type { ZodiacSign } from "../../../shared/astrology/signs";
import type { MoonPhaseContent } from "../../../shared/moon/content-types";
import type { MoonPhase } from "../../../shared/moon/phases";

export type PhaseWords = Pick<MoonPhaseContent, "phase" | "name" | "keywords" | "essence" | "ritual">;

/** What the moon page reads from content/ at build time: the eight phases' words, and the Moon's mood in each sign. */
export interface MoonPageContent {
  phases: PhaseWords[];
  signs: Record<ZodiacSign, { name: string; moonIn: string }>;
}

/** A phase's name as the page's content gives it. */
export function phaseName(content: MoonPageContent, phase: MoonPhase): string {
  return content.phases.find((entry) => entry.phase === phase)?.name ?? phase;
}

import type { Reading } from "./reading";

export const SITUATIONS = ["guidance", "finances", "relationships"] as const;
export type Situation = (typeof SITUATIONS)[number];

export const SITUATION_LABELS: Record<Situation, string> = {
  guidance: "Guidance",
  finances: "Finances",
  relationships: "Relationships",
};

function isSituation(value: unknown): value is Situation {
  return typeof value === "string" && (SITUATIONS as readonly string[]).includes(value);
}

/** The interpretation shown for each situation (docs/product.md, 'Situations'). */
const INTERPRETATION_FIELD = {
  guidance: "interpretationGeneral",
  finances: "interpretationFinance",
  relationships: "interpretationLove",
} as const satisfies Record<Situation, keyof Reading>;

export const NO_READING_TEXT = "No reading available";
export const NO_INTERPRETATION_TEXT = "No interpretation available for this situation";

/**
 * The interpretation for a situation, or the fixed texts when there is no reading or the situation is
 * unknown.
 */
export function interpretationFor(reading: Reading | null | undefined, situation: string | null): string {
  if (!reading) return NO_READING_TEXT;
  if (!isSituation(situation)) return NO_INTERPRETATION_TEXT;
  return reading[INTERPRETATION_FIELD[situation]] || NO_INTERPRETATION_TEXT;
}

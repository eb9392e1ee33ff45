import { RUNE_DECK, TAROT_DECK, runeAettOf, tarotCardKind } from "../draws/decks";
import { drawSpread, integerBelow, type ByteSource } from "../draws/draw-fairness";
import { canReverse } from "../draws/spreads";

/**
 * Intuition Calibration's hunches about a draw (docs/ARCHITECTURE.md, "Intuition Calibration"). A hunch is
 * chosen from a menu, so a draw settles it without anyone's judgement and its chance is known exactly:
 * each kind names what is drawn (one tarot card, one rune, the red die or one swing of the pendulum) and
 * the values a seeker may call. The draws are the product's own rules over the fairness byte stream, so a
 * committed draw is checked on /fairness. Kept apart from the schemas so the page loads it on first paint.
 */
export const HUNCH_SOURCES = ["card", "rune", "die", "pendulum"] as const;

/**
 * The pendulum's answers in the order of its own rule (src/shared/oracles/pendulum-rule.ts, which this folder
 * may not import: the oracles' folder imports this one): a swing is one integer in [0, 3) from the byte
 * stream. The server's test holds the two to the same answers.
 */
const PENDULUM_ANSWERS = ["yes", "no", "ask-again"] as const;
type PendulumAnswer = (typeof PENDULUM_ANSWERS)[number];
export type HunchSource = (typeof HUNCH_SOURCES)[number];

export const HUNCH_KINDS = {
  "card-arcana": { source: "card", values: ["major", "minor"] },
  "card-suit": { source: "card", values: ["wands", "cups", "swords", "pentacles"] },
  "card-upright": { source: "card", values: ["upright", "reversed"] },
  "rune-aett": { source: "rune", values: ["freyr", "hagal", "tyr"] },
  "rune-upright": { source: "rune", values: ["upright", "reversed"] },
  "die-high": { source: "die", values: ["above-3", "3-or-below"] },
  "die-face": { source: "die", values: ["1", "2", "3", "4", "5", "6"] },
  "pendulum-answer": { source: "pendulum", values: [...PENDULUM_ANSWERS] },
} as const satisfies Record<string, { source: HunchSource; values: readonly string[] }>;
export type HunchKind = keyof typeof HUNCH_KINDS;
export const HUNCH_KIND_IDS = Object.keys(HUNCH_KINDS) as HunchKind[];

/** A hunch about a draw: its kind and the value called ("card-arcana", "major"). */
export interface Hunch {
  kind: HunchKind;
  value: string;
}

/** What a hunch's draw gave: a card or a rune by its canonical index, the red die's face, or a swing. */
export type HunchDraw =
  | { source: "card"; index: number; reversed: boolean }
  | { source: "rune"; index: number; reversed: boolean }
  | { source: "die"; face: number }
  | { source: "pendulum"; answer: PendulumAnswer };

/** Confidence is said in whole tens of per cent, 0 to 100: the chance the seeker gives the hunch of coming true. */
const CONFIDENCE_STEP = 10;
export const CONFIDENCE_LEVELS = Array.from({ length: 11 }, (_, index) => index * CONFIDENCE_STEP);

/** Whether `value` is one of the kind's values. */
export function isHunch(kind: string, value: string): kind is HunchKind {
  return (
    Object.hasOwn(HUNCH_KINDS, kind) && (HUNCH_KINDS[kind as HunchKind].values as readonly string[]).includes(value)
  );
}

/** Whether a confidence is one the seeker can state: 0–100 in steps of ten. */
export function isConfidence(value: number): boolean {
  return Number.isInteger(value) && value >= 0 && value <= 100 && value % CONFIDENCE_STEP === 0;
}

/**
 * The draw a hunch's kind asks for, from a byte source: a tarot card exactly as the one-card spread draws it,
 * a rune as the single-rune cast does (the nine runes that look the same either way up never lie reversed),
 * the red die by the draws' rejection rule (one integer in [0, 6), plus one), or one swing of the pendulum.
 */
export function drawFor(source: HunchSource, nextByte: ByteSource): HunchDraw {
  switch (source) {
    case "card": {
      const [card] = drawSpread("tarot", "one-card", nextByte);
      return { source, index: card!.index, reversed: card!.reversed };
    }
    case "rune": {
      const [rune] = drawSpread("runes", "single", nextByte);
      return { source, index: rune!.index, reversed: rune!.reversed };
    }
    case "die":
      return { source, face: integerBelow(6, nextByte) + 1 };
    case "pendulum":
      return { source, answer: PENDULUM_ANSWERS[integerBelow(PENDULUM_ANSWERS.length, nextByte)]! };
  }
}

/** Whether the draw makes the hunch come true (false for a draw of another source). */
export function isHit(hunch: Hunch, draw: HunchDraw): boolean {
  const { kind, value } = hunch;
  if (draw.source !== HUNCH_KINDS[kind].source) return false;
  switch (draw.source) {
    case "card": {
      const card = tarotCardKind(TAROT_DECK[draw.index] ?? "");
      if (kind === "card-arcana") return card?.arcana === value;
      if (kind === "card-suit") return card?.arcana === "minor" && card.suit === value;
      return (value === "reversed") === draw.reversed;
    }
    case "rune":
      if (kind === "rune-aett") return runeAettOf(draw.index) === value;
      return (value === "reversed") === draw.reversed;
    case "die":
      return kind === "die-high" ? (value === "above-3") === draw.face > 3 : String(draw.face) === value;
    case "pendulum":
      return draw.answer === value;
  }
}

/** Every draw a source can give, with its exact chance under the rule of `drawFor`. */
export function outcomesOf(source: HunchSource): { draw: HunchDraw; chance: number }[] {
  switch (source) {
    case "card":
      return TAROT_DECK.flatMap((_, index) =>
        [false, true].map((reversed) => ({ draw: { source, index, reversed }, chance: 1 / (TAROT_DECK.length * 2) })),
      );
    case "rune":
      return RUNE_DECK.flatMap((_, index) =>
        canReverse("runes", index)
          ? [false, true].map((reversed) => ({ draw: { source, index, reversed }, chance: 1 / (RUNE_DECK.length * 2) }))
          : [{ draw: { source, index, reversed: false }, chance: 1 / RUNE_DECK.length }],
      );
    case "die":
      return [1, 2, 3, 4, 5, 6].map((face) => ({ draw: { source, face }, chance: 1 / 6 }));
    case "pendulum":
      return PENDULUM_ANSWERS.map((answer) => ({ draw: { source, answer }, chance: 1 / PENDULUM_ANSWERS.length }));
  }
}

/**
 * A hunch's chance of coming true by the draw alone (`p0`): the sum of the chances of the draws that make it
 * true, so a Major Arcana is 22/78, a suit 14/78, a reversed rune 15/48 (15 of the 24 can lie reversed).
 */
export function chanceOf(hunch: Hunch): number {
  return outcomesOf(HUNCH_KINDS[hunch.kind].source)
    .filter(({ draw }) => isHit(hunch, draw))
    .reduce((sum, { chance }) => sum + chance, 0);
}

/** A draw as one key, as the /fairness checker lists it: "card:17r", "rune:3", "die:5", "pendulum:yes". */
export function drawKey(draw: HunchDraw): string {
  switch (draw.source) {
    case "card":
    case "rune":
      return `${draw.source}:${draw.index}${draw.reversed ? "r" : ""}`;
    case "die":
      return `die:${draw.face}`;
    case "pendulum":
      return `pendulum:${draw.answer}`;
  }
}

/** Every key a draw of any source can have, in the order of `outcomesOf`. */
export function allDrawKeys(): string[] {
  return HUNCH_SOURCES.flatMap((source) => outcomesOf(source).map(({ draw }) => drawKey(draw)));
}

/** The source a draw key names, or null for a key that is not one. */
export function sourceOfKey(key: string): HunchSource | null {
  const source = key.split(":")[0];
  return (HUNCH_SOURCES as readonly string[]).includes(source ?? "") ? (source as HunchSource) : null;
}

import { RUNE_DECK, TAROT_DECK } from "../draws/decks";
import { slugToName } from "../draws/draw-fairness-check";
import { fillWords } from "../text";
import type { Hunch, HunchDraw, HunchKind } from "./hunches";

/**
 * A hunch and its draw put into words handed in from content/intuition/ (src/shared never imports words):
 * the server's view and the page's practice draw say them the same way.
 */
export interface HunchWordsIn {
  hunches: Record<HunchKind, { values: Record<string, string> }>;
  draws: {
    card: string;
    cardReversed: string;
    rune: string;
    runeReversed: string;
    die: string;
    pendulum: Record<string, string>;
  };
  results: {
    headlines: { hit: string; miss: string };
    lines: Record<"hit" | "miss", Record<ConfidenceBand, readonly string[]>>;
  };
}

type ConfidenceBand = "low" | "middle" | "high";

/** Low 0–30 %, middle 40–60 %, high 70–100 %. */
function bandOf(confidence: number): ConfidenceBand {
  return confidence <= 30 ? "low" : confidence <= 60 ? "middle" : "high";
}

/** A chance as the page says it: "28 %". */
export function formatChance(chance: number): string {
  return `${Math.round(chance * 100)} %`;
}

/** "a Major Arcana card". */
export function hunchLabel(words: HunchWordsIn, hunch: Hunch): string {
  return words.hunches[hunch.kind].values[hunch.value] ?? hunch.value;
}

/** "The card: The Tower, reversed", "The red die: 5". */
export function drawLabel(words: HunchWordsIn, draw: HunchDraw): string {
  switch (draw.source) {
    case "card":
      return fillWords(draw.reversed ? words.draws.cardReversed : words.draws.card, {
        name: slugToName(TAROT_DECK[draw.index] ?? ""),
      });
    case "rune":
      return fillWords(draw.reversed ? words.draws.runeReversed : words.draws.rune, {
        name: slugToName(RUNE_DECK[draw.index] ?? ""),
      });
    case "die":
      return fillWords(words.draws.die, { face: String(draw.face) });
    case "pendulum":
      return words.draws.pendulum[draw.answer] ?? draw.answer;
  }
}

/** The result's headline and one line for its outcome and band, the line chosen by `pick` (0 ≤ pick < 1). */
export function resultWords(
  words: HunchWordsIn,
  result: { hunch: Hunch; confidence: number; chance: number; hit: boolean },
  pick: number,
): { headline: string; line: string } {
  const outcome = result.hit ? "hit" : "miss";
  const lines = words.results.lines[outcome][bandOf(result.confidence)];
  const line = lines[Math.min(lines.length - 1, Math.floor(pick * lines.length))] ?? "";
  return {
    headline: words.results.headlines[outcome],
    line: fillWords(line, { hunch: hunchLabel(words, result.hunch), chance: formatChance(result.chance) }),
  };
}

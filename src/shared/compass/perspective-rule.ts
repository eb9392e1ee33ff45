import { drawSpread, type ByteSource, type DrawnItem } from "../draws/draw-fairness";
import { canReverse, deckOf, type Spread } from "../draws/spreads";
import type { PerspectiveDeck } from "./compass-rule";

/**
 * The Decision Compass's perspective: one tarot card drawn exactly as the tarot's one-card spread is, or
 * one rune exactly as the runes' single-rune cast is (the canonical deck shuffled by Fisher–Yates from the
 * byte stream, the first item, one byte for its reversal). With a fairness commitment the bytes are the
 * seeds' stream, so the /fairness checker can recompute it. Kept apart from the schemas and from the
 * weighing rule: the checker loads it, the page does not.
 */

const SPREAD_OF: Record<PerspectiveDeck, Spread> = { tarot: "one-card", runes: "single" };

export function drawPerspective(deck: PerspectiveDeck, nextByte: ByteSource): DrawnItem {
  return drawSpread(deck, SPREAD_OF[deck], nextByte)[0]!;
}

/** A perspective as the /fairness checker names it: its deck, its index, "r" when reversed ("tarot-17r", "runes-3"). */
export function perspectiveKey(deck: PerspectiveDeck, item: DrawnItem): string {
  return `${deck}-${item.index}${item.reversed ? "r" : ""}`;
}

/** Every key a perspective can have, with its deck and item, in the decks' order (upright first). */
export function everyPerspective(): { key: string; deck: PerspectiveDeck; item: DrawnItem }[] {
  return (["tarot", "runes"] as const).flatMap((deck) =>
    [false, true].flatMap((reversed) =>
      deckOf(deck).flatMap((_, index) =>
        reversed && !canReverse(deck, index)
          ? []
          : [{ key: perspectiveKey(deck, { index, reversed }), deck, item: { index, reversed } }],
      ),
    ),
  );
}

/** The deck a perspective key names, or null for a key that is not one. */
export function deckOfKey(key: string): PerspectiveDeck | null {
  const deck = key.split("-")[0];
  return deck === "tarot" || deck === "runes" ? deck : null;
}

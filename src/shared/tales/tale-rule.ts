import { drawSpread, type ByteSource, type DrawnItem } from "../draws/draw-fairness";

/**
 * A past-life tale's draw: one tarot card, drawn exactly as the tarot's one-card spread is (the
 * canonical deck shuffled by Fisher–Yates from the byte stream, the first card, one byte for its
 * reversal), then four more bytes, big-endian, for the tale's seed, which chooses its wording. With a
 * fairness commitment the bytes are the seeds' stream, so the card can be checked on /fairness as a tarot
 * one-card draw. Kept apart from the oracle's schemas so the page takes it without the schema library.
 */
export interface TaleDraw {
  card: DrawnItem;
  /** An unsigned 32-bit integer. */
  seed: number;
}

export function drawTale(nextByte: ByteSource): TaleDraw {
  const [card] = drawSpread("tarot", "one-card", nextByte);
  let seed = 0;
  for (let byte = 0; byte < 4; byte++) seed = seed * 256 + nextByte();
  return { card: card!, seed };
}

/** A drawn card as the /fairness checker names it: its deck index, with "r" when reversed ("17", "40r"). */
export function taleCardKey(card: { index: number; reversed: boolean }): string {
  return `${card.index}${card.reversed ? "r" : ""}`;
}

/** The card the byte stream draws for a tale, as its key: the /fairness checker's rule. */
export function drawTaleCard(nextByte: ByteSource): string {
  return taleCardKey(drawTale(nextByte).card);
}

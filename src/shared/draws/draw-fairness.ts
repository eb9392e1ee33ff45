import { hmacBlock, seedKey } from "../fairness";
import { canReverse, deckOf, spreadSize, type DrawTool, type Spread } from "./spreads";

/**
 * The provably fair draw of the tarot and the runes (docs/decisions/021-tarot-and-runes.md), on the
 * dice's byte stream (../fairness.ts: HMAC-SHA256 blocks of "<clientSeed>:<n>" keyed by the server
 * seed, their bytes in order):
 *
 * - An integer in [0, m) takes the next byte b: accepted when b < 256 − (256 mod m), giving b mod m;
 *   otherwise b is skipped (for m = 6 this is the dice's rule).
 * - The deck in canonical order (./decks.ts) is shuffled by Fisher–Yates: for i from N−1 down to 1,
 *   j = integer in [0, i+1), swap i and j.
 * - The spread takes the first k items of the shuffled deck, in order; then one more byte per drawn
 *   item, in order, decides its reversal (odd = reversed; an item that cannot be reversed reads its byte
 *   and ignores it).
 *
 * The rule is pure over a byte source, so the server's plain draw (random bytes) and the committed draw
 * (the seeds' bytes) are the same code, and the /fairness page checks a draw with it in the browser.
 */

/** A drawn item: its place in the canonical deck and whether it lies reversed. */
export interface DrawnItem {
  index: number;
  reversed: boolean;
}

/** Gives the next byte (0–255) of the stream each time it is called. */
export type ByteSource = () => number;

/** An integer in [0, m) from the byte source, skipping the bytes that would bias it (2 ≤ m ≤ 256). */
export function integerBelow(m: number, nextByte: ByteSource): number {
  const limit = 256 - (256 % m);
  for (;;) {
    const byte = nextByte();
    if (byte < limit) return byte % m;
  }
}

/** The deck's indices 0…N−1 shuffled by Fisher–Yates from the byte source. */
function shuffleDeck(deckSize: number, nextByte: ByteSource): number[] {
  const deck = Array.from({ length: deckSize }, (_, index) => index);
  for (let i = deckSize - 1; i >= 1; i--) {
    const j = integerBelow(i + 1, nextByte);
    [deck[i], deck[j]] = [deck[j]!, deck[i]!];
  }
  return deck;
}

/** The first `count` items of the shuffled deck, each with its reversal byte. */
function drawItems(
  rule: { deckSize: number; count: number; canReverse: (index: number) => boolean },
  nextByte: ByteSource,
): DrawnItem[] {
  const drawn = shuffleDeck(rule.deckSize, nextByte).slice(0, rule.count);
  return drawn.map((index) => {
    const byte = nextByte();
    return { index, reversed: rule.canReverse(index) && byte % 2 === 1 };
  });
}

/** A spread of an oracle drawn from the byte source. */
export function drawSpread(tool: DrawTool, spread: Spread, nextByte: ByteSource): DrawnItem[] {
  return drawItems(
    { deckSize: deckOf(tool).length, count: spreadSize(spread), canReverse: (index) => canReverse(tool, index) },
    nextByte,
  );
}

/** Signals that the bytes computed so far ran out (caught by `drawFromSeeds`, which computes more). */
class BytesExhausted extends Error {}

/**
 * What a pure draw over a byte source gives from the seeds. The HMAC blocks are computed ahead (a tarot
 * shuffle reads about a hundred bytes, four blocks); in the rare case they run out, twice as many are
 * computed and the pure draw is run again from the start, which gives the same result.
 */
export async function fromSeeds<T>(
  serverSeed: string,
  clientSeed: string,
  draw: (nextByte: ByteSource) => T,
): Promise<T> {
  const key = await seedKey(serverSeed);
  const blocks: Uint8Array[] = [];
  for (let wanted = 6; ; wanted *= 2) {
    for (let block = blocks.length; block < wanted; block++) blocks.push(await hmacBlock(key, clientSeed, block));
    const bytes = concat(blocks);
    let next = 0;
    try {
      return draw(() => {
        if (next >= bytes.length) throw new BytesExhausted();
        return bytes[next++]!;
      });
    } catch (error) {
      if (!(error instanceof BytesExhausted)) throw error;
    }
  }
}

/** The spread the seeds give. */
export function drawFromSeeds(
  serverSeed: string,
  clientSeed: string,
  tool: DrawTool,
  spread: Spread,
): Promise<DrawnItem[]> {
  return fromSeeds(serverSeed, clientSeed, (nextByte) => drawSpread(tool, spread, nextByte));
}

function concat(blocks: readonly Uint8Array[]): Uint8Array {
  const bytes = new Uint8Array(blocks.length * 32);
  blocks.forEach((block, index) => bytes.set(block, index * 32));
  return bytes;
}

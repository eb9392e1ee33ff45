import { sha256Hex, type RevealedSeeds } from "../fairness";
import { drawFromSeeds, type DrawnItem } from "./draw-fairness";
import { deckOf, type DrawTool, type Spread } from "./spreads";

/**
 * Checking a committed draw of the tarot or the runes from its revealed values, as the /fairness page
 * does in the browser: the same pure rule the server draws with (./draw-fairness.ts), on WebCrypto only.
 */

export interface DrawCheckInput extends RevealedSeeds {
  tool: DrawTool;
  spread: Spread;
  /** The items the draw showed, in the order of the spread's positions. */
  items: readonly Pick<DrawnItem, "index" | "reversed">[];
}

export interface DrawFairnessCheck {
  /** SHA-256 of the server seed, as computed here. */
  computedHash: string;
  hashMatches: boolean;
  /** The items the seeds give, in the spread's order. */
  expected: DrawnItem[];
  /** The shown items are exactly the expected ones: the same items, in order, each reversed or not alike. */
  itemsMatch: boolean;
}

/** Does the server seed hash to the committed hash, and are the items the ones the seeds draw? */
export async function checkDrawFairness(values: DrawCheckInput): Promise<DrawFairnessCheck> {
  const computedHash = await sha256Hex(values.serverSeed);
  const expected = await drawFromSeeds(values.serverSeed, values.clientSeed, values.tool, values.spread);
  const itemsMatch =
    values.items.length === expected.length &&
    expected.every(
      (item, place) => values.items[place]!.index === item.index && values.items[place]!.reversed === item.reversed,
    );
  return { computedHash, hashMatches: computedHash === values.serverSeedHash, expected, itemsMatch };
}

/** The items as the /fairness address writes them: indices in order, "r" after a reversed one ("12,40r,3"). */
export function formatDrawItems(items: readonly Pick<DrawnItem, "index" | "reversed">[]): string {
  return items.map((item) => `${item.index}${item.reversed ? "r" : ""}`).join(",");
}

/**
 * The items written as `formatDrawItems` writes them (spaces around the commas and a capital R are
 * forgiven); null when the text is not a list of such items.
 */
export function parseDrawItems(text: string): DrawnItem[] | null {
  const parts = text.trim().split(/\s*,\s*/);
  const items: DrawnItem[] = [];
  for (const part of parts) {
    const match = /^(\d{1,3})([rR]?)$/.exec(part);
    if (!match) return null;
    items.push({ index: Number(match[1]), reversed: match[2] !== "" });
  }
  return items;
}

/**
 * The /fairness page's address filled in with a draw's revealed values, its oracle, spread and items, so
 * that the page checks that draw; a draw without revealed values links to the page alone.
 */
export function drawFairnessPageHref({
  tool,
  spread,
  items,
  fairness,
}: {
  tool: DrawTool;
  spread: Spread;
  items: readonly Pick<DrawnItem, "index" | "reversed">[];
  fairness: RevealedSeeds | null;
}): string {
  if (!fairness) return "/fairness";
  const query = new URLSearchParams({
    serverSeed: fairness.serverSeed,
    serverSeedHash: fairness.serverSeedHash,
    clientSeed: fairness.clientSeed,
    tool,
    spread,
  });
  // Digits, commas and "r" need no escaping: the address stays readable.
  return `/fairness?${query.toString()}&items=${formatDrawItems(items)}`;
}

const LOWER_WORDS = new Set(["of"]);

/** A deck slug in words: "the-high-priestess" → "The High Priestess", "ace-of-wands" → "Ace of Wands". */
export function slugToName(slug: string): string {
  return slug
    .split("-")
    .map((word, place) => (place > 0 && LOWER_WORDS.has(word) ? word : word.charAt(0).toUpperCase() + word.slice(1)))
    .join(" ");
}

/** The name of an item of an oracle's deck by its canonical index, or null when the deck has no such item. */
export function itemName(tool: DrawTool, index: number): string | null {
  const slug = deckOf(tool)[index];
  return slug === undefined ? null : slugToName(slug);
}

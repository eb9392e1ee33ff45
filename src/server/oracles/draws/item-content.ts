import { RUNE_DECK, runeAettOf, tarotCardKind } from "../../../shared/draws/decks";
import type { DrawnItem } from "../../../shared/draws/draw-fairness";
import { elementOf, type ItemFacts } from "../../../shared/draws/relations";
import { deckOf, type DrawTool, type Position } from "../../../shared/draws/spreads";
import { rune } from "../../../../content/runes";
import { tarotCard } from "../../../../content/tarot";

/**
 * One drawn item's own content as the reading uses it: its slug, its essence for the way it lies, how
 * it is named mid-sentence, and the facts the relations read (element, suit, number, court, ætt).
 */

export function slugOf(tool: DrawTool, index: number): string {
  const slug = deckOf(tool)[index];
  if (!slug) throw new Error(`No ${tool} item at index ${index}`);
  return slug;
}

/**
 * The library page's paragraph on what the item is about, for the way it lies: a reversed card's
 * `reversedEssence`, a merkstave rune's `merkstaveEssence`. A reversed item without its own paragraph
 * yet has none (null): the upright essence never stands in for it.
 */
export function essenceOf(tool: DrawTool, item: Pick<DrawnItem, "index" | "reversed">): string | null {
  const slug = slugOf(tool, item.index);
  if (tool === "tarot") {
    const card = tarotCard(slug);
    return item.reversed ? (card.reversedEssence ?? null) : card.essence;
  }
  const stave = rune(slug);
  return item.reversed ? (stave.merkstaveEssence ?? null) : stave.essence;
}

/** The item's name as said mid-sentence: "the Three of Cups", "the Fool", "Strength", "Fehu". */
export function plainName(tool: DrawTool, index: number): string {
  const slug = slugOf(tool, index);
  if (tool === "runes") return rune(slug).name;
  const name = tarotCard(slug).name;
  if (name.startsWith("The ")) return `the ${name.slice(4)}`;
  return tarotCardKind(slug)?.arcana === "minor" || name === "Wheel of Fortune" ? `the ${name}` : name;
}

/**
 * The item as named in its place, with the way it lies: "the reversed King of Cups", "the reversed
 * Fool", "Justice reversed", "Fehu merkstave".
 */
export function nameInPlace(tool: DrawTool, item: Pick<DrawnItem, "index" | "reversed">): string {
  const plain = plainName(tool, item.index);
  if (!item.reversed) return plain;
  if (tool === "runes") return `${plain} merkstave`;
  return plain.startsWith("the ") ? `the reversed ${plain.slice(4)}` : `${plain} reversed`;
}

export function itemFacts(tool: DrawTool, item: DrawnItem, position: Position): ItemFacts {
  const base = { position, reversed: item.reversed, element: null, suit: null, number: null, court: null, aett: null };
  if (tool === "runes") return { ...base, aett: runeAettOf(RUNE_DECK.indexOf(slugOf(tool, item.index))) };
  const slug = slugOf(tool, item.index);
  const kind = tarotCardKind(slug);
  const element = elementOf(tarotCard(slug).element);
  if (kind?.arcana !== "minor") return { ...base, element };
  const court = kind.number > 10 ? (kind.rank as ItemFacts["court"]) : null;
  return { ...base, element, suit: kind.suit, number: court ? null : kind.number, court };
}

import type { DrawResponse, DrawnItemView } from "../../../shared/api/draws";
import type { DrawnItem } from "../../../shared/draws/draw-fairness";
import {
  courtsAsPeople,
  readRelations,
  repeatedNumbers,
  spreadRelations,
  type ItemFacts,
} from "../../../shared/draws/relations";
import { spreadBalance } from "../../../shared/draws/synthesis";
import {
  spreadPositions,
  type DrawTool,
  type Position,
  type Spread,
  type ThreeCardVariant,
} from "../../../shared/draws/spreads";
import type { Situation } from "../../../shared/situations";
import { fillWords } from "../../../shared/text";
import { POSITION_LEADS } from "../../../../content/draws/positions";
import { positionWords, spreadWords } from "../../../../content/draws/spreads";
import { synthesisText, type SynthesisFacts } from "../../../../content/draws/synthesis";
import { rune } from "../../../../content/runes";
import { tarotCard } from "../../../../content/tarot";
import { itemFacts, nameInPlace, plainName, slugOf } from "./item-content";

/**
 * A drawn spread in words: each item in its position — a lead that joins the position's question to
 * the item, in the position's tense — with its meaning for the situation (upright or reversed, or a
 * rune's merkstave), and the synthesis across the spread, led by the relations between its positions.
 * The words come from content/; the row stores only the items' indices and reversals.
 */

export interface DrawSubject {
  tool: DrawTool;
  spread: Spread;
  variant: ThreeCardVariant | null;
  situation: Situation;
  items: readonly DrawnItem[];
}

/** An item's name, keywords and meaning, read the way it lies. */
function itemWords(tool: DrawTool, item: DrawnItem, situation: Situation) {
  const slug = slugOf(tool, item.index);
  if (tool === "tarot") {
    const card = tarotCard(slug);
    return {
      key: slug,
      name: card.name,
      keywords: item.reversed ? card.keywords.reversed : card.keywords.upright,
      meaning: (item.reversed ? card.reversed : card.upright)[situation],
    };
  }
  const stave = rune(slug);
  const merkstave = item.reversed && stave.merkstave ? stave.merkstave : null;
  return {
    key: slug,
    name: stave.name,
    keywords: (merkstave ? stave.keywords.merkstave : stave.keywords.upright) ?? stave.keywords.upright,
    meaning: (merkstave ?? stave.upright)[situation],
  };
}

/**
 * The item read in its position: one of the position's leads (chosen by the item's place in the deck,
 * so a reading reads alike when opened again), filled with the item as named in place and two of its
 * keywords for the way it lies.
 */
function inPositionLead(
  tool: DrawTool,
  item: DrawnItem,
  position: Position,
  keywords: readonly string[],
  choice = item.index,
): string {
  const { leads } = POSITION_LEADS[position];
  const lead = leads[choice % leads.length]!;
  const first = keywords[choice % Math.max(1, keywords.length)] ?? "";
  const second = keywords[(choice + 1) % Math.max(1, keywords.length)] ?? first;
  const text = fillWords(lead, { card: nameInPlace(tool, item), k1: first, k2: second });
  return text.charAt(0).toUpperCase() + text.slice(1);
}

export function drawnItemViews(subject: DrawSubject): DrawnItemView[] {
  const positions = spreadPositions(subject.spread, subject.variant);
  return subject.items.map((item, order) => {
    const position = positions[order]!;
    const words = itemWords(subject.tool, item, subject.situation);
    return {
      index: item.index,
      ...words,
      position,
      positionLabel: positionWords(position).label,
      inPosition: inPositionLead(subject.tool, item, position, words.keywords),
      reversed: item.reversed,
    };
  });
}

/** What the relations read of each item in its position. */
export function spreadItemFacts(subject: DrawSubject): ItemFacts[] {
  const positions = spreadPositions(subject.spread, subject.variant);
  return subject.items.map((item, order) => itemFacts(subject.tool, item, positions[order]!));
}

/** What the synthesis (and the enhancement after it) reads of a spread: its balance and relations. */
export function spreadFacts(subject: DrawSubject): SynthesisFacts {
  const positions = spreadPositions(subject.spread, subject.variant);
  const facts = spreadItemFacts(subject);
  return {
    balance: spreadBalance(subject.tool, subject.items),
    situation: subject.situation,
    items: subject.items.map((item, order) => ({
      name: plainName(subject.tool, item.index),
      place: POSITION_LEADS[positions[order]!].place,
      element: facts[order]!.element,
      aett: facts[order]!.aett,
      suit: facts[order]!.suit,
      court: facts[order]!.court,
    })),
    relations: readRelations(spreadRelations(subject.spread, subject.variant), facts),
    repeated: repeatedNumbers(facts),
    courts: subject.items.length > 1 ? courtsAsPeople(facts) : [],
  };
}

export function drawSynthesis(subject: DrawSubject): string {
  return synthesisText(spreadFacts(subject));
}

/** A view's spread as the rules read it again (the three-card variant is known by its first position). */
export function subjectOfView(draw: Pick<DrawResponse, "tool" | "spread" | "situation" | "items">): DrawSubject {
  return {
    tool: draw.tool,
    spread: draw.spread,
    variant:
      draw.spread === "three-card" && draw.items[0]?.position === "situation" ? "situation-action-outcome" : null,
    situation: draw.situation,
    items: draw.items.map(({ index, reversed }) => ({ index, reversed })),
  };
}

export function spreadName(spread: Spread): string {
  return spreadWords(spread).name;
}

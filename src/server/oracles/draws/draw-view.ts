import type { DrawnItemView } from "../../../shared/api/draws";
import type { DrawnItem } from "../../../shared/draws/draw-fairness";
import { spreadBalance } from "../../../shared/draws/synthesis";
import {
  deckOf,
  spreadPositions,
  type DrawTool,
  type Spread,
  type ThreeCardVariant,
} from "../../../shared/draws/spreads";
import type { Situation } from "../../../shared/situations";
import { positionWords, spreadWords } from "../../../../content/draws/spreads";
import { synthesisText } from "../../../../content/draws/synthesis";
import { rune } from "../../../../content/runes";
import { tarotCard } from "../../../../content/tarot";

/**
 * A drawn spread in words: each item in its position with its meaning for the situation (upright or
 * reversed, or a rune's merkstave), and the synthesis across the spread. The words come from content/;
 * the row stores only the items' indices and reversals.
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
  const slug = deckOf(tool)[item.index];
  if (!slug) throw new Error(`No ${tool} item at index ${item.index}`);
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

export function drawnItemViews(subject: DrawSubject): DrawnItemView[] {
  const positions = spreadPositions(subject.spread, subject.variant);
  return subject.items.map((item, order) => {
    const position = positions[order]!;
    return {
      index: item.index,
      ...itemWords(subject.tool, item, subject.situation),
      position,
      positionLabel: positionWords(position).label,
      reversed: item.reversed,
    };
  });
}

export function drawSynthesis(subject: DrawSubject): string {
  return synthesisText(spreadBalance(subject.tool, subject.items), subject.situation);
}

export function spreadName(spread: Spread): string {
  return spreadWords(spread).name;
}

import type { DrawResponse } from "../../../shared/api/draws";
import { RUNE_DECK, runeAettOf } from "../../../shared/draws/decks";
import { DRAW_ENHANCEMENT_WORDS as words } from "../../../../content/draws/enhancement";
import { rune } from "../../../../content/runes";
import { tarotCard } from "../../../../content/tarot";
import { heading, pick, pickSome } from "../composer/bank-picks";
import { cleanQuestion } from "../composer";

/**
 * The built-in oracle's enhancement of a tarot spread or a rune cast, "the Oracle's voice": each tier
 * adds a layer read from the cards' and runes' own words (content/tarot/, content/runes/) — tier 1 the
 * items in their places, 2 what each carries, 3 their correspondences, 4 their pictures or lore, 5 a
 * practice and questions to take away — around an opening, the synthesis and a blessing chosen from the
 * banks of content/draws/enhancement.ts, seeded by the reading's id.
 */

const AETT_NAMES = { freyr: "Freyr's ætt", hagal: "Hagal's ætt", tyr: "Tyr's ætt" } as const;

export function composeDrawEnhancement(input: {
  draw: DrawResponse;
  tier: number;
  question: string | null;
  random: () => number;
}): string {
  const { draw, random } = input;
  const tier = Math.min(5, Math.max(1, Math.round(input.tier)));
  const tool = draw.tool;
  const question = cleanQuestion(input.question);
  const mark = words.reversedMark[tool];
  const blocks: string[] = [];

  blocks.push(
    [pick(words.openings[tool], random), question ? words.questionLead.replace("{question}", `“${question}”`) : null]
      .filter(Boolean)
      .join(" "),
  );

  blocks.push(heading(words.headings.spread[tool]));
  blocks.push(
    draw.items
      .map(
        (item) =>
          `${item.positionLabel}: ${item.name}${item.reversed ? ` (${mark})` : ""}. ${capitalise(item.keywords.join(", "))}.`,
      )
      .join("\n"),
  );

  if (tier >= 2) {
    blocks.push(heading(words.headings.essence));
    for (const item of draw.items) blocks.push(`${item.name}. ${essenceOf(tool, item.key)}`);
  }
  if (tier >= 3) {
    blocks.push(heading(words.headings.correspondences[tool]));
    blocks.push(draw.items.map((item) => correspondenceOf(tool, item.key, item.name)).join("\n"));
  }
  if (tier >= 4) {
    blocks.push(heading(words.headings.images[tool]));
    for (const item of draw.items) blocks.push(pictureOf(tool, item.key));
  }

  blocks.push(heading(words.headings.together));
  blocks.push(draw.synthesis);

  if (tier >= 5) {
    blocks.push(heading(words.headings.practice));
    blocks.push(pick(words.practices[tool], random));
    blocks.push(
      pickSome(words.questions[draw.situation], 3, random)
        .map((line, index) => `${index + 1}. ${line}`)
        .join("\n"),
    );
  }
  blocks.push(pick(words.blessings, random));
  return blocks.join("\n\n");
}

function capitalise(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

function essenceOf(tool: DrawResponse["tool"], key: string): string {
  return tool === "tarot" ? tarotCard(key).essence : rune(key).essence;
}

function correspondenceOf(tool: DrawResponse["tool"], key: string, name: string): string {
  if (tool === "tarot") {
    const card = tarotCard(key);
    return `${name}: ${card.element}; ${card.astrology}.`;
  }
  const stave = rune(key);
  const aett = AETT_NAMES[runeAettOf(RUNE_DECK.indexOf(key))];
  return `${name} (${stave.protoName}), of ${aett}: the sound "${stave.sound}", the name meaning ${stave.literal}.`;
}

function pictureOf(tool: DrawResponse["tool"], key: string): string {
  return tool === "tarot" ? `${tarotCard(key).name}. ${tarotCard(key).image}` : `${rune(key).name}. ${rune(key).lore}`;
}

import type { DrawResponse } from "../../../shared/api/draws";
import { fillWords } from "../../../shared/text";
import { DRAW_ENHANCEMENT_WORDS as words } from "../../../../content/draws/enhancement";
import { POSITION_LEADS } from "../../../../content/draws/positions";
import { heading, pick } from "../composer/bank-picks";
import { cleanQuestion } from "../composer";
import {
  answerParagraph,
  correspondenceLines,
  counterReading,
  drawPlan,
  neighbourLines,
  relationCounselLines,
  ritualSteps,
  spiritMessage,
  tieLine,
  timingLine,
} from "./draw-tiers";
import { essenceOf } from "./item-content";

/**
 * The built-in oracle's enhancement of a tarot spread or a rune cast, "the Oracle's voice". Tiers
 * deepen the reading rather than lengthen it (decision 033): tier 1 re-reads the base reading (each item
 * in its position, and the synthesis) in the oracle's voice; from tier 2 each item's paragraph continues
 * the base reading rather than pasting it (its lead, one sentence of its meaning, one of its own page,
 * and what it says of the question's term in the position's tense), and the answer to the question is
 * weighed; tier 3 what to do with each relation and each item, the telling neighbours, the items'
 * correspondences and the timing; tier 4 the counter-reading (which item, turned, would change the
 * answer) and a Spirit Guide message; tier 5 a ritual built from the items' elements. Banks in
 * content/draws/enhancement.ts and enhancement-tiers.ts; choices seeded by the reading's id.
 */
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
  const plan = drawPlan(draw, question);
  const blocks: string[] = [];

  // Tier 1 is the base reading said again in the oracle's voice, about as long; the question is quoted
  // from tier 2, where the spread answers it. A one-item reading is short, so its deeper tiers leave out
  // what only frames (the quoted question, the walk, the closing question): each tier stays about half
  // the base reading longer than the one before.
  const single = draw.items.length === 1;
  const quoted = tier >= 2 && question && !single ? words.questionLead.replace("{question}", `“${question}”`) : null;
  blocks.push([pick(words.openings[tool], random), quoted].filter(Boolean).join(" "));

  blocks.push(heading(words.headings.spread[tool]));
  const walk = tier >= 2 && !single;
  const cueStart = Math.floor(random() * words.itemCues.length);
  for (const [at, item] of draw.items.entries()) {
    // The cues take their bank in turn from a seeded start, so no two items are walked to alike.
    const cue = walk
      ? fillWords(words.itemCues[(cueStart + at) % words.itemCues.length]!, {
          place: POSITION_LEADS[item.position].place,
        })
      : null;
    // From tier 2 the base reading is continued, not pasted: its meaning paragraph shrinks to its first
    // sentence, and the item's own page and its bearing on the question carry the paragraph on.
    const meaning = tier >= 2 ? firstSentence(item.meaning) : item.meaning;
    const essence = tier >= 2 ? pageSentence(essenceOf(tool, item), item.reversed, random) : null;
    blocks.push([cue, item.inPosition, meaning, essence, walk ? tieLine(plan, at) : null].filter(Boolean).join(" "));
  }

  blocks.push(heading(words.headings.together));
  blocks.push(draw.synthesis);

  if (tier >= 2) {
    blocks.push(heading(words.headings.answer));
    blocks.push(answerParagraph(plan, random));
  }
  if (tier >= 3) {
    blocks.push(heading(single ? words.headings.correspondences[tool] : words.headings.relations[tool]));
    const counsel = relationCounselLines(plan, random);
    const neighbours = neighbourLines(plan);
    if (counsel.length + neighbours.length > 0) blocks.push([...counsel, ...neighbours].join(" "));
    blocks.push(correspondenceLines(plan).join("\n"));
    // A "when" question has had its timing in the answer already.
    if (plan.question?.form !== "when") {
      blocks.push(heading(words.headings.timing));
      blocks.push(timingLine(plan));
    }
  }
  if (tier >= 4) {
    blocks.push(heading(words.headings.counter[tool]));
    blocks.push(counterReading(plan, random).join(" "));
    blocks.push(heading(words.headings.spirit));
    blocks.push(spiritMessage(plan, random));
  }
  if (tier >= 5) {
    blocks.push(heading(words.headings.ritual));
    blocks.push(ritualSteps(plan, random).join("\n"));
    if (!single) blocks.push(pick(words.questions[draw.situation], random));
  }
  if (tier >= 3) blocks.push(pick(words.blessings, random));
  return blocks.join("\n\n");
}

const SENTENCES = /[^.!?]+[.!?]+(?=\s|$)/g;

function firstSentence(text: string): string {
  return text.match(SENTENCES)?.[0]?.trim() ?? text;
}

/**
 * One sentence of the item's own page (its essence for the way it lies), never one that speaks of the
 * other orientation; none when a reversed item has no page of its own yet.
 */
function pageSentence(essence: string | null, reversed: boolean, random: () => number): string | null {
  if (!essence) return null;
  const sentences = essence.match(SENTENCES)?.map((sentence) => sentence.trim()) ?? [essence];
  const other = reversed ? /\bupright\b/i : /\b(reversed|merkstave|upside down)\b/i;
  const fitting = sentences.filter((sentence) => !other.test(sentence));
  return fitting.length > 0 ? pick(fitting, random) : null;
}

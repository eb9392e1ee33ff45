import type { RitualResponse } from "../../../shared/api/rituals";
import { fillWords } from "../../../shared/text";
import { signContent } from "../../../../content/astrology";
import { moonPhaseWords } from "../../../../content/moon";
import { numberContent } from "../../../../content/numerology";
import { RITUAL_ENHANCEMENT_WORDS as words } from "../../../../content/oracle/ritual-enhancement";
import { heading, pick, pickSome } from "../composer/bank-picks";
import { cleanQuestion } from "../composer";

/**
 * The built-in oracle's enhancement of today's numerology reading or a moon ritual, "the Oracle's voice":
 * each tier adds a layer from the numbers', phases' and signs' own words — tier 1 the reading itself,
 * 2 what the number or phase carries, 3 the day's cycle or the Moon's sign, 4 the Life Path or the phase
 * read for the question, 5 the steps and questions to take away — around an opening and a blessing
 * chosen by the reading's id.
 */

export function composeRitualEnhancement(input: {
  ritual: RitualResponse;
  tier: number;
  question: string | null;
  random: () => number;
}): string {
  const { ritual, random } = input;
  const tier = Math.min(5, Math.max(1, Math.round(input.tier)));
  const tool = ritual.tool;
  const question = cleanQuestion(input.question);
  const numbers = ritual.numbers;
  const phase = moonPhaseWords(ritual.moon.phase);
  const blocks: string[] = [];

  blocks.push(
    [pick(words.openings[tool], random), question ? words.questionLead.replace("{question}", `“${question}”`) : null]
      .filter(Boolean)
      .join(" "),
  );
  blocks.push(heading(words.headings.reading[tool]));
  blocks.push(ritual.title);
  for (const section of ritual.sections) blocks.push(`${section.heading}. ${section.text}`);

  if (tier >= 2) {
    blocks.push(heading(words.headings.essence[tool]));
    blocks.push(numbers ? numberContent(numbers.dayNumber).essence : phase.essence);
  }
  if (tier >= 3) {
    blocks.push(heading(words.headings.deeper[tool]));
    blocks.push(
      numbers
        ? fillWords(words.cycles, {
            year: numbers.personalYear,
            month: numbers.personalMonth,
            day: numbers.personalDay,
          }) + ` ${numberContent(numbers.personalDay).positions.personalDay ?? ""}`.trimEnd()
        : signContent(ritual.moon.sign).essence,
    );
  }
  if (tier >= 4) {
    blocks.push(heading(words.headings.thread[tool]));
    blocks.push(
      numbers
        ? (numberContent(numbers.lifePath).positions.lifePath ?? numberContent(numbers.lifePath).essence)
        : phase.angles[ritual.situation],
    );
  }
  if (tier >= 5) {
    if (ritual.steps.length > 0) {
      blocks.push(heading(words.headings.steps));
      blocks.push(ritual.steps.map((step, index) => `${index + 1}. ${step}`).join("\n"));
    }
    blocks.push(heading(words.headings.practice[tool]));
    blocks.push(
      pickSome(words.questions[ritual.situation], 3, random)
        .map((line, index) => `${index + 1}. ${line}`)
        .join("\n"),
    );
  }
  blocks.push(pick(words.blessings, random));
  return blocks.join("\n\n");
}

import type { RitualResponse, SharedRitual } from "../../../shared/api/rituals";
import type { RitualTool } from "../../../shared/draws/spreads";
import { moonPayloadSchema, numerologyPayloadSchema } from "../../../shared/oracles/payloads";
import { baseDigit, type RitualFacts, type RitualMoon } from "../../../shared/rituals/rituals";
import { SITUATION_LABELS, type Situation } from "../../../shared/situations";
import { fillWords } from "../../../shared/text";
import { signContent } from "../../../../content/astrology";
import { MOON_RITUAL_WORDS, moonPhaseWords, moonRitualContent } from "../../../../content/moon";
import { DAILY_READING_WORDS, dailyNumberContent, numberContent } from "../../../../content/numerology";
import { shareUrlFor, type CastRow } from "../../features/reading-engine";

/**
 * A ritual in words: today's numerology reading (the day's number for the situation, the Moon's phase and
 * sign, the Life Path as a thread, a practice) or tonight's moon ritual (the phase's opening, the Moon's
 * sign, what to hold in mind, the phase's steps, a closing). The row keeps only the computed facts; the
 * words come from content/.
 */

function moonView(moon: RitualMoon) {
  return {
    phase: moon.phase,
    phaseName: moonPhaseWords(moon.phase).name,
    sign: moon.sign,
    signName: signContent(moon.sign).name,
    illumination: moon.illumination,
  };
}

/** The words and facts of a ritual, as anyone it is shown to reads them. */
function ritualWords(subject: {
  tool: RitualTool;
  situation: Situation;
  question: string | null;
  facts: RitualFacts;
}): SharedRitual {
  const { facts, situation } = subject;
  const moon = moonView(facts.moon);
  const sign = signContent(facts.moon.sign);
  const common = { tool: subject.tool, situation, question: subject.question, moon };
  if (facts.kind === "numerology") {
    const words = DAILY_READING_WORDS;
    const day = dailyNumberContent(facts.dayNumber);
    const lifePath = numberContent(facts.lifePath);
    const dayNumberLabel =
      facts.dayNumber === facts.personalDay
        ? String(facts.dayNumber)
        : fillWords(words.masterNumber, { master: facts.dayNumber, digit: baseDigit(facts.dayNumber) });
    const thread = [
      fillWords(words.thread, {
        lifePath: facts.lifePath,
        lifePathName: lifePath.title,
        keywords: lifePath.keywords.slice(0, 3).join(", "),
      }),
      facts.expression === null
        ? null
        : fillWords(words.expression, {
            expression: facts.expression,
            expressionName: numberContent(facts.expression).title,
          }),
    ];
    return {
      ...common,
      title: fillWords(words.title, { number: dayNumberLabel, name: numberContent(facts.dayNumber).title }),
      numbers: {
        dayNumber: facts.dayNumber,
        dayNumberLabel,
        personalDay: facts.personalDay,
        personalMonth: facts.personalMonth,
        personalYear: facts.personalYear,
        lifePath: facts.lifePath,
        expression: facts.expression,
      },
      sections: [
        { heading: words.headings.day, text: day.opening },
        { heading: SITUATION_LABELS[situation], text: day.angles[situation] },
        {
          heading: words.headings.moon,
          text: fillWords(words.moonLine, { phase: moon.phaseName, sign: moon.signName, moonIn: sign.moonIn }),
        },
        { heading: words.headings.thread, text: thread.filter(Boolean).join(" ") },
        { heading: words.headings.practice, text: day.practice },
      ],
      steps: [],
    };
  }
  const words = MOON_RITUAL_WORDS;
  const ritual = moonRitualContent(facts.moon.phase);
  const phase = moonPhaseWords(facts.moon.phase);
  return {
    ...common,
    title: fillWords(words.title, { phase: moon.phaseName, sign: moon.signName }),
    numbers: null,
    sections: [
      { heading: words.headings.opening, text: `${ritual.opening} ${phase.ritual.intention}` },
      { heading: fillWords(words.headings.sign, { sign: moon.signName }), text: sign.moonIn },
      { heading: words.headings.focus, text: ritual.angles[situation] },
      { heading: words.headings.closing, text: ritual.closing },
    ],
    steps: [...phase.ritual.steps],
  };
}

/** A stored ritual as the API answers it. */
export function ritualResponse(row: CastRow, tool: RitualTool): RitualResponse {
  const facts = (tool === "numerology" ? numerologyPayloadSchema : moonPayloadSchema).parse(row.payload);
  if (!row.ritualDay) throw new Error(`Reading ${row.id} has no day`);
  return {
    id: row.id,
    day: row.ritualDay,
    ...ritualWords({ tool, situation: row.situation, question: row.question, facts }),
    enhancedText: row.enhancedText,
    enhancedBy: row.enhancedText && row.enhancedBy ? { kind: row.enhancedBy, model: row.enhancedModel } : null,
    shareUrl: shareUrlFor(row.shareId),
    createdAt: row.createdAt.toISOString(),
  };
}

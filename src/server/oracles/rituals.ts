import { sharingWords } from "../../../content/site/sharing";
import { ORACLE_READERS } from "../../../content/oracle/readers";
import { ORACLE_API_SCHEMAS } from "../../shared/api/oracle-schemas";
import type { RitualRequest, RitualResponse, SharedRitual } from "../../shared/api/rituals";
import type { RitualTool } from "../../shared/draws/spreads";
import type { RitualEnhancementRequest } from "../../shared/oracle";
import { MOON_ORACLE, NUMEROLOGY_ORACLE } from "../../shared/oracles/builtin";
import { SITUATION_LABELS } from "../../shared/situations";
import { fillWords, firstSentence } from "../../shared/text";
import { composeRitualEnhancement } from "./rituals/ritual-composer";
import { ritualResponse } from "./rituals/ritual-view";
import { performRitual } from "./rituals/rituals.service";
import type { ServerOracle } from "./types";

/** A once-a-day ritual (today's numerology reading, the moon ritual): computed for the seeker's local day. */
function ritualOracle(tool: RitualTool): ServerOracle<RitualResponse, SharedRitual> {
  const api = ORACLE_API_SCHEMAS[tool];
  return {
    spec: tool === "numerology" ? NUMEROLOGY_ORACLE : MOON_ORACLE,
    requestSchema: api.request,
    resultSchema: api.result,
    viewSchema: api.view,
    sharedSchema: api.shared,

    async make(context, body) {
      const made = await performRitual({ ...context, tool, request: body as RitualRequest });
      return { isNew: made.isNew, body: made.result };
    },

    view: async (row) => ritualResponse(row, tool),

    history: (ritual) => ({
      diceValues: null,
      spread: null,
      spreadName: null,
      title: ritual.title,
      items: [],
      summary: firstSentence(ritual.sections[0]?.text ?? ritual.title),
    }),

    enhancement: (ritual, userId) => ({
      reader: ORACLE_READERS[tool],
      request: {
        ritual: ritual.tool,
        title: ritual.title,
        situation: ritual.situation,
        numbers: ritual.numbers
          ? {
              dayNumber: ritual.numbers.dayNumberLabel,
              personalYear: ritual.numbers.personalYear,
              personalMonth: ritual.numbers.personalMonth,
              lifePath: ritual.numbers.lifePath,
              expression: ritual.numbers.expression,
            }
          : null,
        moon: { phase: ritual.moon.phaseName, sign: ritual.moon.signName },
        sections: ritual.sections,
        steps: ritual.steps,
        userId,
      } satisfies RitualEnhancementRequest,
      compose: ({ tier, question, random }) => composeRitualEnhancement({ ritual, tier, question, random }),
    }),

    // Its words and facts, without its day or anything of the seeker's.
    shared: ({ tool: kind, situation, question, title, numbers, moon, sections, steps }) => ({
      tool: kind,
      situation,
      question,
      title,
      numbers,
      moon,
      sections,
      steps,
    }),

    card: (ritual, site) => ({
      layout: "text",
      content: {
        kicker: sharingWords.card.ritual[tool],
        title: ritual.title,
        situation: ritual.situation,
        question: ritual.question,
        sentence: firstSentence(ritual.sections[0]?.text ?? ritual.title),
        site,
      },
    }),

    preview: (ritual) => ({
      title: fillWords(sharingWords.preview.ritualTitle[tool], {
        title: ritual.title,
        situation: SITUATION_LABELS[ritual.situation],
      }),
      description: firstSentence(ritual.sections[0]?.text ?? ritual.title),
    }),

    exportSection: "rituals",
    exportRow: (ritual, row) => {
      const { shareUrl: _shareUrl, ...exported } = ritual;
      return { ...exported, enhancedAt: row.enhancedAt };
    },
  };
}

export const numerologyOracle = ritualOracle("numerology");
export const moonOracle = ritualOracle("moon");

import { sharingWords } from "../../../content/site/sharing";
import { ORACLE_READERS } from "../../../content/oracle/readers";
import type { DrawRequest, DrawResponse, SharedDraw } from "../../shared/api/draws";
import { ORACLE_API_SCHEMAS } from "../../shared/api/oracle-schemas";
import type { DrawTool } from "../../shared/draws/spreads";
import { RUNES_ORACLE, TAROT_ORACLE } from "../../shared/oracles/builtin";
import { SITUATION_LABELS } from "../../shared/situations";
import { fillWords, firstSentence } from "../../shared/text";
import { composeDrawEnhancement } from "./draws/draw-composer";
import { drawJournal } from "./draws/draw-journal";
import { drawEnhancementRequest } from "./draws/draw-request";
import { drawReading, drawResponse } from "./draws/draws.service";
import type { ServerOracle } from "./types";

/** A drawing oracle (the tarot, the runes): a spread drawn from its deck, each item read in its position. */
function drawingOracle(tool: DrawTool): ServerOracle<DrawResponse, SharedDraw> {
  const api = ORACLE_API_SCHEMAS[tool];
  return {
    spec: tool === "tarot" ? TAROT_ORACLE : RUNES_ORACLE,
    requestSchema: api.request,
    resultSchema: api.result,
    viewSchema: api.view,
    sharedSchema: api.shared,

    async make(context, body) {
      const request = { ...(body as Omit<DrawRequest, "tool">), tool };
      return { isNew: true, body: await drawReading({ ...context, request }) };
    },

    view: async (row) => drawResponse(row, tool),

    history: (draw) => ({
      diceValues: null,
      spread: draw.spread,
      spreadName: draw.spreadName,
      title: null,
      items: draw.items.map(({ key, name, reversed }) => ({ key, name, reversed })),
      summary: firstSentence(draw.items[0]?.meaning ?? draw.synthesis),
    }),

    enhancement: (draw, userId) => ({
      reader: ORACLE_READERS[tool],
      request: { ...drawEnhancementRequest(draw, userId) },
      compose: ({ tier, question, random }) => composeDrawEnhancement({ draw, tier, question, random }),
    }),

    // The explicit list of what may be seen, nothing else of the row.
    shared: (draw) => ({
      tool: draw.tool,
      spread: draw.spread,
      spreadName: draw.spreadName,
      situation: draw.situation,
      question: draw.question,
      items: draw.items.map(({ key, name, position, positionLabel, reversed, inPosition, meaning }) => ({
        key,
        name,
        position,
        positionLabel,
        reversed,
        inPosition,
        meaning,
      })),
      synthesis: draw.synthesis,
    }),

    card: (draw, site) => ({
      layout: "draw",
      content: {
        tool: draw.tool,
        spreadName: draw.spreadName,
        situation: draw.situation,
        question: draw.question,
        items: draw.items.map(({ key, name, positionLabel, reversed }) => ({ key, name, positionLabel, reversed })),
        sentence: firstSentence(draw.synthesis),
        site,
      },
    }),

    preview: (draw) => {
      const reversed = sharingWords.drawPage.reversed[tool].toLowerCase();
      const items = draw.items.map((item) => (item.reversed ? `${item.name} (${reversed})` : item.name)).join(" · ");
      return {
        title: fillWords(sharingWords.preview.drawTitle[tool], {
          spread: draw.spreadName,
          situation: SITUATION_LABELS[draw.situation],
        }),
        description: `${items}. ${firstSentence(draw.synthesis)}`,
      };
    },

    exportSection: "draws",
    exportRow: (draw, row) => {
      const { shareUrl: _shareUrl, spreadName: _spreadName, ...exported } = draw;
      return { ...exported, enhancedAt: row.enhancedAt };
    },

    journal: drawJournal(tool),
  };
}

export const tarotOracle = drawingOracle("tarot");
export const runesOracle = drawingOracle("runes");

import { randomBytes } from "node:crypto";
import { INTUITION_SERVER_WORDS as words, INTUITION_WORDS } from "../../../content/intuition";
import { INTUITION_PAGE_WORDS } from "../../../content/intuition/page";
import type { IntuitionResponse, SharedIntuition } from "../../shared/api/intuition";
import { ORACLE_API_SCHEMAS } from "../../shared/api/oracle-schemas";
import { fromSeeds } from "../../shared/draws/draw-fairness";
import { drawLabel, formatChance, hunchLabel, resultWords } from "../../shared/intuition/hunch-words";
import { chanceOf, drawFor, HUNCH_KINDS, isHit, type Hunch } from "../../shared/intuition/hunches";
import {
  INTUITION_ORACLE,
  intuitionPayloadSchema,
  type IntuitionPayload,
  type IntuitionRequest,
} from "../../shared/oracles/intuition";
import { fillWords } from "../../shared/text";
import { findOpenCommitment } from "../features/fairness";
import { recordReading, revealedSeedsOf, shareUrlFor } from "../features/reading-engine";
import { randomFor } from "./composer";
import { heading, pick, pickSome } from "./composer/bank-picks";
import type { ServerOracle } from "./types";

/**
 * Intuition Calibration (docs/ARCHITECTURE.md, "Intuition Calibration"): a hunch from the menu and the
 * confidence stated before the draw, then one fair draw of what the hunch is about (a tarot card, a rune,
 * the red die or a swing of the pendulum) from a commitment and the browser's seed, as the tales draw their
 * card. The hunch is resolved on the spot and the row keeps `{hunch, confidence, draw, hit}`. Outside the
 * daily cap; real-life hunches are not readings (features/intuition/).
 */
export const intuitionOracle: ServerOracle<IntuitionResponse, SharedIntuition> = {
  spec: INTUITION_ORACLE,
  requestSchema: ORACLE_API_SCHEMAS.intuition.request,
  resultSchema: ORACLE_API_SCHEMAS.intuition.result,
  viewSchema: ORACLE_API_SCHEMAS.intuition.view,
  sharedSchema: ORACLE_API_SCHEMAS.intuition.shared,

  async make(context, body) {
    const request = body as IntuitionRequest;
    const hunch = request.hunch as Hunch;
    const source = HUNCH_KINDS[hunch.kind].source;
    let draw = drawFor(source, () => randomBytes(1)[0]!);
    let seeds = null;
    if (request.commitmentId && request.clientSeed) {
      const commitment = await findOpenCommitment({ ...context, commitmentId: request.commitmentId });
      draw = await fromSeeds(commitment.serverSeed, request.clientSeed, (nextByte) => drawFor(source, nextByte));
      seeds = {
        serverSeed: commitment.serverSeed,
        serverSeedHash: commitment.serverSeedHash,
        clientSeed: request.clientSeed,
      };
    }
    const { row, rewards } = await recordReading({
      ...context,
      reading: {
        tool: "intuition",
        situation: "guidance",
        question: null,
        commitmentId: seeds ? request.commitmentId : undefined,
        payload: { hunch, confidence: request.confidence, draw, hit: isHit(hunch, draw) } satisfies IntuitionPayload,
        values: seeds ?? {},
      },
    });
    return { isNew: true, body: { ...(await intuitionOracle.view(row, context)), rewards } };
  },

  async view(row) {
    const { hunch, confidence, draw, hit } = intuitionPayloadSchema.parse(row.payload) as IntuitionPayload & {
      hunch: Hunch;
    };
    const chance = chanceOf(hunch);
    return {
      id: row.id,
      tool: "intuition",
      situation: row.situation,
      question: row.question,
      hunch,
      hunchLabel: hunchLabel(INTUITION_WORDS, hunch),
      confidence,
      chance,
      draw,
      drawLabel: drawLabel(INTUITION_WORDS, draw),
      hit,
      // One line for the outcome and the confidence band, chosen by the reading's id: the same every time.
      ...resultWords(INTUITION_WORDS, { hunch, confidence, chance, hit }, randomFor(row.id)()),
      enhancedText: row.enhancedText,
      enhancedBy: row.enhancedText && row.enhancedBy ? { kind: row.enhancedBy, model: row.enhancedModel } : null,
      fairness: revealedSeedsOf(row),
      shareUrl: shareUrlFor(row.shareId),
      createdAt: row.createdAt.toISOString(),
    };
  },

  history: (reading) => ({
    diceValues: null,
    spread: null,
    spreadName: null,
    title: fillWords(reading.hit ? words.historyTitle.hit : words.historyTitle.miss, { hunch: reading.hunchLabel }),
    items: [],
    summary: `${reading.headline} ${reading.line}`,
  }),

  enhancement: (reading, userId) => ({
    reader: words.reader,
    request: {
      oracle: "intuition",
      hunch: reading.hunchLabel,
      confidence: `${reading.confidence} %`,
      chance: formatChance(reading.chance),
      draw: reading.drawLabel,
      cameTrue: reading.hit,
      userId,
    },
    // Tier 1 the hunch and the odds; from 2 a question to notice, more at 4 and 5.
    compose: ({ tier, random }) => {
      const filled = { chance: formatChance(reading.chance), confidence: reading.confidence };
      const blocks = [
        pick(words.openings, random),
        heading(words.headings.result),
        `${fillWords(INTUITION_PAGE_WORDS.form.calledLine, { hunch: reading.hunchLabel, confidence: reading.confidence })} ${reading.drawLabel}. ${reading.headline}`,
        heading(words.headings.odds),
        fillWords(pick(words.odds, random), filled),
      ];
      if (tier >= 2) {
        const questions = pickSome(words.questions, tier >= 5 ? 3 : tier >= 4 ? 2 : 1, random);
        blocks.push(heading(words.headings.questions), questions.map((line, at) => `${at + 1}. ${line}`).join("\n"));
      }
      blocks.push(pick(words.blessings, random));
      return blocks.join("\n\n");
    },
  }),

  shared: ({
    tool,
    situation,
    question,
    hunch,
    hunchLabel,
    confidence,
    chance,
    draw,
    drawLabel,
    hit,
    headline,
    line,
  }) => ({
    tool,
    situation,
    question,
    hunch,
    hunchLabel,
    confidence,
    chance,
    draw,
    drawLabel,
    hit,
    headline,
    line,
  }),

  card: (reading, site) => ({
    layout: "text",
    content: {
      kicker: INTUITION_ORACLE.name,
      title: fillWords(words.share.cardTitle, { hunch: reading.hunchLabel, confidence: reading.confidence }),
      situation: reading.situation,
      question: reading.question,
      sentence: `${reading.hit ? words.share.hit : words.share.miss} ${reading.drawLabel}.`,
      site,
    },
  }),

  preview: (reading) => ({
    title: fillWords(words.share.previewTitle, { hunch: reading.hunchLabel, confidence: reading.confidence }),
    description: `${reading.hit ? words.share.hit : words.share.miss} ${reading.drawLabel}.`,
  }),

  exportSection: "readings",
  exportRow: ({ shareUrl: _shareUrl, ...reading }, row) => ({ ...reading, enhancedAt: row.enhancedAt }),
};

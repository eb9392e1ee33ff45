import { randomBytes } from "node:crypto";
import { PENDULUM_WORDS as words } from "../../../content/pendulum";
import type { PendulumResponse, SharedPendulum } from "../../shared/api/pendulum";
import { ORACLE_API_SCHEMAS } from "../../shared/api/oracle-schemas";
import { fromSeeds } from "../../shared/draws/draw-fairness";
import {
  PENDULUM_ORACLE,
  pendulumPayloadSchema,
  type PendulumPayload,
  type PendulumRequest,
} from "../../shared/oracles/pendulum";
import { swingPendulum } from "../../shared/oracles/pendulum-rule";
import { fillWords, firstSentence } from "../../shared/text";
import { findOpenCommitment } from "../features/fairness";
import { recordReading, refuseQuestionNeedingHelp, revealedSeedsOf, shareUrlFor } from "../features/reading-engine";
import { cleanQuestion, randomFor } from "./composer";
import { heading, pick, pickSome } from "./composer/bank-picks";
import { pendulumJournal } from "./pendulum-journal";
import type { ServerOracle } from "./types";

/**
 * The yes/no pendulum (the template every later oracle copies, docs/ARCHITECTURE.md, "How to add an
 * oracle"): one fair swing — yes, no or ask again — read for the seeker's situation.
 */
export const pendulumOracle: ServerOracle<PendulumResponse, SharedPendulum> = {
  spec: PENDULUM_ORACLE,
  requestSchema: ORACLE_API_SCHEMAS.pendulum.request,
  resultSchema: ORACLE_API_SCHEMAS.pendulum.result,
  viewSchema: ORACLE_API_SCHEMAS.pendulum.view,
  sharedSchema: ORACLE_API_SCHEMAS.pendulum.shared,

  async make(context, body) {
    const request = body as PendulumRequest;
    refuseQuestionNeedingHelp(request.question);
    let answer = swingPendulum(() => randomBytes(1)[0]!);
    let seeds = null;
    if (request.commitmentId && request.clientSeed) {
      const commitment = await findOpenCommitment({ ...context, commitmentId: request.commitmentId });
      answer = await fromSeeds(commitment.serverSeed, request.clientSeed, swingPendulum);
      seeds = {
        serverSeed: commitment.serverSeed,
        serverSeedHash: commitment.serverSeedHash,
        clientSeed: request.clientSeed,
      };
    }
    const { row, rewards } = await recordReading({
      ...context,
      reading: {
        tool: "pendulum",
        situation: request.situation,
        question: request.question?.trim() || null,
        commitmentId: seeds ? request.commitmentId : undefined,
        payload: { answer } satisfies PendulumPayload,
        values: seeds ?? {},
      },
    });
    return { isNew: true, body: { ...(await pendulumOracle.view(row, context)), rewards } };
  },

  async view(row) {
    const { answer } = pendulumPayloadSchema.parse(row.payload);
    return {
      id: row.id,
      tool: "pendulum",
      situation: row.situation,
      question: row.question,
      answer,
      answerLabel: words.answers[answer].label,
      headline: words.answers[answer].headline,
      // One of the answer's texts for the situation, chosen by the reading's id: the same every time.
      text: pick(words.readings[row.situation][answer], randomFor(row.id)),
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
    title: words.historyTitle[reading.answer],
    items: [],
    summary: firstSentence(reading.text),
  }),

  enhancement: (reading, userId) => ({
    reader: words.enhancement.reader,
    request: {
      oracle: "pendulum",
      situation: reading.situation,
      answer: reading.answerLabel,
      reading: reading.text,
      userId,
    },
    // Tier 1 the answer and its reading; 2 a deeper word; 3 and up questions to carry (more at 5).
    compose: ({ tier, question, random }) => {
      const asked = cleanQuestion(question);
      const bank = words.enhancement;
      const blocks = [
        [pick(bank.openings, random), asked ? fillWords(bank.questionLead, { question: `“${asked}”` }) : null]
          .filter(Boolean)
          .join(" "),
        heading(bank.headings.reading),
        `${reading.headline}. ${reading.text}`,
      ];
      if (tier >= 2)
        blocks.push(heading(bank.headings.deeper), pick(bank.deeper[reading.situation][reading.answer], random));
      if (tier >= 3) {
        const questions = pickSome(bank.questions[reading.situation], tier >= 5 ? 3 : tier >= 4 ? 2 : 1, random);
        blocks.push(
          heading(bank.headings.practice),
          questions.map((line, index) => `${index + 1}. ${line}`).join("\n"),
        );
      }
      blocks.push(pick(bank.blessings, random));
      return blocks.join("\n\n");
    },
  }),

  shared: ({ tool, situation, question, answer, answerLabel, headline, text }) => ({
    tool,
    situation,
    question,
    answer,
    answerLabel,
    headline,
    text,
  }),

  card: (reading, site) => ({
    layout: "text",
    content: {
      kicker: words.name,
      title: fillWords(words.share.cardTitle, { answer: reading.answerLabel }),
      situation: reading.situation,
      question: reading.question,
      sentence: firstSentence(reading.text),
      site,
    },
  }),

  preview: (reading) => ({
    title: fillWords(words.share.previewTitle, { answer: reading.answerLabel }),
    description: firstSentence(reading.text),
  }),

  exportSection: "readings",
  exportRow: ({ shareUrl: _shareUrl, ...reading }, row) => ({ ...reading, enhancedAt: row.enhancedAt }),
  journal: pendulumJournal,
};

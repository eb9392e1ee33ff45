import { CHAKRA_CENTRE_WORDS, CHAKRA_READING_WORDS as words } from "../../../content/chakra";
import type { ChakraResponse, SharedChakra } from "../../shared/api/chakra";
import { ORACLE_API_SCHEMAS } from "../../shared/api/oracle-schemas";
import { describeCheckIn } from "../../shared/chakra/check-in-words";
import type { ChakraAnswers } from "../../shared/chakra/check-in";
import {
  CHAKRA_ORACLE,
  chakraPayloadSchema,
  type ChakraPayload,
  type ChakraRequest,
} from "../../shared/oracles/chakra";
import { fillWords, firstSentence } from "../../shared/text";
import { recordReading, refuseQuestionNeedingHelp, shareUrlFor, type CastRow } from "../features/reading-engine";
import { heading, pick } from "./composer/bank-picks";
import type { ServerOracle } from "./types";

const CHECK_IN_WORDS = { centres: CHAKRA_CENTRE_WORDS, reading: words };

/** A stored check-in's answers in words (balances, aura, practices), as anyone it is shown to reads them. */
export function checkInOf(payload: unknown): SharedChakra {
  const { answers } = chakraPayloadSchema.parse(payload);
  return describeCheckIn(answers as ChakraAnswers, CHECK_IN_WORDS);
}

function chakraView(row: CastRow): ChakraResponse {
  return {
    id: row.id,
    ...checkInOf(row.payload),
    enhancedText: row.enhancedText,
    enhancedBy: row.enhancedText && row.enhancedBy ? { kind: row.enhancedBy, model: row.enhancedModel } : null,
    shareUrl: shareUrlFor(row.shareId),
    createdAt: row.createdAt.toISOString(),
  };
}

/**
 * The Chakra Check-in (docs/ARCHITECTURE.md, "The Chakra Check-in"): a saved check-in is the seeker's 28
 * answers, scored by the pure rule in src/shared/chakra/ into seven balances, an aura and the practices for
 * the lowest centres. An optional private note goes to the journal's note and passes the crisis detector
 * first. It does not use the daily cap.
 */
export const chakraOracle: ServerOracle<ChakraResponse, SharedChakra> = {
  spec: CHAKRA_ORACLE,
  requestSchema: ORACLE_API_SCHEMAS.chakra.request,
  resultSchema: ORACLE_API_SCHEMAS.chakra.result,
  viewSchema: ORACLE_API_SCHEMAS.chakra.view,
  sharedSchema: ORACLE_API_SCHEMAS.chakra.shared,

  async make(context, body) {
    const request = body as ChakraRequest;
    const note = request.note?.trim() || null;
    refuseQuestionNeedingHelp(note);
    const { row, rewards } = await recordReading({
      ...context,
      reading: {
        tool: "chakra",
        situation: "guidance",
        question: null,
        payload: { answers: request.answers } satisfies ChakraPayload,
        values: note ? { note, noteUpdatedAt: context.now } : {},
      },
    });
    return { isNew: true, body: { ...chakraView(row), rewards } };
  },

  view: async (row) => chakraView(row),

  history: (reading) => ({
    diceValues: null,
    spread: null,
    spreadName: null,
    title: fillWords(words.historyTitle, { aura: reading.aura.title }),
    items: [],
    summary: firstSentence(reading.sections[1]?.text ?? reading.aura.text),
  }),

  enhancement: (reading, userId) => ({
    reader: words.enhancement.reader,
    request: {
      oracle: "chakra",
      selfReported: true,
      balances: reading.balances.map(({ centre, balance, bandLabel }) => ({ centre, balance, band: bandLabel })),
      aura: { title: reading.aura.title, text: reading.aura.text },
      lowest: reading.lowest,
      userId,
    },
    // Tier 1 the aura; 2 the balances; 3 a practice for the lowest centre; 4 and up a question for each.
    compose: ({ tier, random }) => {
      const bank = words.enhancement;
      const blocks = [
        pick(bank.openings, random),
        heading(bank.headings.aura),
        `${reading.aura.title}. ${reading.aura.text}`,
      ];
      if (tier >= 2) blocks.push(heading(bank.headings.balances), reading.sections[1]?.text ?? "");
      const [lowest] = reading.lowest;
      if (tier >= 3 && lowest) {
        const practice = lowest.practices[Math.floor(random() * lowest.practices.length)]!;
        blocks.push(heading(bank.headings.practice), `${lowest.heading}. ${practice.text}`);
      }
      if (tier >= 4) {
        blocks.push(
          heading(bank.headings.reflect),
          reading.lowest.map((entry, index) => `${index + 1}. ${bank.questions[entry.centre]}`).join("\n"),
        );
      }
      blocks.push(pick(bank.blessings, random));
      return blocks.join("\n\n");
    },
  }),

  shared: ({ tool, situation, question, title, balances, aura, lowest, sections }) => ({
    tool,
    situation,
    question,
    title,
    balances,
    aura,
    lowest,
    sections,
  }),

  card: (reading, site) => ({
    layout: "text",
    content: {
      kicker: words.name,
      title: fillWords(words.share.cardTitle, { aura: reading.aura.title }),
      situation: reading.situation,
      question: null,
      sentence: firstSentence(reading.aura.text),
      site,
    },
  }),

  preview: (reading) => ({
    title: fillWords(words.share.previewTitle, { aura: reading.aura.title }),
    description: firstSentence(reading.aura.text),
  }),

  exportSection: "readings",
  // The seeker's own answers go with the words they gave.
  exportRow: ({ shareUrl: _shareUrl, ...reading }, row) => ({
    ...reading,
    answers: chakraPayloadSchema.parse(row.payload).answers,
    enhancedAt: row.enhancedAt,
  }),
};

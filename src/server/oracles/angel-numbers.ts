import { ANGEL_NUMBERS, ANGEL_NUMBER_WORDS as words } from "../../../content/angel-numbers";
import { numberContent } from "../../../content/numerology";
import { readSighting } from "../../shared/angel-numbers/sighting-number";
import type { AngelNumberResponse, SharedAngelNumber } from "../../shared/api/angel-numbers";
import { ORACLE_API_SCHEMAS } from "../../shared/api/oracle-schemas";
import {
  ANGEL_NUMBERS_ORACLE,
  angelNumberPayloadSchema,
  type AngelNumberPayload,
  type SightingRequest,
} from "../../shared/oracles/angel-numbers";
import type { Situation } from "../../shared/situations";
import { fillWords, firstSentence } from "../../shared/text";
import { recordReading, refuseQuestionNeedingHelp, shareUrlFor } from "../features/reading-engine";
import { AppError } from "../http/errors";
import { heading, pick } from "./composer/bank-picks";
import type { ServerOracle } from "./types";

/** A number's words for a situation: the library's meaning and prompt, or its digits read by numerology. */
function wordsOf(number: string, situation: Situation) {
  const read = readSighting(number, ANGEL_NUMBERS);
  if (read.kind === "library") {
    const { entry } = read;
    return {
      kind: "library" as const,
      slug: entry.slug,
      pattern: read.pattern,
      steps: null,
      headline: fillWords(words.headline.library, { number, pattern: words.patterns[read.pattern] }),
      text: entry.meanings[situation],
      prompt: entry.prompt,
      essence: entry.essence,
    };
  }
  const meaning = numberContent(read.reduction.value);
  return {
    kind: "digits" as const,
    slug: null,
    pattern: read.pattern,
    steps: read.reduction.chain,
    headline: fillWords(words.headline.digits, {
      number,
      steps: read.reduction.chain.join(words.stepsJoin),
      title: meaning.title,
    }),
    text: `${fillWords(words.digitsLead, { number })} ${meaning.angles[situation]}`,
    prompt: fillWords(words.digitsPrompt, { number }),
    essence: meaning.essence,
  };
}

/**
 * Angel numbers: a sighting the seeker logs (POST /api/me/sightings, or /api/readings/angel-numbers) is a
 * journal entry worked out from the number — the library's meaning for the situation, or its digits
 * reduced as /numerology reduces them — with when it was seen and an optional private note. It does not
 * use the daily cap.
 */
export const angelNumbersOracle: ServerOracle<AngelNumberResponse, SharedAngelNumber> = {
  spec: ANGEL_NUMBERS_ORACLE,
  requestSchema: ORACLE_API_SCHEMAS["angel-numbers"].request,
  resultSchema: ORACLE_API_SCHEMAS["angel-numbers"].result,
  viewSchema: ORACLE_API_SCHEMAS["angel-numbers"].view,
  sharedSchema: ORACLE_API_SCHEMAS["angel-numbers"].shared,

  async make(context, body) {
    const request = body as SightingRequest;
    const note = request.note?.trim() || null;
    refuseQuestionNeedingHelp(note);
    const seenAt = request.seenAt ? new Date(request.seenAt) : context.now;
    if (seenAt.getTime() > context.now.getTime()) {
      throw new AppError("bad_request", words.futureSeenAt, { fields: { seenAt: [words.futureSeenAt] } });
    }
    const read = readSighting(request.number, ANGEL_NUMBERS);
    const { row, rewards } = await recordReading({
      ...context,
      reading: {
        tool: "angel-numbers",
        situation: request.situation,
        question: null,
        payload: {
          number: request.number,
          kind: read.kind,
          pattern: read.pattern,
          seenAt: seenAt.toISOString(),
        } satisfies AngelNumberPayload,
        values: note ? { note, noteUpdatedAt: context.now } : {},
      },
    });
    return { isNew: true, body: { ...(await angelNumbersOracle.view(row, context)), rewards } };
  },

  async view(row) {
    const { number, seenAt } = angelNumberPayloadSchema.parse(row.payload);
    const { essence: _essence, ...said } = wordsOf(number, row.situation);
    return {
      id: row.id,
      tool: "angel-numbers",
      situation: row.situation,
      question: null,
      number,
      ...said,
      seenAt,
      enhancedText: row.enhancedText,
      enhancedBy: row.enhancedText && row.enhancedBy ? { kind: row.enhancedBy, model: row.enhancedModel } : null,
      shareUrl: shareUrlFor(row.shareId),
      createdAt: row.createdAt.toISOString(),
    };
  },

  history: (reading) => ({
    diceValues: null,
    spread: null,
    spreadName: null,
    title: fillWords(words.historyTitle, { number: reading.number }),
    items: [],
    summary: firstSentence(reading.text),
  }),

  enhancement: (reading, userId) => ({
    reader: words.enhancement.reader,
    request: {
      oracle: "angel-numbers",
      situation: reading.situation,
      number: reading.number,
      pattern: reading.pattern,
      numerologySteps: reading.steps,
      reading: reading.text,
      prompt: reading.prompt,
      userId,
    },
    // Tier 1 the number and its meaning; 2 what the number carries; 3 and up its journaling prompt.
    compose: ({ tier, random }) => {
      const bank = words.enhancement;
      const blocks = [
        pick(bank.openings, random),
        heading(bank.headings.reading),
        `${reading.headline}. ${reading.text}`,
      ];
      if (tier >= 2) blocks.push(heading(bank.headings.deeper), wordsOf(reading.number, reading.situation).essence);
      if (tier >= 3) blocks.push(heading(bank.headings.practice), reading.prompt);
      blocks.push(pick(bank.blessings, random));
      return blocks.join("\n\n");
    },
  }),

  shared: ({ tool, situation, question, number, kind, slug, pattern, steps, headline, text, prompt }) => ({
    tool,
    situation,
    question,
    number,
    kind,
    slug,
    pattern,
    steps,
    headline,
    text,
    prompt,
  }),

  card: (reading, site) => ({
    layout: "text",
    content: {
      kicker: words.name,
      title: fillWords(words.share.cardTitle, { number: reading.number }),
      situation: reading.situation,
      question: null,
      sentence: firstSentence(reading.text),
      site,
    },
  }),

  preview: (reading) => ({
    title: fillWords(words.share.previewTitle, { number: reading.number }),
    description: firstSentence(reading.text),
  }),

  exportSection: "readings",
  exportRow: ({ shareUrl: _shareUrl, ...reading }, row) => ({ ...reading, enhancedAt: row.enhancedAt }),
};

import { randomBytes } from "node:crypto";
import { hexagram } from "../../../content/iching";
import { ICHING_PAGE_WORDS } from "../../../content/iching/page";
import { ICHING_READING_WORDS as words } from "../../../content/iching/reading";
import type { IChingResponse, SharedIChing } from "../../shared/api/iching";
import { ORACLE_API_SCHEMAS } from "../../shared/api/oracle-schemas";
import { fromSeeds } from "../../shared/draws/draw-fairness";
import { castLines, hexagramsOf, type CastMethod, type Lines } from "../../shared/iching/cast-rule";
import { hexagramPath } from "../../shared/iching/paths";
import {
  ICHING_ORACLE,
  iChingPayloadSchema,
  type IChingPayload,
  type IChingRequest,
} from "../../shared/oracles/iching";
import { fillWords, leadSentences } from "../../shared/text";
import { findOpenCommitment } from "../features/fairness";
import { recordReading, refuseQuestionNeedingHelp, revealedSeedsOf, shareUrlFor } from "../features/reading-engine";
import { cleanQuestion } from "./composer";
import { heading, pick, pickSome } from "./composer/bank-picks";
import type { ServerOracle } from "./types";

/** A hexagram's names as a reading shows them. */
function namesOf(number: number) {
  const entry = hexagram(number);
  const { english, pinyin, characters } = entry;
  return { number, english, pinyin, characters, path: hexagramPath(entry) };
}

/** "Hexagram 1, The Creative". */
const titleOf = (number: number) => `${number}. ${hexagram(number).english}`;

/** The six lines: cast from the server's random bytes or a commitment's seeds, or the seeker's own. */
async function linesFor(
  context: Parameters<ServerOracle["make"]>[0],
  request: IChingRequest,
): Promise<{ lines: Lines; seeds: { serverSeed: string; serverSeedHash: string; clientSeed: string } | null }> {
  if (request.method === "physical") return { lines: request.lines!, seeds: null };
  const method: CastMethod = request.method ?? "coins";
  const cast = (nextByte: () => number) => castLines(method, nextByte);
  if (!request.commitmentId || !request.clientSeed) return { lines: cast(() => randomBytes(1)[0]!), seeds: null };
  const commitment = await findOpenCommitment({ ...context, commitmentId: request.commitmentId });
  return {
    lines: await fromSeeds(commitment.serverSeed, request.clientSeed, cast),
    seeds: {
      serverSeed: commitment.serverSeed,
      serverSeedHash: commitment.serverSeedHash,
      clientSeed: request.clientSeed,
    },
  };
}

/**
 * The I Ching (the Book of Changes): six lines cast from the bottom up with three coins, yarrow stalks or
 * the seeker's own coins, read as the primary hexagram, its changing lines and the relating hexagram.
 */
export const iChingOracle: ServerOracle<IChingResponse, SharedIChing> = {
  spec: ICHING_ORACLE,
  requestSchema: ORACLE_API_SCHEMAS.iching.request,
  resultSchema: ORACLE_API_SCHEMAS.iching.result,
  viewSchema: ORACLE_API_SCHEMAS.iching.view,
  sharedSchema: ORACLE_API_SCHEMAS.iching.shared,

  async make(context, body) {
    const request = body as IChingRequest;
    refuseQuestionNeedingHelp(request.question);
    const { lines, seeds } = await linesFor(context, request);
    const isPhysical = request.method === "physical";
    const { row, rewards } = await recordReading({
      ...context,
      reading: {
        tool: "iching",
        situation: request.situation,
        question: request.question?.trim() || null,
        commitmentId: seeds ? request.commitmentId : undefined,
        payload: { method: request.method ?? "coins", lines } satisfies IChingPayload,
        values: isPhysical ? { source: "physical" } : (seeds ?? {}),
      },
    });
    return { isNew: true, body: { ...(await iChingOracle.view(row, context)), rewards } };
  },

  async view(row) {
    const { method, lines } = iChingPayloadSchema.parse(row.payload);
    const { hexagram: number, relating } = hexagramsOf(lines);
    const primary = hexagram(number);
    const from = primary.keywords[0]!;
    return {
      id: row.id,
      tool: "iching",
      situation: row.situation,
      question: row.question,
      method,
      lines: [...lines],
      hexagram: number,
      relating,
      primary: {
        ...namesOf(number),
        judgment: primary.judgment,
        image: primary.image,
        angle: primary.angles[row.situation],
      },
      changingLines: lines.flatMap((value, index) =>
        value === 6 || value === 9 ? [{ position: index + 1, value, text: primary.lines[index]! }] : [],
      ),
      relatingHexagram: relating === null ? null : { ...namesOf(relating), judgment: hexagram(relating).judgment },
      movement:
        relating === null
          ? fillWords(words.stillness, { primary: titleOf(number), from })
          : fillWords(words.movement, {
              primary: titleOf(number),
              relating: titleOf(relating),
              from,
              to: hexagram(relating).keywords[0]!,
            }),
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
    title: fillWords(words.historyTitle, { number: reading.hexagram, english: reading.primary.english }),
    items: [],
    summary: leadSentences(reading.primary.angle),
  }),

  enhancement: (reading, userId) => ({
    reader: words.enhancement.reader,
    request: {
      oracle: "iching",
      situation: reading.situation,
      lines: reading.lines,
      hexagram: `${reading.hexagram} ${reading.primary.english}`,
      judgment: reading.primary.judgment,
      changingLines: reading.changingLines.map((line) => `Line ${line.position}: ${line.text}`),
      relating: reading.relatingHexagram
        ? `${reading.relatingHexagram.number} ${reading.relatingHexagram.english}`
        : null,
      userId,
    },
    // Tier 1 the hexagram for the situation; 2 its changing lines and the movement; 3 and up questions to carry.
    compose: ({ tier, question, random }) => {
      const asked = cleanQuestion(question);
      const bank = words.enhancement;
      const blocks = [
        [pick(bank.openings, random), asked ? fillWords(bank.questionLead, { question: `“${asked}”` }) : null]
          .filter(Boolean)
          .join(" "),
        heading(bank.headings.reading),
        `${titleOf(reading.hexagram)} (${reading.primary.pinyin} ${reading.primary.characters}). ${reading.primary.angle}`,
      ];
      if (tier >= 2) {
        if (reading.changingLines.length)
          blocks.push(
            heading(bank.headings.lines),
            reading.changingLines
              .map(
                (line) => `${fillWords(ICHING_PAGE_WORDS.page.lineLabel, { position: line.position })}: ${line.text}`,
              )
              .join("\n\n"),
          );
        blocks.push(heading(bank.headings.movement), reading.movement);
      }
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

  shared: ({
    id: _id,
    enhancedText: _text,
    enhancedBy: _by,
    fairness: _fairness,
    shareUrl: _url,
    createdAt: _at,
    ...words
  }) => words,

  card: (reading, site) => ({
    layout: "text",
    content: {
      kicker: ICHING_PAGE_WORDS.name,
      title: fillWords(words.share.cardTitle, { number: reading.hexagram, english: reading.primary.english }),
      situation: reading.situation,
      question: reading.question,
      sentence: leadSentences(reading.primary.angle),
      site,
    },
  }),

  preview: (reading) => ({
    title: fillWords(words.share.previewTitle, { english: reading.primary.english }),
    description: leadSentences(reading.primary.angle),
  }),

  exportSection: "readings",
  exportRow: ({ shareUrl: _shareUrl, ...reading }, row) => ({ ...reading, enhancedAt: row.enhancedAt }),
};

import { randomBytes } from "node:crypto";
import { TALE_SERVER_WORDS as words, taleFactsOf, taleWords } from "../../../content/tales";
import { TALE_PAGE_WORDS } from "../../../content/tales/page";
import { tarotCard } from "../../../content/tarot";
import { ORACLE_API_SCHEMAS } from "../../shared/api/oracle-schemas";
import type { SharedTale, TaleResponse } from "../../shared/api/tales";
import { calendarDayIn } from "../../shared/calendar";
import { fromSeeds } from "../../shared/draws/draw-fairness";
import { TALES_ORACLE, talePayloadSchema, type TalePayload, type TaleRequest } from "../../shared/oracles/tales";
import { drawTale } from "../../shared/tales/tale-rule";
import { fillWords, firstSentence } from "../../shared/text";
import { findOpenCommitment } from "../features/fairness";
import { recordReading, refuseQuestionNeedingHelp, revealedSeedsOf, shareUrlFor } from "../features/reading-engine";
import { AppError } from "../http/errors";
import { heading, pick, pickSome } from "./composer/bank-picks";
import { profileOf } from "./rituals/rituals.service";
import type { ServerOracle } from "./types";

/** How many questions the built-in afterword asks at each tier (1 to 5). */
const QUESTIONS_BY_TIER = [1, 1, 2, 2, 3];

/**
 * The birth date a tale is told from: the request's, else the profile's (422 `profile_incomplete` without
 * either), never a day still to come in the seeker's zone (400).
 */
async function birthDateFor(
  context: { db: Parameters<typeof profileOf>[0]; userId: string; now: Date },
  asked?: string,
) {
  const profile = await profileOf(context.db, context.userId, context.now);
  const birthDate = asked ?? profile.birthDate;
  if (!birthDate) {
    throw new AppError(
      "profile_incomplete",
      "A tale is told from your birth date: give it, or add it to your profile.",
      {
        fields: { birthDate: ["Add your birth date"] },
        details: { missing: ["birthDate"] },
      },
    );
  }
  if (birthDate > calendarDayIn(profile.timezone, context.now)) {
    throw new AppError("bad_request", "A birth date cannot be in the future", {
      fields: { birthDate: ["A birth date cannot be in the future"] },
    });
  }
  return birthDate;
}

/**
 * Past-Life Tales (docs/ARCHITECTURE.md, "Past-Life Tales"): one tarot card drawn fairly and a seed drawn
 * after it; with the seeker's birth date they choose an era, a place, a calling and a turning point, which
 * the row keeps (not the birth date). The built-in storyteller tells the tale from those facts and the
 * seed, the same every time it is read; the enhancement is the AI provider's retelling of the same facts
 * when one is configured, else the built-in afterword. Every view says it is a tale, not a memory.
 */
export const talesOracle: ServerOracle<TaleResponse, SharedTale> = {
  spec: TALES_ORACLE,
  requestSchema: ORACLE_API_SCHEMAS.tales.request,
  resultSchema: ORACLE_API_SCHEMAS.tales.result,
  viewSchema: ORACLE_API_SCHEMAS.tales.view,
  sharedSchema: ORACLE_API_SCHEMAS.tales.shared,

  async make(context, body) {
    const request = body as TaleRequest;
    refuseQuestionNeedingHelp(request.question);
    const birthDate = await birthDateFor(context, request.birthDate);
    let draw = drawTale(() => randomBytes(1)[0]!);
    let seeds = null;
    if (request.commitmentId && request.clientSeed) {
      const commitment = await findOpenCommitment({ ...context, commitmentId: request.commitmentId });
      draw = await fromSeeds(commitment.serverSeed, request.clientSeed, drawTale);
      seeds = {
        serverSeed: commitment.serverSeed,
        serverSeedHash: commitment.serverSeedHash,
        clientSeed: request.clientSeed,
      };
    }
    const card = { index: draw.card.index, reversed: draw.card.reversed };
    const facts = taleFactsOf({ birthDate, card, seed: draw.seed });
    const { row, rewards } = await recordReading({
      ...context,
      reading: {
        tool: "tales",
        situation: "guidance",
        question: request.question?.trim() || null,
        commitmentId: seeds ? request.commitmentId : undefined,
        payload: { card, seed: draw.seed, ...facts } satisfies TalePayload,
        values: seeds ?? {},
      },
    });
    return { isNew: true, body: { ...(await talesOracle.view(row, context)), rewards } };
  },

  async view(row) {
    const { card, seed, ...facts } = talePayloadSchema.parse(row.payload);
    const tale = taleWords({ card, seed, facts });
    if (!tale) throw new Error(`Tale ${row.id} names facts that are not in the story banks`);
    return {
      id: row.id,
      tool: "tales",
      situation: row.situation,
      question: row.question,
      ...tale,
      fictionLabel: TALE_PAGE_WORDS.fictionLabel,
      enhancedText: row.enhancedText,
      enhancedBy: row.enhancedText && row.enhancedBy ? { kind: row.enhancedBy, model: row.enhancedModel } : null,
      fairness: revealedSeedsOf(row),
      shareUrl: shareUrlFor(row.shareId),
      createdAt: row.createdAt.toISOString(),
    };
  },

  history: (tale) => ({
    diceValues: null,
    spread: null,
    spreadName: null,
    title: tale.title,
    items: [{ key: tale.card.key, name: tale.card.name, reversed: tale.card.reversed }],
    summary: firstSentence(tale.paragraphs[0] ?? tale.title),
  }),

  enhancement: (tale, userId) => ({
    reader: words.reader,
    request: {
      oracle: "tales",
      label: tale.fictionLabel,
      card: `${tale.card.name}${tale.card.reversed ? " (reversed)" : ""}`,
      era: tale.era,
      place: tale.place,
      calling: tale.calling,
      turningPoint: tale.turning,
      title: tale.title,
      tale: tale.paragraphs.join("\n\n"),
      userId,
    },
    // Tier 1 an opening and a question; from 2 the card's own essence; more questions at 3 and 5.
    compose: ({ tier, random }) => {
      const index = Math.min(Math.max(tier, 1), QUESTIONS_BY_TIER.length) - 1;
      const blocks = [heading(words.headings.afterword), pick(words.afterwordOpenings, random)];
      if (tier >= 2) {
        const card = tarotCard(tale.card.key);
        blocks.push(heading(words.headings.card), tale.card.reversed ? card.reversedEssence : card.essence);
      }
      const questions = pickSome(words.questions, QUESTIONS_BY_TIER[index]!, random);
      blocks.push(heading(words.headings.questions), questions.map((line, at) => `${at + 1}. ${line}`).join("\n"));
      blocks.push(pick(words.blessings, random));
      return blocks.join("\n\n");
    },
  }),

  shared: ({ tool, situation, question, card, era, place, calling, turning, title, paragraphs, fictionLabel }) => ({
    tool,
    situation,
    question,
    card,
    era,
    place,
    calling,
    turning,
    title,
    paragraphs,
    fictionLabel,
  }),

  card: (tale, site) => ({
    layout: "text",
    content: {
      kicker: `${TALE_PAGE_WORDS.name} · ${tale.fictionLabel}`,
      title: fillWords(words.share.cardTitle, { title: tale.title }),
      situation: tale.situation,
      question: tale.question,
      sentence: firstSentence(tale.paragraphs[0] ?? tale.title),
      site,
    },
  }),

  preview: (tale) => ({
    title: fillWords(words.share.previewTitle, { title: tale.title }),
    description: firstSentence(tale.paragraphs[0] ?? tale.title),
  }),

  exportSection: "readings",
  exportRow: ({ shareUrl: _shareUrl, ...tale }, row) => ({ ...tale, enhancedAt: row.enhancedAt }),
};

import { randomBytes } from "node:crypto";
import { COMPASS_REFLECTION_WORDS as reflection, COMPASS_RESULT_WORDS as words } from "../../../content/compass";
import { rune } from "../../../content/runes";
import { tarotCard } from "../../../content/tarot";
import type { CompassResponse, SharedCompass } from "../../shared/api/compass";
import { ORACLE_API_SCHEMAS } from "../../shared/api/oracle-schemas";
import type { PerspectiveDeck } from "../../shared/compass/compass-rule";
import { describeDecision } from "../../shared/compass/compass-words";
import { drawPerspective } from "../../shared/compass/perspective-rule";
import { fromSeeds, type DrawnItem } from "../../shared/draws/draw-fairness";
import { deckOf } from "../../shared/draws/spreads";
import {
  COMPASS_ORACLE,
  compassPayloadSchema,
  type CompassParsedRequest,
  type CompassPayload,
} from "../../shared/oracles/compass";
import { fillWords } from "../../shared/text";
import { findOpenCommitment } from "../features/fairness";
import {
  recordReading,
  refuseQuestionNeedingHelp,
  revealedSeedsOf,
  shareUrlFor,
  type CastRow,
} from "../features/reading-engine";
import { heading, pick, pickSome } from "./composer/bank-picks";
import type { ServerOracle } from "./types";

/** How many questions the built-in reflection asks at each tier (1 to 5). */
const QUESTIONS_BY_TIER = [1, 1, 2, 2, 3];

/** A drawn perspective in words: its name as it lies, and a line on its keywords. */
function perspectiveOf(perspective: CompassPayload["perspective"]): CompassResponse["perspective"] {
  if (!perspective) return null;
  const { deck, index, reversed } = perspective;
  const slug = deckOf(deck)[index];
  if (!slug) throw new Error(`No ${deck} item ${index}`);
  const item =
    deck === "tarot"
      ? (({ name, keywords }) => ({ name, keywords: reversed ? keywords.reversed : keywords.upright }))(tarotCard(slug))
      : (({ name, keywords }) => ({ name, keywords: (reversed && keywords.merkstave) || keywords.upright }))(
          rune(slug),
        );
  const { keywords } = item;
  const name = reversed ? fillWords(words.reversed[deck], { name: item.name }) : item.name;
  const line = fillWords(words.perspective[(index + (reversed ? 1 : 0)) % words.perspective.length]!, {
    item: name,
    keywords: keywords.slice(0, 3).join(", "),
  });
  return { deck, index, key: slug, name: item.name, reversed, line };
}

/** A stored decision in words, as its seeker reads it. */
function compassView(row: CastRow): CompassResponse {
  const payload = compassPayloadSchema.parse(row.payload);
  const described = describeDecision(payload, words);
  const perspective = perspectiveOf(payload.perspective);
  return {
    id: row.id,
    tool: "compass",
    situation: row.situation,
    question: row.question,
    ...described,
    values: payload.values,
    scores: payload.scores,
    perspective,
    perspectiveNote: words.perspectiveNote,
    sections: perspective
      ? [...described.sections, { heading: words.headings.perspective, text: perspective.line }]
      : described.sections,
    enhancedText: row.enhancedText,
    enhancedBy: row.enhancedText && row.enhancedBy ? { kind: row.enhancedBy, model: row.enhancedModel } : null,
    fairness: revealedSeedsOf(row),
    shareUrl: shareUrlFor(row.shareId),
    createdAt: row.createdAt.toISOString(),
  };
}

/** The perspective drawn for a request: from the commitment and the seeker's seed, else from random bytes. */
async function drawFor(
  context: Omit<Parameters<typeof findOpenCommitment>[0], "commitmentId">,
  deck: PerspectiveDeck,
  request: CompassParsedRequest,
): Promise<{ item: DrawnItem; seeds: { serverSeed: string; serverSeedHash: string; clientSeed: string } | null }> {
  if (request.commitmentId && request.clientSeed) {
    const commitment = await findOpenCommitment({ ...context, commitmentId: request.commitmentId });
    return {
      item: await fromSeeds(commitment.serverSeed, request.clientSeed, (next) => drawPerspective(deck, next)),
      seeds: {
        serverSeed: commitment.serverSeed,
        serverSeedHash: commitment.serverSeedHash,
        clientSeed: request.clientSeed,
      },
    };
  }
  return { item: drawPerspective(deck, () => randomBytes(1)[0]!), seeds: null };
}

/**
 * The Decision Compass (docs/ARCHITECTURE.md, "The Decision Compass"): a saved decision is the seeker's
 * options, values, weights, scores, regret answer and coin, weighed again here by the pure rule in
 * src/shared/compass/, with the decision sentence as the reading's question (so the journal follows it up)
 * and an optional perspective card or rune drawn on a fairness commitment. Every text the seeker wrote
 * passes the crisis detector first. It does not use the daily cap.
 */
export const compassOracle: ServerOracle<CompassResponse, SharedCompass> = {
  spec: COMPASS_ORACLE,
  requestSchema: ORACLE_API_SCHEMAS.compass.request,
  resultSchema: ORACLE_API_SCHEMAS.compass.result,
  viewSchema: ORACLE_API_SCHEMAS.compass.view,
  sharedSchema: ORACLE_API_SCHEMAS.compass.shared,

  async make(context, body) {
    const request = body as CompassParsedRequest;
    for (const text of [request.question, ...request.options, ...request.values.map((value) => value.name)]) {
      refuseQuestionNeedingHelp(text);
    }
    const drawn = request.perspective === "none" ? null : await drawFor(context, request.perspective, request);
    const { row, rewards } = await recordReading({
      ...context,
      reading: {
        tool: "compass",
        situation: "guidance",
        question: request.question,
        commitmentId: drawn?.seeds ? request.commitmentId : undefined,
        payload: {
          options: request.options,
          values: request.values,
          scores: request.scores,
          regret: request.regret,
          coin: request.coin,
          perspective: drawn && request.perspective !== "none" ? { deck: request.perspective, ...drawn.item } : null,
        } satisfies CompassPayload,
        values: drawn?.seeds ?? {},
      },
    });
    return { isNew: true, body: { ...compassView(row), rewards } };
  },

  view: async (row) => compassView(row),

  history: (decision) => ({
    diceValues: null,
    spread: null,
    spreadName: null,
    title: fillWords(reflection.share.historyTitle, { title: decision.title }),
    items: decision.perspective
      ? [{ key: decision.perspective.key, name: decision.perspective.name, reversed: decision.perspective.reversed }]
      : [],
    summary: decision.headline,
  }),

  enhancement: (decision, userId) => ({
    reader: reflection.reader,
    request: {
      oracle: "compass",
      reflectsOwnWeights: true,
      options: decision.options,
      values: decision.values,
      lead: decision.lead,
      regret: decision.regret,
      coin: decision.coin,
      gut: decision.gut,
      perspective: decision.perspective
        ? { name: decision.perspective.name, reversed: decision.perspective.reversed, note: decision.perspectiveNote }
        : null,
      userId,
    },
    // Tier 1 the weights; 2 how regret and gut sit with them; 3 the perspective; more questions at 3 and 5.
    compose: ({ tier, random }) => {
      const index = Math.min(Math.max(tier, 1), QUESTIONS_BY_TIER.length) - 1;
      const blocks = [
        pick(reflection.openings, random),
        heading(reflection.headings.weights),
        `${decision.headline} ${pick(reflection.weightsNotes, random)}`,
      ];
      if (tier >= 2) {
        const apart = [decision.regret.signal, decision.gut].includes("other-way");
        blocks.push(
          heading(reflection.headings.signals),
          `${decision.sections[2]?.text ?? ""} ${decision.sections[3]?.text ?? ""} ${apart ? reflection.agreementNotes.apart : reflection.agreementNotes.together}`.trim(),
        );
      }
      if (tier >= 3 && decision.perspective) {
        blocks.push(
          heading(reflection.headings.perspective),
          `${decision.perspective.line} ${decision.perspectiveNote}`,
        );
      }
      const questions = pickSome(reflection.questions, QUESTIONS_BY_TIER[index]!, random);
      blocks.push(heading(reflection.headings.questions), questions.map((line, at) => `${at + 1}. ${line}`).join("\n"));
      blocks.push(pick(reflection.blessings, random));
      return blocks.join("\n\n");
    },
  }),

  // The decision sentence, the values and the reasons stay the seeker's: the options, shares and card go.
  shared: ({ tool, situation, title, headline, options, lead, perspective, perspectiveNote, sections }) => ({
    tool,
    situation,
    question: null,
    title,
    headline,
    options: options.map(({ name, share }) => ({ name, share })),
    lead,
    perspective,
    perspectiveNote,
    sections: [sections[0]!, ...(perspective ? [{ heading: words.headings.perspective, text: perspective.line }] : [])],
  }),

  card: (decision, site) => ({
    layout: "text",
    content: {
      kicker: words.name,
      title: decision.title,
      situation: decision.situation,
      question: null,
      sentence: decision.headline,
      site,
    },
  }),

  preview: (decision) => ({
    title: fillWords(reflection.share.previewTitle, { title: decision.title }),
    description: decision.headline,
  }),

  exportSection: "readings",
  exportRow: ({ shareUrl: _shareUrl, ...decision }, row) => ({ ...decision, enhancedAt: row.enhancedAt }),
};

import { sharingWords } from "../../../content/site/sharing";
import { voiceWords } from "../../../content/oracle/composer/voice";
import { ORACLE_READERS } from "../../../content/oracle/readers";
import type { CastRequest, CastResponse, SharedDiceReading } from "../../shared/api/casts";
import { ORACLE_API_SCHEMAS } from "../../shared/api/oracle-schemas";
import { FACE_NAMES } from "../../shared/dice";
import type { EnhancementRequest } from "../../shared/oracle";
import { DICE_ORACLE } from "../../shared/oracles/builtin";
import { interpretationFor, SITUATION_LABELS } from "../../shared/situations";
import { fillWords, firstSentence } from "../../shared/text";
import { verdictOf } from "../../shared/verdict";
import { revealedSeedsOf } from "../features/reading-engine";
import { AppError } from "../http/errors";
import { composeEnhancement, composeTierSections } from "./composer";
import { castDice, castResponse, diceValuesOf } from "./dice/dice.service";
import { diceJournal } from "./dice/dice-journal";
import type { ServerOracle } from "./types";

/** The Dice Oracle: three dice cast for a situation, read from the 216 texts. */
export const diceOracle: ServerOracle<CastResponse, SharedDiceReading> = {
  spec: DICE_ORACLE,
  requestSchema: ORACLE_API_SCHEMAS.dice.request,
  resultSchema: ORACLE_API_SCHEMAS.dice.result,
  viewSchema: ORACLE_API_SCHEMAS.dice.view,
  sharedSchema: ORACLE_API_SCHEMAS.dice.shared,

  async make(context, body) {
    const { situation, avoid, question, commitmentId, clientSeed, dice, source } = body as CastRequest;
    const cast = await castDice({
      ...context,
      situation,
      avoid,
      question,
      commitment: commitmentId && clientSeed ? { id: commitmentId, clientSeed } : undefined,
      physicalDice: source === "physical" ? dice : undefined,
    });
    return { isNew: true, body: cast };
  },

  async view(row, { readings }) {
    const reading = await readings.findByDice(diceValuesOf(row));
    if (!reading) throw new AppError("reading_not_found", "No reading found for this combination");
    return castResponse(row, reading);
  },

  history: (cast) => ({
    diceValues: cast.diceValues,
    spread: null,
    spreadName: null,
    title: null,
    items: [],
    summary: firstSentence(cast.interpretation),
  }),

  enhancement: (cast, userId) => ({
    reader: ORACLE_READERS.dice,
    request: {
      diceValues: cast.diceValues.replaceAll("-", ","),
      situation: cast.situation,
      interpretation: cast.interpretation,
      timingPrediction: cast.reading.timingPrediction,
      yesNoAnswer: cast.reading.yesNoAnswer,
      totalSumInterpretation: cast.reading.totalSumInterpretation,
      userId,
    } satisfies EnhancementRequest,
    compose: ({ tier, question, random }) =>
      composeEnhancement({ reading: cast.reading, situation: cast.situation, tier, question, random }),
    // The dice's tier sections follow a provider's text: their timing keeps the reading's own rule.
    afterProvider: ({ tier, random }) => {
      const sections = composeTierSections({ reading: cast.reading, situation: cast.situation, tier, random });
      return sections ? `${voiceWords.oracleSectionsNote}\n\n${sections}` : null;
    },
  }),

  shared: (cast) => ({
    tool: "dice",
    situation: cast.situation,
    dice: cast.dice,
    question: cast.question,
    interpretation: interpretationFor(cast.reading, cast.situation),
    timingPrediction: cast.reading.timingPrediction,
    yesNoAnswer: cast.reading.yesNoAnswer,
    totalSumInterpretation: cast.reading.totalSumInterpretation,
  }),

  card: (shared, site) => ({
    layout: "dice",
    content: {
      situation: shared.situation,
      dice: shared.dice,
      question: shared.question,
      sentence: firstSentence(shared.interpretation),
      verdict: verdictOf(shared.yesNoAnswer),
      site,
    },
  }),

  preview: (shared) => ({
    title: fillWords(sharingWords.preview.title, {
      situation: SITUATION_LABELS[shared.situation],
      red: FACE_NAMES[shared.dice.red - 1] ?? shared.dice.red,
      white: FACE_NAMES[shared.dice.white - 1] ?? shared.dice.white,
      green: FACE_NAMES[shared.dice.green - 1] ?? shared.dice.green,
    }),
    description: firstSentence(shared.interpretation),
  }),

  exportSection: "casts",
  exportRow: (cast, row) => ({
    id: cast.id,
    situation: cast.situation,
    diceValues: cast.diceValues,
    interpretation: cast.interpretation,
    timingPrediction: cast.reading.timingPrediction,
    yesNoAnswer: cast.reading.yesNoAnswer,
    totalSumInterpretation: cast.reading.totalSumInterpretation,
    enhancedText: row.enhancedText,
    enhancedAt: row.enhancedAt,
    question: row.question,
    source: row.source,
    fairness: revealedSeedsOf(row),
    /** Who wrote the enhanced text: "oracle" (the built-in Oracle's voice) or "ai" with its model. */
    enhancedBy: row.enhancedBy,
    enhancedModel: row.enhancedModel,
    createdAt: row.createdAt,
  }),

  journal: diceJournal,
};

import { randomInt } from "node:crypto";
import type { Logger } from "pino";
import type { CastResponse } from "../../../shared/api/casts";
import type { CastRewards } from "../../../shared/api/me";
import type { CastSource } from "../../../shared/cast";
import { drawRoll, formatDice, parseDice, type DiceRoll, type DrawResult, type FaceSource } from "../../../shared/dice";
import { rollFromSeeds, type RevealedSeeds } from "../../../shared/fairness";
import type { Reading } from "../../../shared/reading";
import { dicePayloadSchema, type DicePayload } from "../../../shared/oracles/payloads";
import { interpretationFor, type Situation } from "../../../shared/situations";
import type { Database } from "../../db/client";
import { AppError } from "../../http/errors";
import { findOpenCommitment } from "../../features/fairness";
import type { ReadingCatalogue } from "../../features/dice-texts";
import {
  recordReading,
  refuseQuestionNeedingHelp,
  revealedSeedsOf,
  shareUrlFor,
  type CastRow,
} from "../../features/reading-engine";

const rollFace: FaceSource = () => randomInt(1, 7);

export interface CastDiceOptions {
  /** The cast's time: the server's clock (tests move it across day boundaries). */
  now: Date;
  db: Database;
  readings: ReadingCatalogue;
  logger: Logger;
  userId: string;
  situation: Situation;
  /** The last roll shown (`r-w-g`): the server will not repeat it (docs/product.md, 'The cast'). */
  avoid?: string;
  /** The seeker's question, stored with the cast (blank is none). */
  question?: string;
  /**
   * A fairness commitment of the user's and the seeker's client seed: the dice follow from the committed
   * server seed and the client seed (src/shared/fairness.ts), and the cast reveals both.
   */
  commitment?: { id: string; clientSeed: string };
  /** The faces of the seeker's own dice (`r-w-g`): a "physical" cast, which the server does not roll. */
  physicalDice?: string;
  nextFace?: FaceSource;
}

/** Where a cast's dice come from, and what it reveals about them. */
interface CastDice {
  roll: DiceRoll;
  source: CastSource;
  /** The commitment taken by the cast and its revealed values, for a committed roll. */
  committed: { commitmentId: string; seeds: RevealedSeeds } | null;
}

/** The cast's dice: the seeker's own, a roll from the committed seeds, or a plain server roll. */
async function castDiceFor(options: CastDiceOptions, now: Date): Promise<CastDice> {
  if (options.physicalDice) {
    const roll = parseDice(options.physicalDice);
    if (!roll) throw new AppError("bad_request", "Enter the faces of your three dice, like 3-1-5");
    return { roll, source: "physical", committed: null };
  }
  const avoid = options.avoid ? parseDice(options.avoid) : null;
  let draw: DrawResult;
  let committed: CastDice["committed"] = null;
  if (options.commitment) {
    const { clientSeed } = options.commitment;
    const commitment = await findOpenCommitment({
      db: options.db,
      userId: options.userId,
      commitmentId: options.commitment.id,
      now,
    });
    draw = await rollFromSeeds(commitment.serverSeed, clientSeed, avoid);
    committed = {
      commitmentId: commitment.id,
      seeds: { serverSeed: commitment.serverSeed, serverSeedHash: commitment.serverSeedHash, clientSeed },
    };
  } else {
    draw = drawRoll(options.nextFace ?? rollFace, avoid);
  }
  if (draw.isRepeatAccepted) {
    options.logger.warn(
      { diceValues: formatDice(draw.roll), attempts: draw.attempts },
      "roll repeated the previous roll after every re-roll attempt",
    );
  }
  return { roll: draw.roll, source: "oracle", committed };
}

/** Casts the three dice for a user and records the cast through the reading engine (./reading-engine.ts). */
export async function castDice(options: CastDiceOptions): Promise<CastResponse & { rewards: CastRewards }> {
  const { db, readings, userId, situation, now } = options;
  refuseQuestionNeedingHelp(options.question);
  const dice = await castDiceFor(options, now);
  const diceValues = formatDice(dice.roll);
  const reading = await readings.findByDice(diceValues);
  if (!reading) throw new AppError("reading_not_found", "No reading found for this combination");
  const { row, rewards } = await recordReading({
    db,
    userId,
    now,
    reading: {
      tool: "dice",
      situation,
      question: options.question?.trim() || null,
      commitmentId: dice.committed?.commitmentId,
      payload: { dice: diceValues } satisfies DicePayload,
      values: { source: dice.source, ...(dice.committed?.seeds ?? {}) },
    },
  });
  return { ...castResponse(row, reading), rewards };
}

/** A stored cast's roll (`r-w-g`), from its payload. */
export function diceValuesOf(row: CastRow): string {
  return dicePayloadSchema.parse(row.payload).dice;
}

/** A stored cast as the API answers it. */
export function castResponse(row: CastRow, reading: Reading): CastResponse {
  const diceValues = diceValuesOf(row);
  return {
    id: row.id,
    situation: row.situation,
    diceValues,
    dice: parseDice(diceValues)!,
    reading,
    interpretation: interpretationFor(reading, row.situation),
    enhancedText: row.enhancedText,
    enhancedBy: row.enhancedText && row.enhancedBy ? { kind: row.enhancedBy, model: row.enhancedModel } : null,
    question: row.question,
    source: row.source,
    fairness: revealedSeedsOf(row),
    shareUrl: shareUrlFor(row.shareId),
    createdAt: row.createdAt.toISOString(),
  };
}

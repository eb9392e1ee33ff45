import { randomInt } from "node:crypto";
import { and, eq } from "drizzle-orm";
import type { Logger } from "pino";
import type { CastResponse } from "../../../shared/api/casts";
import { drawRoll, formatDice, parseDice, type FaceSource } from "../../../shared/dice";
import { interpretationFor, type Situation } from "../../../shared/situations";
import type { Database } from "../../db/client";
import { casts } from "../../db/schema";
import { AppError } from "../../errors";
import type { ReadingCatalogue } from "../readings/readings.service";

const rollFace: FaceSource = () => randomInt(1, 7);

export interface CastDiceOptions {
  db: Database;
  readings: ReadingCatalogue;
  logger: Logger;
  userId: string;
  situation: Situation;
  /** The last roll shown (`r-w-g`): the server will not repeat it (spec §4). */
  avoid?: string;
  nextFace?: FaceSource;
}

/** Casts the three dice for a user, records the cast, and returns it with its reading. */
export async function castDice(options: CastDiceOptions): Promise<CastResponse> {
  const { db, readings, logger, userId, situation } = options;
  const draw = drawRoll(options.nextFace ?? rollFace, options.avoid ? parseDice(options.avoid) : null);
  const diceValues = formatDice(draw.roll);
  if (draw.isRepeatAccepted) {
    logger.warn({ diceValues, attempts: draw.attempts }, "roll repeated the previous roll after every re-roll attempt");
  }
  const reading = await readings.findByDice(diceValues);
  if (!reading) throw new AppError("reading_not_found", "No reading found for this combination");

  const [row] = await db.insert(casts).values({ userId, situation, diceValues, readingId: reading.id }).returning();
  return {
    id: row!.id,
    situation,
    diceValues,
    dice: draw.roll,
    reading,
    interpretation: interpretationFor(reading, situation),
    enhancedText: row!.enhancedText,
    createdAt: row!.createdAt.toISOString(),
  };
}

/** One of the user's own casts; another user's cast is reported as not found. */
export async function getCast(options: {
  db: Database;
  readings: ReadingCatalogue;
  userId: string;
  castId: string;
}): Promise<CastResponse> {
  const [row] = await options.db
    .select()
    .from(casts)
    .where(and(eq(casts.id, options.castId), eq(casts.userId, options.userId)));
  if (!row) throw new AppError("not_found", "That reading was not found");
  const reading = await options.readings.findByDice(row.diceValues);
  if (!reading) throw new AppError("reading_not_found", "No reading found for this combination");
  return {
    id: row.id,
    situation: row.situation,
    diceValues: row.diceValues,
    dice: parseDice(row.diceValues)!,
    reading,
    interpretation: interpretationFor(reading, row.situation),
    enhancedText: row.enhancedText,
    createdAt: row.createdAt.toISOString(),
  };
}

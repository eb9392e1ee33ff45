import { randomBytes } from "node:crypto";
import { and, eq, inArray } from "drizzle-orm";
import type { DrawRequest, DrawResponse, DrawResult } from "../../../shared/api/draws";
import { drawFromSeeds, drawSpread, type DrawnItem } from "../../../shared/draws/draw-fairness";
import { deckOf, DRAW_TOOLS, spreadSize, type DrawTool } from "../../../shared/draws/spreads";
import { FAIRNESS_ALGORITHM } from "../../../shared/fairness";
import type { Database } from "../../db/client";
import { casts } from "../../db/schema";
import { AppError } from "../../http/errors";
import { findOpenCommitment } from "../fairness";
import { drawnItemViews, drawSynthesis, spreadName } from "./draw-view";
import { recordReading, refuseQuestionNeedingHelp, shareUrlFor, type CastRow } from "./reading-engine";

/**
 * A tarot spread or a rune cast: drawn by the rule of src/shared/draws/draw-fairness.ts from a fairness
 * commitment and the seeker's client seed (revealed with the reading), or, without one, from the
 * server's own random bytes; then recorded through the reading engine like a dice cast.
 */

/** Random bytes handed out one at a time, refilled as the draw reads them. */
function randomByteSource(): () => number {
  let bytes = randomBytes(128);
  let next = 0;
  return () => {
    if (next >= bytes.length) {
      bytes = randomBytes(128);
      next = 0;
    }
    return bytes[next++]!;
  };
}

export async function drawReading(options: {
  db: Database;
  userId: string;
  request: DrawRequest;
  /** The draw's time: the server's clock. */
  now: Date;
}): Promise<DrawResult> {
  const { db, userId, request, now } = options;
  refuseQuestionNeedingHelp(request.question);
  let items: DrawnItem[];
  let seeds: { serverSeed: string; serverSeedHash: string; clientSeed: string } | null = null;
  if (request.commitmentId && request.clientSeed) {
    const commitment = await findOpenCommitment({ db, userId, commitmentId: request.commitmentId, now });
    items = await drawFromSeeds(commitment.serverSeed, request.clientSeed, request.tool, request.spread);
    seeds = {
      serverSeed: commitment.serverSeed,
      serverSeedHash: commitment.serverSeedHash,
      clientSeed: request.clientSeed,
    };
  } else {
    items = drawSpread(request.tool, request.spread, randomByteSource());
  }
  const { row, rewards } = await recordReading({
    db,
    userId,
    now,
    reading: {
      tool: request.tool,
      situation: request.situation,
      question: request.question?.trim() || null,
      spreadSize: spreadSize(request.spread),
      commitmentId: seeds ? request.commitmentId : undefined,
      values: {
        spread: request.spread,
        spreadVariant: request.spread === "three-card" ? (request.variant ?? "past-present-future") : null,
        items,
        ...(seeds ?? {}),
      },
    },
  });
  return { ...drawResponse(row), rewards };
}

/** A stored draw as the API answers it. */
export function drawResponse(row: CastRow): DrawResponse {
  if ((row.tool !== "tarot" && row.tool !== "runes") || !row.spread || !row.items) {
    throw new Error(`Cast ${row.id} is not a draw`);
  }
  const tool: DrawTool = row.tool;
  const subject = {
    tool,
    spread: row.spread,
    variant: row.spreadVariant,
    situation: row.situation,
    items: row.items,
  };
  return {
    id: row.id,
    tool,
    spread: row.spread,
    spreadName: spreadName(row.spread),
    situation: row.situation,
    question: row.question,
    items: drawnItemViews(subject),
    synthesis: drawSynthesis(subject),
    enhancedText: row.enhancedText,
    enhancedBy: row.enhancedText && row.enhancedBy ? { kind: row.enhancedBy, model: row.enhancedModel } : null,
    fairness:
      row.serverSeed && row.serverSeedHash && row.clientSeed
        ? {
            algorithm: FAIRNESS_ALGORITHM,
            serverSeed: row.serverSeed,
            serverSeedHash: row.serverSeedHash,
            clientSeed: row.clientSeed,
            deckSize: deckOf(tool).length,
          }
        : null,
    shareUrl: shareUrlFor(row.shareId),
    createdAt: row.createdAt.toISOString(),
  };
}

/** One of the user's own draws; another user's, a dice cast or a ritual is reported as not found. */
export async function getDraw(options: { db: Database; userId: string; drawId: string }): Promise<DrawResponse> {
  const [row] = await options.db
    .select()
    .from(casts)
    .where(and(eq(casts.id, options.drawId), eq(casts.userId, options.userId), inArray(casts.tool, DRAW_TOOLS)));
  if (!row) throw new AppError("not_found", "That reading was not found");
  return drawResponse(row);
}

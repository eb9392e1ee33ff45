import { randomBytes } from "node:crypto";
import type { DrawRequest, DrawResponse, DrawResult } from "../../../shared/api/draws";
import { drawFromSeeds, drawSpread, type DrawnItem } from "../../../shared/draws/draw-fairness";
import { deckOf, spreadSize, type DrawTool } from "../../../shared/draws/spreads";
import { drawPayloadSchema, type DrawPayload } from "../../../shared/oracles/payloads";
import type { Database } from "../../db/client";
import { findOpenCommitment } from "../../features/fairness";
import { drawnItemViews, drawSynthesis, spreadName } from "./draw-view";
import {
  recordReading,
  refuseQuestionNeedingHelp,
  revealedSeedsOf,
  shareUrlFor,
  type CastRow,
} from "../../features/reading-engine";

/**
 * A tarot spread or a rune cast: drawn by the rule of src/shared/draws/draw-fairness.ts from a fairness
 * commitment and the seeker's client seed (revealed with the reading), or, without one, from the
 * server's own random bytes; or laid by the seeker from their own deck (`source: "physical"`, no fairness);
 * then recorded through the reading engine like a dice cast.
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
  const isPhysical = request.source === "physical" && request.items !== undefined;
  if (isPhysical) {
    // The seeker's own deck, in position order: the request's schema checked every key and way up.
    const deck = deckOf(request.tool);
    items = request.items!.map(({ key, reversed }) => ({ index: deck.indexOf(key), reversed }));
  } else if (request.commitmentId && request.clientSeed) {
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
      payload: {
        spread: request.spread,
        ...(request.spread === "three-card" ? { variant: request.variant ?? "past-present-future" } : {}),
        items,
      } satisfies DrawPayload,
      values: isPhysical ? { source: "physical" } : (seeds ?? {}),
    },
  });
  return { ...drawResponse(row, request.tool), rewards };
}

/** A stored draw as the API answers it. */
export function drawResponse(row: CastRow, tool: DrawTool): DrawResponse {
  const payload = drawPayloadSchema.parse(row.payload);
  const seeds = revealedSeedsOf(row);
  const subject = {
    tool,
    spread: payload.spread,
    variant: payload.variant ?? null,
    situation: row.situation,
    items: payload.items,
  };
  return {
    id: row.id,
    tool,
    spread: payload.spread,
    spreadName: spreadName(payload.spread),
    situation: row.situation,
    question: row.question,
    items: drawnItemViews(subject),
    synthesis: drawSynthesis(subject),
    enhancedText: row.enhancedText,
    enhancedBy: row.enhancedText && row.enhancedBy ? { kind: row.enhancedBy, model: row.enhancedModel } : null,
    source: row.source,
    fairness: seeds && { ...seeds, deckSize: deckOf(tool).length },
    shareUrl: shareUrlFor(row.shareId),
    createdAt: row.createdAt.toISOString(),
  };
}

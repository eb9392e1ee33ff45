import { z } from "zod";
import { enhancedBySchema } from "./casts";
import { castRewardsSchema } from "./me";
import { FAIRNESS_ALGORITHM } from "../fairness";
import { SITUATIONS } from "../situations";
import {
  DRAW_TOOLS,
  POSITIONS,
  SPREADS,
  THREE_CARD_VARIANTS,
  isSpreadOf,
  type DrawTool,
  type Spread,
} from "../draws/spreads";
import { checkSealPair, readingRequestParts } from "../oracles/request-parts";

/**
 * POST /api/draws: a tarot spread or a rune cast, drawn by the server, from a fairness commitment when
 * `commitmentId` and `clientSeed` come together (the same commitments as the dice). `variant` names the
 * three-card spread's positions (past · present · future, the default, or situation · action · outcome).
 */
const spreadFields = {
  spread: z.enum(SPREADS, { error: "Choose one of the oracle's spreads" }),
  variant: z.enum(THREE_CARD_VARIANTS).optional(),
  ...readingRequestParts,
};

/** A spread fits its oracle; only the three-card spread has a variant; a commitment comes with a seed. */
function checkSpread(
  request: { tool: DrawTool; spread: Spread; variant?: string | undefined } & Parameters<typeof checkSealPair>[0],
  context: z.RefinementCtx,
): void {
  if (!isSpreadOf(request.tool, request.spread)) {
    const message =
      request.tool === "tarot"
        ? "Tarot spreads are one-card, three-card and celtic-cross"
        : "Rune casts are single, three-norns and five-rune-cross";
    context.addIssue({ code: "custom", path: ["spread"], message });
  }
  if (request.variant && request.spread !== "three-card") {
    context.addIssue({ code: "custom", path: ["variant"], message: "Only the three-card spread has a variant" });
  }
  checkSealPair(request, context);
}

export const drawRequestSchema = z
  .object({ tool: z.enum(DRAW_TOOLS, { error: 'The oracle is "tarot" or "runes"' }), ...spreadFields })
  .strict()
  .superRefine(checkSpread);
export type DrawRequest = z.infer<typeof drawRequestSchema>;

/** A drawn card or rune in its position, with its meaning for the reading's situation. */
const drawnItemSchema = z
  .object({
    /** The item's place in the deck's canonical order (src/shared/draws/decks.ts). */
    index: z.number().int(),
    /** Its slug: the library page is /tarot/cards/<key> or /runes/<key>. */
    key: z.string(),
    name: z.string(),
    position: z.enum(POSITIONS),
    positionLabel: z.string(),
    reversed: z.boolean(),
    keywords: z.array(z.string()),
    /**
     * The item read in its position: one sentence joining the position's question to the item, in the
     * position's tense ("As the recent past, the reversed King of Cups speaks of …"), shown before its meaning.
     */
    inPosition: z.string(),
    /** The card's or rune's meaning (upright or reversed) read for the situation. */
    meaning: z.string(),
  })
  .meta({ id: "DrawnItem" });
export type DrawnItemView = z.infer<typeof drawnItemSchema>;

/** The revealed values of a committed draw, and the deck's size: enough to recompute the items. */
const drawFairnessSchema = z
  .object({
    algorithm: z.literal(FAIRNESS_ALGORITHM),
    serverSeed: z.string(),
    serverSeedHash: z.string(),
    clientSeed: z.string(),
    deckSize: z.number().int(),
  })
  .meta({ id: "DrawFairness" });

export const drawResponseSchema = z
  .object({
    id: z.string(),
    tool: z.enum(DRAW_TOOLS),
    spread: z.enum(SPREADS),
    spreadName: z.string(),
    situation: z.enum(SITUATIONS),
    question: z.string().nullable(),
    items: z.array(drawnItemSchema),
    /** The reading across the spread: the relations between its positions, then its balance, a paragraph. */
    synthesis: z.string(),
    enhancedText: z.string().nullable(),
    enhancedBy: enhancedBySchema.nullable(),
    fairness: drawFairnessSchema.nullable(),
    shareUrl: z.string().nullable(),
    createdAt: z.string(),
  })
  .meta({ id: "Draw" });
export type DrawResponse = z.infer<typeof drawResponseSchema>;

/** POST /api/readings/tarot or /runes: a spread of that oracle (the oracle is the path's, not the body's). */
export function spreadRequestSchemaOf(tool: DrawTool) {
  return z
    .object(spreadFields)
    .strict()
    .superRefine((request, context) => checkSpread({ ...request, tool }, context))
    .meta({ id: tool === "tarot" ? "TarotRequest" : "RunesRequest" });
}

/** POST /api/draws also reports what the draw earned, like a cast. */
export const drawResultSchema = drawResponseSchema.extend({ rewards: castRewardsSchema }).meta({ id: "DrawResult" });
export type DrawResult = z.infer<typeof drawResultSchema>;

/** A shared card or rune: where it lies in the spread, which way up, and its meaning for the situation. */
const sharedDrawItemSchema = z
  .object({
    /** Its slug (the art and the library page are found by it). */
    key: z.string(),
    name: z.string(),
    position: z.enum(POSITIONS),
    positionLabel: z.string(),
    reversed: z.boolean(),
    /** The item read in its position (as in the reading), before its meaning. */
    inPosition: z.string(),
    meaning: z.string(),
  })
  .meta({ id: "SharedDrawItem" });
export type SharedDrawItem = z.infer<typeof sharedDrawItemSchema>;

/** A shared tarot spread or rune cast: the spread, the question, the items in place and the synthesis. */
export const sharedDrawSchema = z
  .object({
    tool: z.enum(DRAW_TOOLS),
    spread: z.enum(SPREADS),
    spreadName: z.string(),
    situation: z.enum(SITUATIONS),
    question: z.string().nullable(),
    items: z.array(sharedDrawItemSchema),
    synthesis: z.string(),
  })
  .meta({ id: "SharedDraw" });
export type SharedDraw = z.infer<typeof sharedDrawSchema>;

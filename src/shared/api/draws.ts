import { z } from "zod";
import { enhancedBySchema } from "./casts";
import { castRewardsSchema } from "./me";
import { CAST_SOURCES } from "../cast";
import { FAIRNESS_ALGORITHM } from "../fairness";
import { SITUATIONS } from "../situations";
import {
  DRAW_TOOLS,
  POSITIONS,
  SPREADS,
  THREE_CARD_VARIANTS,
  canReverse,
  deckOf,
  isSpreadOf,
  spreadSize,
  type DrawTool,
  type Spread,
} from "../draws/spreads";
import { checkSealPair, readingRequestParts } from "../oracles/request-parts";

/**
 * POST /api/draws: a tarot spread or a rune cast, drawn by the server, from a fairness commitment when
 * `commitmentId` and `clientSeed` come together (the same commitments as the dice). `variant` names the
 * three-card spread's positions (past · present · future, the default, or situation · action · outcome).
 * With `source: "physical"`, the seeker drew from their own deck: `items` are the cards or runes they laid,
 * in position order, each with its slug and which way up it lay; the server draws nothing and proves nothing.
 */
const spreadFields = {
  spread: z.enum(SPREADS, { error: "Choose one of the oracle's spreads" }),
  variant: z.enum(THREE_CARD_VARIANTS).optional(),
  ...readingRequestParts,
  source: z.enum(CAST_SOURCES, { error: 'The source is "oracle" or "physical"' }).optional(),
  items: z
    .array(
      z
        .object({
          key: z.string().max(64, "A card's or rune's key is its slug, like the-tower or fehu"),
          reversed: z.boolean({ error: "Say whether it lay reversed (true or false)" }),
        })
        .strict(),
    )
    .max(10, "A spread has at most ten positions")
    .optional(),
};

const DECK_WORDS: Record<DrawTool, { item: string; items: string; deck: string; reversed: string }> = {
  tarot: { item: "card", items: "cards", deck: "the tarot deck", reversed: "reversed" },
  runes: { item: "rune", items: "runes", deck: "the Elder Futhark", reversed: "merkstave" },
};

/** A draw from the seeker's own deck: its items, each of the deck, once each, as many as the spread holds. */
function checkOwnDraw(
  request: {
    tool: DrawTool;
    spread: Spread;
    source?: string | undefined;
    items?: { key: string; reversed: boolean }[] | undefined;
  } & Parameters<typeof checkSealPair>[0],
  context: z.RefinementCtx,
): void {
  const words = DECK_WORDS[request.tool];
  const isPhysical = request.source === "physical";
  if (isPhysical && !request.items) {
    context.addIssue({
      code: "custom",
      path: ["items"],
      message: `Enter the ${words.items} you drew, in position order`,
    });
  }
  if (request.items && !isPhysical) {
    context.addIssue({
      code: "custom",
      path: ["source"],
      message: `${words.items[0]!.toUpperCase()}${words.items.slice(1)} you drew yourself need source "physical"`,
    });
  }
  if (isPhysical && (request.commitmentId || request.clientSeed)) {
    context.addIssue({
      code: "custom",
      path: ["source"],
      message: "A draw from your own deck needs no commitment or client seed",
    });
  }
  if (!request.items || !isSpreadOf(request.tool, request.spread)) return;
  const size = spreadSize(request.spread);
  if (request.items.length !== size) {
    context.addIssue({
      code: "custom",
      path: ["items"],
      message: `This spread has ${size} ${size === 1 ? "position" : "positions"}: enter ${size} ${size === 1 ? words.item : words.items}, one for each`,
    });
  }
  const deck = deckOf(request.tool);
  const seen = new Set<string>();
  request.items.forEach((item, position) => {
    const index = deck.indexOf(item.key);
    if (index < 0) {
      context.addIssue({
        code: "custom",
        path: ["items", position, "key"],
        message: `"${item.key}" is not a ${words.item} of ${words.deck}`,
      });
      return;
    }
    if (seen.has(item.key)) {
      context.addIssue({
        code: "custom",
        path: ["items", position, "key"],
        message: `"${item.key}" is in the spread twice: a deck holds each ${words.item} once`,
      });
    }
    seen.add(item.key);
    if (item.reversed && !canReverse(request.tool, index)) {
      context.addIssue({
        code: "custom",
        path: ["items", position, "reversed"],
        message: `"${item.key}" looks the same either way up: it cannot lie ${words.reversed}`,
      });
    }
  });
}

/** A spread fits its oracle; only the three-card spread has a variant; a commitment comes with a seed. */
function checkSpread(
  request: { tool: DrawTool; spread: Spread; variant?: string | undefined } & Parameters<typeof checkOwnDraw>[0],
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
  checkOwnDraw(request, context);
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
    /** "oracle": the server drew; "physical": the seeker drew from their own deck and entered the items. */
    source: z.enum(CAST_SOURCES),
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

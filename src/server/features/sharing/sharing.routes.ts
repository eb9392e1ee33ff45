import { Hono, type Context } from "hono";
import { z } from "zod";
import { castIdParamsSchema, castShareResponseSchema } from "../../../shared/api/casts";
import { castShareStateSchema, shareIdParamsSchema, sharedReadingSchema } from "../../../shared/api/sharing";
import type { AppEnv } from "../../http/app-env";
import { AppError } from "../../http/errors";
import {
  apiRoute,
  createRouter,
  createSignedInRouter,
  errorResponses,
  jsonResponse,
  SIGNED_IN,
} from "../../http/openapi";
import { rateLimitPerAccount } from "../../http/rate-limit";
import type { Authenticate } from "../../http/require-user";
import type { Clock } from "../../clock";
import type { RenderedCard } from "../cards";
import {
  findSharedReading,
  renderOwnCard,
  renderSharedCard,
  shareCast,
  shareLinkOf,
  stopSharing,
  type SharingDeps,
} from "./sharing.service";

export interface SharingRouteServices extends SharingDeps {
  account: { authenticate: Authenticate };
  clock: Clock;
  limits: { cardImagesPerMinute: number };
}

const png = {
  "image/png": { schema: z.string().meta({ format: "binary", description: "A 1200×630 PNG" }) },
};

const castImage = apiRoute({
  method: "get",
  path: "/{id}/image.png",
  operationId: "getCastImage",
  tags: ["Sharing"],
  summary: "The reading's picture card",
  description:
    "A 1200×630 PNG of one of the seeker's readings of any oracle. A cast of the dice: situation, dice, faces, question, the interpretation's first sentence and the yes/no verdict; a tarot spread or rune cast: the items' art in their order, their names and positions (up to five), the spread's name, the situation, the question and the synthesis's first sentence. Kept privately by the browser and revalidated by its `ETag` (`If-None-Match` answers 304). Drawing a card is costly: an account may ask for a few a minute (`CARD_IMAGES_LIMIT_PER_MINUTE`, 10), then 429 with `Retry-After`.",
  security: SIGNED_IN,
  request: { params: castIdParamsSchema },
  responses: {
    200: { description: "The card", content: png },
    304: { description: "The card the browser holds is current" },
    ...errorResponses(404, 429),
  },
});

const shareState = apiRoute({
  method: "get",
  path: "/{id}/share",
  operationId: "getCastShare",
  tags: ["Sharing"],
  summary: "Whether a reading is shared",
  description:
    "The public link of one of the seeker's readings of any oracle (dice, tarot or runes) while it is shared, else `url: null`.",
  security: SIGNED_IN,
  request: { params: castIdParamsSchema },
  responses: {
    200: jsonResponse(castShareStateSchema, "The reading's link, or null"),
    ...errorResponses(404),
  },
});

const share = apiRoute({
  method: "post",
  path: "/{id}/share",
  operationId: "shareCast",
  tags: ["Sharing"],
  summary: "Share a reading by a public link",
  description:
    "Gives the reading (of any oracle) an unguessable public link, `/r/<shareId>` (128 random bits): 201 with the new link, or 200 with the link it already has. The page shows the reading (the dice, or the spread's cards or runes) and the question, never the seeker.",
  security: SIGNED_IN,
  request: { params: castIdParamsSchema },
  responses: {
    200: jsonResponse(castShareResponseSchema, "The reading was already shared: its link"),
    201: jsonResponse(castShareResponseSchema, "The reading is shared: its new link"),
    ...errorResponses(403, 404),
  },
});

const unshare = apiRoute({
  method: "delete",
  path: "/{id}/share",
  operationId: "stopSharingCast",
  tags: ["Sharing"],
  summary: "Stop sharing a reading",
  description:
    "The link and its card answer 404 from now on; sharing again later makes a new link. Also 204 when the reading was not shared.",
  security: SIGNED_IN,
  request: { params: castIdParamsSchema },
  responses: {
    204: { description: "The reading is not shared" },
    ...errorResponses(404),
  },
});

const sharedReading = apiRoute({
  method: "get",
  path: "/{shareId}",
  operationId: "getSharedReading",
  tags: ["Sharing"],
  summary: "A shared reading",
  description:
    "Public: what anyone with the link sees, without anything about the seeker: a cast of the dice (`tool: dice`) or a tarot spread or rune cast (`tool: tarot | runes`). 404 once sharing stopped. Revalidated on every use (`no-cache`), so a stopped share is gone at once.",
  request: { params: shareIdParamsSchema },
  responses: {
    200: jsonResponse(sharedReadingSchema, "The shared reading"),
    ...errorResponses(404),
  },
});

/** A card as PNG, or 304 when the browser's copy (`If-None-Match`) is this one. */
function sendCard(c: Context<AppEnv>, card: RenderedCard, cacheControl: string) {
  c.header("Cache-Control", cacheControl);
  c.header("ETag", card.etag);
  const held = c.req.header("if-none-match");
  if (held?.split(",").some((tag) => tag.trim().replace(/^W\//, "") === card.etag)) return c.body(null, 304);
  c.header("Content-Type", "image/png");
  return c.body(card.png as Uint8Array<ArrayBuffer>, 200);
}

/** /api/casts/{id}/image.png and /api/casts/{id}/share: the seeker's card and public link of a reading. */
export function createCastSharingRoutes(services: SharingRouteServices) {
  const limitCards = rateLimitPerAccount(services, {
    limit: services.limits.cardImagesPerMinute,
    windowMs: 60_000,
    message: "You have asked for many reading cards in a short time. Please wait a minute and try again.",
    name: "card-images",
  });
  return createSignedInRouter(services.account.authenticate)
    .openapi({ ...castImage, middleware: limitCards }, async (c) => {
      const card = await renderOwnCard(services, c.var.user.id, c.req.valid("param").id);
      // The seeker's own: only their browser may keep it, and it asks again each time.
      return sendCard(c, card, "private, no-cache");
    })
    .openapi(shareState, async (c) => {
      const url = await shareLinkOf(services.db, c.var.user.id, c.req.valid("param").id);
      c.header("Cache-Control", "private, no-cache");
      return c.json({ url }, 200);
    })
    .openapi(share, async (c) => {
      const { url, isNew } = await shareCast(services.db, c.var.user.id, c.req.valid("param").id);
      return isNew ? c.json({ url }, 201) : c.json({ url }, 200);
    })
    .openapi(unshare, async (c) => {
      await stopSharing(services.db, c.var.user.id, c.req.valid("param").id);
      return c.body(null, 204);
    });
}

/** /api/shares/{shareId}: a shared reading, for anyone with its link. */
export function createSharedReadingRoutes(services: SharingDeps) {
  return createRouter().openapi(sharedReading, async (c) => {
    const reading = await findSharedReading(services, c.req.valid("param").shareId);
    if (!reading) throw new AppError("not_found", "This reading is not shared");
    c.header("Cache-Control", "no-cache");
    return c.json(reading, 200);
  });
}

/**
 * /r/<shareId>.png: a shared reading's card, for link previews. Public and cacheable, but revalidated on
 * every use (`no-cache` and its `ETag`), so a stopped share answers 404 at once; other sites may show it.
 */
export function createSharedCardRoutes(services: SharingDeps) {
  return new Hono<AppEnv>().get("/r/:file{[A-Za-z0-9_-]{22}\\.png}", async (c) => {
    const card = await renderSharedCard(services, c.req.param("file").slice(0, -".png".length));
    if (!card) throw new AppError("not_found", "This reading is not shared");
    c.header("Cross-Origin-Resource-Policy", "cross-origin");
    c.header("X-Robots-Tag", "noindex");
    return sendCard(c, card, "public, no-cache");
  });
}

import { castIdParamsSchema } from "../../../shared/api/casts";
import {
  drawRequestSchema,
  drawResponseSchema,
  drawResultSchema,
  type DrawResponse,
  type DrawResult,
} from "../../../shared/api/draws";
import { DRAW_TOOLS } from "../../../shared/draws/spreads";
import { readingHistoryPageSchema, readingHistoryQuerySchema } from "../../../shared/api/me";
import type { Clock } from "../../clock";
import type { Database } from "../../db/client";
import { apiRoute, createSignedInRouter, errorResponses, jsonBody, jsonResponse, SIGNED_IN } from "../../http/openapi";
import type { Authenticate } from "../../http/require-user";
import type { ReadingCatalogue } from "../dice-texts";
import { makeReading, readOwnReading } from "./door";
import { listReadings } from "./history.service";

export interface DrawsRouteServices {
  db: Database;
  readings: ReadingCatalogue;
  account: { authenticate: Authenticate };
  clock: Clock;
}

const draw = apiRoute({
  method: "post",
  path: "/",
  operationId: "drawSpread",
  tags: ["Draws"],
  summary: "Draw a tarot spread or cast the runes",
  description:
    "Draws a spread of the tarot (`one-card`, `three-card`, `celtic-cross`) or the runes (`single`, `three-norns`, `five-rune-cross`) for a situation, and records it with what it earned, like a dice cast. With `commitmentId` (from `POST /api/fairness/commitments`) and a `clientSeed`, the deck is shuffled from the committed server seed and the client seed, and the answer's `fairness` reveals both with the deck's size (see /fairness); an unknown, another seeker's or already used commitment answers 404 `commitment_not_found`, an expired one 410 `commitment_expired`. A spread larger than the plan opens answers 403 `spread_not_in_plan`; the plan's daily cap, shared by every oracle, answers 429 `daily_limit_reached`. A question that says the seeker needs help is not read: 422 `needs_help` carries the help, and nothing is recorded or counted.",
  security: SIGNED_IN,
  request: { body: jsonBody(drawRequestSchema) },
  responses: {
    201: jsonResponse(drawResultSchema, "The draw, its reading and its rewards"),
    ...errorResponses(403, 404, 410, 422, 429),
  },
});

const oneDraw = apiRoute({
  method: "get",
  path: "/{id}",
  operationId: "getDraw",
  tags: ["Draws"],
  summary: "One of the seeker's tarot spreads or rune casts",
  security: SIGNED_IN,
  request: { params: castIdParamsSchema },
  responses: { 200: jsonResponse(drawResponseSchema, "The draw and its reading"), ...errorResponses(404) },
});

const history = apiRoute({
  method: "get",
  path: "/readings",
  operationId: "listReadings",
  tags: ["Draws"],
  summary: "The seeker's readings of every oracle, newest first",
  security: SIGNED_IN,
  request: { query: readingHistoryQuerySchema },
  responses: { 200: jsonResponse(readingHistoryPageSchema, "A page of readings and the cursor of the next") },
});

/** /api/draws: draw a spread of the tarot or the runes, and read one again (the draws' door of before). */
export function createDrawsRoutes(services: DrawsRouteServices) {
  return createSignedInRouter(services.account.authenticate)
    .openapi(draw, async (c) => {
      const body = c.req.valid("json");
      const made = await makeReading(services, { tool: body.tool, userId: c.var.user.id, body, logger: c.var.logger });
      return c.json(made.body as DrawResult, 201);
    })
    .openapi(oneDraw, async (c) => {
      const { id } = c.req.valid("param");
      const view = await readOwnReading(services, { userId: c.var.user.id, id, tools: DRAW_TOOLS });
      return c.json(view as DrawResponse, 200);
    });
}

/** /api/me/readings: one history across every oracle. */
export function createReadingHistoryRoutes({ db, readings, account }: DrawsRouteServices) {
  return createSignedInRouter(account.authenticate).openapi(history, async (c) =>
    c.json(await listReadings({ db, readings, userId: c.var.user.id, ...c.req.valid("query") }), 200),
  );
}

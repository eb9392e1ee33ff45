import {
  castIdParamsSchema,
  castRequestSchema,
  castResponseSchema,
  castResultSchema,
  type CastResponse,
  type CastResult,
} from "../../../shared/api/casts";
import type { Clock } from "../../clock";
import type { Database } from "../../db/client";
import { apiRoute, createSignedInRouter, errorResponses, jsonBody, jsonResponse, SIGNED_IN } from "../../http/openapi";
import type { Authenticate } from "../../http/require-user";
import type { ReadingCatalogue } from "../dice-texts";
import { makeReading, readOwnReading } from "./door";

export interface CastsRouteServices {
  db: Database;
  readings: ReadingCatalogue;
  account: { authenticate: Authenticate };
  clock: Clock;
}

const cast = apiRoute({
  method: "post",
  path: "/",
  operationId: "castDice",
  tags: ["Casts"],
  summary: "Cast the dice",
  description:
    "Casts three dice for a situation and records the cast with what it earned. `avoid` names a combination not to repeat. With `commitmentId` (from `POST /api/fairness/commitments`) and a `clientSeed`, the dice follow from the committed server seed and the client seed, and the answer's `fairness` reveals both (see /fairness); an unknown, another seeker's or already used commitment answers 404 `commitment_not_found`, an expired one 410 `commitment_expired`. With `source: \"physical\"` and `dice`, the seeker's own dice are read. An optional `question` (at most 200 characters) is kept with the cast; a question that says the seeker needs help (a crisis, a medical emergency, distress) is not read: 422 `needs_help` carries the help, and nothing is recorded or counted. The plan's daily cap answers 429 `daily_limit_reached` with `details.resetsAt` (a refused cast leaves its commitment usable).",
  security: SIGNED_IN,
  request: { body: jsonBody(castRequestSchema) },
  responses: {
    201: jsonResponse(castResultSchema, "The cast, its reading and its rewards"),
    ...errorResponses(404, 410, 422, 429),
  },
});

const oneCast = apiRoute({
  method: "get",
  path: "/{id}",
  operationId: "getCast",
  tags: ["Casts"],
  summary: "One of the seeker's casts",
  security: SIGNED_IN,
  request: { params: castIdParamsSchema },
  responses: {
    200: jsonResponse(castResponseSchema, "The cast and its reading"),
    ...errorResponses(404),
  },
});

/** /api/casts: cast the dice, and read one cast again (the dice's door of before, kept as it answered). */
export function createCastsRoutes(services: CastsRouteServices) {
  return createSignedInRouter(services.account.authenticate)
    .openapi(cast, async (c) => {
      const made = await makeReading(services, {
        tool: "dice",
        userId: c.var.user.id,
        body: c.req.valid("json"),
        logger: c.var.logger,
      });
      return c.json(made.body as CastResult, 201);
    })
    .openapi(oneCast, async (c) => {
      const { id } = c.req.valid("param");
      const view = await readOwnReading(services, { userId: c.var.user.id, id, tools: ["dice"] });
      return c.json(view as CastResponse, 200);
    });
}

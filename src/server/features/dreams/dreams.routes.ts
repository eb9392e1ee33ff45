import {
  dreamIdParamsSchema,
  dreamJournalSchema,
  dreamReflectionSchema,
  dreamResponseSchema,
  dreamResultSchema,
} from "../../../shared/api/dreams";
import { DREAM_TEXT_MAX_LENGTH } from "../../../shared/oracles/dream-limits";
import { dreamRequestSchema } from "../../../shared/oracles/dreams";
import { apiRoute, createSignedInRouter, errorResponses, jsonBody, jsonResponse, SIGNED_IN } from "../../http/openapi";
import type { Authenticate } from "../../http/require-user";
import { makeReading } from "../readings";
import { deleteDream, listDreams, readDream, reflectOnDream, updateDream, type DreamServices } from "./dreams.service";

const PRIVATE =
  "A dream is private: never shared, and sent to an AI provider only when the seeker asks for a reflection on it.";
const NEEDS_HELP = "Words that say the seeker needs help are not stored: 422 `needs_help` carries the help.";

const createDream = apiRoute({
  method: "post",
  path: "/dreams",
  operationId: "createDream",
  tags: ["Dreams"],
  summary: "Write a dream in the seeker's journal",
  description: `The dream's text (at most ${DREAM_TEXT_MAX_LENGTH} characters), its day (today in the seeker's zone when left out), mood, lucidity (0 to 5) and tags. Answers the dream with the dictionary's symbols found in its text. It does not use the plan's daily cap. ${NEEDS_HELP} ${PRIVATE}`,
  security: SIGNED_IN,
  request: { body: jsonBody(dreamRequestSchema) },
  responses: { 201: jsonResponse(dreamResultSchema, "The dream as stored, with its symbols"), ...errorResponses(422) },
});

const dreamList = apiRoute({
  method: "get",
  path: "/dreams",
  operationId: "listDreams",
  tags: ["Dreams"],
  summary: "The seeker's dream journal",
  description:
    "Every dream of the seeker, the latest dreamt first, and each symbol with the number of dreams that name it.",
  security: SIGNED_IN,
  responses: { 200: jsonResponse(dreamJournalSchema, "The dreams and their recurring symbols") },
});

const oneDream = apiRoute({
  method: "get",
  path: "/dreams/{id}",
  operationId: "getDream",
  tags: ["Dreams"],
  summary: "One of the seeker's dreams",
  description: "404 for another seeker's dream or a reading that is not a dream.",
  security: SIGNED_IN,
  request: { params: dreamIdParamsSchema },
  responses: { 200: jsonResponse(dreamResponseSchema, "The dream"), ...errorResponses(404) },
});

const editDream = apiRoute({
  method: "put",
  path: "/dreams/{id}",
  operationId: "updateDream",
  tags: ["Dreams"],
  summary: "Rewrite one of the seeker's dreams",
  description: `Replaces the dream's text and facts; its symbols are found again and a reflection on the old words is dropped. ${NEEDS_HELP}`,
  security: SIGNED_IN,
  request: { params: dreamIdParamsSchema, body: jsonBody(dreamRequestSchema) },
  responses: { 200: jsonResponse(dreamResponseSchema, "The dream as stored"), ...errorResponses(404, 422) },
});

const removeDream = apiRoute({
  method: "delete",
  path: "/dreams/{id}",
  operationId: "deleteDream",
  tags: ["Dreams"],
  summary: "Delete one of the seeker's dreams for good",
  security: SIGNED_IN,
  request: { params: dreamIdParamsSchema },
  responses: { 204: { description: "The dream is deleted" }, ...errorResponses(404) },
});

const reflection = apiRoute({
  method: "post",
  path: "/dreams/{id}/reflection",
  operationId: "reflectOnDream",
  tags: ["Dreams"],
  summary: "A reflection on one dream, asked for by the seeker",
  description:
    "Written by the AI provider when one is configured (the only time the dream's words are sent to it; `label` is its model), else by the built-in composer from the symbols' reflections and questions (`label` `Built-in`). Never a diagnosis or a prediction. It counts toward the day's enhancements (429 `daily_limit_reached`); asked again, the stored reflection is answered.",
  security: SIGNED_IN,
  request: { params: dreamIdParamsSchema },
  responses: {
    200: jsonResponse(dreamReflectionSchema, "The reflection and who wrote it"),
    ...errorResponses(404, 409, 429, 503),
  },
});

/** /api/me/dreams: the seeker's private dream journal; each dream is a reading of the "dreams" oracle. */
export function createDreamRoutes(services: DreamServices & { account: { authenticate: Authenticate } }) {
  return createSignedInRouter(services.account.authenticate)
    .openapi(createDream, async (c) => {
      const made = await makeReading(services, {
        tool: "dreams",
        userId: c.var.user.id,
        body: c.req.valid("json"),
        logger: c.var.logger,
      });
      return c.json(made.body as never, 201);
    })
    .openapi(dreamList, async (c) => c.json(await listDreams(services, c.var.user.id), 200))
    .openapi(oneDream, async (c) => c.json(await readDream(services, c.var.user.id, c.req.valid("param").id), 200))
    .openapi(editDream, async (c) => {
      const { id } = c.req.valid("param");
      return c.json(await updateDream(services, { userId: c.var.user.id, id, request: c.req.valid("json") }), 200);
    })
    .openapi(removeDream, async (c) => {
      await deleteDream(services.db, c.var.user.id, c.req.valid("param").id);
      return c.body(null, 204);
    })
    .openapi(reflection, async (c) => {
      const { id } = c.req.valid("param");
      return c.json(await reflectOnDream(services, { userId: c.var.user.id, id, logger: c.var.logger }), 200);
    });
}

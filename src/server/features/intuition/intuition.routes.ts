import {
  calibrationSchema,
  LIFE_HUNCH_MAX_LENGTH,
  lifeHunchListSchema,
  lifeHunchParamsSchema,
  lifeHunchRequestSchema,
  lifeHunchResolveSchema,
  lifeHunchSchema,
} from "../../../shared/api/intuition";
import { apiRoute, createSignedInRouter, errorResponses, jsonBody, jsonResponse, SIGNED_IN } from "../../http/openapi";
import type { Authenticate } from "../../http/require-user";
import {
  addLifeHunch,
  deleteLifeHunch,
  LIFE_HUNCHES_MAX,
  listLifeHunches,
  readCalibration,
  resolveLifeHunch,
  type IntuitionServices,
} from "./intuition.service";

const PRIVATE = "Real-life hunches are private: never shared, and in the seeker's data export.";
const TAGS = ["Intuition Calibration"];

const calibration = apiRoute({
  method: "get",
  path: "/intuition",
  operationId: "getIntuitionCalibration",
  tags: TAGS,
  summary: "How well the seeker's stated confidence matches what came true",
  description:
    "Every resolved hunch (the hunches about draws, made with `POST /api/readings/intuition`, and the real-life hunches resolved by hand), then the draws' and real life's apart, then each kind: the count, the hits, the Brier score (the mean of (confidence − outcome)², lower is better), the Brier score of always stating each hunch's chance (only hunches about draws have one; `withChance` counts them and `brierWithChance` is the seeker's own score over the same ones) and a bin for each confidence from 0 to 100 % with its hit rate and mean chance. Open real-life hunches are counted apart.",
  security: SIGNED_IN,
  responses: { 200: jsonResponse(calibrationSchema, "The calibration") },
});

const list = apiRoute({
  method: "get",
  path: "/hunches",
  operationId: "listLifeHunches",
  tags: TAGS,
  summary: "The seeker's real-life hunches",
  description: `Every real-life hunch, the newest first, open or resolved. ${PRIVATE}`,
  security: SIGNED_IN,
  responses: { 200: jsonResponse(lifeHunchListSchema, "The hunches") },
});

const add = apiRoute({
  method: "post",
  path: "/hunches",
  operationId: "addLifeHunch",
  tags: TAGS,
  summary: "Keep a real-life hunch, to be resolved by hand",
  description: `The hunch in the seeker's words (at most ${LIFE_HUNCH_MAX_LENGTH} characters) and the confidence that it comes true (0 to 100 in steps of 10). Words that say the seeker needs help are not stored: 422 \`needs_help\` carries the help. At most ${LIFE_HUNCHES_MAX} are kept. ${PRIVATE}`,
  security: SIGNED_IN,
  request: { body: jsonBody(lifeHunchRequestSchema) },
  responses: { 201: jsonResponse(lifeHunchSchema, "The hunch, open"), ...errorResponses(422) },
});

const resolve = apiRoute({
  method: "post",
  path: "/hunches/{id}/resolve",
  operationId: "resolveLifeHunch",
  tags: TAGS,
  summary: "Say whether a real-life hunch came true",
  description: "Resolving again replaces the answer and its time.",
  security: SIGNED_IN,
  request: { params: lifeHunchParamsSchema, body: jsonBody(lifeHunchResolveSchema) },
  responses: { 200: jsonResponse(lifeHunchSchema, "The hunch, resolved"), ...errorResponses(404) },
});

const remove = apiRoute({
  method: "delete",
  path: "/hunches/{id}",
  operationId: "deleteLifeHunch",
  tags: TAGS,
  summary: "Delete one real-life hunch for good",
  security: SIGNED_IN,
  request: { params: lifeHunchParamsSchema },
  responses: { 204: { description: "The hunch is deleted" }, ...errorResponses(404) },
});

/** /api/me/intuition and /api/me/hunches: the calibration, and the seeker's private real-life hunches. */
export function createIntuitionRoutes(services: IntuitionServices & { account: { authenticate: Authenticate } }) {
  return createSignedInRouter(services.account.authenticate)
    .openapi(calibration, async (c) => c.json(await readCalibration(services.db, c.var.user.id), 200))
    .openapi(list, async (c) => c.json(await listLifeHunches(services.db, c.var.user.id), 200))
    .openapi(add, async (c) =>
      c.json(await addLifeHunch(services, { userId: c.var.user.id, request: c.req.valid("json") }), 201),
    )
    .openapi(resolve, async (c) => {
      const { id } = c.req.valid("param");
      const { cameTrue } = c.req.valid("json");
      return c.json(await resolveLifeHunch(services, { userId: c.var.user.id, id, cameTrue }), 200);
    })
    .openapi(remove, async (c) => {
      await deleteLifeHunch(services.db, c.var.user.id, c.req.valid("param").id);
      return c.body(null, 204);
    });
}

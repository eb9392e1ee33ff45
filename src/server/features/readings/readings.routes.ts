import { z } from "zod";
import { DICE_PATTERN } from "../../../shared/dice";
import { readingSchema } from "../../../shared/reading";
import { oracleSpec } from "../../../shared/oracles/registry";
import { ORACLE_TOOLS } from "../../../shared/oracles/tools";
import { AppError } from "../../http/errors";
import { readyAnswer } from "../../http/front-door";
import { apiRoute, createRouter, errorResponses, jsonBody, jsonResponse, SIGNED_IN } from "../../http/openapi";
import { requireUser, type Authenticate } from "../../http/require-user";
import { SERVER_ORACLES } from "../../oracles/registry";
import { makeReading, readOwnReading, type DoorServices } from "./door";

const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const readingIdParamsSchema = z.object({
  id: z
    .string()
    .refine(
      (id) => UUID_PATTERN.test(id) || DICE_PATTERN.test(id),
      "A reading's id is a UUID, or a dice combination written red-white-green, like 3-1-5",
    ),
});

/** The views of every oracle's readings, once each (the tarot and the runes share one). */
const ORACLE_VIEWS = [...new Set(ORACLE_TOOLS.map((tool) => SERVER_ORACLES[tool].viewSchema))];

const oneReading = apiRoute({
  method: "get",
  path: "/{id}",
  operationId: "getReading",
  tags: ["Readings"],
  summary: "A reading: one of the seeker's, of any oracle, or the text of a dice combination",
  description:
    "With a reading's id (a UUID), one of the signed-in seeker's readings as its oracle answers it (401 signed out, 404 for another seeker's). With a dice combination written red-white-green, like `3-1-5`, the public text of that combination (no sign-in; browsers may keep it for an hour).",
  security: [...SIGNED_IN, {}],
  request: { params: readingIdParamsSchema },
  responses: {
    200: jsonResponse(z.union([readingSchema, ...ORACLE_VIEWS]), "The reading"),
    ...errorResponses(401, 404),
  },
});

const DICE_TEXT_HEADERS = { "Cache-Control": "public, max-age=3600", "Content-Type": "application/json" };

/** A route's name for an oracle: "readDice", "readTarot", "readPendulum". */
const operationIdOf = (tool: string) =>
  `read${tool.replace(/(^|-)([a-z])/g, (_, __, letter: string) => letter.toUpperCase())}`;

/**
 * /api/readings: the one door of every oracle (decision 031). `POST /api/readings/{tool}` makes a reading of
 * any registered oracle (one declared route per oracle, from the registry, each with its oracle's body and
 * answer); `GET /api/readings/{id}` reads one back. The older doors (`/api/casts`, `/api/draws`,
 * `/api/rituals/*`) call the same functions.
 */
export function createReadingsRoutes(services: DoorServices & { account: { authenticate: Authenticate } }) {
  const signedIn = requireUser(services.account.authenticate);
  const router = createRouter().openapi(oneReading, async (c) => {
    const { id } = c.req.valid("param");
    if (DICE_PATTERN.test(id)) {
      const json = await services.readings.findJsonByDice(id);
      if (json === null) throw new AppError("reading_not_found", "No reading found for this combination");
      // Served as stored (already JSON): the catalogue keeps each text serialized once, with plain headers.
      return readyAnswer(c, json, 200, DICE_TEXT_HEADERS) as unknown as ReturnType<typeof c.json<never, 200>>;
    }
    await signedIn(c, async () => {});
    const view = await readOwnReading(services, { userId: c.var.user.id, id });
    return c.json(view as never, 200);
  });
  for (const tool of ORACLE_TOOLS) {
    const oracle = SERVER_ORACLES[tool];
    const spec = oracleSpec(tool);
    const route = apiRoute({
      method: "post",
      path: `/${tool}`,
      operationId: operationIdOf(tool),
      tags: ["Readings"],
      summary: `A reading of the ${spec.name}`,
      description:
        `Makes a reading of the ${spec.name} for a situation and records it with what it earned (karma, streak, quest, achievements). ${spec.usesAllowance ? "It counts toward the plan's daily cap, shared by every oracle: past it, 429 `daily_limit_reached` with `details.resetsAt`." : "It does not use the plan's daily cap."} ${spec.oncePerDay ? "One per seeker per local day: asking again the same day answers 200 with the one already made, without `rewards`." : ""} ${spec.origin === "drawn" ? "With `commitmentId` (from `POST /api/fairness/commitments`) and a `clientSeed`, it is drawn from the committed server seed and the client seed, and the answer's `fairness` reveals both (see /fairness); an unknown or used commitment answers 404 `commitment_not_found`, an expired one 410 `commitment_expired`." : ""} A question that says the seeker needs help is not read: 422 \`needs_help\` carries the help, and nothing is recorded or counted.`.replace(
          /\s+/g,
          " ",
        ),
      security: SIGNED_IN,
      middleware: [signedIn] as const,
      request: { body: jsonBody(oracle.requestSchema) },
      responses: {
        201: jsonResponse(oracle.resultSchema, "The new reading and what it earned"),
        ...(spec.oncePerDay ? { 200: jsonResponse(oracle.viewSchema, "Today's reading, already made") } : {}),
        ...errorResponses(403, 404, 410, 422, 429),
      },
    });
    router.openapi(route, async (c) => {
      const made = await makeReading(services, {
        tool,
        userId: c.var.user.id,
        body: c.req.valid("json"),
        logger: c.var.logger,
      });
      return c.json(made.body as never, made.status);
    });
  }
  return router;
}

import { castIdParamsSchema } from "../../../shared/api/casts";
import {
  ritualRequestSchema,
  ritualResponseSchema,
  ritualResultSchema,
  todayRitualsSchema,
  type RitualRequest,
  type RitualResponse,
  type RitualResult,
} from "../../../shared/api/rituals";
import { RITUAL_TOOLS, type RitualTool } from "../../../shared/draws/spreads";
import type { Logger } from "pino";
import type { Clock } from "../../clock";
import type { Database } from "../../db/client";
import { apiRoute, createSignedInRouter, errorResponses, jsonBody, jsonResponse, SIGNED_IN } from "../../http/openapi";
import type { Authenticate } from "../../http/require-user";
import { todayRituals } from "../../oracles/rituals/rituals.service";
import { makeReading, readOwnReading } from "./door";
import type { ReadingCatalogue } from "../dice-texts";

export interface RitualsRouteServices {
  db: Database;
  readings: ReadingCatalogue;
  account: { authenticate: Authenticate };
  clock: Clock;
}

const ONCE_A_DAY =
  "One of each ritual per seeker per day, in the time zone of the seeker's profile: the first answers 201 with what it earned (karma, streak, quest, achievements, like any reading); asking again the same day answers 200 with the one already made, without `rewards`, recording nothing. Rituals do not use the plan's daily allowance of readings. A question that says the seeker needs help is not read: 422 `needs_help` carries the help, and nothing is recorded.";

const performNumerology = apiRoute({
  method: "post",
  path: "/numerology",
  operationId: "readTodaysNumber",
  tags: ["Rituals"],
  summary: "Today's numerology reading",
  description: `Reads the seeker's Personal Day for today (or the master number it carries), with today's Moon phase and sign and the seeker's Life Path as a thread, for a situation. Needs the profile's full name and birth date: without them it answers 422 \`profile_incomplete\` with \`fields\` and \`details.missing\` naming them (set them with \`PATCH /api/me/profile\`). ${ONCE_A_DAY}`,
  security: SIGNED_IN,
  request: { body: jsonBody(ritualRequestSchema) },
  responses: {
    200: jsonResponse(ritualResponseSchema, "Today's reading, already made (nothing earned twice)"),
    201: jsonResponse(ritualResultSchema, "Today's reading and its rewards"),
    ...errorResponses(422),
  },
});

const performMoon = apiRoute({
  method: "post",
  path: "/moon",
  operationId: "performMoonRitual",
  tags: ["Rituals"],
  summary: "Tonight's moon ritual",
  description: `A short ritual for today's phase of the Moon (eight phases), with the Moon's sign, for a situation. ${ONCE_A_DAY}`,
  security: SIGNED_IN,
  request: { body: jsonBody(ritualRequestSchema) },
  responses: {
    200: jsonResponse(ritualResponseSchema, "Tonight's ritual, already made (nothing earned twice)"),
    201: jsonResponse(ritualResultSchema, "Tonight's ritual and its rewards"),
    ...errorResponses(422),
  },
});

const today = apiRoute({
  method: "get",
  path: "/today",
  operationId: "getTodaysRituals",
  tags: ["Rituals"],
  summary: "The rituals made today, and what the numerology reading still needs",
  security: SIGNED_IN,
  responses: {
    200: jsonResponse(todayRitualsSchema, "Today's day and time zone, each ritual or null, the missing profile fields"),
  },
});

const oneRitual = apiRoute({
  method: "get",
  path: "/{id}",
  operationId: "getRitual",
  tags: ["Rituals"],
  summary: "One of the seeker's rituals",
  security: SIGNED_IN,
  request: { params: castIdParamsSchema },
  responses: { 200: jsonResponse(ritualResponseSchema, "The ritual and its words"), ...errorResponses(404) },
});

/** /api/rituals: today's numerology reading and the moon ritual, once a day each (the rituals' door of before). */
export function createRitualsRoutes(services: RitualsRouteServices) {
  const { db, clock } = services;
  const perform = async (
    c: { var: { user: { id: string }; logger: Logger } },
    tool: RitualTool,
    body: RitualRequest,
  ) => {
    const made = await makeReading(services, { tool, userId: c.var.user.id, body, logger: c.var.logger });
    return { status: made.status, body: made.body as RitualResult };
  };
  return createSignedInRouter(services.account.authenticate)
    .openapi(performNumerology, async (c) => {
      const made = await perform(c, "numerology", c.req.valid("json"));
      return made.status === 201 ? c.json(made.body, 201) : c.json(made.body as RitualResponse, 200);
    })
    .openapi(performMoon, async (c) => {
      const made = await perform(c, "moon", c.req.valid("json"));
      return made.status === 201 ? c.json(made.body, 201) : c.json(made.body as RitualResponse, 200);
    })
    .openapi(today, async (c) => c.json(await todayRituals({ db, userId: c.var.user.id, now: clock() }), 200))
    .openapi(oneRitual, async (c) => {
      const { id } = c.req.valid("param");
      const view = await readOwnReading(services, { userId: c.var.user.id, id, tools: RITUAL_TOOLS });
      return c.json(view as RitualResponse, 200);
    });
}

import { angelNumberResultSchema, recurringNumbersSchema } from "../../../shared/api/angel-numbers";
import { sightingRequestSchema } from "../../../shared/oracles/angel-numbers";
import { NOTE_MAX_LENGTH } from "../../../shared/journal/journal";
import { apiRoute, createSignedInRouter, errorResponses, jsonBody, jsonResponse, SIGNED_IN } from "../../http/openapi";
import type { Authenticate } from "../../http/require-user";
import { makeReading, type DoorServices } from "../readings";
import { readRecurringNumbers, RECURRING_DAYS } from "./recurring.service";

const tags = ["Journal"];

const logSighting = apiRoute({
  method: "post",
  path: "/sightings",
  operationId: "logSighting",
  tags,
  summary: "Log a number the seeker saw (an angel-number sighting)",
  description: `A journal entry, not a reading: it does not use the plan's daily cap. \`number\` is 1 to 12 digits, with one colon for a clock time like 11:11; \`seenAt\` (an ISO 8601 instant, now by default) is never later than now nor before 2000 (else 400); \`note\` (at most ${NOTE_MAX_LENGTH} characters) is the seeker's private note, never on a shared link. The same as \`POST /api/readings/angel-numbers\`. A note that says the seeker needs help is not stored: 422 \`needs_help\` carries the help, and nothing is recorded.`,
  security: SIGNED_IN,
  request: { body: jsonBody(sightingRequestSchema) },
  responses: {
    201: jsonResponse(angelNumberResultSchema, "The sighting, read from the library or by its digits"),
    ...errorResponses(400, 422),
  },
});

const recurring = apiRoute({
  method: "get",
  path: "/sightings/recurring",
  operationId: "getRecurringNumbers",
  tags,
  summary: "The numbers the seeker saw over the last 30 days, with counts and a chance check for clock times",
  description: `The numbers of the seeker's sightings seen in the last ${RECURRING_DAYS} local days (today included, in the seeker's time zone), most seen first. A clock time seen at least twice has the journal's chance check: each clock time logged is taken as one glance at a clock, any of the day's 1,440 minutes alike; \`pAtLeast\` is P(X ≥ count) for X ~ Binomial(clockTimes, 1 / 1440). Other numbers have none (\`chance: null\`).`,
  security: SIGNED_IN,
  responses: { 200: jsonResponse(recurringNumbersSchema, "The numbers and their counts") },
});

/** /api/me/sightings: log a number seen (a row of the angel-numbers oracle), and the recurring numbers. */
export function createSightingsRoutes(services: DoorServices & { account: { authenticate: Authenticate } }) {
  return createSignedInRouter(services.account.authenticate)
    .openapi(logSighting, async (c) => {
      const made = await makeReading(services, {
        tool: "angel-numbers",
        userId: c.var.user.id,
        body: c.req.valid("json"),
        logger: c.var.logger,
      });
      return c.json(angelNumberResultSchema.parse(made.body), 201);
    })
    .openapi(recurring, async (c) =>
      c.json(await readRecurringNumbers({ db: services.db, userId: c.var.user.id, now: services.clock() }), 200),
    );
}

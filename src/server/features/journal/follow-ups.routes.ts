import {
  followUpReadingParamsSchema,
  followUpsSchema,
  followUpSwitchedSchema,
  followUpSwitchSchema,
} from "../../../shared/api/follow-ups";
import type { Clock } from "../../clock";
import type { Database } from "../../db/client";
import { apiRoute, createSignedInRouter, errorResponses, jsonBody, jsonResponse, SIGNED_IN } from "../../http/openapi";
import type { Authenticate } from "../../http/require-user";
import { listFollowUps, setFollowUp } from "./follow-ups.service";

export interface FollowUpRouteServices {
  db: Database;
  account: { authenticate: Authenticate };
  clock: Clock;
}

const tags = ["Journal"];

const listDue = apiRoute({
  method: "get",
  path: "/journal/follow-ups",
  operationId: "listFollowUps",
  tags,
  summary: 'The readings to ask "How did it turn out?" about, now and next',
  description:
    "A reading with a question, its follow-up on and no answer yet is followed up 7 and 30 days after its local " +
    "day, at the seeker's reminder hour (09:00 until chosen), in the profile's time zone. `due`: open now (for a " +
    "week after that day), oldest first; `upcoming`: still to come, soonest first (at most 20). Both are empty " +
    "while follow-ups are turned off in the reminders.",
  security: SIGNED_IN,
  responses: { 200: jsonResponse(followUpsSchema, "The follow-ups") },
});

const switchOne = apiRoute({
  method: "put",
  path: "/readings/{id}/follow-up",
  operationId: "setReadingFollowUp",
  tags,
  summary: "Turn one reading's follow-ups on or off",
  security: SIGNED_IN,
  request: { params: followUpReadingParamsSchema, body: jsonBody(followUpSwitchSchema) },
  responses: {
    200: jsonResponse(followUpSwitchedSchema, "Whether the reading's follow-ups may come"),
    ...errorResponses(404),
  },
});

/** /api/me/journal/follow-ups and /api/me/readings/{id}/follow-up. */
export function createFollowUpRoutes({ db, account, clock }: FollowUpRouteServices) {
  return createSignedInRouter(account.authenticate)
    .openapi(listDue, async (c) => c.json(await listFollowUps(db, c.var.user.id, clock()), 200))
    .openapi(switchOne, async (c) =>
      c.json(await setFollowUp(db, c.var.user.id, c.req.valid("param").id, c.req.valid("json").on), 200),
    );
}

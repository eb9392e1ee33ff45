import { timelineQuerySchema, timelineSchema } from "../../../shared/api/timeline";
import type { Clock } from "../../clock";
import type { Database } from "../../db/client";
import { apiRoute, createSignedInRouter, jsonResponse, SIGNED_IN } from "../../http/openapi";
import type { Authenticate } from "../../http/require-user";
import { readTimeline } from "./timeline.service";

export interface TimelineRouteServices {
  db: Database;
  account: { authenticate: Authenticate };
  clock: Clock;
}

const timeline = apiRoute({
  method: "get",
  path: "/journal/timeline",
  operationId: "getTimeline",
  tags: ["Journal"],
  summary: "The seeker's readings by week or month (My Timeline)",
  description:
    "The last twelve local weeks (Monday to Sunday) or calendar months, oldest first, in the seeker's time zone: each with its readings, the once-a-day rituals among them, those with a note, how they turned out, and the readings by oracle.",
  security: SIGNED_IN,
  request: { query: timelineQuerySchema },
  responses: { 200: jsonResponse(timelineSchema, "The periods and their counts") },
});

/** /api/me/journal/timeline: My Timeline's counts. */
export function createTimelineRoutes({ db, account, clock }: TimelineRouteServices) {
  return createSignedInRouter(account.authenticate).openapi(timeline, async (c) => {
    const { by = "week" } = c.req.valid("query");
    return c.json(await readTimeline({ db, userId: c.var.user.id, by, now: clock() }), 200);
  });
}

import { signWeekParamsSchema, signWeekQuerySchema, signWeekResponseSchema } from "../../../shared/api/weekly";
import { editionWeek } from "../../../shared/weekly/week";
import type { Clock } from "../../clock";
import { apiRoute, createRouter, jsonResponse } from "../../http/openapi";
import type { SignWeekEditions } from "./sign-week.service";

const signWeek = apiRoute({
  method: "get",
  path: "/weekly/{sign}",
  operationId: "getSignWeek",
  tags: ["Reports"],
  summary: "The free weekly edition for one sign",
  description:
    "Public. The week's sky through one sign's eyes: the events of /api/sky in the ISO week `week` (Monday 00:00 to Monday 00:00 UTC; default the current week, or from Sunday the week ahead, by the server's clock) that happen in the sign, move its traditional ruler, or fall opposite, square or trine to it by whole signs; and a text of what astrological tradition makes of them, labelled as tradition.",
  request: { params: signWeekParamsSchema, query: signWeekQuerySchema },
  responses: { 200: jsonResponse(signWeekResponseSchema, "The sign's week") },
});

/** /api/reports/weekly/{sign}: the free edition, the same for everyone. */
export function createWeeklyRoutes({ clock, editions }: { clock: Clock; editions: SignWeekEditions }) {
  return createRouter().openapi(signWeek, (c) => {
    const { sign } = c.req.valid("param");
    const { week } = c.req.valid("query");
    c.header("Cache-Control", week ? "public, max-age=86400" : "public, max-age=600");
    return c.json(editions(sign, week ?? editionWeek("UTC", clock())), 200);
  });
}

import {
  communityFiguresSchema,
  communityQuerySchema,
  reportListSchema,
  reportWeekParamsSchema,
  weeklyReportSchema,
} from "../../../shared/api/reports";
import { shiftWeek, editionWeek } from "../../../shared/weekly/week";
import type { Clock } from "../../clock";
import {
  apiRoute,
  createRouter,
  createSignedInRouter,
  errorResponses,
  jsonResponse,
  SIGNED_IN,
} from "../../http/openapi";
import type { Authenticate } from "../../http/require-user";
import type { CommunityFiguresOf } from "./community.service";
import type { ReportArchive, SampleReports } from "./reports.service";

const tags = ["Reports"];
const PLAN_REQUIRED =
  "A free seeker gets 403 `plan_required`: the weekly report comes with the paid plans, listed in `details.plans` (level, name, monthly price in cents, what each includes).";

const listReports = apiRoute({
  method: "get",
  path: "/reports",
  operationId: "listWeeklyReports",
  tags,
  summary: "The seeker's weekly reports, newest first",
  description: `Each report's week (ISO, \`YYYY-Www\`), title and when it was made. ${PLAN_REQUIRED}`,
  security: SIGNED_IN,
  responses: { 200: jsonResponse(reportListSchema, "The archive"), ...errorResponses(403) },
});

const getReport = apiRoute({
  method: "get",
  path: "/reports/{week}",
  operationId: "getWeeklyReport",
  tags,
  summary: "One weekly report",
  description: `The report of an ISO week (\`2026-W49\`): its facts (the week's sky in the seeker's zone, as /api/sky computes it, the Moon's signs, the personal numbers, the week in readings, the figures among seekers) and its texts, with who wrote them. 404 when the seeker has no report of that week. ${PLAN_REQUIRED}`,
  security: SIGNED_IN,
  request: { params: reportWeekParamsSchema },
  responses: { 200: jsonResponse(weeklyReportSchema, "The report"), ...errorResponses(403, 404) },
});

const community = apiRoute({
  method: "get",
  path: "/community",
  operationId: "getCommunityFigures",
  tags,
  summary: "This week among seekers",
  description:
    "Public. What seekers did together in an ISO week (Monday to Monday, UTC; default: the week before the current edition, so from Sunday the week now ending): the most drawn tarot card and rune, how many seekers made the moon ritual on a full or new moon day, and the commonest situation. Each figure is null unless at least 20 different seekers contributed to it; no figure names a person.",
  request: { query: communityQuerySchema },
  responses: { 200: jsonResponse(communityFiguresSchema, "The figures") },
});

const sample = apiRoute({
  method: "get",
  path: "/sample",
  operationId: "getSampleWeeklyReport",
  tags,
  summary: "A sample weekly report",
  description:
    "Public. The report as a paid seeker would get it, for an example seeker: the real sky of the current edition's week (UTC; from Sunday the week ahead), the numbers of an example birth date, and a made-up week in readings.",
  responses: { 200: jsonResponse(weeklyReportSchema, "The sample") },
});

/** /api/me/reports and /api/me/reports/{week}: the paid plans' weekly reports. */
export function createPersonalReportRoutes(deps: { account: { authenticate: Authenticate }; archive: ReportArchive }) {
  return createSignedInRouter(deps.account.authenticate)
    .openapi(listReports, async (c) => c.json(await deps.archive.list(c.var.user.id), 200))
    .openapi(getReport, async (c) => c.json(await deps.archive.get(c.var.user.id, c.req.valid("param").week), 200));
}

/** /api/reports/community and /api/reports/sample: the figures among seekers (both editions) and the sample. */
export function createCommunityRoutes(deps: { clock: Clock; community: CommunityFiguresOf; sample: SampleReports }) {
  return createRouter()
    .openapi(community, async (c) => {
      const { week } = c.req.valid("query");
      c.header("Cache-Control", "public, max-age=600");
      return c.json(await deps.community(week ?? shiftWeek(editionWeek("UTC", deps.clock()), -1)), 200);
    })
    .openapi(sample, async (c) => {
      c.header("Cache-Control", "public, max-age=600");
      const week = editionWeek("UTC", deps.clock());
      return c.json(deps.sample(week, await deps.community(shiftWeek(week, -1))), 200);
    });
}

import { moonQuerySchema, moonResponseSchema } from "../../../shared/api/moon";
import { calendarDayIn } from "../../../shared/calendar";
import { moonReport } from "../../../shared/moon/moon";
import type { Clock } from "../../clock";
import { apiRoute, createRouter, jsonResponse } from "../../http/openapi";

const moon = apiRoute({
  method: "get",
  path: "/",
  operationId: "getMoon",
  tags: ["Moon"],
  summary: "The Moon on a day, and its next principal phases",
  description:
    "Public. The phase, lit fraction, age and zodiac sign of the Moon at local noon of `date` (default today) in `tz` (an IANA zone, default UTC), and the new moons, quarters and full moons of the following three months in that zone's local time with its offset. Computed with astronomy-engine.",
  request: { query: moonQuerySchema },
  responses: { 200: jsonResponse(moonResponseSchema, "The Moon on that day") },
});

/**
 * /api/moon: the sky, the same for everyone, so browsers and caches may keep a past or future day.
 * Without a date, today is the server's clock's day in the zone.
 */
export function createMoonRoutes({ clock }: { clock: Clock }) {
  return createRouter().openapi(moon, (c) => {
    const { date, tz = "UTC" } = c.req.valid("query");
    const day = date ?? calendarDayIn(tz, clock());
    c.header("Cache-Control", date ? "public, max-age=86400" : "public, max-age=600");
    return c.json(moonReport(day, tz), 200);
  });
}

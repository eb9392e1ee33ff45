import { skyQuerySchema, skyResponseSchema, type SkyEventJson } from "../../../shared/api/sky";
import { calendarDayIn } from "../../../shared/calendar";
import { SKY_MAX_DAYS, skyEvents } from "../../../shared/sky/sky-events";
import type { Clock } from "../../clock";
import { apiRoute, createRouter, jsonResponse } from "../../http/openapi";

const sky = apiRoute({
  method: "get",
  path: "/",
  operationId: "getSky",
  tags: ["Sky"],
  summary: "The events of the sky over the coming days",
  description:
    "Public. From midnight UTC of `from` (default today by the server's clock) for `days` days (1 to 90, default 56): the new, quarter and full moons, solar and lunar eclipses (at their peak), the Sun's and the planets' tropical sign ingresses (each crossing, a retrograde planet's included), and the retrograde and direct stations of Mercury to Saturn, in order, as UTC instants to the minute. Computed with astronomy-engine.",
  request: { query: skyQuerySchema },
  responses: { 200: jsonResponse(skyResponseSchema, "The events, in order") },
});

const MINUTE_MS = 60_000;
/** How many first days' ninety-day lists are kept: today's, and a few others asked for. */
const CACHED_DAYS = 16;

/**
 * /api/sky: the sky, the same for everyone. Ninety days from a day are computed once (about 10 ms) and
 * kept, so today's list costs nothing after the first asking; shorter stretches are cut from it.
 */
export function createSkyRoutes({ clock }: { clock: Clock }) {
  const cache = new Map<string, SkyEventJson[]>();
  const ninetyDaysFrom = (day: string): SkyEventJson[] => {
    const kept = cache.get(day);
    if (kept) return kept;
    const events = skyEvents(new Date(`${day}T00:00:00Z`), SKY_MAX_DAYS).map(({ at, ...event }) => ({
      ...event,
      at: new Date(Math.round(at.getTime() / MINUTE_MS) * MINUTE_MS).toISOString(),
    }));
    cache.set(day, events);
    if (cache.size > CACHED_DAYS) cache.delete(cache.keys().next().value!);
    return events;
  };

  return createRouter().openapi(sky, (c) => {
    const { from, days } = c.req.valid("query");
    const day = from ?? calendarDayIn("UTC", clock());
    const until = new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString();
    c.header("Cache-Control", from ? "public, max-age=86400" : "public, max-age=600");
    return c.json({ from: day, days, events: ninetyDaysFrom(day).filter((event) => event.at < until) }, 200);
  });
}

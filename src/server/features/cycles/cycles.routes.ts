import { cyclesQuerySchema, cyclesResponseSchema, type PlanetReturnJson } from "../../../shared/api/cycles";
import { calendarDayIn } from "../../../shared/calendar";
import { cyclesOn } from "../../../shared/cycles/cycles";
import type { Reduction } from "../../../shared/numerology/numerology";
import {
  nextReturn,
  planetReturns,
  RETURN_SPAN_YEARS,
  type PlanetReturn,
  type ReturnBody,
} from "../../../shared/sky/planet-returns";
import type { Clock } from "../../clock";
import { AppError } from "../../http/errors";
import { apiRoute, createRouter, jsonResponse } from "../../http/openapi";

const cycles = apiRoute({
  method: "get",
  path: "/",
  operationId: "getCycles",
  tags: ["Cycles"],
  summary: "The numerology cycles of a day, and the Jupiter and Saturn returns of a life",
  description:
    "Public. For someone born on `birthDate` (from 1900 to `date`), on `date` (default today by the server's clock, in UTC): the Personal Year, Month and Day and the Universal Year (each 1–9, with the sums that led to it), the Jupiter and Saturn returns begun by the end of that day (each with its first pass and every pass, as UTC instants to the minute; a return around a station crosses the natal longitude three times), and the next return of each. The birth is taken at noon UTC. Computed with astronomy-engine.",
  request: { query: cyclesQuerySchema },
  responses: { 200: jsonResponse(cyclesResponseSchema, "The cycles and the returns") },
});

const DAY_MS = 86_400_000;
const MINUTE_MS = 60_000;
const YEAR_MS = 365.25 * DAY_MS;

const toMinute = (at: Date) => new Date(Math.round(at.getTime() / MINUTE_MS) * MINUTE_MS).toISOString();

const returnJson = (found: PlanetReturn): PlanetReturnJson => ({
  at: toMinute(found.at),
  passes: found.passes.map((pass) => ({ at: toMinute(pass) })),
});

const numberJson = ({ value, chain }: Reduction) => ({ value, chain });

/**
 * The returns of `body` begun by `dayEnd`, whole (their passes all come within RETURN_SPAN_YEARS of the
 * first), and the next one.
 */
function returnsOf(body: ReturnBody, birth: Date, dayEnd: Date) {
  const passesUntil = new Date(dayEnd.getTime() + RETURN_SPAN_YEARS * YEAR_MS);
  const begun = planetReturns(body, birth, passesUntil).filter((found) => found.at <= dayEnd);
  return { returns: begun.map(returnJson), next: returnJson(nextReturn(body, birth, dayEnd)) };
}

/**
 * /api/cycles: pure computation, the same for everyone with the same birth date and day. A birth known
 * only by its date is taken at noon UTC; the returns begun by the end of the day counted are listed.
 */
export function createCyclesRoutes({ clock }: { clock: Clock }) {
  return createRouter().openapi(cycles, (c) => {
    const { birthDate, date } = c.req.valid("query");
    const day = date ?? calendarDayIn("UTC", clock());
    if (birthDate > day) {
      const message = `Birth date must be on or before ${day}`;
      throw new AppError("bad_request", message, { fields: { birthDate: [message] } });
    }
    const birth = new Date(`${birthDate}T12:00:00Z`);
    const dayEnd = new Date(Date.parse(`${day}T00:00:00Z`) + DAY_MS);
    const { personalYear, personalMonth, personalDay, universalYear } = cyclesOn(birthDate, day);
    const jupiter = returnsOf("jupiter", birth, dayEnd);
    const saturn = returnsOf("saturn", birth, dayEnd);
    c.header("Cache-Control", date ? "public, max-age=86400" : "public, max-age=600");
    return c.json(
      {
        date: day,
        personalYear: numberJson(personalYear),
        personalMonth: numberJson(personalMonth),
        personalDay: numberJson(personalDay),
        universalYear: numberJson(universalYear),
        jupiterReturns: jupiter.returns,
        saturnReturns: saturn.returns,
        nextJupiterReturn: jupiter.next,
        nextSaturnReturn: saturn.next,
      },
      200,
    );
  });
}

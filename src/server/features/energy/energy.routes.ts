import { energyMapQuerySchema, energyMapSchema, ENERGY_MAP_WEEKS } from "../../../shared/api/energy";
import { apiRoute, createSignedInRouter, jsonResponse, SIGNED_IN } from "../../http/openapi";
import type { Authenticate } from "../../http/require-user";
import { readEnergyMap, type EnergyServices } from "./energy.service";

const energyMap = apiRoute({
  method: "get",
  path: "/energy",
  operationId: "getEnergyMap",
  tags: ["Energy Map"],
  summary: "The seeker's Energy Map over the last weeks",
  description: `Every day of the last \`weeks\` local weeks (${ENERGY_MAP_WEEKS.min} to ${ENERGY_MAP_WEEKS.max}, ${ENERGY_MAP_WEEKS.default} when left out; Monday to Sunday in the seeker's zone, up to today) with the Moon's phase, the day's check-in and the number of readings of other oracles; each week's check-ins, mean point and its quadrant; and today's check-in with its note. Check-ins are made with \`POST /api/readings/energy\` (one a local day: a second the same day replaces the first and answers 200). Private: never shared.`,
  security: SIGNED_IN,
  request: { query: energyMapQuerySchema },
  responses: { 200: jsonResponse(energyMapSchema, "The map") },
});

/** /api/me/energy: the seeker's Energy Map; each check-in is a reading of the "energy" oracle. */
export function createEnergyRoutes(services: EnergyServices & { account: { authenticate: Authenticate } }) {
  return createSignedInRouter(services.account.authenticate).openapi(energyMap, async (c) =>
    c.json(await readEnergyMap(services, { userId: c.var.user.id, weeks: c.req.valid("query").weeks }), 200),
  );
}

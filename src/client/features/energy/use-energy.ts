import { useQuery } from "@tanstack/react-query";
import type { ClientResponse } from "hono/client";
import type { EnergyResponse, EnergyResult } from "../../../shared/api/energy";
import type { EnergyRequest } from "../../../shared/oracles/energy";
import { api } from "../../lib/api";
import { readBody } from "../../lib/api-client";
import { runReading } from "../../oracles/kit/run-reading";

/**
 * POST /api/readings/energy. The server declares one route per oracle from its registry, in a loop the
 * typed client cannot follow, so the route's answers are named here: 201 a new day, 200 today's replaced.
 */
const readingsDoor = api.readings as unknown as Record<
  "energy",
  { $post(args: { json: EnergyRequest }): Promise<ClientResponse<EnergyResult | EnergyResponse, 200 | 201, "json">> }
>;

/** Saves today's check-in through the kit's runner (sent again when the server is busy). */
export function sendEnergy(request: EnergyRequest): Promise<EnergyResult | EnergyResponse> {
  return runReading((body: EnergyRequest) => readBody(readingsDoor.energy.$post({ json: body })), request);
}

/** The map's query key: under `me`, so a new reading or check-in makes it stale. */
const energyMapKey = (weeks: number) => ["me", "energy", weeks] as const;

/** GET /api/me/energy?weeks=N: the seeker's days, weeks and today's check-in. */
export function useEnergyMap(weeks: number) {
  return useQuery({
    queryKey: energyMapKey(weeks),
    queryFn: ({ signal }) => readBody(api.me.energy.$get({ query: { weeks: String(weeks) } }, { init: { signal } })),
  });
}

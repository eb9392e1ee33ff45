import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { ClientResponse } from "hono/client";
import type { AngelNumberResult, RecurringNumbers } from "../../../shared/api/angel-numbers";
import type { SightingRequest } from "../../../shared/oracles/angel-numbers";
import { api } from "../../lib/api";
import { readBody } from "../../lib/api-client";
import { queryKeys } from "../../lib/query-keys";
import { runReading } from "../../oracles/kit/run-reading";

type SightingInput = Partial<SightingRequest>;

/**
 * POST /api/readings/angel-numbers. The server declares one route per oracle from its registry, in a loop
 * the typed client cannot follow, so the route's answer is named here (the API's `AngelNumberSightingResult`).
 */
const readingsDoor = api.readings as unknown as Record<
  "angel-numbers",
  { $post(args: { json: SightingInput }): Promise<ClientResponse<AngelNumberResult, 201, "json">> }
>;

/** A sighting through the kit's runner: sent again when the server is busy. */
export function sendSighting(request: SightingInput): Promise<AngelNumberResult> {
  return runReading((body: SightingInput) => readBody(readingsDoor["angel-numbers"].$post({ json: body })), request);
}

/** The recurring numbers' key: under the journal, so any new reading or note makes it stale. */
const RECURRING_KEY = [...queryKeys.journal, "sightings", "recurring"] as const;

/** Logs a sighting (POST /api/me/sightings); the journal, history and profile are refreshed. */
export function useLogSighting() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (request: SightingInput) =>
      (await readBody(api.me.sightings.$post({ json: request as SightingRequest }))) as AngelNumberResult,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.me }),
        queryClient.invalidateQueries({ queryKey: queryKeys.castHistory }),
      ]),
  });
}

/** GET /api/me/sightings/recurring: the seeker's numbers of the last 30 days. */
export function useRecurringNumbers() {
  return useQuery({
    queryKey: RECURRING_KEY,
    queryFn: async ({ signal }) =>
      (await readBody(api.me.sightings.recurring.$get({}, { init: { signal } }))) as RecurringNumbers,
  });
}

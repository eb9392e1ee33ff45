import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { ClientResponse } from "hono/client";
import type { PendulumResponse, PendulumResult } from "../../../shared/api/pendulum";
import type { PendulumRequest } from "../../../shared/oracles/pendulum";
import { api } from "../../lib/api";
import { ApiError, readBody } from "../../lib/api-client";
import { queryKeys } from "../../lib/query-keys";
import { runReading, type Seal } from "../../oracles/kit/run-reading";

/**
 * POST /api/readings/pendulum. The server declares one route per oracle from its registry, in a loop the
 * typed client cannot follow, so the route's answer is named here (the API's own `PendulumResult`).
 */
const readingsDoor = api.readings as unknown as Record<
  "pendulum",
  { $post(args: { json: PendulumRequest }): Promise<ClientResponse<PendulumResult, 201, "json">> }
>;

/** A swing through the kit's runner: sent again when busy, a stale commitment renewed once. */
export function sendPendulum(request: PendulumRequest, seal?: Seal<PendulumRequest>): Promise<PendulumResult> {
  return runReading(
    (sealed: PendulumRequest) => readBody(readingsDoor.pendulum.$post({ json: sealed })),
    request,
    seal,
  );
}

/** Asks the pendulum; the swing moves the profile, quest, achievements and history, so they are refreshed. */
export function usePendulumMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ request, seal }: { request: PendulumRequest; seal?: Seal<PendulumRequest> }) =>
      sendPendulum(request, seal),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.me }),
        queryClient.invalidateQueries({ queryKey: queryKeys.castHistory }),
      ]),
    // Refused at the daily cap (counted by another oracle): the allowance on screen is stale.
    onError: (error) =>
      error instanceof ApiError && error.code === "daily_limit_reached"
        ? queryClient.invalidateQueries({ queryKey: queryKeys.profile })
        : undefined,
  });
}

/** GET /api/readings/:id: one of the seeker's pendulum readings in full, with its enhanced text. */
export function usePendulumDetail(readingId: string) {
  return useQuery({
    queryKey: queryKeys.cast(readingId),
    queryFn: async ({ signal }) =>
      (await readBody(
        api.readings[":id"].$get({ param: { id: encodeURIComponent(readingId) } }, { init: { signal } }),
      )) as PendulumResponse,
    staleTime: 5 * 60_000,
    networkMode: "offlineFirst",
  });
}

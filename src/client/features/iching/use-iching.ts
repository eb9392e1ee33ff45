import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { ClientResponse } from "hono/client";
import type { IChingResponse, IChingResult } from "../../../shared/api/iching";
import type { IChingRequest } from "../../../shared/oracles/iching";
import { api } from "../../lib/api";
import { ApiError, readBody } from "../../lib/api-client";
import { queryKeys } from "../../lib/query-keys";
import { runReading, type Seal } from "../../oracles/kit/run-reading";

/**
 * POST /api/readings/iching. The server declares one route per oracle from its registry, in a loop the
 * typed client cannot follow, so the route's answer is named here (the API's own `IChingResult`).
 */
const readingsDoor = api.readings as unknown as Record<
  "iching",
  { $post(args: { json: IChingRequest }): Promise<ClientResponse<IChingResult, 201, "json">> }
>;

/** A cast through the kit's runner: sent again when busy, a stale commitment renewed once. */
export function sendIChing(request: IChingRequest, seal?: Seal<IChingRequest>): Promise<IChingResult> {
  return runReading((sealed: IChingRequest) => readBody(readingsDoor.iching.$post({ json: sealed })), request, seal);
}

/** Casts the I Ching; the cast moves the profile, quest, achievements and history, so they are refreshed. */
export function useIChingMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ request, seal }: { request: IChingRequest; seal?: Seal<IChingRequest> }) =>
      sendIChing(request, seal),
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

/** GET /api/readings/:id: one of the seeker's I Ching readings in full, with its enhanced text. */
export function useIChingDetail(readingId: string) {
  return useQuery({
    queryKey: queryKeys.cast(readingId),
    queryFn: async ({ signal }) =>
      (await readBody(
        api.readings[":id"].$get({ param: { id: encodeURIComponent(readingId) } }, { init: { signal } }),
      )) as IChingResponse,
    staleTime: 5 * 60_000,
    networkMode: "offlineFirst",
  });
}

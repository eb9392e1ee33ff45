import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { ClientResponse } from "hono/client";
import type { CyclesReading, CyclesResult } from "../../../shared/api/cycles";
import type { CyclesRequest } from "../../../shared/oracles/cycles";
import { api } from "../../lib/api";
import { readBody } from "../../lib/api-client";
import { queryKeys } from "../../lib/query-keys";
import { runReading } from "../../oracles/kit/run-reading";

/**
 * POST /api/readings/cycles. The server declares one route per oracle from its registry, in a loop the
 * typed client cannot follow, so the route's answers are named here: 201 a new reading, 200 today's.
 */
const readingsDoor = api.readings as unknown as Record<
  "cycles",
  { $post(args: { json: CyclesRequest }): Promise<ClientResponse<CyclesResult | CyclesReading, 200 | 201, "json">> }
>;

/** Records today's cycles through the kit's runner (sent again when the server is busy). */
export function sendCycles(request: CyclesRequest): Promise<CyclesResult | CyclesReading> {
  return runReading((body: CyclesRequest) => readBody(readingsDoor.cycles.$post({ json: body })), request);
}

/** GET /api/readings/:id: one recorded reading of the day's cycles, with its enhanced text. */
export function useCyclesDetail(readingId: string) {
  return useQuery({
    queryKey: queryKeys.cast(readingId),
    queryFn: async ({ signal }) =>
      (await readBody(
        api.readings[":id"].$get({ param: { id: encodeURIComponent(readingId) } }, { init: { signal } }),
      )) as CyclesReading,
    staleTime: 5 * 60_000,
    networkMode: "offlineFirst",
  });
}
/** Records today's cycles; the profile, quest, achievements and history are refreshed. */
export function useRecordCycles() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: sendCycles,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.me }),
        queryClient.invalidateQueries({ queryKey: queryKeys.casts }),
      ]),
  });
}

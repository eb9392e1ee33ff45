import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { ClientResponse } from "hono/client";
import type {
  IntuitionCalibration,
  IntuitionResult,
  LifeHunchList,
  LifeHunchRequest,
} from "../../../shared/api/intuition";
import type { IntuitionRequest } from "../../../shared/oracles/intuition";
import { api } from "../../lib/api";
import { readBody } from "../../lib/api-client";
import { queryKeys } from "../../lib/query-keys";
import { runReading, type Seal } from "../../oracles/kit/run-reading";

/**
 * POST /api/readings/intuition. The server declares one route per oracle from its registry, in a loop the
 * typed client cannot follow, so the route's answer is named here (the API's `IntuitionResult`).
 */
const readingsDoor = api.readings as unknown as Record<
  "intuition",
  { $post(args: { json: IntuitionRequest }): Promise<ClientResponse<IntuitionResult, 201, "json">> }
>;

/** A hunch about a draw through the kit's runner: sent again when busy, a stale commitment renewed once. */
export function sendHunch(request: IntuitionRequest, seal?: Seal<IntuitionRequest>): Promise<IntuitionResult> {
  return runReading(
    (sealed: IntuitionRequest) => readBody(readingsDoor.intuition.$post({ json: sealed })),
    request,
    seal,
  );
}

/** Under the journal, so a new reading (which refreshes everything under `me`) makes them stale. */
const CALIBRATION_KEY = [...queryKeys.journal, "intuition"] as const;
const LIFE_KEY = [...queryKeys.journal, "hunches"] as const;

/** GET /api/me/intuition: the calibration of every resolved hunch. */
export function useCalibration() {
  return useQuery({
    queryKey: CALIBRATION_KEY,
    queryFn: async ({ signal }) =>
      (await readBody(api.me.intuition.$get({}, { init: { signal } }))) as IntuitionCalibration,
  });
}

/** GET /api/me/hunches: the seeker's real-life hunches, newest first. */
export function useLifeHunches() {
  return useQuery({
    queryKey: LIFE_KEY,
    queryFn: async ({ signal }) => (await readBody(api.me.hunches.$get({}, { init: { signal } }))) as LifeHunchList,
  });
}

/** Keeping, resolving and deleting a real-life hunch; each refreshes the list and the calibration. */
export function useLifeHunchChanges() {
  const queryClient = useQueryClient();
  const refresh = () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: LIFE_KEY }),
      queryClient.invalidateQueries({ queryKey: CALIBRATION_KEY }),
    ]);
  return {
    add: useMutation({
      mutationFn: (json: LifeHunchRequest) => readBody(api.me.hunches.$post({ json })),
      onSuccess: refresh,
    }),
    resolve: useMutation({
      mutationFn: ({ id, cameTrue }: { id: string; cameTrue: boolean }) =>
        readBody(api.me.hunches[":id"].resolve.$post({ param: { id }, json: { cameTrue } })),
      onSuccess: refresh,
    }),
    remove: useMutation({
      mutationFn: async (id: string) => {
        await readBody(api.me.hunches[":id"].$delete({ param: { id } }));
      },
      onSuccess: refresh,
    }),
  };
}

import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api } from "../../lib/api";
import { ApiError, readBody } from "../../lib/api-client";
import { queryKeys } from "../../lib/query-keys";

/**
 * Sends a reading of any oracle (its page's `send`, usually through `runReading`). A reading moves the
 * profile, quest, achievements and history, so they are refreshed; one refused at the daily cap (counted
 * by another oracle) means the allowance on screen is stale.
 */
export function useReadingMutation<Variables, Answer>(send: (variables: Variables) => Promise<Answer>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.me }),
        queryClient.invalidateQueries({ queryKey: queryKeys.castHistory }),
      ]),
    onError: (error) =>
      error instanceof ApiError && error.code === "daily_limit_reached"
        ? queryClient.invalidateQueries({ queryKey: queryKeys.profile })
        : undefined,
  });
}

/** GET /api/readings/:id: one of the seeker's readings in full, as its oracle's view, with its enhanced text. */
export function useReadingDetail<View>(readingId: string) {
  return useQuery({
    queryKey: queryKeys.cast(readingId),
    queryFn: async ({ signal }) =>
      (await readBody(
        api.readings[":id"].$get({ param: { id: encodeURIComponent(readingId) } }, { init: { signal } }),
      )) as View,
    staleTime: 5 * 60_000,
    networkMode: "offlineFirst",
  });
}

import { useInfiniteQuery, useQuery } from "@tanstack/react-query";
import { api } from "../../lib/api";
import { readBody } from "../../lib/api-client";
import { queryKeys } from "../../lib/query-keys";

const PAGE_SIZE = 10;

/**
 * GET /api/me/readings: the user's readings of every oracle, newest first, a page at a time ("Load more"
 * follows the cursor).
 */
export function useCastHistory() {
  return useInfiniteQuery({
    queryKey: queryKeys.castHistory,
    initialPageParam: null as string | null,
    queryFn: ({ pageParam, signal }) =>
      readBody(
        api.me.readings.$get(
          { query: { limit: String(PAGE_SIZE), ...(pageParam ? { cursor: pageParam } : {}) } },
          { init: { signal } },
        ),
      ),
    getNextPageParam: (lastPage) => lastPage.nextCursor,
    // Asked even offline: the service worker answers from the readings it kept (src/client/service-worker.ts).
    networkMode: "offlineFirst",
  });
}

/** GET /api/casts/:id: one reading in full, with its enhanced text when it has one. */
export function useCast(castId: string) {
  return useQuery({
    queryKey: queryKeys.cast(castId),
    queryFn: ({ signal }) =>
      readBody(api.casts[":id"].$get({ param: { id: encodeURIComponent(castId) } }, { init: { signal } })),
    // A stored reading only changes when it is enhanced, and the `casts` change event refreshes it then.
    staleTime: 5 * 60_000,
    networkMode: "offlineFirst",
  });
}
